import type {
  LoyaltyMember,
  Membership,
  Memberships,
  PendingBucketPage,
  PointsBucketPage,
  RedemptionPage,
} from "@/lib/core/api/schemas";
import {
  abandonQuery,
  askQuery,
  idleQuery,
  type QueryReport,
  reportQuery,
} from "@/lib/core/query/query-state";
import {
  alternativesFor,
  answerOf,
  classifyLookup,
  isRedemptionLookup,
  type Lookup,
  type LookupKind,
  lookupOfToken,
  lookupText,
} from "@/lib/lookup/classify";
import {
  type BucketOrder,
  type BucketsQuery,
  bucketsReported,
  type CardIds,
  expiringPointsState,
  loadBuckets,
  loadMoreBuckets,
} from "@/lib/loyalty/expiring-points-query";
import type { MemberCardQuery } from "@/lib/loyalty/member-card-query";
import {
  type MembershipsQuery,
  type MembershipsQuestion,
  membershipsFor,
  type PendingQuery,
  type ProgramQuery,
} from "@/lib/loyalty/memberships-query";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import type { RedemptionQuery, RedemptionsQuery } from "@/lib/redemptions/redemptions-query";
import {
  type AnswerCustomer,
  aboutOtherTicket,
  customerOfAnswer,
  requesterMismatch,
  sameTicket,
  type TicketPlace,
} from "@/lib/ticket/answer-ticket";
import {
  autoReason,
  autoReasonNow,
  chooseCustomer,
  customerToLookUp,
  placeOf,
} from "@/lib/ticket/auto-customer";
import type { TicketToken } from "@/lib/ticket/detected-tokens";
import type { TicketRef } from "@/lib/ticket/ticket.messages";
import {
  requesterEmails,
  ticketCustomer,
  ticketCustomers,
  withoutOwnEmails,
} from "@/lib/ticket/ticket-customer";
import { cardIdsFor, completeIds, definedIds, sameIds } from "./card-ids";
import type { AutoCustomerSettings } from "./use-panel-settings";

/** The panel's two views; ids name their tab and panel elements. */
export type PanelView = "redemptions" | "points";

export interface CurrentLookup {
  lookup: Lookup;
  /** Other readings offered as "read as … instead". */
  alternatives: LookupKind[];
  /** The ticket tab the panel spoke about when the lookup started. */
  ticketTabId?: number;
  /**
   * The ticket the answer is about: the one open when the lookup started or, when none was known
   * then, the one known when its answer came. Its replies go into that ticket only.
   */
  ticket?: TicketRef;
  /** Set when the agent moved to another ticket before its answer came: the answer was dropped. */
  dropped?: boolean;
  /** Why the panel looked it up on its own, when the agent did not ask ("The only customer id this ticket shows"). */
  auto?: string;
}

export interface PanelState {
  /** The profile in use: what is shown and asked belongs to it. */
  profileId?: string;
  /**
   * The project that profile points at, with the profile (`projectScope`): answers are asked and
   * kept under it, so a profile moved to another project shows nothing of the first.
   */
  project?: string;
  pageSize: PageSize;
  /** The profile and the page size are read: lookups from a page and the ticket's customer wait for it. */
  ready: boolean;
  /** Whether the ticket's only customer is looked up with no click, and who counts as one. */
  autoCustomer: AutoCustomerSettings;
  /**
   * The tab the panel speaks about, once known, the ticket it shows, what its page's frames
   * detected, and how many more they showed than are kept.
   */
  ticket: { tabId?: number; ticket?: TicketRef; tokens: TicketToken[]; dropped?: number };
  /**
   * The ticket last known in that tab: a page loading shows none for a moment, and the ticket it
   * then shows is still another one.
   */
  lastTicket?: TicketRef;
  /** The lookup shown. */
  current?: CurrentLookup;
  view: PanelView;
  search: {
    text: string;
    error?: string;
    /** Counts the times the panel itself put an id in Search: the field selects it (SearchBox). */
    filled: number;
  };
  /** The agent's last lookups in this profile; `remembered` once a lookup of this panel wrote them. */
  recent: { list: Lookup[]; remembered: boolean };
  /** The ids in Expiring points' form, from the lookup, the ticket or the v2 hint. */
  cardIds?: Partial<CardIds>;
  redemptions: RedemptionsQuery;
  member: MemberCardQuery;
  points: BucketsQuery;
  /** The loyalty v2 memberships of the customer or member looked up (or of a code's holder). */
  memberships: MembershipsQuery;
  /** The program the agent opened among them, with its tier progress. */
  program: ProgramQuery;
  /** The pending point buckets of the card the agent opened. */
  pending: PendingQuery;
  /**
   * The customer last looked up, and on which ticket: a code Get Member does not know may be one
   * of their loyalty v2 cards.
   */
  lastCustomer?: { question: MembershipsQuestion; place: TicketPlace };
  /** A lookup of the agent's, to add to recent lookups (a write for the effects to make). */
  remember?: { profileId: string; lookup: Lookup };
  /** Set while the ticket's reports settle before its only customer is looked up; names the wait. */
  settling?: number;
  /**
   * The ticket's only customer, while the worker is asked whether the tab's budget of lookups
   * nobody clicked allows it (`id` names the question, `tabId` the tab).
   */
  autoAsk?: { id: number; tabId: number; customer: Lookup };
  /**
   * The ticket whose only customer the worker would not have looked up with no click (the tab's
   * budget is spent): while it shows one, the panel offers it to the agent ("Look up …").
   */
  held?: { tabId?: number; ticket?: TicketRef };
  /** The last number given to a question or a wait. */
  serial: number;
}

