import { type Lookup, type LookupKind, lookupOfToken } from "@/lib/lookup";
import type { TicketToken as DetectedTokenRecord } from "@/lib/ticket/index.sidepanel";
import type { CardIds } from "./expiring-points-query";

const LOYALTY_FIELDS = {
  loyalty_program_id: "programId",
  loyalty_member_id: "memberId",
  loyalty_card_id: "cardId",
} as const satisfies Partial<Record<LookupKind, keyof CardIds>>;

const fieldOf = (kind: LookupKind): keyof CardIds | undefined =>
  kind in LOYALTY_FIELDS ? LOYALTY_FIELDS[kind as keyof typeof LOYALTY_FIELDS] : undefined;

/** The card ids for the Expiring points view: the one looked up, the others from the ticket's page. */
export function cardIdsFor(lookup: Lookup, onPage: readonly DetectedTokenRecord[]): Partial<CardIds> {
  const ids: Partial<CardIds> = {};
  for (const token of onPage) {
    const found = lookupOfToken(token);
    const field = found && fieldOf(found.kind);
    if (found && field) ids[field] ??= found.value;
  }
  const looked = fieldOf(lookup.kind);
  if (looked) ids[looked] = lookup.value;
  return ids;
}

const FIELDS = ["programId", "memberId", "cardId"] as const;

export const completeIds = (ids: Partial<CardIds>): ids is CardIds =>
  Boolean(ids.programId && ids.memberId && ids.cardId);

export const sameIds = (a: Partial<CardIds>, b: Partial<CardIds>) => FIELDS.every((f) => a[f] === b[f]);

/** The ids that are set, so they win over the page's. */
export const definedIds = (ids: Partial<CardIds> | undefined): Partial<CardIds> =>
  ids ? Object.fromEntries(FIELDS.filter((f) => ids[f]).map((f) => [f, ids[f]])) : {};
