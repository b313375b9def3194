import { numberAsks } from "@/lib/core/query/asks";
import {
  abandonHistory,
  forgetHistory,
  type HistoryCard,
  type HistoryEvent,
  type HistorySlice,
  historyReducer,
  initialHistory,
  isHistoryEvent,
} from "@/lib/history/index.sidepanel";
import type { InsertTarget } from "@/lib/insert-reply/index.sidepanel";
import { alternativesFor, answerOf, type Lookup, type LookupKind, lookupOfToken } from "@/lib/lookup";
import {
  type Asked,
  forgetLookup,
  initialLookup,
  isLookupEvent,
  type LookupEvent,
  type LookupSlice,
  lookupReducer,
  searchFor,
  startLookup as startLookupSlice,
} from "@/lib/lookup/index.sidepanel";
import {
  abandonLoyalty,
  cardAnswered,
  fillCardIds,
  forgetLoyalty,
  historyCardOf,
  initialLoyalty,
  isLoyaltyEvent,
  type LoyaltyContext,
  type LoyaltyEvent,
  type LoyaltySlice,
  pointsOf as loyaltyPoints,
  loyaltyReducer,
  loyaltyWaiting,
  startLoyalty,
} from "@/lib/loyalty/index.sidepanel";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import {
  abandonRedemptions,
  initialRedemptions,
  isRedemptionsEvent,
  type RedemptionsEvent,
  type RedemptionsSlice,
  redemptionsReducer,
  startRedemptions,
} from "@/lib/redemptions/index.sidepanel";
import {
  type AnswerCustomer,
  type AutoContext,
  aboutOtherTicket,
  asAnswerCustomer,
  autoReason,
  autoReasonNow,
  autoReasonWords,
  chooseCustomer,
  customerOfAnswer,
  initialTicket,
  madeOn,
  onThisTicket,
  placeOf,
  readTicket,
  requesterEmails,
  requesterMismatch,
  sameTicket,
  settle,
  type TicketEvent,
  type TicketRef,
  type TicketSay,
  type TicketSlice,
  type TicketToken,
  ticketCustomers,
  heldCustomer as ticketHeldCustomer,
  ticketReducer,
  ticketSay,
  withoutOwnEmails,
} from "@/lib/ticket/index.sidepanel";
import type { AutoCustomerSettings } from "./use-panel-settings";

/** The panel's two views; ids name their tab and panel elements. */
export type PanelView = "redemptions" | "points";

/** What the whole panel shares: the profile in use, its settings, the view, the numbering of questions. */
interface PanelShared {
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
  view: PanelView;
  /** The last number given to a question or a wait. */
  serial: number;
}

/**
 * The side panel's state: each feature's slice (its keys its own), composed here with what they
 * share. The rules that span features live in this file only: which profile and ticket an answer
 * still counts for, and which ticket an answer is about.
 */
export type PanelState = PanelShared &
  LookupSlice &
  TicketSlice &
  RedemptionsSlice &
  LoyaltySlice &
  HistorySlice;

/** Until the settings are read, nothing is looked up on its own. */
const AUTO_OFF: AutoCustomerSettings = { enabled: false, emails: false, ownDomains: [] };

