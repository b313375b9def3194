import type { RewardPurchase, TierTransaction } from "@/lib/core/api/schemas";
import { agentDay } from "@/lib/core/intl/dates";
import type { HistoryLine } from "./history-lines";

/**
 * The card's last weeks at a glance, the answer to "where did my points go?" before any scrolling:
 * what was earned, spent and expired (with the days), what is still pending and when it activates,
 * an admin's changes with their reasons, a tier change with the transactions that caused it, and a
 * reward purchase the API refused with its reason. Only settled lines count toward the sums; the
 * unsettled ones are counted apart, as the agent should not promise them.
 */

/** How far back the summary reads: one page of the card's history, filtered by date. */
export const SUMMARY_DAYS = 90;

/** The moment the summary's weeks start, as the API's date filter takes it. */
export function summaryStart(now: Date): string {
  const start = new Date(now.getTime() - SUMMARY_DAYS * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  return start.toISOString();
}

export interface TierChange {
  change: TierTransaction;
  /** The lines of the card's history that caused it, as far as they are shown. */
  causes: HistoryLine[];
}

export interface HistorySummary {
  /** When the weeks summed start (ISO). */
  since: string;
  earned: number;
  spent: number;
  expired: number;
  /** The days points expired on, newest first. */
  expiredOn: string[];
  /** Points added as pending and neither activated nor cancelled since, as far as the lines show. */
  pending: number;
  /** The days pending points are due to activate, soonest first (only days still to come). */
  activatesOn: string[];
  /** An admin's changes, each with its reason when the admin gave one. */
  adminChanges: HistoryLine[];
  /** Lines that move points but have not settled yet. */
  unsettled: number;
  tierChanges: TierChange[];
  rejectedPurchases: RewardPurchase[];
  /** False when the weeks hold more transactions than the page read: the sums are of the newest. */
  complete: boolean;
}

/** The lines of a tier change's origin that are shown, by their transaction ids. */
export function causesOf(change: TierTransaction, byId: ReadonlyMap<string, HistoryLine>): HistoryLine[] {
  return (change.details?.origin?.card_transaction_ids ?? []).flatMap((id) => {
    const line = byId.get(id);
    return line ? [line] : [];
  });
}

const isAfter = (at: string, since: string) => Date.parse(at) >= Date.parse(since);
const unique = (days: (string | undefined)[]) => [...new Set(days.filter((d): d is string => Boolean(d)))];

/** The summary of `lines` (newest first) since `since`; tier changes and purchases when they were read. */
export function summarise(input: {
  lines: readonly HistoryLine[];
  since: string;
  now: Date;
  complete: boolean;
  tiers?: readonly TierTransaction[];
  purchases?: readonly RewardPurchase[];
}): HistorySummary {
  const { since, now } = input;
  const lines = input.lines.filter((line) => isAfter(line.at, since));
  const settled = lines.filter((line) => line.settlement === "settled");
  const sum = (keep: (line: HistoryLine) => boolean) =>
    settled.filter(keep).reduce((total, line) => total + (line.points ?? 0), 0);
  const expiredLines = settled.filter((line) => line.kinds.includes("expired"));
  const added = sum((line) => line.type === "PENDING_POINTS_ADDED");
  const resolved = sum(
    (line) => line.type === "PENDING_POINTS_ACTIVATED" || line.type === "PENDING_POINTS_CANCELED",
  );
  // A pending line activates on a calendar day: still to come unless it is before the agent's today.
  const today = agentDay(now);
  const activatesOn = unique(
    settled
      .filter((line) => line.type === "PENDING_POINTS_ADDED")
      .map((line) => line.activatesOn)
      .filter((day) => day !== undefined && day >= today),
  ).sort();
  const byId = new Map(input.lines.map((line) => [line.id, line]));
  return {
    since,
    earned: sum((line) => line.direction === "in" && line.kinds.includes("earned")),
    spent: sum((line) => line.direction === "out" && line.kinds.includes("spent")),
    expired: expiredLines.reduce((total, line) => total + (line.points ?? 0), 0),
    expiredOn: unique(expiredLines.map((line) => line.expiredOn ?? line.at.slice(0, 10))),
    pending: Math.max(0, added - resolved),
    activatesOn,
    adminChanges: settled.filter((line) => line.kinds.includes("admin")),
    unsettled: lines.filter((line) => line.settlement === "unsettled" && line.direction !== "none").length,
    tierChanges: (input.tiers ?? [])
      .filter((tier) => isAfter(tier.created_at, since) && tier.status !== "REJECTED")
      .map((change) => ({
        change,
        causes: causesOf(change, byId),
      })),
    rejectedPurchases: (input.purchases ?? []).filter(
      (purchase) => purchase.status === "REJECTED" && isAfter(purchase.created_at, since),
    ),
    complete: input.complete,
  };
}
