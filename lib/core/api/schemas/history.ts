import * as v from "valibot";
import { type CursorPage, cursorList } from "./buckets";
import { type Gaps, JsonObject, maybe, type Parsed, parseEach, parseWith, text } from "./common";

/**
 * What happened to a loyalty card: its transactions (v2, and a legacy v1 card's), the member's tier
 * changes and reward purchases. Read leniently, as the memberships are: every field but an item's id,
 * type and date may be missing, and a type the schema does not list is kept as it came, so a new
 * kind of transaction is shown rather than dropped. A transaction's direction comes from its type
 * (history-words.ts), never from the sign of its points: real answers give debits both ways.
 */

/** An object the API names by id, sometimes with a name beside it. */
const Ref = v.object({ id: maybe(text), name: maybe(text) });

/** Why the API refused a transaction or a purchase; its details are an object in one place, text in another. */
const Rejection = v.object({ reason: maybe(text) });

/** A points bucket as a transaction names it: the points that expired, earned when, due when. */
const HistoryBucket = v.object({
  id: maybe(text),
  points: maybe(v.object({ total: maybe(v.number()) })),
  expiration_date: maybe(text),
  expiration_type: maybe(text),
  created_at: maybe(text),
});
export type HistoryBucket = v.InferOutput<typeof HistoryBucket>;

/** A loyalty v2 card transaction (CardTransaction): its details depend on its type. */
export const CardTransactionSchema = v.object({
  id: text,
  type: text,
  /** PENDING and PROCESSING before it settles; REJECTED with a reason. */
  status: maybe(text),
  created_at: text,
  card_id: maybe(text),
  details: maybe(
    v.object({
      reason: maybe(text),
      rejection: maybe(Rejection),
      metadata: maybe(JsonObject),
      points: maybe(
        v.object({
          total: maybe(v.number()),
          /** When the points earned expire. */
          expiration_date: maybe(text),
          /** When pending points activate. */
          date: maybe(text),
          type: maybe(text),
        }),
      ),
      bucket: maybe(HistoryBucket),
      /** The buckets that expired, for POINTS_EXPIRED. */
      buckets: maybe(v.array(HistoryBucket)),
      /** The day points expired on. */
      date: maybe(text),
      reward: maybe(Ref),
      reward_transaction: maybe(Ref),
      order: maybe(Ref),
      target_card: maybe(Ref),
      card_transaction: maybe(Ref),
    }),
  ),
});
export type CardTransaction = v.InferOutput<typeof CardTransactionSchema>;
export type CardTransactionPage = CursorPage<CardTransaction>;

/** A member's tier change (TierTransaction), with the card transactions that caused it. */
export const TierTransactionSchema = v.object({
  id: text,
  /** UPGRADED, DOWNGRADED, JOINED, LEFT, PROLONGED. */
  type: text,
  status: maybe(text),
  created_at: text,
  card_id: maybe(text),
  tier_id: maybe(text),
  details: maybe(
    v.object({
      points: maybe(v.number()),
      tier_from: maybe(text),
      tier_to: maybe(text),
      origin: maybe(v.object({ type: maybe(text), card_transaction_ids: maybe(v.array(text)) })),
      rejection: maybe(Rejection),
      start_at: maybe(text),
      expires_at: maybe(text),
    }),
  ),
});
export type TierTransaction = v.InferOutput<typeof TierTransactionSchema>;
export type TierTransactionPage = CursorPage<TierTransaction>;

const IssuedCode = v.object({ id: maybe(text), code: maybe(text), result: maybe(text) });

/** A reward purchase or its refund (RewardPurchaseTransaction), with what it issued. */
export const RewardPurchaseSchema = v.object({
  id: text,
  /** PURCHASE or REFUND. */
  type: maybe(text),
  /** PENDING, PROCESSING, APPROVED, REJECTED, SIMULATED, REFUNDED. */
  status: maybe(text),
  created_at: text,
  card_id: maybe(text),
  /** The card transaction that paid for it with points. */
  card_transaction_id: maybe(text),
  reward_id: maybe(text),
  details: maybe(
    v.object({
      reason: maybe(text),
      rejection: maybe(Rejection),
      points: maybe(v.object({ total: maybe(v.number()) })),
      result: maybe(
        v.object({
          reward: maybe(v.object({ id: maybe(text), type: maybe(text) })),
          quantity: maybe(v.number()),
          material: maybe(v.object({ type: maybe(text) })),
          digital: maybe(
            v.object({
              type: maybe(text),
              discount_coupons: maybe(v.array(IssuedCode)),
              gift_vouchers: maybe(v.array(IssuedCode)),
              loyalty_card_points: maybe(v.object({ points: maybe(v.number()), card_id: maybe(text) })),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type RewardPurchase = v.InferOutput<typeof RewardPurchaseSchema>;
export type RewardPurchasePage = CursorPage<RewardPurchase>;

/**
 * A legacy (v1) card's transaction: the points it moved and the balance after it, signed by the
 * API (`details.balance`), and what caused it.
 */
export const MemberTransactionSchema = v.object({
  id: text,
  /** POINTS_ACCRUAL, POINTS_REDEMPTION, POINTS_REFUND, POINTS_ADDITION, POINTS_REMOVAL, POINTS_EXPIRATION, … */
  type: text,
  created_at: text,
  reason: maybe(text),
  source: maybe(text),
  details: maybe(
    v.object({
      balance: maybe(v.object({ points: maybe(v.number()), balance: maybe(v.number()) })),
      order: maybe(Ref),
      redemption: maybe(Ref),
      reward: maybe(Ref),
      earning_rule: maybe(v.object({ id: maybe(text), source: maybe(v.object({ banner: maybe(text) })) })),
      destination_voucher: maybe(v.object({ code: maybe(text) })),
      source_voucher: maybe(v.object({ code: maybe(text) })),
    }),
  ),
});
export type MemberTransaction = v.InferOutput<typeof MemberTransactionSchema>;
export type MemberTransactionPage = CursorPage<MemberTransaction>;

const V1ListEnvelope = v.object({
  data: v.array(v.unknown()),
  has_more: maybe(v.boolean()),
  more_starting_after: maybe(text),
});

/**
 * A v1 page: the next one starts after the id the API names, or after the last transaction read
 * when it says only that more are left.
 */
export function parseMemberTransactions(body: unknown): Parsed<MemberTransactionPage> {
  const parsed = parseWith(V1ListEnvelope, body);
  if (!parsed.ok) return parsed;
  const { data, has_more, more_starting_after } = parsed.value;
  const gaps: Gaps = [];
  const items = parseEach(MemberTransactionSchema, data, "transaction", "data", gaps);
  const last = v.safeParse(v.object({ id: text }), data.at(-1));
  const after = more_starting_after ?? (last.success ? last.output.id : null);
  return {
    ok: true,
    value: { items, next: has_more ? after : null, ...(gaps.length ? { gaps } : {}) },
  };
}

export const parseCardTransactions = cursorList(CardTransactionSchema, "transaction");
export const parseTierTransactions = cursorList(TierTransactionSchema, "tier change");
export const parseRewardPurchases = cursorList(RewardPurchaseSchema, "purchase");
