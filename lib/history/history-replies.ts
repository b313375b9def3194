import type { RewardPurchase, TierTransaction } from "@/lib/core/api/schemas";
import type { ReplyFacts } from "@/lib/replies";
import { type HistoryLine, type HistorySay, historySay } from "./history-lines";
import type { HistorySummary } from "./history-summary";

/**
 * The replies a card's history suggests, each with the facts it states: points that expired, points
 * pending or cancelled, the points of the ticket's order, a refused reward purchase, a lowered
 * tier. Only what the history shows is stated; a reply whose facts are not known is not offered.
 */
export interface HistoryReply {
  topic: string;
  facts: ReplyFacts;
  /** What the reply is about, for its heading the agent reads: "Points that expired". */
  about: string;
}

/** Tier ids as the program's tier progress names them; an id without a name is not said to a customer. */
export type TierNames = ReadonlyMap<string, string>;

/** A refusal for want of points: the reason the API gives for a balance too low. */
const NOT_ENOUGH = /balance|points|insufficient|not_enough/i;

const day = (at: string) => at.slice(0, 10);

export function historyReplies(input: {
  lines: readonly HistoryLine[];
  summary: HistorySummary;
  /** The ticket's order ids: the first one the history can speak for gets its reply. */
  orderIds: readonly string[];
  /** Whether the lines read reach back past the summary's weeks or to the card's first transaction. */
  searchedBackTo: string | undefined;
  code?: string;
  tierNames: TierNames;
  /** The words of the headings, in the agent's language (the page's when not given). */
  say?: HistorySay;
}): HistoryReply[] {
  const { lines, summary, orderIds, searchedBackTo, code, tierNames } = input;
  const say = input.say ?? historySay();
  const card = code ? { code } : {};
  const replies: HistoryReply[] = [];
  const since = Date.parse(summary.since);
  const inWeeks = lines.filter((line) => Date.parse(line.at) >= since && line.settlement === "settled");

  const expired = inWeeks.find((line) => line.type === "POINTS_EXPIRED" && line.points);
  if (expired?.points)
    replies.push({
      topic: "points_expired",
      facts: {
        points: expired.points,
        // The day they expired, as the history's line says it; the entry may be booked a day later.
        date: expired.expiredOn ?? day(expired.at),
        ...(expired.earnedOn ? { startDate: expired.earnedOn } : {}),
        ...card,
      },
      about: say("aboutExpired"),
    });

  if (summary.pending > 0)
    replies.push(
      summary.activatesOn[0]
        ? {
            topic: "points_pending_activation",
            facts: { points: summary.pending, date: summary.activatesOn[0], ...card },
            about: say("aboutPending"),
          }
        : {
            topic: "points_pending",
            facts: { points: summary.pending, ...card },
            about: say("aboutPending"),
          },
    );

  const cancelled = inWeeks.find((line) => line.type === "PENDING_POINTS_CANCELED" && line.points);
  if (cancelled?.points)
    replies.push({
      topic: "points_pending_cancelled",
      facts: {
        points: cancelled.points,
        ...(cancelled.orderId ? { order: cancelled.orderId } : {}),
        ...card,
      },
      about: say("aboutCancelled"),
    });

  const order = orderReply(lines, orderIds, searchedBackTo, card, say);
  if (order) replies.push(order);

  const refused = summary.rejectedPurchases[0];
  if (refused) replies.push(purchaseReply(refused, card, say));

  const lowered = summary.tierChanges.find(({ change }) => change.type === "DOWNGRADED");
  const tier = lowered && tierReply(lowered.change, lowered.causes, tierNames, card, say);
  if (tier) replies.push(tier);
  return replies;
}

/** The points of the ticket's order: added, pending, or not in the history as far back as it was read. */
function orderReply(
  lines: readonly HistoryLine[],
  orderIds: readonly string[],
  searchedBackTo: string | undefined,
  card: { code?: string },
  say: HistorySay,
): HistoryReply | undefined {
  for (const order of orderIds) {
    // The newest line that settles what the order earned: its points added, pending, or cancelled.
    const latest = lines.find(
      (line) =>
        line.orderId === order &&
        line.settlement !== "rejected" &&
        [
          "POINTS_EARNED",
          "PENDING_POINTS_ADDED",
          "PENDING_POINTS_ACTIVATED",
          "PENDING_POINTS_CANCELED",
        ].includes(line.type),
    );
    if (!latest?.points) continue;
    // Cancelled: the reply about cancelled pending points says it, not one about this order.
    if (latest.type === "PENDING_POINTS_CANCELED") return undefined;
    const added = latest.type !== "PENDING_POINTS_ADDED" && latest.settlement === "settled";
    return added
      ? {
          topic: "points_order_earned",
          facts: { order, points: latest.points, date: day(latest.at), ...card },
          about: say("aboutOrder", { order }),
        }
      : {
          topic: "points_order_pending",
          facts: {
            order,
            points: latest.points,
            ...(latest.activatesOn ? { date: latest.activatesOn } : {}),
            ...card,
          },
          about: say("aboutOrder", { order }),
        };
  }
  const [first] = orderIds;
  // Nothing for the order: said only with how far back the history was read.
  if (first && searchedBackTo && !lines.some((line) => line.orderId === first))
    return {
      topic: "points_order_not_found",
      facts: { order: first, date: day(searchedBackTo), ...card },
      about: say("aboutOrderMissing", { order: first }),
    };
  return undefined;
}

function purchaseReply(purchase: RewardPurchase, card: { code?: string }, say: HistorySay): HistoryReply {
  const reason = purchase.details?.rejection?.reason ?? "";
  const points = purchase.details?.points?.total;
  const facts = { date: day(purchase.created_at), ...card };
  return NOT_ENOUGH.test(reason)
    ? {
        topic: "reward_rejected.points",
        facts: { ...facts, ...(typeof points === "number" && points ? { points: Math.abs(points) } : {}) },
        about: say("aboutRewardRefused"),
      }
    : { topic: "reward_rejected", facts, about: say("aboutRewardRefused") };
}

function tierReply(
  change: TierTransaction,
  causes: readonly HistoryLine[],
  names: TierNames,
  card: { code?: string },
  say: HistorySay,
): HistoryReply | undefined {
  const to = change.details?.tier_to;
  const lowerTier = to ? names.get(to) : undefined;
  if (!lowerTier) return undefined;
  const from = change.details?.tier_from;
  const tier = from ? names.get(from) : undefined;
  const facts = { lowerTier, ...(tier ? { tier } : {}), date: day(change.created_at), ...card };
  const expired = causes
    .filter((line) => line.kinds.includes("expired"))
    .reduce((sum, line) => sum + (line.points ?? 0), 0);
  return expired
    ? { topic: "tier_lowered.expired", facts: { ...facts, points: expired }, about: say("aboutTierLowered") }
    : { topic: "tier_lowered", facts, about: say("aboutTierLowered") };
}
