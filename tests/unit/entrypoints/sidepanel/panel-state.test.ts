// The side panel's state, event by event, without a DOM: what the agent sees after each thing that
// happens (a click, a reply, a ticket report, the settings), in the order it happens.

import { describe, expect, it } from "vitest";
import {
  answerCustomer,
  customersToChoose,
  initialPanelState,
  insertTarget,
  onThisPage,
  otherTicket,
  type PanelEvent,
  type PanelState,
  panelReducer,
  pointsOf,
  requesterNotCustomer,
  requesterNotRowCustomer,
  whyLookedUp,
} from "@/entrypoints/sidepanel/panel-state";
import type { AutoCustomerSettings } from "@/entrypoints/sidepanel/use-panel-settings";
import type { ApiError } from "@/lib/core/api/errors";
import type { Lookup } from "@/lib/lookup/classify";
import { AUTO_DOUBT, AUTO_ELSEWHERE, AUTO_ONLY_EMAIL, AUTO_ONLY_ID } from "@/lib/ticket/auto-customer";
import type { DetectedTokenRecord, TicketToken } from "@/lib/ticket/detected-tokens";
import type { TicketRef } from "@/lib/ticket/ticket.messages";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const OTHER = "cust_qBwHpagDOFu71Z3F22UzR80X";
const MEMBER = "lmbr_97058937a2315e0819";
const PROGRAM = "lprg_28cb98d654308a01de";
const CARD = "lcrd_43be217bed35e00149";
const code = (value: string): Lookup => ({ kind: "code", value });
const customer = (value: string): Lookup => ({ kind: "customer_id", value });
const token = (kind: DetectedTokenRecord["kind"], text: string): DetectedTokenRecord => ({
  kind,
  text,
  count: 1,
});
/** A ticket showing a card's program and card ids, as the sample ticket does. */
const TICKET_CARD = [token("loyalty", PROGRAM), token("loyalty", CARD)];
const AUTO_ON: AutoCustomerSettings = { enabled: true, emails: false, ownDomains: [] };

const settings = (
  profileId: string | undefined,
  autoCustomer = AUTO_ON,
  project = profileId && `${profileId} in project A`,
): PanelEvent => ({
  type: "settings.read",
  profileId,
  project,
  pageSize: 25,
  ready: Boolean(profileId),
  autoCustomer,
});

/**
 * One event, and the worker's yes when it makes the panel ask whether the tab's budget of lookups
 * nobody clicked allows one: within the budget, as these tests are (the budget's own are apart).
 */
const allowed = (state: PanelState, event: PanelEvent): PanelState => {
  const next = panelReducer(state, event);
  const ask = next.autoAsk;
  return ask && ask !== state.autoAsk
    ? panelReducer(next, { type: "autoLookup.answered", id: ask.id, allowed: true })
    : next;
};

/** Events in turn, from the state the panel has once profile p1 is read. */
function run(...events: PanelEvent[]): PanelState {
  return events.reduce(allowed, panelReducer(initialPanelState, settings("p1")));
}
const then = (state: PanelState, ...events: PanelEvent[]) => events.reduce(allowed, state);

const onTicket = (tabId: number | undefined, tokens: TicketToken[] = [], ticket?: TicketRef): PanelEvent => ({
  type: "ticket.read",
  tabId,
  tokens,
  ...(ticket ? { ticket } : {}),
});
const lookUp = (lookup: Lookup): PanelEvent => ({ type: "lookup.started", lookup });
/** The moment the panel's timer says the ticket's reports have settled. */
const settled = (state: PanelState): PanelEvent => ({
  type: "ticket.settled",
  settling: state.settling ?? -1,
});

const page = (total: number) => ({ total, redemptions: [] });
const ok = <V>(value: V) => ({ ok: true as const, value, credential: "app_keys" as const });
const failed = (error: ApiError) => ({ ok: false as const, error });
const AT = Date.parse("2026-11-24T10:00:00Z");

/** The worker's reply to the question a query of the state asks now (or asked before, when given). */
function redemptionsReply(asked: PanelState, reply: ReturnType<typeof ok> | ReturnType<typeof failed>) {
  return {
    type: "redemptions.reported",
    report: { kind: "answered", ask: asked.redemptions.ask?.id ?? -1, reply, at: AT },
  } as PanelEvent;
}
function memberReply(asked: PanelState, value: unknown) {
  return {
    type: "member.reported",
    report: { kind: "answered", ask: asked.member.ask?.id ?? -1, reply: ok(value), at: AT },
  } as PanelEvent;
}
function pointsReply(asked: PanelState, reply: ReturnType<typeof ok> | ReturnType<typeof failed>) {
  return {
    type: "points.reported",
    report: { kind: "answered", ask: asked.points.ask?.id ?? -1, reply, at: AT },
  } as PanelEvent;
}

