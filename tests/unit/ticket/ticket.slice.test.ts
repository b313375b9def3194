// Ticket's slice of the side panel's state, on its own: the wait for a ticket to settle, and the
// worker's yes or no before its only customer is looked up with no click.

import { describe, expect, it } from "vitest";
import { initialTicket, readTicket, settle, ticketReducer } from "@/lib/ticket/index.sidepanel";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const ON = { enabled: true, emails: false, ownDomains: [] };
const counter = () => {
  let n = 0;
  return () => ++n;
};
const tokens = [{ kind: "customer" as const, text: CUST, count: 1 }];

function settledOnTicket() {
  const nextId = counter();
  const ctx = { ready: true, autoCustomer: ON, nextId };
  const read = readTicket(initialTicket, { type: "ticket.read", tabId: 3, tokens }).slice;
  const waiting = settle(read, ctx);
  const asking = ticketReducer(
    waiting,
    { type: "ticket.settled", settling: waiting.settling ?? -1 },
    ctx,
  ).slice;
  return { asking, ctx };
}

describe("the ticket slice", () => {
  it("waits for the reports to settle, then asks the worker about the ticket's one customer", () => {
    const { asking } = settledOnTicket();
    expect(asking.autoAsk).toMatchObject({ tabId: 3, customer: { kind: "customer_id", value: CUST } });
  });

  it("starts the lookup when the worker allows it, and holds the customer back when it refuses", () => {
    const { asking, ctx } = settledOnTicket();
    const id = asking.autoAsk?.id ?? -1;
    const yes = ticketReducer(asking, { type: "autoLookup.answered", id, allowed: true }, ctx);
    expect(yes.start).toEqual({ kind: "customer_id", value: CUST });
    const no = ticketReducer(asking, { type: "autoLookup.answered", id, allowed: false }, ctx);
    expect(no.start).toBeUndefined();
    expect(no.slice.held).toEqual({ tabId: 3 });
  });

  it("does nothing switched off, and counts another tab as another ticket", () => {
    const read = readTicket(initialTicket, { type: "ticket.read", tabId: 3, tokens }).slice;
    expect(
      settle(read, { ready: true, autoCustomer: { ...ON, enabled: false }, nextId: counter() }).settling,
    ).toBe(undefined);
    expect(readTicket(read, { type: "ticket.read", tabId: 4, tokens }).moved).toBe(true);
    expect(readTicket(read, { type: "ticket.read", tabId: 3, tokens }).moved).toBe(false);
  });
});