/** Until the settings are read, nothing is looked up on its own. */
const AUTO_OFF: AutoCustomerSettings = { enabled: false, emails: false, ownDomains: [] };

export const initialPanelState: PanelState = {
  pageSize: 25,
  ready: false,
  autoCustomer: AUTO_OFF,
  ticket: { tokens: [] },
  view: "redemptions",
  search: { text: "", filled: 0 },
  recent: { list: [], remembered: false },
  redemptions: idleQuery,
  member: idleQuery,
  points: idleQuery,
  memberships: idleQuery,
  program: idleQuery,
  pending: idleQuery,
  serial: 0,
};

export type PanelEvent =
  /** The profile, page size and auto-lookup settings, as read (and read again when they change). */
  | {
      type: "settings.read";
      profileId: string | undefined;
      project: string | undefined;
      pageSize: PageSize;
      ready: boolean;
      autoCustomer: AutoCustomerSettings;
    }
  | { type: "recent.read"; profileId: string; list: Lookup[] }
  | { type: "recent.remembered"; profileId: string; list: Lookup[] }
  /** The ticket tab, or what its page detected, changed (or was read again). */
  | {
      type: "ticket.read";
      tabId: number | undefined;
      ticket?: TicketRef;
      tokens: TicketToken[];
      dropped?: number;
    }
  /** Nothing new came from the ticket for a moment since the wait named `settling` began. */
  | { type: "ticket.settled"; settling: number }
  /** The worker's answer to `autoAsk` `id`: whether the tab's budget allows the no-click lookup. */
  | { type: "autoLookup.answered"; id: number; allowed: boolean }
  | { type: "search.typed"; text: string }
  | { type: "search.submitted"; text: string }
  /** A lookup the agent asked for: a click in the panel, a recent lookup, a page's click or menu. */
  | { type: "lookup.started"; lookup: Lookup; alternatives?: LookupKind[] }
  | { type: "lookup.readAs"; kind: LookupKind }
  | { type: "view.chosen"; view: PanelView }
  | { type: "list.changed"; change: Partial<Omit<RedemptionQuery, "lookup">> }
  | { type: "list.refreshed" }
  | { type: "card.retried" }
  | { type: "points.shown"; ids: CardIds; order: BucketOrder }
  | { type: "points.more" }
  /** Ids for Expiring points from elsewhere (the v2 hint): shown, and their buckets loaded once complete. */
  | { type: "cardIds.shown"; ids: Partial<CardIds> }
  | { type: "redemptions.reported"; report: QueryReport<RedemptionPage> }
  | { type: "member.reported"; report: QueryReport<LoyaltyMember> }
  | { type: "points.reported"; report: QueryReport<PointsBucketPage> }
  | { type: "memberships.retried" }
  /** The agent opened a program of the memberships shown: its tier progress is asked for. */
  | { type: "program.opened"; programId: string }
  /** The agent opened a card's pending points. */
  | { type: "pending.opened"; ids: CardIds }
  | { type: "memberships.reported"; report: QueryReport<Memberships> }
  | { type: "program.reported"; report: QueryReport<Membership> }
  | { type: "pending.reported"; report: QueryReport<PendingBucketPage> };