describe("a lookup", () => {
  it("goes to Redemptions with the member card asked beside it when it is a code", () => {
    const state = run(onTicket(3), { type: "view.chosen", view: "points" }, lookUp(code("LOYAL-1")));
    expect(state.view).toBe("redemptions");
    expect(state.redemptions).toMatchObject({
      loading: true,
      question: { lookup: code("LOYAL-1"), filters: {}, order: "-created_at", pageSize: 25, page: 1 },
    });
    expect(state.member).toMatchObject({ loading: true, question: code("LOYAL-1") });
    expect(state.current).toEqual({
      lookup: code("LOYAL-1"),
      alternatives: ["customer_source_id"],
      ticketTabId: 3,
    });
  });

  it("asks no member card for a customer", () => {
    const state = run(lookUp(customer(CUST)));
    expect(state.redemptions.loading).toBe(true);
    expect(state.member).toEqual({ loading: false });
  });

  it("answers a loyalty member id with Expiring points, the ids filled from the page, and never a code search", () => {
    const state = run(onTicket(3, TICKET_CARD), lookUp({ kind: "loyalty_member_id", value: MEMBER }));
    expect(state.view).toBe("points");
    expect(state.cardIds).toEqual({ programId: PROGRAM, memberId: MEMBER, cardId: CARD });
    expect(state.points.ask?.question).toEqual({
      ids: { programId: PROGRAM, memberId: MEMBER, cardId: CARD },
      order: "expiration_date",
    });
    expect(state.redemptions.ask).toBeUndefined();
    expect(state.member.ask).toBeUndefined();
  });

  it("asks nothing for an order id, and says what it is", () => {
    const state = run(lookUp(code("BF25")), lookUp({ kind: "order_id", value: "ord_0ffc4ccac0d5d28b7a" }));
    expect(state.current?.lookup.kind).toBe("order_id");
    expect(state.redemptions).toEqual({ loading: false });
    expect(state.member).toEqual({ loading: false });
  });

  it("shows in Search what a click looked up, without the error of what was typed before", () => {
    const typed = run({ type: "search.typed", text: "lmbr_1" }, { type: "search.submitted", text: "lmbr_1" });
    expect(typed.search.error).toBeDefined();
    const clicked = then(typed, lookUp(customer(CUST)));
    expect(clicked.search).toEqual({ text: CUST, filled: 0 });
  });

  it("reads what the agent typed by its shape, and asks nothing for a text it cannot look up", () => {
    const refused = run({ type: "search.submitted", text: "lmbr_123" });
    expect(refused.search.error).toMatch(/^That looks like a loyalty member id/);
    expect(refused.current).toBeUndefined();
    expect(refused.redemptions.ask).toBeUndefined();
    const found = then(refused, { type: "search.submitted", text: ` ${CUST} ` });
    expect(found.current?.lookup).toEqual(customer(CUST));
    expect(found.search).toEqual({ text: CUST, filled: 0 });
  });

  it("read as another kind, keeps the campaign and offers the kind it was read as", () => {
    const card = { kind: "card_in_campaign", value: "LOYAL-1", campaignId: "camp_abc123" } as const;
    const state = run(lookUp(card), { type: "lookup.readAs", kind: "code" });
    expect(state.current?.lookup).toEqual({ kind: "code", value: "LOYAL-1", campaignId: "camp_abc123" });
    expect(state.current?.alternatives).toEqual(["card_in_campaign"]);
    expect(state.search.text).toBe("LOYAL-1");
  });

  it("is remembered in recent lookups, for the profile it was made in", () => {
    expect(run(lookUp(code("BF25"))).remember).toEqual({
      profileId: "p1",
      lookup: code("BF25"),
      how: "clicked",
    });
  });

  it("asks nothing without a profile", () => {
    const state = then(panelReducer(initialPanelState, settings(undefined)), lookUp(code("BF25")));
    expect(state.current).toBeUndefined();
    expect(state.redemptions.ask).toBeUndefined();
  });
});

