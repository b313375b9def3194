import type {
  CardTransactionPage,
  CursorPage,
  MemberTransactionPage,
  RewardPurchasePage,
  TierTransactionPage,
} from "@/lib/core/api/schemas";
import type { Asks } from "@/lib/core/query/asks";
import {
  abandonQuery,
  askQuery,
  idleQuery,
  type QueryReport,
  type QueryState,
  reportQuery,
} from "@/lib/core/query/query-state";
import {
  type HistoryCard,
  isExpiredCursor,
  joinPages,
  type LegacyQuery,
  type PageQuestion,
  type PurchasesQuery,
  RESTARTED,
  sameCard,
  type TiersQuery,
  type TransactionsQuery,
} from "./history-query";

/**
 * A card's history in the side panel: the card whose history is asked, whether the agent opened
 * the History view, and its four reads. Nothing is asked until a card is opened, or (the summary)
 * until the panel shows one card only, as for the ticket's customer with one loyalty card.
 */
export interface HistoryState {
  card?: HistoryCard;
  /** The agent opened the History view; the summary alone is shown otherwise. */
  open: boolean;
  transactions: TransactionsQuery;
  legacy: LegacyQuery;
  tiers: TiersQuery;
  purchases: PurchasesQuery;
}

export interface HistorySlice {
  history: HistoryState;
}

const NOTHING: HistoryState = {
  open: false,
  transactions: idleQuery,
  legacy: idleQuery,
  tiers: idleQuery,
  purchases: idleQuery,
};

export const initialHistory: HistorySlice = { history: NOTHING };

export type HistoryEvent =
  /** The agent opened a card's History. */
  | { type: "history.opened"; card: HistoryCard }
  /** The only card the panel shows: its summary is asked with no click, the History view closed. */
  | { type: "history.summarised"; card: HistoryCard }
  | { type: "history.closed" }
  /** Older: the next page of the card's transactions. */
  | { type: "history.more" }
  | { type: "history.retried" }
  | { type: "history.reported"; report: QueryReport<CardTransactionPage> }
  | { type: "legacyHistory.reported"; report: QueryReport<MemberTransactionPage> }
  | { type: "tierHistory.reported"; report: QueryReport<TierTransactionPage> }
  | { type: "purchases.reported"; report: QueryReport<RewardPurchasePage> };

const HISTORY_EVENTS: ReadonlySet<string> = new Set<HistoryEvent["type"]>([
  "history.opened",
  "history.summarised",
  "history.closed",
  "history.more",
  "history.retried",
  "history.reported",
  "legacyHistory.reported",
  "tierHistory.reported",
  "purchases.reported",
]);
export const isHistoryEvent = (event: { type: string }): event is HistoryEvent =>
  HISTORY_EVENTS.has(event.type);

/** A card's first page, and for a v2 card its member's tier changes and purchases, asked afresh. */
function ask(card: HistoryCard, open: boolean, asks: Asks): HistoryState {
  if (card.kind === "v1")
    return { ...NOTHING, card, open, legacy: askQuery(idleQuery, { ...asks.next(), question: { card } }) };
  const member = { programId: card.programId, memberId: card.memberId };
  return {
    ...NOTHING,
    card,
    open,
    transactions: askQuery(idleQuery, { ...asks.next(), question: { card } }),
    tiers: askQuery(idleQuery, { ...asks.next(), question: member }),
    purchases: askQuery(idleQuery, { ...asks.next(), question: member }),
  };
}

/** The next page of a list, under the pages shown; nothing when the last page is in or one is loading. */
function more<C extends HistoryCard, V extends CursorPage<unknown>>(
  query: QueryState<PageQuestion<C>, V>,
  asks: Asks,
): QueryState<PageQuestion<C>, V> {
  const { question, value, loading } = query;
  if (!question || !value?.next || loading) return query;
  return askQuery(query, {
    ...asks.next(),
    question: { card: question.card, cursor: value.next },
    more: true,
  });
}

/**
 * A page's reply. A next page refused because its cursor expired starts the list over, what is
 * shown staying until the first page is back: cursors live minutes, and starting over is what the
 * agent would do by hand.
 */
function reported<C extends HistoryCard, V extends CursorPage<{ id: string }>>(
  query: QueryState<PageQuestion<C>, V>,
  report: QueryReport<V>,
  asks: Asks | undefined,
): QueryState<PageQuestion<C>, V> {
  const next = reportQuery(query, report, (shown, page) => joinPages(shown, page) as V);
  const asked = query.ask;
  if (next === query || !asked?.more || report.kind !== "answered" || report.reply.ok || !asks) return next;
  if (!isExpiredCursor(report.reply.error)) return next;
  return askQuery(next, {
    ...asks.next(),
    question: { card: asked.question.card, notice: RESTARTED },
    refresh: true,
  });
}

/** The slice itself when nothing in it changed, so a dropped reply draws nothing again. */
function changed(slice: HistorySlice, history: HistoryState): HistorySlice {
  const before = slice.history;
  const keys = new Set([...Object.keys(before), ...Object.keys(history)] as (keyof HistoryState)[]);
  return [...keys].every((key) => before[key] === history[key]) ? slice : { history };
}

export function historyReducer(
  slice: HistorySlice,
  event: HistoryEvent,
  asks: Asks | undefined,
): HistorySlice {
  const state = slice.history;
  switch (event.type) {
    case "history.opened":
      if (sameCard(event.card, state.card)) return changed(slice, { ...state, open: true });
      return asks ? { history: ask(event.card, true, asks) } : slice;
    case "history.summarised":
      if (sameCard(event.card, state.card) || !asks) return slice;
      return { history: ask(event.card, false, asks) };
    case "history.closed":
      return changed(slice, { ...state, open: false });
    case "history.more":
      if (!asks) return slice;
      return changed(slice, {
        ...state,
        transactions: more(state.transactions, asks),
        legacy: more(state.legacy, asks),
      });
    case "history.retried":
      return state.card && asks ? { history: ask(state.card, state.open, asks) } : slice;
    case "history.reported":
      return changed(slice, { ...state, transactions: reported(state.transactions, event.report, asks) });
    case "legacyHistory.reported":
      return changed(slice, { ...state, legacy: reported(state.legacy, event.report, asks) });
    case "tierHistory.reported":
      return changed(slice, { ...state, tiers: reportQuery(state.tiers, event.report) });
    case "purchases.reported":
      return changed(slice, { ...state, purchases: reportQuery(state.purchases, event.report) });
  }
}

/** Another ticket: replies still on their way were asked for the previous one; what is shown stays. */
export const abandonHistory = ({ history }: HistorySlice): HistorySlice => ({
  history: {
    ...history,
    transactions: abandonQuery(history.transactions),
    legacy: abandonQuery(history.legacy),
    tiers: abandonQuery(history.tiers),
    purchases: abandonQuery(history.purchases),
  },
});

/** Another lookup or another profile: no card of the previous answer stays open. */
export const forgetHistory = (): HistorySlice => initialHistory;