/**
 * The side panel's state: what is looked up and the views that answer it, the ticket and its
 * customer, Search, and which replies still count. Pure: the effects (use-panel.ts) ask the worker,
 * read storage and keep the time, and tell this what happened.
 */
export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case "settings.read":
      return settingsRead(state, event);
    case "recent.read":
      // A list this panel wrote meanwhile is newer than one read before it.
      if (event.profileId !== state.profileId || state.recent.remembered) return state;
      return { ...state, recent: { list: event.list, remembered: false } };
    case "recent.remembered":
      if (event.profileId !== state.profileId) return state;
      return { ...state, recent: { list: event.list, remembered: true } };
    case "ticket.read":
      return ticketRead(state, event);
    case "ticket.settled":
      return event.settling === state.settling ? askToLookUp(state) : state;
    case "autoLookup.answered":
      return autoLookupAnswered(state, event);
    case "search.typed":
      return { ...state, search: { ...state.search, text: event.text } };
    case "search.submitted": {
      const classified = classifyLookup(event.text);
      if (!classified.ok) return { ...state, search: { ...state.search, error: classified.message } };
      return show(state, classified.lookup, classified.alternatives);
    }
    case "lookup.started":
      return show(state, event.lookup, event.alternatives);
    case "lookup.readAs":
      return readAs(state, event.kind);
    case "view.chosen":
      return { ...state, view: event.view };
    case "list.changed": {
      const query = state.redemptions.question;
      if (!query) return state;
      const asked = { ...query, ...event.change, page: event.change.page ?? 1 };
      return ask(state, (id, scope) => ({
        redemptions: askQuery(state.redemptions, { id, scope, question: asked }),
        pageSize: asked.pageSize,
      }));
    }
    case "list.refreshed": {
      const question = state.redemptions.question;
      if (!question) return state;
      return ask(state, (id, scope) => ({
        redemptions: askQuery(state.redemptions, { id, scope, question, refresh: true }),
      }));
    }
    case "card.retried": {
      const question = state.member.question;
      if (!question) return state;
      return ask(state, (id, scope) => ({ member: askQuery(state.member, { id, scope, question }) }));
    }
    case "points.shown":
      return ask(state, (id, scope) => ({
        points: loadBuckets(state.points, { id, scope }, event.ids, event.order),
      }));
    case "points.more": {
      // Nothing more to load: nothing changes, and nothing is drawn again.
      const more = ask(state, (id, scope) => ({ points: loadMoreBuckets(state.points, { id, scope }) }));
      return more.points === state.points ? state : more;
    }
    case "cardIds.shown":
      return showCardIds(state, event.ids);
    case "redemptions.reported":
      return withQuery(state, "redemptions", reportQuery(state.redemptions, event.report));
    case "member.reported": {
      const next = withQuery(state, "member", reportQuery(state.member, event.report));
      return next === state ? state : askHolderOfUnknownCard(next);
    }
    case "memberships.retried": {
      const question = state.memberships.question;
      if (!question) return state;
      return ask(state, (id, scope) => ({
        memberships: askQuery(state.memberships, { id, scope, question }),
      }));
    }
    case "program.opened": {
      const asked = state.memberships.question;
      if (!asked) return state;
      const { customerId, identificationType } = asked;
      const question = { customerId, identificationType, programId: event.programId };
      return ask(state, (id, scope) => ({ program: askQuery(state.program, { id, scope, question }) }));
    }
    case "pending.opened":
      return ask(state, (id, scope) => ({
        pending: askQuery(state.pending, { id, scope, question: event.ids }),
      }));
    case "memberships.reported":
      return withQuery(state, "memberships", reportQuery(state.memberships, event.report));
    case "program.reported":
      return withQuery(state, "program", reportQuery(state.program, event.report));
    case "pending.reported":
      return withQuery(state, "pending", reportQuery(state.pending, event.report));
    case "points.reported": {
      const id = state.serial + 1;
      const points = bucketsReported(state.points, event.report, id);
      if (points === state.points) return state;
      return answered({ ...state, points, serial: points.ask?.id === id ? id : state.serial });
    }
  }
}