describe("answers", () => {
  it("shows the answer to the lookup asked", () => {
    const asked = run(lookUp(customer(CUST)));
    const state = then(asked, redemptionsReply(asked, ok(page(7))));
    expect(state.redemptions).toMatchObject({
      loading: false,
      value: page(7),
      asOf: AT,
      credential: "app_keys",
    });
  });

  it("an answer for an older lookup is dropped", () => {
    const first = run(lookUp(customer(OTHER)));
    const second = then(first, lookUp(customer(CUST)));
    const late = then(second, redemptionsReply(first, ok(page(9))));
    expect(late).toBe(second);
    const answered = then(late, redemptionsReply(second, ok(page(2))), redemptionsReply(first, ok(page(9))));
    expect(answered.redemptions.value).toEqual(page(2));
    expect(answered.redemptions.question?.lookup).toEqual(customer(CUST));
  });

  it("never shows a code's late member card above the customer looked up after it", () => {
    const first = run(lookUp(code("LOYAL-1")));
    const second = then(first, lookUp(customer(CUST)));
    const state = then(
      second,
      redemptionsReply(second, ok(page(2))),
      memberReply(first, { code: "LOYAL-1" }),
    );
    expect(state.member.value).toBeUndefined();
    expect(state.redemptions.value).toEqual(page(2));
  });

  it("an answer for the previous profile is dropped, and nothing of that profile stays shown", () => {
    const asked = run(lookUp(code("BF25")), {
      type: "recent.remembered",
      profileId: "p1",
      list: [{ lookup: code("BF25"), at: 1 }],
    });
    const switched = then(asked, settings("p2"));
    expect(switched.current).toBeUndefined();
    expect(switched.recent.list).toEqual([]);
    expect(switched.redemptions).toEqual({ loading: false });
    const late = then(switched, redemptionsReply(asked, ok(page(3))), memberReply(asked, { code: "BF25" }));
    expect(late).toBe(switched);
  });

  it("the same profile moved to another project shows nothing of the first, and asks under the new project", () => {
    const asked = run(lookUp(customer(CUST)));
    const shown = then(asked, redemptionsReply(asked, ok(page(7))));
    expect(shown.redemptions.ask?.scope).toBe("p1 in project A");
    const moved = then(shown, settings("p1", AUTO_ON, "p1 in project B"));
    expect(moved.current).toBeUndefined();
    expect(moved.redemptions).toEqual({ loading: false });
    // The answer of project A, late, stays out; Alice looked up again is asked in project B.
    expect(then(moved, redemptionsReply(asked, ok(page(8))))).toBe(moved);
    expect(then(moved, lookUp(customer(CUST))).redemptions.ask?.scope).toBe("p1 in project B");
  });

  it("a refresh keeps the list shown until its answer comes, and marks it with the error when it fails", () => {
    const asked = run(lookUp(customer(CUST)));
    const shown = then(asked, redemptionsReply(asked, ok(page(7))));
    const refreshing = then(shown, { type: "list.refreshed" });
    expect(refreshing.redemptions).toMatchObject({ loading: true, value: page(7) });
    expect(refreshing.redemptions.ask?.refresh).toBe(true);
    const offline = then(
      refreshing,
      redemptionsReply(refreshing, failed({ kind: "network", message: "offline" })),
    );
    expect(offline.redemptions).toMatchObject({ loading: false, value: page(7), error: { kind: "network" } });
  });

  it("shows no old answer under a new question that failed", () => {
    const asked = run(lookUp(customer(CUST)));
    const next = then(asked, redemptionsReply(asked, ok(page(7))), lookUp(customer(OTHER)));
    const state = then(next, redemptionsReply(next, failed({ kind: "timeout", afterMs: 15000 })));
    expect(state.redemptions.value).toBeUndefined();
    expect(state.redemptions.error).toMatchObject({ kind: "timeout" });
  });

  it("a filter starts the list again from page one, with the page size the agent chose", () => {
    const asked = run(lookUp(customer(CUST)));
    const paged = then(asked, redemptionsReply(asked, ok(page(70))), {
      type: "list.changed",
      change: { page: 3 },
    });
    expect(paged.redemptions.question?.page).toBe(3);
    const filtered = then(paged, {
      type: "list.changed",
      change: { filters: { result: "FAILURE" }, pageSize: 50 },
    });
    expect(filtered.redemptions.question).toMatchObject({
      page: 1,
      pageSize: 50,
      filters: { result: "FAILURE" },
    });
    expect(then(filtered, lookUp(code("BF25"))).redemptions.question?.pageSize).toBe(50);
  });

  it("counts down a wait only for the question still awaited", () => {
    const first = run(lookUp(customer(OTHER)));
    const second = then(first, lookUp(customer(CUST)));
    const wait = { until: AT + 5000, cause: "rate_limited" as const };
    const stale = then(second, {
      type: "redemptions.reported",
      report: { kind: "waiting", ask: first.redemptions.ask!.id, wait },
    });
    expect(stale).toBe(second);
    const waiting = then(second, {
      type: "redemptions.reported",
      report: { kind: "waiting", ask: second.redemptions.ask!.id, wait },
    });
    expect(waiting.redemptions.retryWait).toEqual(wait);
  });

  it("answers still on their way are dropped when the agent goes to another ticket, and the panel says so", () => {
    const asked = run(onTicket(3), lookUp(customer(CUST)));
    const moved = then(asked, onTicket(4));
    expect(moved.redemptions.loading).toBe(false);
    expect(moved.current?.dropped).toBe(true);
    expect(then(moved, redemptionsReply(asked, ok(page(9)))).redemptions.value).toBeUndefined();
    // Look up again: asked anew, and the note goes.
    const again = then(moved, lookUp(moved.current!.lookup));
    expect(again.current?.dropped).toBeUndefined();
    expect(again.redemptions.loading).toBe(true);
  });

  it("says nothing was dropped when the answer had come before the agent moved", () => {
    const asked = run(onTicket(3), lookUp(customer(CUST)));
    const moved = then(asked, redemptionsReply(asked, ok(page(2))), onTicket(4));
    expect(moved.current?.dropped).toBeUndefined();
    expect(moved.redemptions.value).toEqual(page(2));
  });
});

