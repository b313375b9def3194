// Loyalty's slice of the side panel's state, on its own: what a lookup asks of loyalty, and the
// v2 holder of a code Get Member does not know.

import { describe, expect, it } from "vitest";
import { numberAsks } from "@/lib/core/query/asks";
import type { CurrentLookup } from "@/lib/lookup/index.sidepanel";
import { initialLoyalty, loyaltyReducer, startLoyalty } from "@/lib/loyalty/index.sidepanel";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const AT = Date.parse("2026-11-24T10:00:00Z");
const ticket = { tabId: 3, tokens: [{ kind: "customer" as const, text: CUST, count: 1 }] };
const autoCustomer = { emails: false, ownDomains: [] };

describe("the loyalty slice", () => {
  it("asks a customer's v2 memberships with the lookup, and a code's member card", () => {
    const customer = { kind: "customer_id" as const, value: CUST };
    const current: CurrentLookup = { lookup: customer, alternatives: [], ticketTabId: 3 };
    const ctx = { asks: numberAsks(0, "p1"), current, ticket, autoCustomer };
    const forCustomer = startLoyalty(initialLoyalty, customer, "redemptions", ctx);
    expect(forCustomer.memberships.question).toEqual({ customerId: CUST, identificationType: "customer_id" });
    expect(forCustomer.member).toEqual({ loading: false });
    const code = { kind: "code" as const, value: "LOYAL-1" };
    const forCode = startLoyalty(initialLoyalty, code, "redemptions", {
      ...ctx,
      current: { ...current, lookup: code },
    });
    expect(forCode.member).toMatchObject({ loading: true, question: code });
    expect(forCode.memberships.question).toBeUndefined();
  });

  it("asks the ticket's customer's memberships for a code Get Member does not know", () => {
    const code = { kind: "code" as const, value: "LOYAL-1" };
    const current: CurrentLookup = { lookup: code, alternatives: [], ticketTabId: 3 };
    const ctx = { asks: numberAsks(0, "p1"), current, ticket, autoCustomer };
    const asked = startLoyalty(initialLoyalty, code, "redemptions", ctx);
    const error = { kind: "http" as const, status: 404, body: {} };
    const report = {
      kind: "answered" as const,
      ask: asked.member.ask?.id ?? -1,
      reply: { ok: false as const, error },
      at: AT,
    };
    const next = loyaltyReducer(
      asked,
      { type: "member.reported", report: report as never },
      { ...ctx, asks: numberAsks(5, "p1") },
    );
    expect(next.memberships.question).toEqual({
      customerId: CUST,
      identificationType: "customer_id",
      forCode: "LOYAL-1",
    });
  });

  it("asks no next page of buckets when the last one is in, and nothing without a profile", () => {
    const ctx = { ticket, autoCustomer };
    expect(
      loyaltyReducer(initialLoyalty, { type: "points.more" }, { ...ctx, asks: numberAsks(0, "p1") }),
    ).toBe(initialLoyalty);
    expect(
      loyaltyReducer(
        initialLoyalty,
        { type: "pending.opened", ids: { programId: "a", memberId: "b", cardId: "c" } },
        ctx,
      ),
    ).toBe(initialLoyalty);
  });
});
