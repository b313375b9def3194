// An agent east of UTC+12 (New Zealand's summer) reads the days the API gives without a time as
// those days, not the day after.
import { describe, expect, it } from "vitest";
import { inTimeZone } from "../helpers/time-zone";
import { expiringSummary } from "./expiring-summary";

inTimeZone("Pacific/Auckland");

describe("expiring points, read in Auckland", () => {
  it("runs where noon UTC is the next day", () => {
    expect(new Date("2026-12-15T12:00:00Z").getDate()).toBe(16);
  });

  it("says the day a bucket expires as the API gives it", () => {
    const summary = expiringSummary(
      {
        order: "expiration_date",
        buckets: [{ id: "lcpeb_1", points: { total: 100 }, expiration_date: "2026-12-15", status: "ACTIVE" }],
        next: null,
      },
      new Date("2026-11-20T12:00:00Z"),
    );
    expect(summary.textContent).toContain("Next: 100 points on Dec 15, 2026 (in 24 days).");
  });
});
