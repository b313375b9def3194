import { describe, expect, it } from "vitest";
import { formatRelative } from "@/lib/core/intl/dates";
import { formatMoney, formatPoints, isKnownCurrency } from "@/lib/core/intl/money";
import { lastPage, paramsForQuery, rangeText } from "@/lib/redemptions/redemptions-query";

describe("money", () => {
  it.each([
    [230000, "EUR", "en-GB", "€2,300.00"],
    [9680000, "USD", "en-US", "$96,800.00"],
    [1999, "EUR", "de-DE", "19,99\u00a0€"],
    [500, "JPY", "ja-JP", "￥500"],
    [-2000, "GBP", "en-GB", "-£20.00"],
  ])("shows %i minor units of %s in %s as %s", (amount, currency, locale, text) => {
    expect(formatMoney(amount, { currency, locale })).toBe(text);
  });

  it("shows nothing rather than a made-up amount when the field is missing", () => {
    expect(formatMoney(undefined, { currency: "EUR" })).toBe("");
    expect(formatMoney(null, { currency: "EUR" })).toBe("");
  });

  it("knows currency codes", () => {
    expect(isKnownCurrency("EUR")).toBe(true);
    expect(isKnownCurrency("EURO")).toBe(false);
    expect(isKnownCurrency("eur")).toBe(false);
  });

  it("signs points", () => {
    expect(formatPoints(300, "en")).toBe("+300 points");
    expect(formatPoints(-1200, "en")).toBe("-1,200 points");
  });
});

describe("relative dates", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it.each([
    ["2026-11-22T11:59:30Z", "now"],
    ["2026-11-22T11:15:00Z", "45 minutes ago"],
    ["2026-11-21T12:00:00Z", "yesterday"],
    ["2026-11-10T12:00:00Z", "12 days ago"],
    ["2026-12-02T12:00:00Z", "in 10 days"],
    ["2025-11-01T12:00:00Z", "last year"],
    ["not a date", ""],
  ])("%s reads %s", (iso, text) => {
    expect(formatRelative(iso, now, "en")).toBe(text);
  });
});

describe("paging and filters become the request", () => {
  const lookup = { kind: "code" as const, value: "BF25" };
  it("adds filters, order, page size and page to the lookup's parameters", () => {
    expect(
      paramsForQuery({
        lookup,
        filters: {
          result: "FAILURE",
          type: "redemption",
          from: "2026-11-01",
          to: "2026-11-30",
          failureCode: "voucher_expired",
          campaignName: "Black Friday",
        },
        order: "created_at",
        pageSize: 50,
        page: 2,
      }),
    ).toEqual({
      limit: 50,
      page: 2,
      order: "created_at",
      result: ["FAILURE"],
      campaign: "Black Friday",
      createdAfter: "2026-11-01T00:00:00.000Z",
      createdBefore: "2026-12-01T00:00:00.000Z",
      filters: {
        voucher_code: { conditions: { $is: "BF25" } },
        object: { conditions: { $is: "redemption" } },
        failure_code: { conditions: { $is: "voucher_expired" } },
      },
    });
  });

  it("leaves the API's default order out of the request", () => {
    expect(
      paramsForQuery({ lookup, filters: {}, order: "-created_at", pageSize: 25, page: 1 }),
    ).not.toHaveProperty("order");
  });

  it("says which rows are shown and stops at page 99", () => {
    expect(rangeText(2, 25, 25, 312)).toBe("showing 26–50 of 312");
    expect(rangeText(13, 25, 12, 312)).toBe("showing 301–312 of 312");
    expect(rangeText(1, 25, 0, 0)).toBe("showing 0 of 0");
    expect(lastPage(312, 25)).toBe(13);
    expect(lastPage(100_000, 10)).toBe(99);
    expect(lastPage(0, 10)).toBe(1);
  });
});
