import type { LoyaltyMember, PointsBucketPage, RedemptionPage } from "@/core/api/schemas";
import {
  alternativesFor,
  answerOf,
  classifyLookup,
  isRedemptionLookup,
  type Lookup,
  type LookupKind,
  lookupText,
} from "@/features/lookup/classify";
import type { PageSize, RedemptionQuery } from "@/features/lookup/query";
import {
  abandonQuery,
  askQuery,
  idleQuery,
  type QueryReport,
  reportQuery,
} from "@/features/lookup/query-state";
import {
  type BucketOrder,
  type BucketsQuery,
  bucketsReported,
  type CardIds,
  expiringPointsState,
  loadBuckets,
  loadMoreBuckets,
} from "@/features/loyalty/expiring-points-query";
import type { MemberCardQuery } from "@/features/loyalty/member-card-query";
import type { RedemptionsQuery } from "@/features/redemptions/redemptions-query";
import { AUTO_REASON, autoReasonNow, customerToLookUp } from "@/features/ticket/auto-customer";
import type { DetectedTokenRecord } from "@/features/ticket/detected-tokens";
import { ticketCustomer } from "@/features/ticket/ticket-customer";
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
  /** Set when the agent moved to another ticket before its answer came: the answer was dropped. */
  dropped?: boolean;
  /** Why the panel looked it up on its own, when the agent did not ask ("The only customer on this ticket"). */
  auto?: string;
}

export interface PanelState {
  /** The profile in use: what is shown and asked belongs to it. */
  profileId?: string;
  pageSize: PageSize;
  /** The profile and the page size are read: lookups from a page and the ticket's customer wait for it. */
  ready: boolean;
  /** Whether the ticket's only customer is looked up with no click, and who counts as one. */
  autoCustomer: AutoCustomerSettings;
  /** The tab the panel speaks about, once known, and what its page's frames detected. */
  ticket: { tabId?: number; tokens: DetectedTokenRecord[] };
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
  /** A lookup of the agent's, to add to recent lookups (a write for the effects to make). */
  remember?: { profileId: string; lookup: Lookup };
  /** Set while the ticket's reports settle before its only customer is looked up; names the wait. */
  settling?: number;
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
  serial: 0,
};

