// An agent west of UTC reads a card's history: the days the API gives without a time (an expiry,
// a bucket's due date, an activation) are those days, not the evening before.
import { describe, expect, it } from "vitest";
import type { CardTransaction } from "@/lib/core/api/schemas";
import { formatDate } from "@/lib/core/intl/dates";
import { cardLine } from "@/lib/history/history-lines";
import { summarise, summaryStart } from "@/lib/history/history-summary";
import { inTimeZone } from "../helpers/time-zone";

inTimeZone("America/New_York");

const tx = (type: string, details: CardTransaction["details"]): CardTransaction => ({
  id: "lctx_1",
  type,
  status: "APPROVED",
  created_at: "2026-06-15T16:18:57.588Z",
  details,
});

describe("a card's history, read in New York", () => {
  it("runs where UTC midnight is the evening before", () => {
    expect(new Date("2026-06-01T00:00:00Z").getDate()).toBe(31);
  });

  it("says the day points expired as the API gives it", () => {
    const line = cardLine(tx("POINTS_EXPIRED", { points: { total: -240 }, date: "2026-06-01" }), "en-US");
    expect(line.words).toBe("240 points expired on Jun 1, 2026");
  });

  it("says the due day of a bucket an admin expired early", () => {
    const line = cardLine(
      tx("ADMIN_POINTS_EXPIRATION", {
        bucket: { id: "lcpeb_2", points: { total: 30 }, expiration_date: "2026-12-31" },
      }),
      "en-US",
    );
    expect(line.words).toBe("30 points expired early by an admin (due Dec 31, 2026)");
  });

  it("says the day pending points activate", () => {
    const line = cardLine(tx("PENDING_POINTS_ADDED", { points: { total: 10, date: "2026-12-23" } }), "en-US");
    expect(line.words).toBe("10 points pending, to activate on Dec 23, 2026");
  });

  it("counts points activating today as to come, in the evening when UTC is already tomorrow", () => {
    // 20:00 on December 1 in New York, 01:00 on December 2 in UTC.
    const now = new Date("2026-12-02T01:00:00Z");
    const added = cardLine(
      {
        ...tx("PENDING_POINTS_ADDED", { points: { total: 60, date: "2026-12-01" } }),
        created_at: "2026-11-20T15:00:00Z",
      },
      "en-US",
    );
    const summary = summarise({ lines: [added], since: summaryStart(now), now, complete: true });
    expect(summary.activatesOn).toEqual(["2026-12-01"]);
  });

  it("still says a moment's day where the agent is", () => {
    expect(formatDate("2026-06-01T02:00:00Z", "en-US")).toBe("May 31, 2026");
  });
});
