import type { CardTransaction, HistoryBucket, MemberTransaction } from "@/lib/core/api/schemas";
import { formatDate } from "@/lib/core/intl/dates";
import { formatCount } from "@/lib/core/intl/money";

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
  /** For points expired: the day the first of them was earned, when the API says. */
  earnedOn?: string;
  /** The balance just after it, where the history lets it be worked out. */
  balanceAfter?: number;
}

const pts = (n: number, locale?: string) => `${formatCount(n, locale)} ${n === 1 ? "point" : "points"}`;

function settlementOf(status: string | null | undefined): Settlement {
  if (status === "REJECTED") return "rejected";
  if (status === "PENDING" || status === "PROCESSING") return "unsettled";
  // APPROVED, or a status the API left out: an answer's history is settled unless it says otherwise.
  return "settled";
}

/** "earned 1 May 2026" for each bucket that expired, when the API says when it was earned. */
function bucketsWords(buckets: readonly HistoryBucket[] | null | undefined, locale?: string): string {
  const earned = [...new Set((buckets ?? []).map((b) => formatDate(b.created_at, locale)).filter(Boolean))];
  return earned.length ? `: earned ${earned.join(", ")}, unused` : "";
}

const nameOf = (ref: { id?: string | null; name?: string | null } | null | undefined) =>
  ref?.name ?? ref?.id ?? undefined;

/** One v2 transaction as a line. */
export function cardLine(tx: CardTransaction, locale?: string): HistoryLine {
  const rule = V2_TYPES[tx.type] ?? { direction: "none", kinds: [] };
  const d = tx.details;
  const total = d?.points?.total ?? d?.bucket?.points?.total;
  const points = typeof total === "number" ? Math.abs(total) : undefined;
  const n = points === undefined ? "Some points" : pts(points, locale);
  const few = points === undefined ? "some points" : pts(points, locale);
  const order = d?.order?.id ?? undefined;
  const reward = nameOf(d?.reward);
  const onOrder = order ? ` on order ${order}` : "";
  const day = (text: string | null | undefined) => formatDate(text, locale);
  let words: string;
  switch (tx.type) {
    case "POINTS_EARNED":
      words = `Earned ${few}${onOrder}`;
      break;
    case "POINTS_SPENT_ON_ORDER":
      words = `Spent ${few}${onOrder}`;
      break;
    case "POINTS_SPENT_ON_REWARD":
      words = `Spent ${few} on reward ${reward ?? "(not named)"}`;
      break;
    case "POINTS_PURCHASED":
      words = `Received ${few} bought as reward ${reward ?? "(not named)"}`;
      break;
    case "POINTS_PURCHASE_REVERSED":
      words = `Took back ${few} bought as reward ${reward ?? "(not named)"}: the purchase was refunded`;
      break;
    case "POINTS_REFUNDED":
      words = `Got back ${few} spent on an order that was refunded`;
      break;
    case "POINTS_RETURNED":
      words = `Got back ${few} spent on reward ${reward ?? "(not named)"}: the purchase was refunded`;
      break;
    case "POINTS_EXPIRED":
      words = `${n} expired${d?.date ? ` on ${day(d.date)}` : ""}${bucketsWords(d?.buckets, locale)}`;
      break;
    case "ADMIN_POINTS_EXPIRATION":
      words = `${n} expired early by an admin${d?.bucket?.expiration_date ? ` (due ${day(d.bucket.expiration_date)})` : ""}`;
      break;
    case "ADMIN_CREDIT":
      words = `Added ${few} by an admin`;
      break;
    case "ADMIN_DEBIT":
      words = `Removed ${few} by an admin`;
      break;
    case "PENDING_POINTS_ADDED":
      words = `${n} pending${d?.points?.date ? `, to activate on ${day(d.points.date)}` : ""}${onOrder}`;
      break;
    case "PENDING_POINTS_ACTIVATED":
      words = `${n} pending activated`;
      break;
    case "PENDING_POINTS_CANCELED":
      words = `${n} pending cancelled: they will not be added`;
      break;
    default:
      words = `${tx.type.toLowerCase().replaceAll("_", " ")}${points === undefined ? "" : ` (${pts(points, locale)})`}`;
  }
  const rejection = d?.rejection?.reason ?? undefined;
  const reason = rejection ?? d?.reason ?? undefined;
  const activatesOn = tx.type === "PENDING_POINTS_ADDED" ? d?.points?.date?.slice(0, 10) : undefined;
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
    ...(earnedOn ? { earnedOn } : {}),
  };
}

/** One v1 transaction as a line: the API gives the points signed and the balance after it. */
export function legacyLine(tx: MemberTransaction, locale?: string): HistoryLine {
  const rule = V1_TYPES[tx.type] ?? { direction: "none", kinds: [] };
  const balance = tx.details?.balance;
  const points = typeof balance?.points === "number" ? Math.abs(balance.points) : undefined;
  const few = points === undefined ? "some points" : pts(points, locale);
  const order = tx.details?.order?.id ?? undefined;
  const onOrder = order ? ` on order ${order}` : "";
  const words: Record<string, string> = {
    POINTS_ACCRUAL: `Earned ${few}${onOrder}`,
    POINTS_REDEMPTION: `Spent ${few}${onOrder}${tx.details?.reward ? ` on reward ${nameOf(tx.details.reward)}` : ""}`,
    POINTS_REFUND: `Got back ${few}${order ? ` spent on order ${order}, refunded` : ""}`,
    POINTS_ADDITION: `Added ${few} by an admin`,
    POINTS_REMOVAL: `Removed ${few} by an admin`,
    POINTS_EXPIRATION: `${points === undefined ? "Some points" : pts(points, locale)} expired`,
    POINTS_TRANSFER_IN: `Received ${few}${tx.details?.source_voucher?.code ? ` from card ${tx.details.source_voucher.code}` : ""}`,
    POINTS_TRANSFER_OUT: `Moved ${few}${tx.details?.destination_voucher?.code ? ` to card ${tx.details.destination_voucher.code}` : ""}`,
    PENDING_POINTS_ACTIVATION: `${points === undefined ? "Some points" : pts(points, locale)} pending activated`,
  };
  return {
    id: tx.id,
    at: tx.created_at,
    type: tx.type,
    direction: rule.direction,
    kinds: rule.kinds,
    settlement: "settled",
    ...(points === undefined ? {} : { points }),
    words:
      words[tx.type] ??
      `${tx.type.toLowerCase().replaceAll("_", " ")}${points === undefined ? "" : ` (${pts(points, locale)})`}`,
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
 * and the chain goes on past them. A line of unknown points ends the chain. Lines that already carry
 * a balance (v1) keep theirs.
 */
export function withBalances(lines: readonly HistoryLine[], balanceNow: number | undefined): HistoryLine[] {
  let after = balanceNow;
  return lines.map((line) => {
    if (line.balanceAfter !== undefined) {
      after = undefined;
      return line;
    }
    if (after === undefined || line.settlement !== "settled") return line;
    const moved = signedPoints(line);
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
