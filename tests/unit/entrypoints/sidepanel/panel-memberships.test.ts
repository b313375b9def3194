// The side panel's loyalty v2 memberships, event by event: asked once with a customer or member
// lookup, bound to that lookup and its ticket, and asked for the likely holder of a code Get Member
// does not know.

import { describe, expect, it } from "vitest";
import {
  initialPanelState,
  type PanelEvent,
  type PanelState,
  panelReducer,
} from "@/entrypoints/sidepanel/panel-state";
import type { AutoCustomerSettings } from "@/entrypoints/sidepanel/use-panel-settings";
import type { ApiError } from "@/lib/core/api/errors";
import type { Memberships } from "@/lib/core/api/schemas";
import type { Lookup } from "@/lib/lookup/classify";
import type { DetectedTokenRecord, TicketToken } from "@/lib/ticket/detected-tokens";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const OTHER = "cust_qBwHpagDOFu71Z3F22UzR80X";
const MEMBER = "lmbr_97058937a2315e0819";
const PROGRAM = "lprg_28cb98d654308a01de";
const CARD = "lcrd_43be217bed35e00149";
const AUTO_ON: AutoCustomerSettings = { enabled: true, emails: true, ownDomains: [] };
const AT = Date.parse("2026-11-24T10:00:00Z");

const token = (kind: DetectedTokenRecord["kind"], text: string): DetectedTokenRecord => ({
  kind,
  text,
  count: 1,
});
const customer = (value: string): Lookup => ({ kind: "customer_id", value });
const code = (value: string): Lookup => ({ kind: "code", value });
const lookUp = (lookup: Lookup): PanelEvent => ({ type: "lookup.started", lookup });
const onTicket = (tabId: number, tokens: TicketToken[] = [], key?: string): PanelEvent => ({
  type: "ticket.read",
  tabId,
  tokens,
  ...(key ? { ticket: { key, label: `#${key}` } } : {}),
});
function run(...events: PanelEvent[]): PanelState {
  const start = panelReducer(initialPanelState, {
    type: "settings.read",
    profileId: "p1",
    project: "p1 in project A",
    pageSize: 25,
    ready: true,
    autoCustomer: AUTO_ON,
  });
  return events.reduce(panelReducer, start);
}
const then = (state: PanelState, ...events: PanelEvent[]) => events.reduce(panelReducer, state);

const answer = (value: Memberships) => ({ ok: true as const, value, credential: "app_keys" as const });
const membershipsReply = (asked: PanelState, value: Memberships): PanelEvent => ({
  type: "memberships.reported",
  report: { kind: "answered", ask: asked.memberships.ask?.id ?? -1, reply: answer(value), at: AT },
});
const NOT_FOUND: ApiError = {
  kind: "http",
  status: 404,
  body: { key: "not_found" },
  operation: "getMember",
  fromApi: true,
};
const memberMissing = (asked: PanelState): PanelEvent => ({
  type: "member.reported",
  report: {
    kind: "answered",
    ask: asked.member.ask?.id ?? -1,
    reply: { ok: false, error: NOT_FOUND },
    at: AT,
  },
});
const ONE_CARD: Memberships = {
  memberships: [
    {
      member: { id: MEMBER },
      program: { id: PROGRAM, name: "Acme Outdoor Rewards" },
      cards: [{ card: { id: CARD, code: "AOR-8JRJUNHA", balance: { points: 500, pending_points: 40 } } }],
    },
  ],
};

