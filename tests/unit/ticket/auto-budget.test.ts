// The budget of lookups nobody clicked: a page that changes the one customer id it shows cannot
// have the agent's key look up customers of its choosing at will; an agent moving between tickets
// never notices it.

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  heldCustomer,
  initialPanelState,
  type PanelEvent,
  type PanelState,
  panelReducer,
} from "@/entrypoints/sidepanel/panel-state";
import { AUTO_LOOKUPS, AUTO_WINDOW_MS } from "@/lib/ticket/auto-budget";
import { allowAutoLookup, forgetAutoLookups } from "@/lib/ticket/auto-budget.worker";
import { AUTO_ONLY_ID } from "@/lib/ticket/auto-customer";

afterEach(() => vi.useRealTimers());

/** A customer id as a flipping page makes them: a new one each time. */
const customerId = (n: number) => `cust_${String(n).padStart(23, "0")}`;
const asCustomer = (n: number) => ({ kind: "customer_id", value: customerId(n) });

describe("the budget of lookups nobody clicked, per tab", () => {
  it("allows a few customers, then none, to a page changing its one customer id every 800 ms", async () => {
    vi.useFakeTimers();
    let allowed = 0;
    // Twenty seconds of a page flipping its id, with the panel open beside it.
    for (let n = 0; n < 25; n++) {
      if (await allowAutoLookup(7, asCustomer(n))) allowed++;
      await vi.advanceTimersByTimeAsync(800);
    }
    expect(allowed).toBe(AUTO_LOOKUPS);
  });

  it("never stops an agent who moves to the next ticket every 30 seconds, nor one who goes back to a ticket", async () => {
    vi.useFakeTimers();
    const answers: boolean[] = [];
    // Ten minutes: a new ticket every 30 seconds, and back to the one before in between.
    for (let n = 0; n < 20; n++) {
      answers.push(await allowAutoLookup(7, asCustomer(n)));
      await vi.advanceTimersByTimeAsync(15_000);
      answers.push(await allowAutoLookup(7, asCustomer(Math.max(0, n - 1))));
      await vi.advanceTimersByTimeAsync(15_000);
    }
    expect(answers.every(Boolean)).toBe(true);
  });

  it("lets one more through once the first of the window is older than the window", async () => {
    vi.useFakeTimers();
    for (let n = 0; n < AUTO_LOOKUPS; n++) {
      expect(await allowAutoLookup(7, asCustomer(n))).toBe(true);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(await allowAutoLookup(7, asCustomer(100))).toBe(false);
    await vi.advanceTimersByTimeAsync(AUTO_WINDOW_MS - AUTO_LOOKUPS * 1000 - 1);
    expect(await allowAutoLookup(7, asCustomer(100))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await allowAutoLookup(7, asCustomer(100))).toBe(true);
    expect(await allowAutoLookup(7, asCustomer(101))).toBe(false);
  });

  it("is each tab's own, counts an email once whatever its case, and goes with the tab", async () => {
    for (let n = 0; n < AUTO_LOOKUPS; n++) expect(await allowAutoLookup(7, asCustomer(n))).toBe(true);
    expect(await allowAutoLookup(7, asCustomer(100))).toBe(false);
    expect(await allowAutoLookup(8, asCustomer(100))).toBe(true);
    expect(await allowAutoLookup(8, { kind: "customer_source_id", value: "Ann@Example.com" })).toBe(true);
    expect(await allowAutoLookup(8, { kind: "customer_source_id", value: "ann@example.com" })).toBe(true);
    expect(await allowAutoLookup(8, asCustomer(101))).toBe(true);
    expect(await allowAutoLookup(8, asCustomer(102))).toBe(true);
    expect(await allowAutoLookup(8, asCustomer(103))).toBe(false);
    await forgetAutoLookups(7);
    expect(await allowAutoLookup(7, asCustomer(100))).toBe(true);
  });
});

const settings: PanelEvent = {
  type: "settings.read",
  profileId: "p1",
  project: "p1 in project A",
  pageSize: 25,
  ready: true,
  autoCustomer: { enabled: true, emails: false, ownDomains: [] },
};
const showing = (n: number): PanelEvent => ({
  type: "ticket.read",
  tabId: 7,
  ticket: { key: "https://acme.zendesk.com agent/tickets/1", label: "#1" },
  tokens: [{ kind: "customer", text: customerId(n), count: 1 }],
});
const then = (state: PanelState, ...events: PanelEvent[]) => events.reduce(panelReducer, state);
/** The ticket settles: the panel asks the worker whether the tab's budget allows a lookup. */
const settle = (state: PanelState) =>
  panelReducer(state, { type: "ticket.settled", settling: state.settling ?? -1 });
const answer = (state: PanelState, allowed: boolean) =>
  panelReducer(state, { type: "autoLookup.answered", id: state.autoAsk?.id ?? -1, allowed });

describe("the panel, before it looks the ticket's only customer up with no click", () => {
  it("asks the worker, and looks the customer up only once the worker allows it", () => {
    const asked = settle(then(initialPanelState, settings, showing(1)));
    expect(asked.autoAsk).toMatchObject({
      tabId: 7,
      customer: { kind: "customer_id", value: customerId(1) },
    });
    expect(asked.current).toBeUndefined();
    expect(asked.redemptions.ask).toBeUndefined();
    const looked = answer(asked, true);
    expect(looked.current).toMatchObject({ lookup: { value: customerId(1) }, auto: AUTO_ONLY_ID });
    expect(looked.redemptions.ask).toBeDefined();
    expect(heldCustomer(looked)).toBeUndefined();
  });

  it("past the budget, looks nothing up and offers the customer to the agent, who looks it up with a click", () => {
    const held = answer(settle(then(initialPanelState, settings, showing(1))), false);
    expect(held.current).toBeUndefined();
    expect(held.redemptions.ask).toBeUndefined();
    expect(heldCustomer(held)).toEqual({ kind: "customer_id", value: customerId(1) });
    // The page changes its customer: the offer follows it, and the worker is asked again.
    const moved = then(held, showing(2));
    expect(heldCustomer(moved)).toEqual({ kind: "customer_id", value: customerId(2) });
    const refused = answer(settle(moved), false);
    expect(refused.current).toBeUndefined();
    expect(heldCustomer(refused)).toEqual({ kind: "customer_id", value: customerId(2) });
    // The agent's click: the agent's own lookup, and the offer goes.
    const clicked = then(refused, {
      type: "lookup.started",
      lookup: { kind: "customer_id", value: customerId(2) },
    });
    expect(clicked.current?.auto).toBeUndefined();
    expect(clicked.redemptions.ask).toBeDefined();
    expect(heldCustomer(clicked)).toBeUndefined();
  });

  it("drops an answer about a customer the ticket no longer shows, and looks up again once the budget allows", () => {
    const asked = settle(then(initialPanelState, settings, showing(1)));
    const moved = then(asked, showing(2));
    expect(answer(moved, true).current).toBeUndefined();
    const held = answer(settle(answer(moved, true)), false);
    expect(heldCustomer(held)).toEqual({ kind: "customer_id", value: customerId(2) });
    // Another ticket in another tab: nothing is offered there.
    const elsewhere: PanelEvent = {
      type: "ticket.read",
      tabId: 8,
      ticket: { key: "https://acme.zendesk.com agent/tickets/2", label: "#2" },
      tokens: [{ kind: "customer", text: customerId(3), count: 1 }],
    };
    expect(heldCustomer(then(held, elsewhere))).toBeUndefined();
    const allowed = answer(settle(then(held, showing(4))), true);
    expect(allowed.current).toMatchObject({ lookup: { value: customerId(4) }, auto: AUTO_ONLY_ID });
    expect(heldCustomer(allowed)).toBeUndefined();
  });
});