export type PanelEvent =
  /** The profile, page size and auto-lookup settings, as read (and read again when they change). */
  | {
      type: "settings.read";
      profileId: string | undefined;
      pageSize: PageSize;
      ready: boolean;
      autoCustomer: AutoCustomerSettings;
    }
  | { type: "recent.read"; profileId: string; list: Lookup[] }
  | { type: "recent.remembered"; profileId: string; list: Lookup[] }
  /** The ticket tab, or what its page detected, changed (or was read again). */
  | { type: "ticket.read"; tabId: number | undefined; tokens: DetectedTokenRecord[] }
  /** Nothing new came from the ticket for a moment since the wait named `settling` began. */
  | { type: "ticket.settled"; settling: number }
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
  | { type: "points.reported"; report: QueryReport<PointsBucketPage> };

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
      return event.settling === state.settling ? lookUpTicketCustomer(state) : state;
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
    case "member.reported":
      return withQuery(state, "member", reportQuery(state.member, event.report));
    case "points.reported": {
      const id = state.serial + 1;
      const points = bucketsReported(state.points, event.report, id);
      if (points === state.points) return state;
      return { ...state, points, serial: points.ask?.id === id ? id : state.serial };
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

/** The Expiring points view's state. */
export const pointsOf = (state: PanelState) => expiringPointsState(state.points);

function withQuery<K extends "redemptions" | "member">(
  state: PanelState,
  key: K,
  query: PanelState[K],
): PanelState {
  // A dropped reply changes nothing, so nothing is drawn again for it.
  return query === state[key] ? state : { ...state, [key]: query };
}

/** Questions asked under the next number, in the profile in use; nothing without a profile. */
function ask(state: PanelState, change: (id: number, scope: string) => Partial<PanelState>): PanelState {
  if (!state.profileId) return state;
  const id = state.serial + 1;
  const changed = change(id, state.profileId);
  // A change may ask more than one question (a loyalty lookup whose card is complete at once).
  return { ...state, ...changed, serial: Math.max(id, changed.serial ?? id) };
}

function settingsRead(state: PanelState, event: Extract<PanelEvent, { type: "settings.read" }>): PanelState {
  const { profileId, pageSize, ready, autoCustomer } = event;
  let next: PanelState = { ...state, profileId, pageSize, ready, autoCustomer };
  if (profileId !== state.profileId) {
    // Another project: what is on screen and what was asked belong to the previous one.
    next = {
      ...next,
      current: undefined,
      recent: { list: [], remembered: false },
      redemptions: idleQuery,
      member: idleQuery,
      points: idleQuery,
      remember: undefined,
    };
  }
  const auto = (s: PanelState) =>
    JSON.stringify([s.ready && s.autoCustomer.enabled, s.autoCustomer.emails, s.autoCustomer.ownDomains]);
  return auto(next) === auto(state) ? next : settle(next);
}

function ticketRead(state: PanelState, event: Extract<PanelEvent, { type: "ticket.read" }>): PanelState {
  const before = state.ticket.tabId;
  let next: PanelState = { ...state, ticket: { tabId: event.tabId, tokens: event.tokens } };
  let { current } = state;
  if (before !== undefined && event.tabId !== before) {
    // Another ticket: answers still on their way were asked for the previous one.
    const waiting = state.redemptions.loading || state.member.loading || state.points.loading;
    next = {
      ...next,
      redemptions: abandonQuery(state.redemptions),
      member: abandonQuery(state.member),
      points: abandonQuery(state.points),
    };
    // Said, not silent: the agent sees why no answer came, and can ask again.
    if (waiting && current) current = { ...current, dropped: true };
  } else if (before === undefined && current && current.ticketTabId === undefined) {
    // A lookup asked for before the panel knew its ticket (a page's click as the panel opened)
    // belongs to the first ticket it knows: the ticket's customer never replaces it.
    current = { ...current, ticketTabId: event.tabId };
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

/** The ticket's only customer, looked up with no click once its reports have settled. */
function lookUpTicketCustomer(state: PanelState): PanelState {
  if (!state.ready || !state.autoCustomer.enabled) return state;
  const customer = customerToLookUp(state.current, state.ticket, state.autoCustomer);
  if (!customer) return state;
  // What the agent is typing stays: only a field empty or showing the last answer follows, and the
  // id it gets is selected, so an agent already in the field types over it, never after it.
  const { search, current } = state;
  const follows = !search.text.trim() || search.text === (current ? lookupText(current.lookup) : "");
  const next = follows
    ? { text: lookupText(customer), filled: search.filled + 1 }
    : { text: search.text, filled: search.filled };
  return startLookup({ ...state, search: next }, customer, alternativesFor(customer), AUTO_REASON);
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
  return ask(state, (id, scope) => {
    const current: CurrentLookup = {
      lookup,
      alternatives,
      ticketTabId: state.ticket.tabId,
      ...(auto ? { auto } : {}),
    };
    // A lookup the panel made on its own is not one the agent made: it stays out of recent lookups.
    const remember = auto ? state.remember : { profileId: scope, lookup };
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
        current,
        remember,
        view: "redemptions" as const,
        redemptions: askQuery(state.redemptions, { id, scope, question }),
        member: card ? askQuery(state.member, { id, scope, question: lookup }) : idleQuery,
      };
    }
    if (answerOf(lookup.kind) !== "expiring_points")
      return { current, remember, redemptions: idleQuery, member: idleQuery };
    // Another card's buckets (or a reply still on its way for it) never stand under this one.
    const loyalty: PanelState = {
      ...state,
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
  if (current.ticketTabId !== ticket.tabId) return state;
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