export const initialPanelState: PanelState = {
  pageSize: 25,
  ready: false,
  autoCustomer: AUTO_OFF,
  view: "redemptions",
  serial: 0,
  ...initialLookup,
  ...initialTicket,
  ...initialRedemptions,
  ...initialLoyalty,
  ...initialHistory,
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
  | { type: "view.chosen"; view: PanelView }
  | LookupEvent
  | TicketEvent
  | RedemptionsEvent
  | LoyaltyEvent
  | HistoryEvent;

/** Each slice's own keys, read out of the panel's state. */
const lookupOf = ({ current, search, recent, remember }: PanelState): LookupSlice => ({
  current,
  search,
  recent,
  remember,
});
const ticketOf = ({ ticket, lastTicket, settling, autoAsk, held }: PanelState): TicketSlice => ({
  ticket,
  lastTicket,
  settling,
  autoAsk,
  held,
});
const loyaltyOf = (s: PanelState): LoyaltySlice => ({
  member: s.member,
  points: s.points,
  cardIds: s.cardIds,
  memberships: s.memberships,
  program: s.program,
  pending: s.pending,
  lastCustomer: s.lastCustomer,
});

/**
 * The numbering of one event's questions and waits: `asks` only with a profile in use (without
 * one, nothing is asked), `done` writes the last number given back into the state.
 */
function numbering(state: PanelState) {
  const counter = numberAsks(state.serial, state.project ?? "");
  const asks = state.profileId && state.project ? counter : undefined;
  const done = (next: PanelState): PanelState =>
    counter.last() === state.serial ? next : { ...next, serial: counter.last() };
  return { asks, nextId: () => counter.next().id, done };
}

const loyaltyContext = (state: PanelState, asks: LoyaltyContext["asks"]): LoyaltyContext => ({
  ...(asks ? { asks } : {}),
  ...(state.current ? { current: state.current } : {}),
  ticket: state.ticket,
  autoCustomer: state.autoCustomer,
});

/**
 * The side panel's state, event by event: each event goes to the slice it belongs to, and what
 * spans slices is done here. Pure: the effects (use-panel.ts) ask the worker, read storage and keep
 * the time, and tell this what happened.
 */
export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  const { asks, nextId, done } = numbering(state);
  if (event.type === "settings.read") return settingsRead(state, event, nextId, done);
  if (event.type === "view.chosen") return { ...state, view: event.view };
  if (isLookupEvent(event)) {
    const before = lookupOf(state);
    const { slice, start } = lookupReducer(before, event, state.profileId);
    const next = slice === before ? state : { ...state, ...slice };
    return start ? done(begin(next, start, asks)) : next;
  }
  if (isRedemptionsEvent(event)) {
    const slice = redemptionsReducer(state, event, asks);
    if (slice.redemptions === state.redemptions) return state;
    const pageSize =
      event.type === "list.changed"
        ? { pageSize: slice.redemptions.question?.pageSize ?? state.pageSize }
        : {};
    return done(answered({ ...state, ...slice, ...pageSize }, event));
  }
  if (isLoyaltyEvent(event)) {
    const before = loyaltyOf(state);
    const slice = loyaltyReducer(before, event, loyaltyContext(state, asks));
    // The v2 hint's ids open Expiring points.
    const view = event.type === "cardIds.shown" ? { view: "points" as const } : {};
    if (slice === before && !view.view) return state;
    const next = answered({ ...state, ...slice, ...view }, event);
    return done(summariseOnlyCard(next, before, asks));
  }
  if (isHistoryEvent(event)) {
    const slice = historyReducer(state, event, asks);
    if (slice.history === state.history) return state;
    const next = answered({ ...state, ...slice }, event);
    return done(event.type === "tierHistory.reported" ? nameTiers(next, asks) : next);
  }
  if (event.type === "ticket.read") return done(ticketRead(state, event, asks, nextId));
  const auto = autoContext(state, nextId);
  const before = ticketOf(state);
  const { slice, start } = ticketReducer(before, event, auto);
  const next = slice === before ? state : { ...state, ...slice };
  return done(
    start
      ? begin(
          next,
          { lookup: start, alternatives: alternativesFor(start), how: "auto" },
          asks,
          autoReason(start),
        )
      : next,
  );
}

const autoContext = (state: PanelState, nextId: () => number): AutoContext => ({
  ready: state.ready,
  autoCustomer: state.autoCustomer,
  ...(state.current ? { current: state.current } : {}),
  nextId,
});

/**
 * The lookup's first answer came: one made before any ticket was known is about the ticket known
 * now, if there is one, in the tab it was made in. A ticket read after its first answer is not known
 * to be the one it was asked about (the tab may have moved on from the page it was asked on), and
 * later answers (its memberships, a next page) do not make it so.
 */
function answered(state: PanelState, event: PanelEvent): PanelState {
  if (!event.type.endsWith(".reported")) return state;
  const { current, ticket } = state;
  if (!current || current.answered) return state;
  const adopt = !current.ticket && ticket.ticket && sameTicket(placeOf(current), ticket);
  return {
    ...state,
    current: { ...current, answered: true, ...(adopt ? { ticket: ticket.ticket } : {}) },
  };
}

/**
 * A lookup starts, wherever it started (Search, a click, a page, the ticket's customer): Search
 * shows it, and every feature that answers its kind asks its question, under the profile in use;
 * without one, nothing is asked.
 */