describe("expiring points", () => {
  const memberLookup = lookUp({ kind: "loyalty_member_id", value: MEMBER });

  it("never shows one card's buckets, or a late reply for it, under the next loyalty lookup", () => {
    const first = run(onTicket(3, TICKET_CARD), memberLookup);
    const next = then(first, lookUp({ kind: "loyalty_program_id", value: "lprg_111111111111111111" }));
    const state = then(next, pointsReply(first, ok({ buckets: [{ id: "lcpeb_1" }], next: "lcrspeb_1" })));
    expect(pointsOf(state).buckets).toEqual([]);
    expect(pointsOf(state).next).toBeNull();
  });

  it("fills a loyalty lookup's missing ids from its own ticket only, as the page reports them", () => {
    const asked = run(onTicket(3), memberLookup);
    expect(asked.cardIds).toEqual({ memberId: MEMBER });
    const elsewhere = then(asked, onTicket(9, TICKET_CARD));
    expect(elsewhere.cardIds).toEqual({ memberId: MEMBER });
    expect(elsewhere.points.ask).toBeUndefined();
    // Back on the lookup's ticket, which now shows the other two ids: the card is complete and asked for.
    const back = then(elsewhere, onTicket(3, TICKET_CARD));
    expect(back.cardIds).toEqual({ programId: PROGRAM, memberId: MEMBER, cardId: CARD });
    expect(back.points.loading).toBe(true);
  });

  it("fills a loyalty id looked up before the panel knew its ticket from that ticket, once it is known", () => {
    // A page's click as the panel opens: the lookup can come before the ticket tab is read.
    const asked = run(memberLookup);
    const known = then(asked, onTicket(3, TICKET_CARD));
    expect(known.current?.ticketTabId).toBe(3);
    expect(known.cardIds).toEqual({ programId: PROGRAM, memberId: MEMBER, cardId: CARD });
    expect(known.points.loading).toBe(true);
  });

  it("adds the next page under the buckets shown", () => {
    const asked = run(onTicket(3, TICKET_CARD), memberLookup);
    const shown = then(asked, pointsReply(asked, ok({ buckets: [{ id: "lcpeb_1" }], next: "cursor_1" })));
    const more = then(shown, { type: "points.more" });
    expect(more.points.ask?.question.cursor).toBe("cursor_1");
    expect(pointsOf(more).buckets).toHaveLength(1);
    const added = then(more, pointsReply(more, ok({ buckets: [{ id: "lcpeb_2" }], next: null })));
    expect(pointsOf(added).buckets.map((b) => b.id)).toEqual(["lcpeb_1", "lcpeb_2"]);
    expect(then(added, { type: "points.more" })).toBe(added);
  });

  it("starts the list over, saying why, when the next page's cursor has expired", () => {
    const asked = run(onTicket(3, TICKET_CARD), memberLookup);
    const shown = then(asked, pointsReply(asked, ok({ buckets: [{ id: "lcpeb_1" }], next: "cursor_1" })));
    const more = then(shown, { type: "points.more" });
    const expired = failed({
      kind: "http",
      status: 400,
      body: { key: "invalid_or_expired_cursor" },
    } as ApiError);
    const restarted = then(more, pointsReply(more, expired));
    expect(restarted.points.ask?.question.cursor).toBeUndefined();
    expect(restarted.points.ask?.id).toBeGreaterThan(more.points.ask!.id);
    expect(pointsOf(restarted)).toMatchObject({ loading: true, buckets: [{ id: "lcpeb_1" }] });
    expect(pointsOf(restarted).notice).toMatch(/^The list had been open too long/);
  });

  it("opens Expiring points with the v2 hint's ids, and loads a complete card", () => {
    const ids = { programId: PROGRAM, memberId: MEMBER, cardId: CARD };
    const state = run(lookUp(code("LOYAL-1")), { type: "cardIds.shown", ids });
    expect(state.view).toBe("points");
    expect(state.cardIds).toEqual(ids);
    expect(state.points.ask?.question).toEqual({ ids, order: "expiration_date" });
    const partial = run({ type: "cardIds.shown", ids: { memberId: MEMBER } });
    expect(partial.points.ask).toBeUndefined();
  });
});

