import { describe, expect, it } from "vitest";
import { parseOwnDomains } from "@/features/detection/detection-settings";
import {
  AUTO_DOUBT,
  AUTO_ELSEWHERE,
  AUTO_GONE,
  AUTO_REASON,
  autoReasonNow,
} from "@/features/ticket/auto-customer";
import type { DetectedTokenRecord } from "@/features/ticket/detected-tokens";
import { ticketCustomer } from "@/features/ticket/ticket-customer";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const OTHER = "cust_qBwHpagDOFu71Z3F22UzR80X";
const token = (kind: DetectedTokenRecord["kind"], text: string): DetectedTokenRecord => ({
  kind,
  text,
  count: 1,
});
const off = { emails: false, ownDomains: [] };

describe("the ticket's only customer", () => {
  it("is the one customer id the page shows, whatever else it shows", () => {
    expect(ticketCustomer([token("customer", CUST), token("code", "BF25-XK3P9Q")], off)).toEqual({
      kind: "customer_id",
      value: CUST,
    });
  });

  it("is nobody when the page shows two customers: the agent chooses", () => {
    expect(ticketCustomer([token("customer", CUST), token("customer", OTHER)], off)).toBeUndefined();
    expect(
      ticketCustomer([token("customer", CUST), token("email", "ana@shop.example")], {
        emails: true,
        ownDomains: [],
      }),
    ).toBeUndefined();
  });

  it("counts emails only with email marking on, and never the team's own addresses", () => {
    const tokens = [token("email", "support@acme.com"), token("email", "Ana.K@Gmail.com")];
    expect(ticketCustomer(tokens, off)).toBeUndefined();
    expect(ticketCustomer(tokens, { emails: true, ownDomains: ["acme.com"] })).toEqual({
      kind: "customer_source_id",
      value: "Ana.K@Gmail.com",
    });
    expect(
      ticketCustomer([token("email", "help@eu.acme.com"), token("email", "ana@gmail.com")], {
        emails: true,
        ownDomains: ["acme.com"],
      }),
    ).toEqual({ kind: "customer_source_id", value: "ana@gmail.com" });
    expect(ticketCustomer(tokens, { emails: true, ownDomains: [] })).toBeUndefined();
  });

  it("is nobody on a page without one", () => {
    expect(ticketCustomer([token("code", "BF25-XK3P9Q")], off)).toBeUndefined();
  });
});

describe("our email domains", () => {
  it("reads a list, lower-cased, without @, each once", () => {
    expect(parseOwnDomains(" Acme.com, @support.acme.com acme.com ")).toEqual({
      ok: true,
      domains: ["acme.com", "support.acme.com"],
    });
  });

  it("names the first entry that is not a domain, and changes nothing", () => {
    expect(parseOwnDomains("acme.com, https://shop.example")).toMatchObject({
      ok: false,
      message: expect.stringContaining("“https://shop.example”"),
    });
    expect(parseOwnDomains("localhost")).toMatchObject({ ok: false });
  });
});

describe("why the panel says it looked the customer up on its own", () => {
  const shown = { lookup: { kind: "customer_id" as const, value: CUST }, auto: AUTO_REASON, ticketTabId: 4 };

  it("says it was the only customer while the ticket still shows only them", () => {
    expect(autoReasonNow(shown, { tabId: 4, tokens: [token("customer", CUST)] }, off)).toBe(AUTO_REASON);
  });

  it("stops saying so once the ticket shows another customer: a frame that reported late", () => {
    const tokens = [token("customer", CUST), token("customer", OTHER)];
    expect(autoReasonNow(shown, { tabId: 4, tokens }, off)).toBe(AUTO_DOUBT);
    // An email counts as another customer only where emails are marked, and never the team's own.
    const withEmail = [token("customer", CUST), token("email", "support@acme.com")];
    expect(autoReasonNow(shown, { tabId: 4, tokens: withEmail }, off)).toBe(AUTO_REASON);
    expect(
      autoReasonNow(shown, { tabId: 4, tokens: withEmail }, { emails: true, ownDomains: ["acme.com"] }),
    ).toBe(AUTO_REASON);
    expect(autoReasonNow(shown, { tabId: 4, tokens: withEmail }, { emails: true, ownDomains: [] })).toBe(
      AUTO_DOUBT,
    );
  });

  it("takes one customer written two ways for one customer", () => {
    const byEmail = {
      lookup: { kind: "customer_source_id" as const, value: "Jane@Acme.com" },
      auto: AUTO_REASON,
      ticketTabId: 4,
    };
    const tokens = [token("email", "Jane@Acme.com"), token("email", "jane@acme.com")];
    expect(autoReasonNow(byEmail, { tabId: 4, tokens }, { emails: true, ownDomains: [] })).toBe(AUTO_REASON);
  });

  it("says the customer is no longer on the ticket when the tab moved to another ticket", () => {
    expect(autoReasonNow(shown, { tabId: 4, tokens: [token("customer", OTHER)] }, off)).toBe(AUTO_GONE);
  });

  it("names the ticket it was looked up for when the agent is on another one", () => {
    expect(autoReasonNow(shown, { tabId: 5, tokens: [token("customer", OTHER)] }, off)).toBe(AUTO_ELSEWHERE);
  });

  it("keeps its word while the ticket's page reloads and shows nothing yet", () => {
    expect(autoReasonNow(shown, { tabId: 4, tokens: [] }, off)).toBe(AUTO_REASON);
  });
});
