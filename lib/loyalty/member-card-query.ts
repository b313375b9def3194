import type { ApiError } from "@/lib/core/api/errors";
import type { LoyaltyMember } from "@/lib/core/api/schemas";
import type { QueryState } from "@/lib/core/query/query-state";
import type { HistoryCard } from "@/lib/history/index.sidepanel";
import type { Lookup } from "@/lib/lookup";

/**
 * A code may be a loyalty card: Get Member is asked beside its redemptions. Through the same
 * guard as every query, so a late card never lands above the next lookup's list.
 */
export type MemberCardQuery = QueryState<Lookup, LoyaltyMember>;

export const memberCardInput = (lookup: Lookup) => ({
  params: { memberId: lookup.value, ...(lookup.campaignId ? { campaignId: lookup.campaignId } : {}) },
});

/**
 * Whether Get Member's error is worth the agent's attention beside the redemptions: the key was
 * refused, the API was down or unreadable. A 404 or 400 only says the code is not a loyalty card,
 * which most codes are not; a code that cannot be a card code is not looked up at all.
 */
export function cardReadFailed(error: ApiError): boolean {
  if (error.kind === "invalid_input") return false;
  if (error.kind !== "http") return true;
  return error.status === 401 || error.status === 402 || error.status === 403 || error.status >= 500;
}

/** A legacy card's history is asked by its code, in its campaign when the API names it. */
export function historyCardOf(member: LoyaltyMember): HistoryCard {
  const balance = member.loyalty_card?.balance;
  return {
    kind: "v1",
    code: member.code,
    ...(member.campaign_id ? { campaignId: member.campaign_id } : {}),
    ...(typeof balance === "number" ? { balance } : {}),
  };
}