/** Why the lookup shown was made with no click, as true now as when it was made; nothing for the agent's own. */
export function whyLookedUp(state: PanelState): string | undefined {
  const { current } = state;
  return current?.auto
    ? autoReasonNow({ ...current, auto: current.auto }, state.ticket, state.autoCustomer)
    : undefined;
}

/**
 * Set when the answer shown is about another ticket than the one open now, with the words said
 * above it: its replies are not inserted here. An answer dropped on its way is said otherwise.
 */
export function otherTicket(state: PanelState): { ticket?: TicketRef; words: string } | undefined {
  const { current } = state;
  if (!current || current.dropped || sameTicket(placeOf(current), state.ticket)) return undefined;
  return { ...(current.ticket ? { ticket: current.ticket } : {}), words: aboutOtherTicket(current.ticket) };
}

/** The customer a customer lookup's answer is about, once it is in: their name and address. */
export function answerCustomer(state: PanelState): AnswerCustomer | undefined {
  const { current, redemptions } = state;
  if (!current || redemptions.question?.lookup !== current.lookup) return undefined;
  return customerOfAnswer(current.lookup, redemptions.value);
}

/**
 * When the ticket open now shows a requester address that is not the customer's the answer is
 * about, the words that say so; the answer's replies are then inserted only once the agent confirms.
 */
export function requesterNotCustomer(state: PanelState): string | undefined {
  const customer = answerCustomer(state);
  if (!customer || otherTicket(state)) return undefined;
  return requesterMismatch(requesterEmails(state.ticket.tokens, state.autoCustomer), customer);
}

/**
 * The ticket's customers, with what to say of them, when it shows several and the panel looked
 * none up: each is one click from its lookup. Gone once the agent chose on this ticket.
 */
export function customersToChoose(state: PanelState): { words: string; customers: Lookup[] } | undefined {
  const { ready, autoCustomer, ticket, current } = state;
  if (!ready || !autoCustomer.enabled || ticket.tabId === undefined) return undefined;
  if (current && !current.auto && sameTicket(placeOf(current), ticket)) return undefined;
  const customers = ticketCustomers(ticket.tokens, autoCustomer);
  return customers.length > 1 ? { words: chooseCustomer(customers.length), customers } : undefined;
}

/** What On this page lists: the ticket's tokens, the team's own addresses left out. */
export const onThisPage = (state: PanelState): TicketToken[] =>
  withoutOwnEmails(state.ticket.tokens, state.autoCustomer.ownDomains);

/** The Expiring points view's state. */
export const pointsOf = (state: PanelState) => expiringPointsState(state.points);

function withQuery<K extends "redemptions" | "member" | "memberships" | "program" | "pending">(
  state: PanelState,
  key: K,
  query: PanelState[K],
): PanelState {
  // A dropped reply changes nothing, so nothing is drawn again for it.
  return query === state[key] ? state : answered({ ...state, [key]: query });
}

/**
 * An answer came: a lookup made before any ticket was known is about the ticket known now, if
 * there is one, in the tab it was made in.
 */
function answered(state: PanelState): PanelState {
  const { current, ticket } = state;
  if (!current || current.ticket || !ticket.ticket || !sameTicket(placeOf(current), ticket)) return state;
  return { ...state, current: { ...current, ticket: ticket.ticket } };
}

/**
 * Questions asked under the next number, in the project of the profile in use; nothing without a
 * profile.
 */
function ask(
  state: PanelState,
  change: (id: number, scope: string, profileId: string) => Partial<PanelState>,
): PanelState {
  if (!state.profileId || !state.project) return state;
  const id = state.serial + 1;
  const changed = change(id, state.project, state.profileId);
  // A change may ask more than one question (a loyalty lookup whose card is complete at once).
  return { ...state, ...changed, serial: Math.max(id, changed.serial ?? id) };
}