function begin(
  state: PanelState,
  { lookup, alternatives, how, from }: Asked,
  asks: ReturnType<typeof numbering>["asks"],
  auto?: string,
): PanelState {
  const shown: PanelState = { ...state, search: searchFor(state, lookup, Boolean(auto)) };
  if (!asks || !state.profileId) return shown;
  // A page's lookup is about the ticket it was asked on, which the panel may no longer show (the
  // agent moved on before it opened): said so above its answer, and its replies go nowhere else.
  const { tabId, ticket } = from?.tabId !== undefined ? from : state.ticket;
  const lookupSlice = startLookupSlice(shown, {
    lookup,
    alternatives,
    how,
    ...(auto ? { auto } : {}),
    profileId: state.profileId,
    tabId,
    ...(ticket ? { ticket } : {}),
  });
  // Asked in the panel's tab before its ticket was read, which the panel knows now (a page's click
  // filed while it loaded, or the same text read otherwise): maybe that ticket, maybe the page
  // before, so no ticket read from now on is taken for its own.
  const beforeTicket =
    from?.tabId !== undefined && !from.ticket && from.tabId === state.ticket.tabId && state.ticket.ticket;
  const current = beforeTicket ? { ...lookupSlice.current, answered: true as const } : lookupSlice.current;
  const answer = answerOf(lookup.kind);
  const loyalty = startLoyalty(loyaltyOf(state), lookup, answer, {
    ...loyaltyContext(state, asks),
    asks,
    current,
  });
  const redemptions = startRedemptions(state, lookup, state.pageSize, asks);
  const view =
    answer === "redemptions" ? "redemptions" : answer === "expiring_points" ? "points" : state.view;
  return { ...shown, ...lookupSlice, current, ...redemptions, ...loyalty, ...forgetHistory(), view };
}

/**
 * A card's tier changes name tiers by id: the program's membership, which names them in its tier
 * progress, is asked once they came (as the agent's Tier progress would).
 */
function nameTiers(state: PanelState, asks: ReturnType<typeof numbering>["asks"]): PanelState {
  const { card, tiers } = state.history;
  if (card?.kind !== "v2" || !tiers.value?.items.length) return state;
  if (state.program.question?.programId === card.programId) return state;
  const before = loyaltyOf(state);
  const slice = loyaltyReducer(
    before,
    { type: "program.opened", programId: card.programId },
    loyaltyContext(state, asks),
  );
  return slice === before ? state : { ...state, ...slice };
}

/**
 * The card the answer is about (the customer's one loyalty v2 card or the one the ticket names, or
 * the code's v1 card): its history's summary is asked as the answer comes, with no click. Otherwise
 * the agent opens the card the customer means.
 */
function summariseOnlyCard(
  state: PanelState,
  before: LoyaltySlice,
  asks: ReturnType<typeof numbering>["asks"],
): PanelState {
  let card: HistoryCard | undefined;
  if (state.memberships.value && state.memberships !== before.memberships && !state.memberships.loading)
    card = cardAnswered(state.memberships.value, new Set(answerTokens(state, "code")));
  else if (state.member.value && state.member !== before.member && !state.member.loading)
    card = historyCardOf(state.member.value);
  if (!card || !asks) return state;
  const slice = historyReducer(state, { type: "history.summarised", card }, asks);
  return slice.history === state.history ? state : { ...state, ...slice };
}

function settingsRead(
  state: PanelState,
  event: Extract<PanelEvent, { type: "settings.read" }>,
  nextId: () => number,
  done: (next: PanelState) => PanelState,
): PanelState {
  const { profileId, project, pageSize, ready, autoCustomer } = event;
  let next: PanelState = { ...state, profileId, project, pageSize, ready, autoCustomer };
  if (profileId !== state.profileId || project !== state.project) {
    // Another profile, or this one moved to another project: what is on screen and what was asked
    // belong to the previous one.
    next = {
      ...next,
      ...forgetLookup(lookupOf(next)),
      ...initialRedemptions,
      ...forgetLoyalty(loyaltyOf(next)),
      ...forgetHistory(),
    };
  }
  const auto = (s: PanelState) =>
    JSON.stringify([s.ready && s.autoCustomer.enabled, s.autoCustomer.emails, s.autoCustomer.ownDomains]);
  return auto(next) === auto(state)
    ? next
    : done({ ...next, ...settle(ticketOf(next), autoContext(next, nextId)) });
}

