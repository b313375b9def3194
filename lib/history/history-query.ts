import type { ApiError } from "@/lib/core/api/errors";
import type {
  CardTransactionPage,
  CursorPage,
  MemberTransactionPage,
  RewardPurchasePage,
  TierTransactionPage,
} from "@/lib/core/api/schemas";
import { joinEnds, joinItems } from "@/lib/core/query/join-pages";
import type { QueryState } from "@/lib/core/query/query-state";

/**
 * Whose history is asked: a loyalty v2 card by its three ids, or a legacy card by its code (and
 * campaign, when the code is only unique in one). The balance now, when the card's answer gave it,
 * lets the view work out the balance after each line.
 */
export type HistoryCard =
  | {
      kind: "v2";
      programId: string;
      memberId: string;
      cardId: string;
      code?: string;
      balance?: number;
    }
  | { kind: "v1"; code: string; campaignId?: string; balance?: number };

/** One page of a card's history: the first, or the next along the cursor the page before gave. */
export interface PageQuestion<C extends HistoryCard = HistoryCard> {
  card: C;
  cursor?: string;
  /** Said above the list when it was started over (a cursor that expired). */
  notice?: typeof RESTARTED;
}
export type V2Card = Extract<HistoryCard, { kind: "v2" }>;
export type V1Card = Extract<HistoryCard, { kind: "v1" }>;

/** A member's tier changes or reward purchases: one page, the newest, for the summary. */
export interface MemberQuestion {
  programId: string;
  memberId: string;
}

export type TransactionsQuery = QueryState<PageQuestion<V2Card>, CardTransactionPage>;
export type LegacyQuery = QueryState<PageQuestion<V1Card>, MemberTransactionPage>;
export type TiersQuery = QueryState<MemberQuestion, TierTransactionPage>;
export type PurchasesQuery = QueryState<MemberQuestion, RewardPurchasePage>;

/**
 * As many transactions as the API gives in one page: one page holds a card's last weeks for the
 * summary in most cases, and the first page the History view shows costs one request.
 */
export const HISTORY_PAGE = 100;
/** A member's newest tier changes and purchases: enough for the summary's weeks. */
export const MEMBER_PAGE = 25;

export const transactionsInput = ({ card, cursor }: PageQuestion<V2Card>) => ({
  params: {
    programId: card.programId,
    memberId: card.memberId,
    cardId: card.cardId,
    limit: HISTORY_PAGE,
    ...(cursor ? { cursor } : {}),
  },
});

export const legacyInput = ({ card, cursor }: PageQuestion<V1Card>) => ({
  params: {
    memberId: card.code,
    ...(card.campaignId ? { campaignId: card.campaignId } : {}),
    limit: HISTORY_PAGE,
    ...(cursor ? { startingAfterId: cursor } : {}),
  },
});

export const memberInput = ({ programId, memberId }: MemberQuestion) => ({
  params: { programId, memberId, limit: MEMBER_PAGE },
});

/** The next page under the ones shown (joinItems, joinEnds): a transaction is one line. */
export function joinPages<T extends { id: string }>(
  shown: CursorPage<T>,
  next: CursorPage<T>,
): CursorPage<T> {
  return { ...next, items: joinItems(shown.items, next.items), ...joinEnds(shown, next) };
}

/** The API refused a cursor that had been open too long: the list starts over. */
export const isExpiredCursor = (error: ApiError) =>
  error.kind === "http" && error.status === 400 && error.body.key === "invalid_or_expired_cursor";

/** The list was started over from the newest: the view says why, in the agent's language. */
export const RESTARTED = "restarted";

export const sameCard = (a: HistoryCard | undefined, b: HistoryCard | undefined): boolean => {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === "v2" && b.kind === "v2")
    return a.programId === b.programId && a.memberId === b.memberId && a.cardId === b.cardId;
  return a.kind === "v1" && b.kind === "v1" && a.code === b.code && a.campaignId === b.campaignId;
};