function settingsRead(state: PanelState, event: Extract<PanelEvent, { type: "settings.read" }>): PanelState {
  const { profileId, project, pageSize, ready, autoCustomer } = event;
  let next: PanelState = { ...state, profileId, project, pageSize, ready, autoCustomer };
  if (profileId !== state.profileId || project !== state.project) {
    // Another profile, or this one moved to another project: what is on screen and what was asked
    // belong to the previous one.
    next = {
      ...next,
      current: undefined,
      recent: { list: [], remembered: false },
      redemptions: idleQuery,
      member: idleQuery,
      points: idleQuery,
      ...NO_V2,
      lastCustomer: undefined,
      remember: undefined,
    };
  }
  const auto = (s: PanelState) =>
    JSON.stringify([s.ready && s.autoCustomer.enabled, s.autoCustomer.emails, s.autoCustomer.ownDomains]);
  return auto(next) === auto(state) ? next : settle(next);
}

function ticketRead(state: PanelState, event: Extract<PanelEvent, { type: "ticket.read" }>): PanelState {
  const before = state.ticket.tabId;
  const now: TicketPlace = { tabId: event.tabId, ticket: event.ticket };
  const sameTab = before === undefined || before === event.tabId;
  let next: PanelState = {
    ...state,
    ticket: { tabId: event.tabId, ticket: event.ticket, tokens: event.tokens, dropped: event.dropped ?? 0 },
    lastTicket: event.ticket ?? (sameTab ? state.lastTicket : undefined),
  };
  let { current } = state;
  // The lookup's own answers: the memberships beside them are dropped too on another ticket, but a
  // lookup whose list came is not one whose answer was dropped.
  const waiting = state.redemptions.loading || state.member.loading || state.points.loading;
  // Another tab, or the helpdesk moved to another ticket in this one (its address changed).
  if (!sameTicket({ tabId: before, ticket: state.lastTicket }, now)) {
    // Another ticket: answers still on their way were asked for the previous one.
    next = {
      ...next,
      redemptions: abandonQuery(state.redemptions),
      member: abandonQuery(state.member),
      points: abandonQuery(state.points),
      memberships: abandonQuery(state.memberships),
      program: abandonQuery(state.program),
      pending: abandonQuery(state.pending),
    };
    // Said, not silent: the agent sees why no answer came, and can ask again.
    if (waiting && current) current = { ...current, dropped: true };
  } else if (current) {
    // A lookup asked for before the panel knew its ticket (a page's click as the panel opened)
    // belongs to the first ticket it knows: the ticket's customer never replaces it. One whose
    // answer is still on its way is about the ticket known when it comes: this one, unless the
    // helpdesk moves on before, which drops it.
    const first = before === undefined && current.ticketTabId === undefined;
    if (first) current = { ...current, ticketTabId: event.tabId };
    if (!current.ticket && event.ticket && (first || waiting)) current = { ...current, ticket: event.ticket };
  }
  return settle(fillCardIds({ ...next, current }));
}

/** A new wait for the ticket's reports to settle when its only customer may be looked up, else none. */
function settle(state: PanelState): PanelState {
  const { ready, autoCustomer, ticket } = state;
  const waits =
    ready &&
    autoCustomer.enabled &&
    ticket.tabId !== undefined &&
    ticketCustomer(ticket.tokens, autoCustomer);
  if (!waits) return state.settling === undefined ? state : { ...state, settling: undefined };
  const id = state.serial + 1;
  return { ...state, settling: id, serial: id };
}

/**
 * The ticket's reports have settled: its only customer, if it is to be looked up with no click, is
 * first asked for of the worker, which keeps the tab's budget of such lookups (auto-budget.ts).
 */
function askToLookUp(state: PanelState): PanelState {
  if (!state.ready || !state.autoCustomer.enabled) return state;
  const { tabId } = state.ticket;
  const customer = customerToLookUp(state.current, state.ticket, state.autoCustomer);
  if (!customer || tabId === undefined) return state;
  const id = state.serial + 1;
  return { ...state, autoAsk: { id, tabId, customer }, serial: id };
}

/**
 * The worker answered: allowed, the customer is looked up as before, if the ticket still shows it;
 * refused, the panel holds it and asks the agent ("Look up …").
 */