function ticketRead(
  state: PanelState,
  event: Extract<PanelEvent, { type: "ticket.read" }>,
  asks: ReturnType<typeof numbering>["asks"],
  nextId: () => number,
): PanelState {
  const { slice, moved, first: firstTicket } = readTicket(ticketOf(state), event);
  let next: PanelState = { ...state, ...slice };
  let { current } = state;
  // The lookup's own answers: the memberships beside them are dropped too on another ticket, but a
  // lookup whose list came is not one whose answer was dropped.
  const waiting = state.redemptions.loading || loyaltyWaiting(state);
  if (moved) {
    // Another ticket: answers still on their way were asked for the previous one.
    next = {
      ...next,
      ...abandonRedemptions(state),
      ...abandonLoyalty(loyaltyOf(state)),
      ...abandonHistory(state),
    };
    // Said, not silent: the agent sees why no answer came, and can ask again.
    if (waiting && current) current = { ...current, dropped: true };
  } else if (current) {
    // A lookup asked for before the panel knew its ticket (a page's click as the panel opened)
    // belongs to the first ticket it knows: the ticket's customer never replaces it. One whose
    // answer is still on its way is about the ticket known when it comes: this one, unless the
    // helpdesk moves on before, which drops it.
    const first = firstTicket && current.ticketTabId === undefined;
    if (first) current = { ...current, ticketTabId: event.tabId };
    // Only in the tab it was asked in (a page's lookup may come from another), and only before its
    // first answer: a ticket read after it may be the page after the one it was asked on.
    const itsTab = current.ticketTabId === event.tabId;
    if (!current.ticket && event.ticket && itsTab && (first || !current.answered))
      current = { ...current, ticket: event.ticket };
  }
  next = { ...next, current };
  next = { ...next, ...fillCardIds(loyaltyOf(next), loyaltyContext(next, asks)) };
  return { ...next, ...settle(ticketOf(next), autoContext(next, nextId)) };
}

/**
 * The request ids the API gave in the errors the panel shows for the lookup shown, for its entry in
 * the lookup log: each query holds only its newest question's answer, so each id is this lookup's.
 */
export function requestIdsShown(state: PanelState): string[] {
  const queries = [
    state.redemptions,
    state.member,
    state.points,
    state.memberships,
    state.program,
    state.pending,
    state.history.transactions,
    state.history.legacy,
    state.history.tiers,
    state.history.purchases,
  ];
  const ids = queries.flatMap(({ error }) =>
    error && (error.kind === "http" || error.kind === "rate_limited") && error.body.request_id
      ? [error.body.request_id]
      : [],
  );
  return [...new Set(ids)];
}

// What the panel says below is worded here, in the words the view passes (the ticket's, in the
// agent's language); the state keeps no words of its own, so a change of language changes them all.

/** Why the lookup shown was made with no click, as true now as when it was made; nothing for the agent's own. */
export function whyLookedUp(state: PanelState, say: TicketSay = ticketSay()): string | undefined {
  const { current } = state;
  return current?.auto
    ? autoReasonWords(
        autoReasonNow({ ...current, auto: current.auto }, state.ticket, state.autoCustomer),
        say,
      )
    : undefined;
}

/**
 * Set when the answer shown is about another ticket than the one open now, with the words said
 * above it: its replies are not inserted here. An answer dropped on its way is said otherwise.
 */
export function otherTicket(
  state: PanelState,
  say: TicketSay = ticketSay(),
): { ticket?: TicketRef; words: string; beforeTicketRead?: true } | undefined {
  const { current } = state;
  if (!current || current.dropped || onThisTicket(state, current)) return undefined;
  // Looked up in this tab before its page said which ticket it shows: maybe this one, maybe the page before.
  if (!current.ticket && current.ticketTabId === state.ticket.tabId)
    return { words: say("aboutPageBefore"), beforeTicketRead: true };
  return {
    ...(current.ticket ? { ticket: current.ticket } : {}),
    words: aboutOtherTicket(current.ticket, say),
  };
}