describe("the ticket's only customer", () => {
  const oneCustomer = onTicket(7, [token("customer", CUST), token("code", "BF25-XK3P9Q")]);

  it("is looked up with no click once the ticket's reports settle, saying why", () => {
    const reported = run(oneCustomer);
    expect(reported.current).toBeUndefined();
    const state = then(reported, settled(reported));
    expect(state.current).toEqual({
      lookup: customer(CUST),
      alternatives: ["code", "customer_source_id"],
      ticketTabId: 7,
      auto: AUTO_ONLY_ID,
    });
    expect(whyLookedUp(state)).toBe(AUTO_ONLY_ID);
    expect(state.redemptions.loading).toBe(true);
  });

  it("is looked up once: the page reporting again changes nothing", () => {
    const first = run(oneCustomer);
    const looked = then(first, settled(first));
    const again = then(looked, oneCustomer);
    expect(then(again, settled(again)).redemptions.ask).toBe(looked.redemptions.ask);
  });

  it("is logged as the panel's own, which keeps it out of recent lookups", () => {
    const reported = run(oneCustomer);
    expect(then(reported, settled(reported)).remember).toMatchObject({ how: "auto" });
  });

  it("waits for the ticket's frames to settle: a second customer shown meanwhile means no lookup", () => {
    const first = run(oneCustomer);
    const second = then(first, onTicket(7, [token("customer", CUST), token("customer", OTHER)]));
    expect(second.settling).toBeUndefined();
    expect(then(second, settled(first)).current).toBeUndefined();
  });

  it("waits for a report newer than the one the timer was started for", () => {
    const first = run(oneCustomer);
    const second = then(first, oneCustomer);
    expect(then(second, settled(first)).current).toBeUndefined();
    expect(then(second, settled(second)).current?.auto).toBe(AUTO_ONLY_ID);
  });

  it("never replaces a lookup the agent started on this ticket", () => {
    const reported = run(oneCustomer, lookUp(code("BF25-XK3P9Q")));
    expect(then(reported, settled(reported)).current?.lookup).toEqual(code("BF25-XK3P9Q"));
  });

  it("never replaces a lookup asked for before the panel knew the ticket", () => {
    // The panel opened by a page's click: its lookup can be read before the ticket tab is.
    const asked = run(lookUp(code("BF25-XK3P9Q")), oneCustomer);
    const state = then(asked, settled(asked));
    expect(state.current?.lookup).toEqual(code("BF25-XK3P9Q"));
    expect(state.current?.auto).toBeUndefined();
  });

  it("follows the agent to another ticket, and back again", () => {
    const first = run(oneCustomer);
    const onSeven = then(first, settled(first));
    const moved = then(onSeven, onTicket(8, [token("customer", OTHER)]));
    expect(whyLookedUp(moved)).toBe(AUTO_ELSEWHERE);
    const onEight = then(moved, settled(moved));
    expect(onEight.current).toMatchObject({ lookup: customer(OTHER), ticketTabId: 8, auto: AUTO_ONLY_ID });
    const back = then(onEight, oneCustomer);
    expect(then(back, settled(back)).current).toMatchObject({ lookup: customer(CUST), ticketTabId: 7 });
  });

  it("does nothing when switched off, or before the settings are read", () => {
    const off = run(settings("p1", { ...AUTO_ON, enabled: false }), oneCustomer);
    expect(off.settling).toBeUndefined();
    const unread = then(initialPanelState, oneCustomer);
    expect(unread.settling).toBeUndefined();
    // Read after the ticket: the wait starts then.
    const read = then(unread, settings("p1"));
    expect(then(read, settled(read)).current?.auto).toBe(AUTO_ONLY_ID);
  });

  it("a second customer appearing after the auto lookup withdraws 'The only customer on this ticket'", () => {
    const first = run(oneCustomer);
    const looked = then(first, settled(first));
    const doubt = then(looked, onTicket(7, [token("customer", CUST), token("customer", OTHER)]));
    expect(whyLookedUp(doubt)).toBe(AUTO_DOUBT);
    // What was found stays on screen.
    expect(doubt.current?.lookup).toEqual(customer(CUST));
    expect(doubt.redemptions.ask).toBe(looked.redemptions.ask);
  });

  it("Search text survives the ticket's customer being looked up while the agent types", () => {
    const first = run(oneCustomer, { type: "search.typed", text: "SUMM" });
    const state = then(first, settled(first));
    expect(state.current?.auto).toBe(AUTO_ONLY_ID);
    expect(state.search).toEqual({ text: "SUMM", filled: 0 });
  });

  it("fills an empty Search with the customer, selected, and says no more of an old error", () => {
    const first = run(oneCustomer, { type: "search.submitted", text: "" });
    expect(first.search.error).toBeDefined();
    const state = then(first, settled(first));
    expect(state.search).toEqual({ text: CUST, filled: 1 });
  });

  it("Search text survives a lookup started by a click, and follows the next ticket's customer", () => {
    // The field shows what the click looked up; on the next ticket it still shows the last answer, so
    // it follows that ticket's customer.
    const clicked = run(onTicket(7), lookUp(code("BF25-XK3P9Q")), onTicket(8, [token("customer", OTHER)]));
    expect(clicked.search.text).toBe("BF25-XK3P9Q");
    expect(then(clicked, settled(clicked)).search).toEqual({ text: OTHER, filled: 1 });
  });
});

