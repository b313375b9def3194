// Redemptions' slice of the side panel's state, on its own: what the list asks and keeps.

import { describe, expect, it } from "vitest";
import { numberAsks } from "@/lib/core/query/asks";
import {
  initialRedemptions,
  type RedemptionsSlice,
  redemptionsReducer,
  startRedemptions,
} from "@/lib/redemptions/index.sidepanel";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const AT = Date.parse("2026-11-24T10:00:00Z");
const page = (total: number) => ({ total, redemptions: [] });

function started(): RedemptionsSlice {
  return startRedemptions(initialRedemptions, { kind: "customer_id", value: CUST }, 25, numberAsks(0, "p1"));
}

describe("the redemption list's slice", () => {
  it("asks a customer's first page, newest first, and none for a loyalty id", () => {
    expect(started().redemptions).toMatchObject({
      loading: true,
      question: { filters: {}, order: "-created_at", pageSize: 25, page: 1 },
      ask: { id: 1, scope: "p1" },
    });
    const loyalty = startRedemptions(
      started(),
      { kind: "loyalty_card_id", value: "lcrd_1" },
      25,
      numberAsks(1, "p1"),
    );
    expect(loyalty.redemptions).toEqual({ loading: false });
  });

  it("starts a filtered list again from page one, asking under a new number", () => {
    const paged = redemptionsReducer(
      started(),
      { type: "list.changed", change: { page: 3 } },
      numberAsks(1, "p1"),
    );
    const filtered = redemptionsReducer(
      paged,
      { type: "list.changed", change: { filters: { result: "FAILURE" } } },
      numberAsks(2, "p1"),
    );
    expect(filtered.redemptions.question).toMatchObject({ page: 1, filters: { result: "FAILURE" } });
    expect(filtered.redemptions.ask?.id).toBe(3);
  });

  it("asks nothing without a profile, and drops a reply for an older question unchanged", () => {
    const slice = started();
    expect(redemptionsReducer(slice, { type: "list.refreshed" }, undefined)).toBe(slice);
    const late = { kind: "answered" as const, ask: 99, reply: { ok: true as const, value: page(9) }, at: AT };
    expect(redemptionsReducer(slice, { type: "redemptions.reported", report: late }, undefined)).toBe(slice);
    const answer = { ...late, ask: 1 };
    const shown = redemptionsReducer(slice, { type: "redemptions.reported", report: answer }, undefined);
    expect(shown.redemptions).toMatchObject({ loading: false, value: { total: 9 } });
  });
});