/**
 * Where Insert into reply may put the answer's replies, as the panel knows it now: the tab it speaks
 * about, the answer's ticket, and whether that tab shows another. One looked up before its page
 * said which ticket it shows is refused by Insert in words of its own.
 */
export function insertTarget(state: PanelState, say: TicketSay = ticketSay()): InsertTarget {
  const elsewhere = otherTicket(state, say);
  return {
    tabId: state.ticket.tabId,
    ticketKey: state.current?.ticket?.key,
    elsewhere: Boolean(elsewhere && !elsewhere.beforeTicketRead),
    ticketKnown: Boolean(state.ticket.ticket),
  };
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
export function requesterNotCustomer(state: PanelState, say: TicketSay = ticketSay()): string | undefined {
  const customer = answerCustomer(state);
  if (!customer || otherTicket(state, say)) return undefined;
  return requesterMismatch(requesterEmails(state.ticket.tokens, state.autoCustomer), customer, say);
}

/**
 * The requesters a row's customer is checked against before its reply goes in: a code's
 * redemptions may be any customer's, and a reply from another customer's row greets them and
 * states their order. None for an answer about another ticket, whose replies go nowhere here.
 */
export function rowRequesters(state: PanelState, say: TicketSay = ticketSay()): string[] {
  return otherTicket(state, say) ? [] : requesterEmails(state.ticket.tokens, state.autoCustomer);
}

/** What to confirm before one row's reply goes into the ticket, as the API gave that row's customer. */
export function requesterNotRowCustomer(
  state: PanelState,
  customer: { name?: string | null; email?: string | null; source_id?: string | null },
  say: TicketSay = ticketSay(),
): string | undefined {
  return requesterMismatch(rowRequesters(state, say), asAnswerCustomer(customer), say);
}

/**
 * The ticket's customers, with what to say of them, when it shows several and the panel looked
 * none up: each is one click from its lookup. Gone once the agent chose on this ticket.
 */
export function customersToChoose(
  state: PanelState,
  say: TicketSay = ticketSay(),
): { words: string; customers: Lookup[] } | undefined {
  const { ready, autoCustomer, ticket, current } = state;
  if (!ready || !autoCustomer.enabled || ticket.tabId === undefined) return undefined;
  if (current && !current.auto && madeOn(current, ticket)) return undefined;
  const customers = ticketCustomers(ticket.tokens, autoCustomer);
  return customers.length > 1 ? { words: chooseCustomer(customers.length, say), customers } : undefined;
}

/** What On this page lists: the ticket's tokens, the team's own addresses left out. */
export const onThisPage = (state: PanelState): TicketToken[] =>
  withoutOwnEmails(state.ticket.tokens, state.autoCustomer.ownDomains);

/** The Expiring points view's state. */
export const pointsOf = (state: PanelState) => loyaltyPoints(state);

/**
 * The order ids of the ticket the answer is about, for a card's history: none once the agent is on
 * another ticket, whose order is no part of this answer.
 */
export const answerOrders = (state: PanelState): string[] => answerTokens(state, "order_id");

/**
 * What the ticket open now shows, as far as it is the answer's ticket: nothing for an answer about
 * another, whose card its ids would wrongly name.
 */
export const answerTicketTokens = (state: PanelState): readonly TicketToken[] =>
  state.current && !onThisTicket(state, state.current) ? [] : state.ticket.tokens;

/** The ids of one kind the ticket of the answer shows; none once the agent is on another ticket. */
function answerTokens(state: PanelState, kind: LookupKind): string[] {
  const { current, ticket } = state;
  if (!current || !onThisTicket(state, current)) return [];
  const ids = ticket.tokens.flatMap((token) => {
    const found = lookupOfToken(token);
    return found?.kind === kind ? [found.value] : [];
  });
  return [...new Set(ids)];
}

/**
 * The ticket's only customer, not looked up, on a ticket where the tab's budget of lookups nobody
 * clicked held one back: the panel offers it ("Look up …") and says why.
 */
export const heldCustomer = (state: PanelState): Lookup | undefined =>
  ticketHeldCustomer(state, {
    ready: state.ready,
    autoCustomer: state.autoCustomer,
    ...(state.current ? { current: state.current } : {}),
  });
