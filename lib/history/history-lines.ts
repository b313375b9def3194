import type { CardTransaction, HistoryBucket, MemberTransaction } from "@/lib/core/api/schemas";
import { type Say, sayNow } from "@/lib/core/i18n/words";
import { formatDate } from "@/lib/core/intl/dates";
import { formatter } from "@/lib/core/intl/formatter";
import { historyWords } from "./words";
import type en from "./words/en";

/**
 * A card's transactions as lines an agent reads out: what happened, in words, with the points
 * signed by what happened. The direction comes from the type, never from the sign: real answers
 * give spends and expiries as negative totals (the schema) and as positive ones (the guides).
 */

/** The filter's kinds; a line may be of two (an admin's early expiry is both). */
export const HISTORY_KINDS = ["earned", "spent", "expired", "pending", "admin"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** What a transaction does to the points a card can use: adds, takes away, or only to pending points. */
export type Direction = "in" | "out" | "pending" | "none";

/** Whether it counts yet: the API settles a transaction after it is made, or refuses it. */
export type Settlement = "settled" | "unsettled" | "rejected";

interface TypeRule {
  direction: Direction;
  kinds: readonly HistoryKind[];
}

/** The fourteen v2 types (CardTransaction.type). */
const V2_TYPES: Record<string, TypeRule> = {
  POINTS_EARNED: { direction: "in", kinds: ["earned"] },
  POINTS_PURCHASED: { direction: "in", kinds: ["earned"] },
  POINTS_REFUNDED: { direction: "in", kinds: ["earned"] },
  POINTS_RETURNED: { direction: "in", kinds: ["earned"] },
  PENDING_POINTS_ACTIVATED: { direction: "in", kinds: ["earned", "pending"] },
  POINTS_SPENT_ON_ORDER: { direction: "out", kinds: ["spent"] },
  POINTS_SPENT_ON_REWARD: { direction: "out", kinds: ["spent"] },
  POINTS_PURCHASE_REVERSED: { direction: "out", kinds: ["spent"] },
  POINTS_EXPIRED: { direction: "out", kinds: ["expired"] },
  ADMIN_POINTS_EXPIRATION: { direction: "out", kinds: ["expired", "admin"] },
  ADMIN_CREDIT: { direction: "in", kinds: ["admin"] },
  ADMIN_DEBIT: { direction: "out", kinds: ["admin"] },
  PENDING_POINTS_ADDED: { direction: "pending", kinds: ["pending"] },
  PENDING_POINTS_CANCELED: { direction: "pending", kinds: ["pending"] },
};

/** The v1 types (a legacy card's transactions): the API signs their points itself. */
const V1_TYPES: Record<string, TypeRule> = {
  POINTS_ACCRUAL: { direction: "in", kinds: ["earned"] },
  POINTS_REFUND: { direction: "in", kinds: ["earned"] },
  POINTS_TRANSFER_IN: { direction: "in", kinds: ["earned"] },
  PENDING_POINTS_ACTIVATION: { direction: "in", kinds: ["earned", "pending"] },
  POINTS_ADDITION: { direction: "in", kinds: ["admin"] },
  POINTS_REDEMPTION: { direction: "out", kinds: ["spent"] },
  POINTS_TRANSFER_OUT: { direction: "out", kinds: ["spent"] },
  POINTS_EXPIRATION: { direction: "out", kinds: ["expired"] },
  POINTS_REMOVAL: { direction: "out", kinds: ["admin"] },
};

export interface HistoryLine {
  id: string;
  /** When it happened, as the API wrote it. */
  at: string;
  type: string;
  direction: Direction;
  kinds: readonly HistoryKind[];
  settlement: Settlement;
  /** The status as the API gave it, for what the agent may need to quote. */
  status?: string;
  /** How many points it moved, without a sign; undefined when the API gave none. */
  points?: number;
  /** What happened, in words: "Earned 120 points on order ord_…". */
  words: string;
  /** Why, as the API wrote it (an admin's reason, a rejection's). */
  reason?: string;
  /** The order it was about, so a ticket's order id can mark it. */
  orderId?: string;
  /** For pending points added: the day they are due to activate. */
  activatesOn?: string;
  /** For points expired: the day they expired, as the API gives it (its entry may be booked a day later). */
  expiredOn?: string;
  /** For points expired: the day the first of them was earned, when the API says. */
  earnedOn?: string;
  /** The balance just after it, where the history lets it be worked out. */
  balanceAfter?: number;
}

/** The history's words, as the functions that word a line take them. */
export type HistorySay = Say<typeof en>;

/**
 * Says each key as it is: what a caller that gives no words sees before any language of the
 * history's words is loaded, rather than an error or nothing.
 */
/** The history's words in the language the page speaks, for a caller that gives none. */
export const historySay = (): HistorySay => sayNow<typeof en>(historyWords.name);

/** Names (order ids) as one list, the way the language joins them ("A, B and C"). */
export const listOf = (say: HistorySay, items: readonly string[]): string =>
  formatter("list", say.language, { type: "conjunction" })?.format(items) ?? items.join(", ");

/**
 * Days as a line or the summary lists them: separated by commas, which each of the five languages
 * reads as a list of dates; an "and" between dates that hold commas of their own ("Sep 5, 2026")
 * would blur where one ends.
 */
export const daysOf = (days: readonly string[]): string => days.join(", ");

function settlementOf(status: string | null | undefined): Settlement {
  if (status === "REJECTED") return "rejected";
  if (status === "PENDING" || status === "PROCESSING") return "unsettled";
  // APPROVED, or a status the API left out: an answer's history is settled unless it says otherwise.
  return "settled";
}

/** The days the buckets that expired were earned on, when the API says ("May 1, 2025"). */
function earnedDays(buckets: readonly HistoryBucket[] | null | undefined, locale?: string): string[] {
  return [...new Set((buckets ?? []).map((b) => formatDate(b.created_at, locale)).filter(Boolean))];
}

const nameOf = (ref: { id?: string | null; name?: string | null } | null | undefined) =>
  ref?.name ?? ref?.id ?? undefined;

/** A type Voucher Lens does not know: as the API spells it, with its points when it gave them. */
function unknownWords(type: string, points: number | undefined, say: HistorySay): string {
  const named = type.toLowerCase().replaceAll("_", " ");
  return points === undefined ? named : say("unknownType", { type: named, count: points });
}

/** Points expired, with the day and the days they were earned when the API gives them. */
function expiredWords(
  points: number | undefined,
  date: string,
  earned: readonly string[],
  say: HistorySay,
): string {
  const days = daysOf(earned);
  if (points === undefined) {
    if (date && days) return say("someExpiredOnEarned", { date, earned: days });
    if (date) return say("someExpiredOn", { date });
    return days ? say("someExpiredEarned", { earned: days }) : say("someExpired");
  }
  const count = points;
  if (date && days) return say("expiredOnEarned", { count, date, earned: days });
  if (date) return say("expiredOn", { count, date });
  return days ? say("expiredEarned", { count, earned: days }) : say("expired", { count });
}

/** Pending points added, with the day they activate and their order when the API gives them. */
function pendingWords(
  points: number | undefined,
  date: string,
  order: string | undefined,
  say: HistorySay,
): string {
  if (points === undefined) {
    if (date && order) return say("somePendingActivatesOnOrder", { date, order });
    if (date) return say("somePendingActivatesOn", { date });
    return order ? say("somePendingAddedOnOrder", { order }) : say("somePendingAdded");
  }
  const count = points;
  if (date && order) return say("pendingActivatesOnOrder", { count, date, order });
  if (date) return say("pendingActivatesOn", { count, date });
  return order ? say("pendingAddedOnOrder", { count, order }) : say("pendingAdded", { count });
}

function earnedWords(points: number | undefined, order: string | undefined, say: HistorySay): string {
  if (points === undefined) return order ? say("someEarnedOnOrder", { order }) : say("someEarned");
  return order ? say("earnedOnOrder", { count: points, order }) : say("earned", { count: points });
}

function spentWords(
  points: number | undefined,
  order: string | undefined,
  reward: string | undefined,
  say: HistorySay,
): string {
  if (points === undefined) {
    if (order && reward) return say("someSpentOnOrderOnReward", { order, reward });
    if (reward) return say("someSpentOnReward", { reward });
    return order ? say("someSpentOnOrder", { order }) : say("someSpent");
  }
  const count = points;
  if (order && reward) return say("spentOnOrderOnReward", { count, order, reward });
  if (reward) return say("spentOnReward", { count, reward });
  return order ? say("spentOnOrder", { count, order }) : say("spent", { count });
}

const adminAdded = (points: number | undefined, say: HistorySay) =>
  points === undefined ? say("someAddedByAdmin") : say("addedByAdmin", { count: points });
const adminRemoved = (points: number | undefined, say: HistorySay) =>
  points === undefined ? say("someRemovedByAdmin") : say("removedByAdmin", { count: points });
const pendingActivated = (points: number | undefined, say: HistorySay) =>
  points === undefined ? say("somePendingActivated") : say("pendingActivated", { count: points });

/** What a v2 transaction did, in words. */
function cardWords(
  tx: CardTransaction,
  points: number | undefined,
  locale: string | undefined,
  say: HistorySay,
) {
  const d = tx.details;
  const order = d?.order?.id ?? undefined;
  const reward = nameOf(d?.reward) ?? say("notNamed");
  const some = points === undefined;
  const count = points ?? 0;
  switch (tx.type) {
    case "POINTS_EARNED":
      return earnedWords(points, order, say);
    case "POINTS_SPENT_ON_ORDER":
      return spentWords(points, order, undefined, say);
    case "POINTS_SPENT_ON_REWARD":
      return spentWords(points, undefined, reward, say);
    case "POINTS_PURCHASED":
      return some ? say("someBoughtAsReward", { reward }) : say("boughtAsReward", { count, reward });
    case "POINTS_PURCHASE_REVERSED":
      return some ? say("somePurchaseReversed", { reward }) : say("purchaseReversed", { count, reward });
    case "POINTS_REFUNDED":
      return some ? say("someRefundedOrder") : say("refundedOrder", { count });
    case "POINTS_RETURNED":
      return some ? say("someReturnedReward", { reward }) : say("returnedReward", { count, reward });
    case "POINTS_EXPIRED":
      return expiredWords(points, formatDate(d?.date, locale), earnedDays(d?.buckets, locale), say);
    case "ADMIN_POINTS_EXPIRATION": {
      const date = formatDate(d?.bucket?.expiration_date, locale);
      if (some) return date ? say("someExpiredByAdminDue", { date }) : say("someExpiredByAdmin");
      return date ? say("expiredByAdminDue", { count, date }) : say("expiredByAdmin", { count });
    }
    case "ADMIN_CREDIT":
      return adminAdded(points, say);
    case "ADMIN_DEBIT":
      return adminRemoved(points, say);
    case "PENDING_POINTS_ADDED":
      return pendingWords(points, formatDate(d?.points?.date, locale), order, say);
    case "PENDING_POINTS_ACTIVATED":
      return pendingActivated(points, say);
    case "PENDING_POINTS_CANCELED":
      return some ? say("somePendingCancelled") : say("pendingCancelled", { count });
    default:
      return unknownWords(tx.type, points, say);
  }
}

/** One v2 transaction as a line, worded in `say`'s language with dates in `locale`. */
export function cardLine(tx: CardTransaction, locale?: string, say: HistorySay = historySay()): HistoryLine {
  const rule = V2_TYPES[tx.type] ?? { direction: "none", kinds: [] };
  const d = tx.details;
  const total = d?.points?.total ?? d?.bucket?.points?.total;
  const points = typeof total === "number" ? Math.abs(total) : undefined;
  const order = d?.order?.id ?? undefined;
  const words = cardWords(tx, points, locale, say);
  const rejection = d?.rejection?.reason ?? undefined;
  const reason = rejection ?? d?.reason ?? undefined;
  const activatesOn = tx.type === "PENDING_POINTS_ADDED" ? d?.points?.date?.slice(0, 10) : undefined;
  const expiredOn = tx.type === "POINTS_EXPIRED" ? d?.date?.slice(0, 10) : undefined;
  const earnedOn =
    tx.type === "POINTS_EXPIRED"
      ? (d?.buckets ?? []).map((b) => b.created_at?.slice(0, 10)).find((day) => day !== undefined)
      : undefined;
  return {
    id: tx.id,
    at: tx.created_at,
    type: tx.type,
    direction: rule.direction,
    kinds: rule.kinds,
    settlement: settlementOf(tx.status),
    ...(tx.status ? { status: tx.status } : {}),
    ...(points === undefined ? {} : { points }),
    words,
    ...(reason ? { reason } : {}),
    ...(order ? { orderId: order } : {}),
    ...(activatesOn ? { activatesOn } : {}),
    ...(expiredOn ? { expiredOn } : {}),
    ...(earnedOn ? { earnedOn } : {}),
  };
}

/** What a v1 transaction did, in words. */
function legacyWords(tx: MemberTransaction, points: number | undefined, say: HistorySay): string {
  const details = tx.details;
  const order = details?.order?.id ?? undefined;
  const some = points === undefined;
  const count = points ?? 0;
  switch (tx.type) {
    case "POINTS_ACCRUAL":
      return earnedWords(points, order, say);
    case "POINTS_REDEMPTION": {
      const reward = details?.reward ? (nameOf(details.reward) ?? say("notNamed")) : undefined;
      return spentWords(points, order, reward, say);
    }
    case "POINTS_REFUND":
      if (some) return order ? say("someGotBackOnOrder", { order }) : say("someGotBack");
      return order ? say("gotBackOnOrder", { count, order }) : say("gotBack", { count });
    case "POINTS_ADDITION":
      return adminAdded(points, say);
    case "POINTS_REMOVAL":
      return adminRemoved(points, say);
    case "POINTS_EXPIRATION":
      return some ? say("someExpired") : say("expired", { count });
    case "POINTS_TRANSFER_IN": {
      const card = details?.source_voucher?.code ?? undefined;
      if (some) return card ? say("someReceivedFromCard", { card }) : say("someReceived");
      return card ? say("receivedFromCard", { count, card }) : say("received", { count });
    }
    case "POINTS_TRANSFER_OUT": {
      const card = details?.destination_voucher?.code ?? undefined;
      if (some) return card ? say("someMovedToCard", { card }) : say("someMoved");
      return card ? say("movedToCard", { count, card }) : say("moved", { count });
    }
    case "PENDING_POINTS_ACTIVATION":
      return pendingActivated(points, say);
    default:
      return unknownWords(tx.type, points, say);
  }
}

/**
 * One v1 transaction as a line: the API gives the points signed and the balance after it. Its words
 * hold no date; the locale is taken as a v2 line's is, so both are built alike.
 */
export function legacyLine(
  tx: MemberTransaction,
  _locale?: string,
  say: HistorySay = historySay(),
): HistoryLine {
  const rule = V1_TYPES[tx.type] ?? { direction: "none", kinds: [] };
  const balance = tx.details?.balance;
  const points = typeof balance?.points === "number" ? Math.abs(balance.points) : undefined;
  const order = tx.details?.order?.id ?? undefined;
  return {
    id: tx.id,
    at: tx.created_at,
    type: tx.type,
    direction: rule.direction,
    kinds: rule.kinds,
    settlement: "settled",
    ...(points === undefined ? {} : { points }),
    words: legacyWords(tx, points, say),
    ...(tx.reason ? { reason: tx.reason } : {}),
    ...(order ? { orderId: order } : {}),
    ...(typeof balance?.balance === "number" ? { balanceAfter: balance.balance } : {}),
  };
}

/** The points a line adds to (+) or takes from (−) what the card can use; 0 for pending-only lines. */
export function signedPoints(line: HistoryLine): number | undefined {
  if (line.points === undefined) return undefined;
  if (line.direction === "in") return line.points;
  if (line.direction === "out") return -line.points;
  return 0;
}

/**
 * The balance after each line that moved points, worked back from the card's balance now through
 * the lines newest first, as far as it can be. A refused line changed nothing, and one not settled
 * yet is not in the balance (the API applies a transaction when it settles): neither gets a balance,
 * and the chain goes on past them. A line of unknown points ends the chain, and so does one of a
 * type Voucher Lens does not know: which way it moved its points is unknown. Lines that already
 * carry a balance (v1) keep theirs.
 */
export function withBalances(lines: readonly HistoryLine[], balanceNow: number | undefined): HistoryLine[] {
  let after = balanceNow;
  return lines.map((line) => {
    if (line.balanceAfter !== undefined) {
      after = undefined;
      return line;
    }
    if (after === undefined || line.settlement !== "settled") return line;
    const moved = line.direction === "none" ? undefined : signedPoints(line);
    if (moved === 0) return line;
    if (moved === undefined) {
      after = undefined;
      return line;
    }
    const here = after;
    after = here - moved;
    return { ...line, balanceAfter: here };
  });
}

/** The lines of the chosen kinds (all when none is chosen). */
export const ofKinds = (lines: readonly HistoryLine[], kinds: ReadonlySet<HistoryKind>) =>
  kinds.size ? lines.filter((line) => line.kinds.some((kind) => kinds.has(kind))) : [...lines];
