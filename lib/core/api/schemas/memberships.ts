import * as v from "valibot";
import { type Gaps, maybe, type Parsed, parseEach, parseWhole, parseWithGaps, text } from "./common";

/**
 * Loyalty v2 memberships (`MembershipsResult`, `Membership` in loyalties-v2.json): what a customer
 * holds across programs, each card's balance, pending and next expiry, and in one program the tier.
 * The endpoint's documentation is in progress and its examples do not match its own schemas (a
 * card without balance fields, an `lcard_` id where the schema says `lcrd_`): every field is read
 * as optional, the views name what is missing, and only the fields shown are kept.
 */

const num = v.number();
const TierRef = v.object({ id: maybe(text), name: maybe(text) });

const TierProgressSchema = v.object({
  current: maybe(
    v.object({
      tier: maybe(TierRef),
      expires_at: maybe(text),
      points: maybe(v.object({ max: maybe(num) })),
    }),
  ),
  risks: maybe(v.array(v.object({ date: maybe(text), tier: maybe(TierRef) }))),
  opportunities: maybe(v.array(v.object({ tier: maybe(TierRef), points: maybe(num) }))),
});
export type TierProgress = v.InferOutput<typeof TierProgressSchema>;

const V2CardSchema = v.object({
  id: maybe(text),
  code: maybe(text),
  balance: maybe(v.object({ points: maybe(num), pending_points: maybe(num) })),
  // Null: nothing expires or activates next; left out: the API did not say.
  next_expiration: maybe(v.object({ points: maybe(num), date: maybe(text) })),
  next_activation: maybe(
    v.object({ points: maybe(num), type: maybe(text), date: maybe(text), cancel_date: maybe(text) }),
  ),
});
export type V2Card = v.InferOutput<typeof V2CardSchema>;

const MembershipSchema = v.object({
  member: maybe(v.object({ id: maybe(text), status: maybe(text) })),
  program: maybe(v.object({ id: maybe(text), name: maybe(text), status: maybe(text) })),
  cards: maybe(v.array(v.object({ card: maybe(V2CardSchema), tier_progress: maybe(TierProgressSchema) }))),
});
/** `gaps`: fields of the wrong type, left out and named; the rest is shown. */
export type Membership = v.InferOutput<typeof MembershipSchema> & { gaps?: Gaps };

export interface Memberships {
  memberships: Membership[];
  gaps?: Gaps;
}

// The customer the API resolved is not read: the panel names whom it asked about.
const MembershipsEnvelope = v.object({ memberships: maybe(v.array(v.unknown())) });

/** Each membership on its own: one that cannot be read is named, the others are shown. */
export function parseMemberships(body: unknown): Parsed<Memberships> {
  const parsed = parseWithGaps(MembershipsEnvelope, body);
  if (!parsed.ok) return parsed;
  const { memberships } = parsed.value;
  const gaps = [...parsed.gaps];
  // Without the list nothing says the customer has no membership: named, never read as "none".
  if (!memberships) gaps.push({ path: "memberships", message: "not given" });
  const read = parseEach(MembershipSchema, memberships ?? [], "membership", "memberships", gaps);
  return { ok: true, value: { memberships: read, ...(gaps.length ? { gaps } : {}) } };
}

/** One program's membership, its cards with their tier progress. */
export const parseProgramMembership: (body: unknown) => Parsed<Membership> = parseWhole(MembershipSchema);
