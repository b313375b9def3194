// The Expiring points tab names the next expiry as the card's only when the buckets of that day are
// all loaded; latest first with pages left, the soonest buckets are not, and it says so.
import { describe, expect, it } from "vitest";
import type { PointsBucket } from "@/lib/core/api/schemas";
import { expiringSummary } from "./expiring-summary";

const bucket = (i: number, date: string, total: number): PointsBucket => ({
  id: `lcpeb_${i.toString(16).padStart(4, "0")}`,
  points: { total },
  expiration_date: date,
  expiration_type: "CALENDAR_EXPIRATION",
  status: "ACTIVE",
});
/** A first page, latest first: the 15th of each month, back from December 2028 to December 2026. */
const latestFirst = Array.from({ length: 25 }, (_, i) =>
  bucket(i, new Date(Date.UTC(2028, 11 - i, 15)).toISOString().slice(0, 10), 100),
);
const NOW = new Date("2026-11-20T12:00:00Z");

const show = (state: Parameters<typeof expiringSummary>[0]) => expiringSummary(state, NOW);

describe("the next expiry", () => {
  it("is the next of the buckets loaded so far, latest first with pages left", () => {
    const summary = show({ order: "-expiration_date", buckets: latestFirst, next: "lcrspeb_abc" });
    expect(summary.textContent).toContain(
      "Next of the buckets loaded so far: 100 points on Dec 15, 2026 (in 25 days).",
    );
    expect(summary.textContent).not.toMatch(/Next: /);
  });

  it("is the card's next once every page is loaded", () => {
    const summary = show({ order: "-expiration_date", buckets: latestFirst, next: null });
    expect(summary.textContent).toContain("Next: 100 points on Dec 15, 2026 (in 25 days).");
  });

  it("is the card's next, soonest first, once a later day is loaded", () => {
    const soonest = [...latestFirst].reverse();
    const summary = show({ order: "expiration_date", buckets: soonest, next: "lcrspeb_abc" });
    expect(summary.textContent).toContain("Next: 100 points on Dec 15, 2026 (in 25 days).");
  });
});