describe("a customer's loyalty v2 memberships", () => {
  it("are asked once with a customer lookup, by id, by email or source id, and by member id", () => {
    expect(run(lookUp(customer(CUST))).memberships.ask?.question).toEqual({
      customerId: CUST,
      identificationType: "customer_id",
    });
    expect(
      run(lookUp({ kind: "customer_source_id", value: "marcus.lee@example.com" })).memberships.ask?.question,
    ).toEqual({ customerId: "marcus.lee@example.com", identificationType: "customer_source_id" });
    const member = run(lookUp({ kind: "loyalty_member_id", value: MEMBER }));
    expect(member.memberships.ask?.question).toEqual({ customerId: MEMBER, identificationType: "member_id" });
    expect(member.view).toBe("points");
  });

  it("are asked with the ticket's customer looked up with no click", () => {
    const shown = run(onTicket(3, [token("customer", CUST)], "t-1"));
    const settled = then(shown, { type: "ticket.settled", settling: shown.settling ?? -1 });
    // The worker's budget for lookups nobody clicked allows this one.
    const state = then(settled, {
      type: "autoLookup.answered",
      id: settled.autoAsk?.id ?? -1,
      allowed: true,
    });
    expect(state.current?.auto).toBeTruthy();
    expect(state.memberships.ask?.question).toEqual({ customerId: CUST, identificationType: "customer_id" });
  });

  it("are not asked for a code, a campaign or an order id", () => {
    for (const lookup of [code("BF25"), { kind: "order_id", value: "ord_0ffc4ccac0d5d28b7a" } as Lookup])
      expect(run(lookUp(lookup)).memberships).toEqual({ loading: false });
  });

  it("arriving after a newer lookup are dropped", () => {
    const first = run(lookUp(customer(OTHER)));
    const second = then(first, lookUp(customer(CUST)));
    const late = then(second, membershipsReply(first, ONE_CARD));
    expect(late).toBe(second);
    expect(late.memberships.value).toBeUndefined();
    const answered = then(late, membershipsReply(second, { memberships: [] }));
    expect(answered.memberships.value).toEqual({ memberships: [] });
    expect(answered.memberships.question?.customerId).toBe(CUST);
  });

  it("on their way are dropped when the agent moves to another ticket, and never land there", () => {
    const asked = run(onTicket(3, [], "t-1"), lookUp(customer(CUST)));
    const moved = then(asked, onTicket(3, [], "t-2"));
    expect(moved.memberships.loading).toBe(false);
    expect(moved.current?.dropped).toBe(true);
    expect(then(moved, membershipsReply(asked, ONE_CARD)).memberships.value).toBeUndefined();
  });

  it("drop the previous lookup's program and pending points", () => {
    const state = then(
      run(lookUp(customer(CUST))),
      { type: "program.opened", programId: PROGRAM },
      { type: "pending.opened", ids: { programId: PROGRAM, memberId: MEMBER, cardId: CARD } },
    );
    expect(state.program.ask?.question).toEqual({
      customerId: CUST,
      identificationType: "customer_id",
      programId: PROGRAM,
    });
    expect(state.pending.ask?.question).toEqual({ programId: PROGRAM, memberId: MEMBER, cardId: CARD });
    const next = then(state, lookUp(customer(OTHER)));
    expect(next.program).toEqual({ loading: false });
    expect(next.pending).toEqual({ loading: false });
  });

  it("open a card's Expiring points with its three ids, its buckets asked", () => {
    const ids = { programId: PROGRAM, memberId: MEMBER, cardId: "lcard_128f962dbc8c4ba5dc" };
    const state = then(run(lookUp(customer(CUST))), { type: "cardIds.shown", ids });
    expect(state.view).toBe("points");
    expect(state.cardIds).toEqual(ids);
    expect(state.points.ask?.question).toEqual({ ids, order: "expiration_date" });
  });
});

describe("a code Get Member does not know", () => {
  it("asks the memberships of the customer last looked up on this ticket, to name the v2 card", () => {
    const looked = run(onTicket(3, [], "t-1"), lookUp(customer(CUST)));
    const asked = then(looked, lookUp(code("AOR-8JRJUNHA")));
    expect(asked.memberships).toEqual({ loading: false });
    const state = then(asked, memberMissing(asked));
    expect(state.memberships.ask?.question).toEqual({
      customerId: CUST,
      identificationType: "customer_id",
      forCode: "AOR-8JRJUNHA",
    });
  });

  it("asks by the one member id the ticket shows, before any customer", () => {
    const asked = run(
      onTicket(3, [token("loyalty", MEMBER), token("customer", OTHER)], "t-1"),
      lookUp(code("AOR-1")),
    );
    const state = then(asked, memberMissing(asked));
    expect(state.memberships.ask?.question).toEqual({
      customerId: MEMBER,
      identificationType: "member_id",
      forCode: "AOR-1",
    });
  });

  it("asks by the ticket's one customer", () => {
    const asked = run(onTicket(3, [token("customer", OTHER)], "t-1"), lookUp(code("AOR-1")));
    const state = then(asked, memberMissing(asked));
    expect(state.memberships.ask?.question).toMatchObject({ customerId: OTHER, forCode: "AOR-1" });
  });

  it("asks nothing with no one to ask about, nor for a customer looked up on another ticket", () => {
    const none = run(lookUp(code("AOR-1")));
    expect(then(none, memberMissing(none)).memberships).toEqual({ loading: false });
    const elsewhere = run(
      onTicket(3, [], "t-1"),
      lookUp(customer(CUST)),
      onTicket(3, [], "t-2"),
      lookUp(code("AOR-1")),
    );
    expect(then(elsewhere, memberMissing(elsewhere)).memberships).toEqual({ loading: false });
  });
});

describe("a code Get Member does not know, looked up on another ticket than the one open", () => {
  it("never takes the open ticket's customer or member for its holder", () => {
    // The agent clicked Look up on the code in ticket t-1 (tab 3) and opened the panel on ticket
    // t-2 (tab 4), whose only customer is someone else: the answer is about t-1.
    const t1 = { key: "t-1", label: "#t-1" };
    const fromT1: PanelEvent = {
      type: "lookup.started",
      lookup: code("AOR-1"),
      how: "clicked",
      from: { tabId: 3, ticket: t1 },
    };
    for (const shown of [[token("customer", OTHER)], [token("loyalty", MEMBER)]]) {
      const asked = run(onTicket(4, shown, "t-2"), fromT1);
      expect(asked.current?.ticket).toEqual(t1);
      const state = then(asked, memberMissing(asked));
      // Asked, t-2's customer's cards would be named as the holder of t-1's code, their replies
      // insertable into t-1 once the agent is back there.
      expect(state.memberships).toEqual({ loading: false });
    }
  });
});
