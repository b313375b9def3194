// An agent in Los Angeles narrows the list to November: the days are theirs, as the list shows its
// rows' times in their zone, not UTC's (which the API reads a bare date as).
import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/core/intl/dates";
import { paramsForQuery } from "@/lib/redemptions/redemptions-query";
import { inTimeZone } from "../helpers/time-zone";

inTimeZone("America/Los_Angeles");

// Worked out in each test: the zone is set before the tests run, not when the file loads.
const november = () =>
  paramsForQuery({
    lookup: { kind: "customer_id", value: "cust_tAED42tFhLM9v7GmZUaklJFd" },
    filters: { from: "2026-11-01", to: "2026-11-30" },
    order: "-created_at",
    pageSize: 25,
    page: 1,
  });
const inNovember = (iso: string) => {
  const { createdAfter, createdBefore } = november();
  return (
    Date.parse(iso) >= Date.parse(createdAfter ?? "") && Date.parse(iso) < Date.parse(createdBefore ?? "")
  );
};

describe("the list's From and To, in Los Angeles", () => {
  it("leaves out a redemption the list shows on October 31", () => {
    const lateOnHalloween = "2026-11-01T06:30:00.000Z";
    expect(formatDate(lateOnHalloween, "en-US")).toContain("Oct 31");
    expect(inNovember(lateOnHalloween)).toBe(false);
  });

  it("keeps one the list shows late on November 30, and starts December at its midnight", () => {
    const lateOnThe30th = "2026-12-01T07:59:00.000Z";
    expect(formatDate(lateOnThe30th, "en-US")).toContain("Nov 30");
    expect(inNovember(lateOnThe30th)).toBe(true);
    expect(inNovember("2026-12-01T08:00:00.000Z")).toBe(false);
  });

  it("starts November at local midnight, summer time (UTC−7) until the clocks go back that night", () => {
    expect(november()).toMatchObject({
      createdAfter: "2026-11-01T07:00:00.000Z",
      createdBefore: "2026-12-01T08:00:00.000Z",
    });
  });
});
