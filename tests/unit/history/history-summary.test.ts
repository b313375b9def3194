import { describe, expect, it } from "vitest";
import type { CardTransaction, RewardPurchase, TierTransaction } from "@/lib/core/api/schemas";
import { cardLine } from "@/lib/history/history-lines";
import { SUMMARY_DAYS, summarise, summaryStart } from "@/lib/history/history-summary";

const NOW = new Date("2026-11-29T10:00:00Z");
const SINCE = summaryStart(NOW);

let n = 0;
const line = (type: string, at: string, details: CardTransaction["details"], status = "APPROVED") =>
  cardLine({ id: `lctx_${++n}`, type, status, created_at: at, details });

/** A card's last months, newest first: a history built for the test, every figure known. */
const HISTORY = [
  line("PENDING_POINTS_ADDED", "2026-11-20T10:00:00Z", { points: { total: 60, date: "2026-12-02" } }),
  line("ADMIN_DEBIT", "2026-11-10T10:00:00Z", { points: { total: -50 }, reason: "Duplicate order" }),
  line("POINTS_EXPIRED", "2026-11-01T00:00:00Z", { points: { total: 240 }, date: "2026-11-01" }),
  line("POINTS_SPENT_ON_REWARD", "2026-10-15T10:00:00Z", {
    points: { total: -500 },
    reward: { name: "Free shipping" },
  }),
  line("POINTS_EARNED", "2026-10-10T10:00:00Z", { points: { total: 30 } }, "PROCESSING"),
  line("POINTS_EARNED", "2026-10-01T10:00:00Z", { points: { total: 120 }, order: { id: "ord_1" } }),
  line("PENDING_POINTS_ADDED", "2026-09-20T10:00:00Z", { points: { total: 40, date: "2026-10-01" } }),
  line("PENDING_POINTS_ACTIVATED", "2026-10-01T00:00:00Z", { points: { total: 40 } }),
  line("ADMIN_CREDIT", "2026-09-10T10:00:00Z", { points: { total: 5 }, reason: "Goodwill" }, "REJECTED"),
  // Before the weeks summed: never counted.
  line("POINTS_EARNED", "2026-06-01T10:00:00Z", { points: { total: 999 } }),
];

describe("the summary of a card's last weeks", () => {
  it("starts the weeks at midnight UTC, the set number of days back", () => {
    expect(SINCE).toBe("2026-08-31T00:00:00.000Z");
    expect(SUMMARY_DAYS).toBe(90);
  });

  it("sums what was earned, spent and expired, settled lines only, within the weeks", () => {
    const summary = summarise({ lines: HISTORY, since: SINCE, now: NOW, complete: true });
    expect(summary).toMatchObject({
      earned: 160,
      spent: 500,
      expired: 240,
      expiredOn: ["2026-11-01"],
      pending: 60,
      activatesOn: ["2026-12-02"],
      unsettled: 1,
      complete: true,
    });
    expect(summary.adminChanges.map((l) => [l.words, l.reason])).toEqual([
      ["Removed 50 points by an admin", "Duplicate order"],
    ]);
  });

  it("says the day points expired as the API gives it, not the day the entry was booked", () => {
    const booked = line("POINTS_EXPIRED", "2026-11-02T00:20:00Z", {
      points: { total: -240 },
      date: "2026-11-01",
    });
    expect(summarise({ lines: [booked], since: SINCE, now: NOW, complete: true }).expiredOn).toEqual([
      "2026-11-01",
    ]);
  });

  it("links a tier change to the lines that caused it, and keeps a refused purchase with its reason", () => {
    const [, , expired] = HISTORY;
    const tiers: TierTransaction[] = [
      {
        id: "ltrtx_1",
        type: "DOWNGRADED",
        status: "APPROVED",
        created_at: "2026-11-01T01:00:00Z",
        details: {
          tier_from: "Gold",
          tier_to: "Silver",
          origin: { card_transaction_ids: [expired!.id, "lctx_not_shown"] },
        },
      },
      { id: "ltrtx_0", type: "UPGRADED", status: "APPROVED", created_at: "2026-05-01T00:00:00Z" },
    ];
    const purchases: RewardPurchase[] = [
      {
        id: "lrwtx_1",
        status: "REJECTED",
        created_at: "2026-11-05T00:00:00Z",
        details: { rejection: { reason: "Reward out of stock" } },
      },
      { id: "lrwtx_2", status: "APPROVED", created_at: "2026-11-04T00:00:00Z" },
    ];
    const summary = summarise({ lines: HISTORY, since: SINCE, now: NOW, complete: false, tiers, purchases });
    expect(summary.tierChanges).toHaveLength(1);
    expect(summary.tierChanges[0]!.causes.map((l) => l.words)).toEqual(["240 points expired on Nov 1, 2026"]);
    expect(summary.rejectedPurchases.map((p) => p.details?.rejection?.reason)).toEqual([
      "Reward out of stock",
    ]);
    expect(summary.complete).toBe(false);
  });

  it("says nothing is pending once pending points were activated or cancelled, and drops days gone by", () => {
    const summary = summarise({ lines: HISTORY.slice(5), since: SINCE, now: NOW, complete: true });
    expect([summary.pending, summary.activatesOn]).toEqual([0, []]);
  });
});