describe("recent lookups", () => {
  it("a list read before a lookup was remembered never replaces the list that lookup wrote", () => {
    const state = run(
      lookUp(code("X")),
      { type: "recent.remembered", profileId: "p1", list: [{ lookup: code("X"), at: 1 }] },
      { type: "recent.read", profileId: "p1", list: [] },
    );
    expect(state.recent.list).toEqual([{ lookup: code("X"), at: 1 }]);
  });

  it("shows only the profile in use's", () => {
    const state = run(settings("p2"), {
      type: "recent.read",
      profileId: "p1",
      list: [{ lookup: code("X"), at: 1 }],
    });
    expect(state.recent.list).toEqual([]);
    const y = [{ lookup: code("Y"), at: 1 }];
    expect(then(state, { type: "recent.read", profileId: "p2", list: y }).recent.list).toEqual(y);
  });
});

describe("the ticket an answer is about", () => {
  const ALICE_TICKET = { key: "https://acme.zendesk.com/agent/tickets/1", label: "#1" };
  const BOB_TICKET = { key: "https://acme.zendesk.com/agent/tickets/2", label: "#2" };
  /** One tab, the helpdesk moving from ticket 1 (Alice) to ticket 2 (Bob) with pushState. */
  const alice = onTicket(5, [token("customer", CUST)], ALICE_TICKET);
  const bob = onTicket(5, [token("customer", OTHER)], BOB_TICKET);
  const aliceAnswered = () => {
    const asked = run(alice, lookUp(customer(CUST)));
    return then(asked, redemptionsReply(asked, ok(page(2))));
  };

  it("is the ticket open when the lookup started", () => {
    expect(run(alice, lookUp(code("BF25"))).current?.ticket).toEqual(ALICE_TICKET);
  });

  it("stays on screen marked as another ticket's when the helpdesk moves to the next ticket in the same tab", () => {
    const answered = aliceAnswered();
    expect(otherTicket(answered)).toBeUndefined();
    const moved = then(answered, bob);
    expect(otherTicket(moved)).toEqual({
      ticket: ALICE_TICKET,
      words: "About ticket #1 (not the one open now)",
    });
    expect(moved.redemptions.value).toEqual(page(2));
    // Back on ticket 1: it is that ticket's answer again.
    expect(otherTicket(then(moved, alice))).toBeUndefined();
  });

  it("is replaced by the next ticket's own no-click lookup once that ticket settles", () => {
    const moved = then(aliceAnswered(), bob);
    const replaced = then(moved, settled(moved));
    expect(replaced.current).toMatchObject({
      lookup: customer(OTHER),
      ticket: BOB_TICKET,
      auto: AUTO_ONLY_ID,
    });
    expect(otherTicket(replaced)).toBeUndefined();
  });

  it("is dropped, and said so, when the helpdesk moves on before the answer came", () => {
    const asked = run(alice, lookUp(customer(CUST)));
    const moved = then(asked, bob);
    expect(moved.current?.dropped).toBe(true);
    expect(moved.redemptions.loading).toBe(false);
    expect(then(moved, redemptionsReply(asked, ok(page(9)))).redemptions.value).toBeUndefined();
  });

  it("drops an answer on its way when the tab loads the next ticket, with a moment of no ticket between", () => {
    const asked = run(alice, lookUp(customer(CUST)));
    const loading = then(asked, onTicket(5, []));
    expect(loading.current?.dropped).toBeUndefined();
    expect(loading.redemptions.loading).toBe(true);
    expect(then(loading, bob).current?.dropped).toBe(true);
    // The same ticket loaded again: nothing is dropped.
    expect(then(loading, alice).redemptions.loading).toBe(true);
  });

  it("when no ticket was known as the lookup started, is the one known when its answer comes", () => {
    const asked = run(onTicket(5), lookUp(customer(CUST)));
    expect(asked.current?.ticket).toBeUndefined();
    const known = then(asked, alice);
    const answered = then(known, redemptionsReply(known, ok(page(2))));
    expect(answered.current?.ticket).toEqual(ALICE_TICKET);
    // Still unknown when it came: no ticket read later claims it.
    const early = then(asked, redemptionsReply(asked, ok(page(2))));
    expect(then(early, bob).current?.ticket).toBeUndefined();
  });

  it("says nothing of another ticket while a page of the same tab has not said which ticket it shows", () => {
    expect(otherTicket(then(aliceAnswered(), onTicket(5, [])))).toBeUndefined();
  });

  it("marks an answer about another tab's ticket", () => {
    const moved = then(aliceAnswered(), onTicket(6, [], BOB_TICKET));
    expect(otherTicket(moved)?.words).toBe("About ticket #1 (not the one open now)");
    const asked = run(onTicket(3), lookUp(customer(CUST)));
    const unread = then(asked, redemptionsReply(asked, ok(page(2))), onTicket(4));
    expect(otherTicket(unread)?.words).toBe("About another ticket (not the one open now)");
  });
});