function autoLookupAnswered(
  state: PanelState,
  event: Extract<PanelEvent, { type: "autoLookup.answered" }>,
): PanelState {
  const asked = state.autoAsk;
  if (!asked || asked.id !== event.id) return state;
  const next: PanelState = { ...state, autoAsk: undefined };
  const customer = customerToLookUp(next.current, next.ticket, next.autoCustomer);
  if (!next.ready || !next.autoCustomer.enabled || next.ticket.tabId !== asked.tabId) return next;
  if (!customer || !sameCustomer(customer, asked.customer)) return next;
  if (!event.allowed) {
    const { tabId, ticket } = next.ticket;
    return { ...next, held: { tabId, ...(ticket ? { ticket } : {}) } };
  }
  return lookUpTicketCustomer({ ...next, held: undefined }, customer);
}

const sameCustomer = (a: Lookup, b: Lookup) => a.kind === b.kind && a.value === b.value;

/**
 * The ticket's only customer, not looked up, on a ticket where the tab's budget of lookups nobody
 * clicked held one back: the panel offers it ("Look up …") and says why. The customer the ticket
 * shows now, so a page that keeps changing it still leaves the agent a button to click.
 */
export function heldCustomer(state: PanelState): Lookup | undefined {
  const { held, ready, autoCustomer, ticket, current } = state;
  if (!held || !ready || !autoCustomer.enabled) return undefined;
  if (!sameTicket(held, ticket)) return undefined;
  return customerToLookUp(current, ticket, autoCustomer);
}

/** The ticket's only customer, looked up with no click once its reports have settled and the worker allowed it. */
function lookUpTicketCustomer(state: PanelState, customer: Lookup): PanelState {
  // What the agent is typing stays: only a field empty or showing the last answer follows, and the
  // id it gets is selected, so an agent already in the field types over it, never after it.
  const { search, current } = state;
  const follows = !search.text.trim() || search.text === (current ? lookupText(current.lookup) : "");
  const next = follows
    ? { text: lookupText(customer), filled: search.filled + 1 }
    : { text: search.text, filled: search.filled };
  return startLookup({ ...state, search: next }, customer, alternativesFor(customer), autoReason(customer));
}

/** Every lookup the agent asked for, wherever it starts: Search shows it, with its kind. */
function show(state: PanelState, lookup: Lookup, alternatives = alternativesFor(lookup)): PanelState {
  const search = { text: lookupText(lookup), filled: state.search.filled };
  return startLookup({ ...state, search }, lookup, alternatives);
}

function readAs(state: PanelState, kind: LookupKind): PanelState {
  const { current } = state;
  if (!current) return state;
  const { lookup } = current;
  // The campaign stays with the text, so "read as card in campaign" can come back to it.
  const next: Lookup = {
    kind,
    value: lookup.value,
    ...(lookup.campaignId ? { campaignId: lookup.campaignId } : {}),
  };
  return show(
    state,
    next,
    [lookup.kind, ...current.alternatives].filter((k) => k !== kind),
  );
}

/**
 * A lookup goes, with its kind, to the view that answers it: redemptions and, for a code, the
 * member card; expiring points for loyalty ids; none for an order id.
 */
function startLookup(state: PanelState, lookup: Lookup, alternatives: LookupKind[], auto?: string) {
  return ask(state, (id, scope, profileId) => {
    const current: CurrentLookup = {
      lookup,
      alternatives,
      ticketTabId: state.ticket.tabId,
      ...(state.ticket.ticket ? { ticket: state.ticket.ticket } : {}),
      ...(auto ? { auto } : {}),
    };
    // A lookup the panel made on its own is not one the agent made: it stays out of recent lookups.
    const remember = auto ? state.remember : { profileId, lookup };
    // A customer's or a member's loyalty v2 cards: asked with the lookup, once; a previous
    // lookup's answer still on its way is dropped.
    const v2 = membershipsFor(lookup);
    const place = { tabId: state.ticket.tabId, ticket: state.ticket.ticket };
    const loyaltyV2 = {
      ...NO_V2,
      ...(v2 ? { memberships: askQuery(state.memberships, { id, scope, question: v2 }) } : {}),
      ...(v2 && v2.identificationType !== "member_id" ? { lastCustomer: { question: v2, place } } : {}),
    };
    if (answerOf(lookup.kind) === "redemptions" && isRedemptionLookup(lookup)) {
      const question: RedemptionQuery = {
        lookup,
        filters: {},
        order: "-created_at",
        pageSize: state.pageSize,
        page: 1,
      };
      // A code may be a loyalty card: asked at the same time; 404 means it is not one.
      const card = lookup.kind === "code" || lookup.kind === "card_in_campaign";
      return {
        ...loyaltyV2,
        current,
        remember,
        view: "redemptions" as const,
        redemptions: askQuery(state.redemptions, { id, scope, question }),
        member: card ? askQuery(state.member, { id, scope, question: lookup }) : idleQuery,
      };
    }
    if (answerOf(lookup.kind) !== "expiring_points")
      return { ...loyaltyV2, current, remember, redemptions: idleQuery, member: idleQuery };
    // Another card's buckets (or a reply still on its way for it) never stand under this one.
    const loyalty: PanelState = {
      ...state,
      ...loyaltyV2,
      current,
      remember,
      redemptions: idleQuery,
      member: idleQuery,
      points: idleQuery,
      cardIds: undefined,
      view: "points",
      serial: id,
    };
    return fillCardIds(loyalty);
  });
}

