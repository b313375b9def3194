import { useMemo } from "preact/hooks";
import { useWords } from "@/components/use-words";
import type { RetryWait } from "@/lib/core/api/client";
import type { ApiError } from "@/lib/core/api/errors";
import type { Gaps, RewardPurchase, TierTransaction } from "@/lib/core/api/schemas";
import { agentDay } from "@/lib/core/intl/dates";
import type { HistoryState } from "./history.slice";
import {
  cardLine,
  type HistoryLine,
  type HistorySay,
  historySay,
  legacyLine,
  signedPoints,
  withBalances,
} from "./history-lines";
import { type HistoryCard, type RESTARTED, sameCard } from "./history-query";
import { type HistorySummary, summarise, summaryStart } from "./history-summary";
import { historyWords } from "./words";

/** A card's history as its view shows it: the lines newest first, the summary, the member's reads. */
export interface HistoryView {
  card: HistoryCard;
  open: boolean;
  /** The first page is on its way. */
  loading: boolean;
  /** An older page is on its way. */
  loadingMore: boolean;
  error?: ApiError;
  retryWait?: RetryWait;
  lines: HistoryLine[];
  /** Older transactions are left to ask for. */
  hasOlder: boolean;
  gaps?: Gaps;
  /** Said above the list: it was started over. */
  notice?: typeof RESTARTED;
  /** Once the first page is in. */
  summary?: HistorySummary;
  tiers: TierTransaction[];
  tiersError?: ApiError;
  purchases: RewardPurchase[];
  purchasesError?: ApiError;
}

/**
 * The history of `card`, when it is the card whose history the panel holds: its lines worded in
 * `say`'s language (the page's when not given), their dates in `locale`.
 */
export function historyViewOf(
  state: HistoryState,
  card: HistoryCard,
  locale: string | undefined,
  now: Date,
  say: HistorySay = historySay(),
): HistoryView | undefined {
  if (!state.card || !sameCard(state.card, card)) return undefined;
  const shown = state.card;
  const read =
    shown.kind === "v2"
      ? {
          query: state.transactions,
          lines: (state.transactions.value?.items ?? []).map((tx) => cardLine(tx, locale, say)),
        }
      : {
          query: state.legacy,
          lines: (state.legacy.value?.items ?? []).map((tx) => legacyLine(tx, locale, say)),
        };
  const { query } = read;
  const value = query.value;
  const lines = withBalances(read.lines, shown.balance);
  const since = summaryStart(now);
  const oldest = lines.at(-1);
  const complete = !value?.next || (oldest !== undefined && Date.parse(oldest.at) < Date.parse(since));
  const tiers = ofCard(state.tiers.value?.items ?? [], shown);
  const purchases = ofCard(state.purchases.value?.items ?? [], shown);
  const first = query.loading && !value;
  return {
    card: shown,
    open: state.open,
    loading: first,
    loadingMore: query.loading && Boolean(value),
    ...(query.error ? { error: query.error } : {}),
    ...(query.retryWait ? { retryWait: query.retryWait } : {}),
    lines,
    hasOlder: Boolean(value?.next),
    ...(value?.gaps?.length ? { gaps: value.gaps } : {}),
    ...(query.question?.notice && !query.question.cursor ? { notice: query.question.notice } : {}),
    ...(value ? { summary: summarise({ lines, since, now, complete, tiers, purchases }) } : {}),
    tiers,
    ...(state.tiers.error ? { tiersError: state.tiers.error } : {}),
    purchases,
    ...(state.purchases.error ? { purchasesError: state.purchases.error } : {}),
  };
}

/**
 * A member's tier changes and purchases that concern this card: those that name it, and those that
 * name no card (the member's); never one that names another of the member's cards.
 */
function ofCard<T extends { card_id?: string | null }>(items: readonly T[], card: HistoryCard): T[] {
  if (card.kind !== "v2") return [...items];
  return items.filter((item) => !item.card_id || item.card_id === card.cardId);
}

/**
 * historyViewOf for a view: worked out again only when the history, the card, the locale, the
 * page's language or the day changes, not on each tick of the panel's clock (the lines are rebuilt,
 * the summary summed).
 */
export function useHistoryView(
  state: HistoryState,
  card: HistoryCard | undefined,
  locale: string | undefined,
  now: Date,
): HistoryView | undefined {
  const say = useWords(historyWords);
  const day = agentDay(now);
  const key = card && JSON.stringify(card);
  // The card by value and the clock by the day: a new card object or a tick is not a new view.
  return useMemo(
    () => (card ? historyViewOf(state, card, locale, now, say) : undefined),
    [state, key, locale, day, say],
  );
}

export interface WeekTotal {
  /** The week's first day, YYYY-MM-DD (UTC). */
  start: string;
  in: number;
  out: number;
}

const WEEK = 7 * 86_400_000;

/**
 * Points in and out by week over the summary's weeks, settled lines only, oldest week first: the
 * chart's bars and its table.
 */
export function weeklyTotals(lines: readonly HistoryLine[], since: string, now: Date): WeekTotal[] {
  const start = Date.parse(since);
  const count = Math.max(1, Math.ceil((now.getTime() - start) / WEEK));
  const weeks: WeekTotal[] = Array.from({ length: count }, (_, i) => ({
    start: new Date(start + i * WEEK).toISOString().slice(0, 10),
    in: 0,
    out: 0,
  }));
  for (const line of lines) {
    if (line.settlement !== "settled") continue;
    const at = Date.parse(line.at);
    const index = Math.floor((at - start) / WEEK);
    const week = weeks[index];
    const moved = signedPoints(line);
    if (!week || moved === undefined || moved === 0) continue;
    if (moved > 0) week.in += moved;
    else week.out -= moved;
  }
  return weeks;
}