describe("the ticket's customer, and what the no-click lookup rests on", () => {
  const EMAILS_ON: AutoCustomerSettings = { enabled: true, emails: true, ownDomains: ["acme.com"] };
  const BOB = "cust_qBwHpagDOFu71Z3F22UzR80X";
  const bobsRows = {
    total: 1,
    redemptions: [
      {
        ok: true,
        redemption: {
          id: "r_1",
          object: "redemption",
          customer_id: BOB,
          customer: { id: BOB, name: "Bob Jones", email: "bob.smith@email.com", object: "customer" },
        },
      },
    ],
  };
  const lookedUp = (...tokens: TicketToken[]) => {
    const reported = run(settings("p1", EMAILS_ON), onTicket(7, tokens));
    return then(reported, settled(reported));
  };
  const answeredWith = (state: PanelState) => then(state, redemptionsReply(state, ok(bobsRows)));

  it("looks up the customer id of a ticket that shows the requester's address and their id, saying so", () => {
    const state = lookedUp(token("email", "bob.smith@email.com"), token("customer", BOB));
    expect(state.current).toMatchObject({ lookup: customer(BOB), auto: AUTO_ONLY_ID });
    expect(whyLookedUp(state)).toBe("The only customer id this ticket shows");
    expect(customersToChoose(state)).toBeUndefined();
  });

  it("looks up the only email of a ticket that shows no customer id, saying so", () => {
    const state = lookedUp(token("email", "support@acme.com"), token("email", "ana@shop.example"));
    expect(state.current).toMatchObject({
      lookup: { kind: "customer_source_id", value: "ana@shop.example" },
      auto: AUTO_ONLY_EMAIL,
    });
  });

  it("names the API's customer once the answer is in, and takes a matching requester for theirs", () => {
    const state = answeredWith(lookedUp(token("email", "bob.smith@email.com"), token("customer", BOB)));
    expect(answerCustomer(state)).toEqual({ name: "Bob Jones", email: "bob.smith@email.com" });
    expect(requesterNotCustomer(state)).toBeUndefined();
  });

  it("says so when the ticket's requester is not the customer the answer is about", () => {
    const asked = lookedUp(token("email", "alice@shop.example"), token("customer", BOB));
    expect(requesterNotCustomer(asked)).toBeUndefined();
    expect(requesterNotCustomer(answeredWith(asked))).toBe(
      "This ticket's requester is alice@shop.example; this customer's email is bob.smith@email.com",
    );
  });

  it("asks first before a code's row of another customer goes into the requester's ticket", () => {
    // A code many customers used: the newest failed row is Bob's, the ticket is Alice's.
    const asked = then(
      lookedUp(token("email", "alice@shop.example"), token("code", "SUMMER10")),
      lookUp(code("SUMMER10")),
    );
    const answered = then(asked, redemptionsReply(asked, ok(bobsRows)));
    // No customer lookup: nothing is said of the whole answer ...
    expect(requesterNotCustomer(answered)).toBeUndefined();
    // ... but a reply written from Bob's row is asked about, one from Alice's own is not.
    const bobsRow = bobsRows.redemptions[0]!.redemption.customer;
    expect(requesterNotRowCustomer(answered, bobsRow)).toBe(
      "This ticket's requester is alice@shop.example; this customer's email is bob.smith@email.com",
    );
    expect(
      requesterNotRowCustomer(answered, { name: "Alice", email: "Alice@Shop.example", source_id: "a-1" }),
    ).toBeUndefined();
    expect(
      requesterNotRowCustomer(answered, { name: "Alice", source_id: "alice@shop.example" }),
    ).toBeUndefined();
    // On another ticket the answer's replies go nowhere: nothing to ask.
    expect(
      requesterNotRowCustomer(then(answered, onTicket(8, [token("email", "bob.smith@email.com")])), bobsRow),
    ).toBeUndefined();
  });

  it("never counts the team's own address, or one inside a message, as the requester", () => {
    const state = answeredWith(
      lookedUp(
        token("email", "support@acme.com"),
        { ...token("email", "quoted@else.example"), messageOnly: true },
        token("customer", BOB),
      ),
    );
    expect(requesterNotCustomer(state)).toBeUndefined();
  });

  it("says nothing of the requester on an answer about another ticket", () => {
    const answered = answeredWith(lookedUp(token("email", "alice@shop.example"), token("customer", BOB)));
    expect(
      requesterNotCustomer(then(answered, onTicket(8, [token("email", "alice@shop.example")]))),
    ).toBeUndefined();
  });

  it("says how many customers a ticket shows, lists them, and looks none up", () => {
    const state = lookedUp(
      token("customer", CUST),
      token("customer", OTHER),
      token("email", "ana@shop.example"),
    );
    expect(state.current).toBeUndefined();
    expect(customersToChoose(state)).toEqual({
      words: "2 customers on this ticket: choose one",
      customers: [customer(CUST), customer(OTHER)],
    });
    // The agent chose: the question goes.
    expect(customersToChoose(then(state, lookUp(customer(OTHER))))).toBeUndefined();
  });

  it("never counts what shows only inside a message as a customer", () => {
    const state = lookedUp(token("customer", CUST), { ...token("customer", OTHER), messageOnly: true });
    expect(customersToChoose(state)).toBeUndefined();
    expect(state.current).toMatchObject({ lookup: customer(CUST), auto: AUTO_ONLY_ID });
    // Still listed under On this page.
    expect(onThisPage(state).map((t) => t.text)).toEqual([CUST, OTHER]);
  });

  it("lists the team's own addresses nowhere under On this page", () => {
    const state = run(
      settings("p1", EMAILS_ON),
      onTicket(7, [
        token("email", "support@acme.com"),
        token("email", "ana@shop.example"),
        token("code", "BF25"),
      ]),
    );
    expect(onThisPage(state).map((t) => t.text)).toEqual(["ana@shop.example", "BF25"]);
  });
});