/**
 * A loyalty lookup's card ids: the one looked up and the others from its ticket, as the page
 * reports them (a click can come before the page's report), never over what is already there,
 * and only from the ticket it was looked up on (another ticket's ids would make a card of two).
 * The buckets are asked for once, when all three are first known.
 */
function fillCardIds(state: PanelState): PanelState {
  const { current, ticket } = state;
  if (!current || answerOf(current.lookup.kind) !== "expiring_points") return state;
  if (!sameTicket(placeOf(current), ticket)) return state;
  const shown = state.cardIds ?? {};
  const ids: Partial<CardIds> = { ...cardIdsFor(current.lookup, ticket.tokens), ...definedIds(shown) };
  if (sameIds(ids, shown)) return state;
  const next = { ...state, cardIds: ids };
  return completeIds(ids) && !completeIds(shown) ? loadCard(next, ids) : next;
}

function showCardIds(state: PanelState, ids: Partial<CardIds>): PanelState {
  const next: PanelState = { ...state, cardIds: ids, view: "points" };
  return completeIds(ids) ? loadCard(next, ids) : next;
}

/** A complete card's buckets, in the order the view shows now. */
function loadCard(state: PanelState, ids: CardIds): PanelState {
  const { order } = expiringPointsState(state.points);
  return ask(state, (id, scope) => ({ points: loadBuckets(state.points, { id, scope }, ids, order) }));
}

/** No loyalty v2 answer shown or awaited. */
const NO_V2 = { memberships: idleQuery, program: idleQuery, pending: idleQuery } as const;

/**
 * Whose loyalty v2 cards may hold a code Get Member does not know: the one member id the ticket
 * shows, else its one customer, else the customer last looked up on this ticket.
 */
function holderOf(state: PanelState): MembershipsQuestion | undefined {
  const { ticket, autoCustomer, lastCustomer } = state;
  const members = new Set(
    ticket.tokens.flatMap((token) => {
      const found = lookupOfToken(token);
      return found?.kind === "loyalty_member_id" ? [found.value] : [];
    }),
  );
  if (members.size === 1) return { customerId: [...members][0]!, identificationType: "member_id" };
  const customer = ticketCustomer(ticket.tokens, autoCustomer);
  const asked = customer && membershipsFor(customer);
  if (asked) return asked;
  return lastCustomer && sameTicket(lastCustomer.place, ticket) ? lastCustomer.question : undefined;
}

/**
 * A code Get Member answered 404 for may be a loyalty v2 card, which v1 cannot read: the memberships
 * of whoever may hold it are asked, so the panel names the card rather than only hinting.
 */
function askHolderOfUnknownCard(state: PanelState): PanelState {
  const { member, current, memberships } = state;
  const code = member.question;
  const unknown = member.error?.kind === "http" && member.error.status === 404;
  if (!unknown || !code || current?.lookup !== code || memberships.question) return state;
  const holder = holderOf(state);
  if (!holder) return state;
  const question = { ...holder, forCode: code.value };
  return ask(state, (id, scope) => ({ memberships: askQuery(state.memberships, { id, scope, question }) }));
}