describe("the Expiring points tab, when the agent looks up someone else", () => {
  const CARD_TICKET = { key: "https://acme.zendesk.com/agent/tickets/1", label: "#1" };
  const NEXT_TICKET = { key: "https://acme.zendesk.com/agent/tickets/2", label: "#2" };
  const memberLookup = lookUp({ kind: "loyalty_member_id", value: MEMBER });

  it("shows no bucket of the card looked up before under a lookup of another customer", () => {
    // Ticket #1: a member's card, its buckets shown (and its "points expiring" reply with them).
    const asked = run(onTicket(5, TICKET_CARD, CARD_TICKET), memberLookup);
    expect(asked.points.loading).toBe(true);
    const shown = then(asked, pointsReply(asked, ok({ buckets: [{ id: "lcpeb_1" }], next: null })));
    expect(pointsOf(shown).buckets).toHaveLength(1);
    // The helpdesk moves to ticket #2, where the agent looks up that ticket's customer.
    const next = then(shown, onTicket(5, [token("customer", OTHER)], NEXT_TICKET), lookUp(customer(OTHER)));
    expect(next.current?.ticket).toEqual(NEXT_TICKET);
    // Insert goes into ticket #2 now: the first card's buckets must not be there to reply from.
    expect(insertTarget(next)).toMatchObject({ ticketKey: NEXT_TICKET.key, elsewhere: false });
    expect(pointsOf(next).buckets).toEqual([]);
    expect(next.cardIds).toBeUndefined();
  });
});

describe("a lookup read as another kind, made before its tab's ticket was read", () => {
  const NEXT_TICKET = { key: "https://acme.zendesk.com/agent/tickets/2", label: "#2" };

  it("stays maybe the page before's: its answer is not taken for the ticket the tab shows now", () => {
    // Typed while the tab's page had not said which ticket it shows; answered before it did.
    const asked = run(onTicket(5), lookUp(code("LOYAL-1")));
    const early = then(asked, redemptionsReply(asked, ok(page(1))), onTicket(5, [], NEXT_TICKET));
    expect(otherTicket(early)?.beforeTicketRead).toBe(true);
    expect(insertTarget(early).ticketKey).toBeUndefined();
    // The same text read as an email: still the text typed before ticket #2 was read.
    const readAs = then(early, { type: "lookup.readAs", kind: "customer_source_id" });
    const answered = then(readAs, redemptionsReply(readAs, ok(page(1))));
    expect(answered.current?.lookup.kind).toBe("customer_source_id");
    expect(otherTicket(answered)?.beforeTicketRead).toBe(true);
    expect(insertTarget(answered).ticketKey).toBeUndefined();
  });
});
