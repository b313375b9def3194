import type {
  LoyaltyMember,
  Membership,
  Memberships,
  PendingBucketPage,
  PointsBucketPage,
} from "@/lib/core/api/schemas";
import type { Answer } from "@/lib/core/ids/kinds";
import type { Asks } from "@/lib/core/query/asks";
import {
  abandonQuery,
  askQuery,
  idleQuery,
  type QueryReport,
  reportQuery,
} from "@/lib/core/query/query-state";
import { answerOf, type Lookup, lookupOfToken } from "@/lib/lookup";
import type { CurrentLookup } from "@/lib/lookup/index.sidepanel";
import {
  type CustomerOptions,
  madeOn,
  sameTicket,
  type TicketPlace,
  type TicketToken,
  ticketCustomer,
} from "@/lib/ticket/index.sidepanel";
import { cardIdsFor, completeIds, definedIds, sameIds } from "./card-ids";
import {
  type BucketOrder,
  type BucketsQuery,
  bucketsReported,
  type CardIds,
  expiringPointsState,
  loadBuckets,
  loadMoreBuckets,
} from "./expiring-points-query";
import type { MemberCardQuery } from "./member-card-query";
import {
  type MembershipsQuery,
  type MembershipsQuestion,
  membershipsFor,
  type PendingQuery,
  type ProgramQuery,
} from "./memberships-query";

/** Loyalty's part of the side panel's state: the member card, Expiring points, the v2 memberships. */
export interface LoyaltySlice {
  member: MemberCardQuery;
  points: BucketsQuery;
  /** The ids in Expiring points' form, from the lookup, the ticket or the v2 hint. */
  cardIds?: Partial<CardIds>;
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
}

/** No loyalty v2 answer shown or awaited. */
const NO_V2 = { memberships: idleQuery, program: idleQuery, pending: idleQuery } as const;

export const initialLoyalty: LoyaltySlice = { member: idleQuery, points: idleQuery, ...NO_V2 };

export type LoyaltyEvent =
  | { type: "card.retried" }
  | { type: "points.shown"; ids: CardIds; order: BucketOrder }
  | { type: "points.more" }
  /** Ids for Expiring points from elsewhere (the v2 hint): shown, and their buckets loaded once complete. */
  | { type: "cardIds.shown"; ids: Partial<CardIds> }
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

const LOYALTY_EVENTS: ReadonlySet<string> = new Set<LoyaltyEvent["type"]>([
  "card.retried",
  "points.shown",
  "points.more",
  "cardIds.shown",
  "member.reported",
  "points.reported",
  "memberships.retried",
  "program.opened",
  "pending.opened",
  "memberships.reported",
  "program.reported",
  "pending.reported",
]);
export const isLoyaltyEvent = (event: { type: string }): event is LoyaltyEvent =>
  LOYALTY_EVENTS.has(event.type);

/** What loyalty reads of the rest of the panel: the lookup shown and the ticket open now. */
export interface LoyaltyContext {
  /** Numbers for questions; none without a profile, and then nothing is asked. */
  asks?: Asks;
  current?: CurrentLookup;
  ticket: TicketPlace & { tokens: readonly TicketToken[] };
  autoCustomer: CustomerOptions;
}

export function loyaltyReducer(slice: LoyaltySlice, event: LoyaltyEvent, ctx: LoyaltyContext): LoyaltySlice {
  const { asks } = ctx;
  switch (event.type) {
    case "card.retried": {
      const question = slice.member.question;
      if (!question || !asks) return slice;
      return { ...slice, member: askQuery(slice.member, { ...asks.next(), question }) };
    }
    case "points.shown":
      if (!asks) return slice;
      return { ...slice, points: loadBuckets(slice.points, asks.next(), event.ids, event.order) };
    case "points.more": {
      if (!asks || !slice.points.value?.next) return slice;
      // Nothing more to load: nothing changes, and nothing is drawn again.
      const points = loadMoreBuckets(slice.points, asks.next());
      return points === slice.points ? slice : { ...slice, points };
    }
    case "cardIds.shown": {
      const next = { ...slice, cardIds: event.ids };
      return completeIds(event.ids) ? loadCard(next, event.ids, asks) : next;
    }
    case "member.reported": {
      const member = reportQuery(slice.member, event.report);
      return member === slice.member ? slice : askHolderOfUnknownCard({ ...slice, member }, ctx);
    }
    case "points.reported": {
      const points = bucketsReported(slice.points, event.report, asks?.next().id ?? 0);
      return points === slice.points ? slice : { ...slice, points };
    }
    case "memberships.retried": {
      const question = slice.memberships.question;
      if (!question || !asks) return slice;
      return { ...slice, memberships: askQuery(slice.memberships, { ...asks.next(), question }) };
    }
    case "program.opened": {
      const asked = slice.memberships.question;
      if (!asked || !asks) return slice;
      const { customerId, identificationType } = asked;
      const question = { customerId, identificationType, programId: event.programId };
      return { ...slice, program: askQuery(slice.program, { ...asks.next(), question }) };
    }
    case "pending.opened":
      if (!asks) return slice;
      return { ...slice, pending: askQuery(slice.pending, { ...asks.next(), question: event.ids }) };
    case "memberships.reported":
      return withReport(slice, "memberships", reportQuery(slice.memberships, event.report));
    case "program.reported":
      return withReport(slice, "program", reportQuery(slice.program, event.report));
    case "pending.reported":
      return withReport(slice, "pending", reportQuery(slice.pending, event.report));
  }
}

function withReport<K extends "memberships" | "program" | "pending">(
  slice: LoyaltySlice,
  key: K,
  query: LoyaltySlice[K],
): LoyaltySlice {
  // A dropped reply changes nothing, so nothing is drawn again for it.
  return query === slice[key] ? slice : { ...slice, [key]: query };
}

/**
 * A lookup started: a customer's or a member's loyalty v2 cards are asked with it, once (a
 * previous lookup's answer still on its way is dropped); a code may be a loyalty card, asked at the
 * same time (404 means it is not one); Expiring points start afresh for every lookup, a loyalty
 * id's with its ids filled.
 */
export function startLoyalty(
  slice: LoyaltySlice,
  lookup: Lookup,
  answer: Answer,
  ctx: LoyaltyContext & { asks: Asks; current: CurrentLookup },
): LoyaltySlice {
  const { asks, ticket } = ctx;
  const v2 = membershipsFor(lookup);
  const place = { tabId: ticket.tabId, ticket: ticket.ticket };
  const next: LoyaltySlice = {
    ...slice,
    ...NO_V2,
    // Expiring points answer the lookup shown too: a previous card's buckets (and its ids, one
    // click from them) would put that member's points into a reply on this lookup's ticket.
    points: idleQuery,
    cardIds: undefined,
    ...(v2 ? { memberships: askQuery(slice.memberships, { ...asks.next(), question: v2 }) } : {}),
    ...(v2 && v2.identificationType !== "member_id" ? { lastCustomer: { question: v2, place } } : {}),
  };
  if (answer === "redemptions") {
    const card = lookup.kind === "code" || lookup.kind === "card_in_campaign";
    return {
      ...next,
      member: card ? askQuery(slice.member, { ...asks.next(), question: lookup }) : idleQuery,
    };
  }
  if (answer !== "expiring_points") return { ...next, member: idleQuery };
  return fillCardIds({ ...next, member: idleQuery }, ctx);
}

/**
 * A loyalty lookup's card ids: the one looked up and the others from its ticket, as the page
 * reports them (a click can come before the page's report), never over what is already there,
 * and only from the ticket it was looked up on (another ticket's ids would make a card of two).
 * The buckets are asked for once, when all three are first known.
 */
export function fillCardIds(slice: LoyaltySlice, ctx: LoyaltyContext): LoyaltySlice {
  const { current, ticket } = ctx;
  if (!current || !isLoyaltyId(current.lookup)) return slice;
  if (!madeOn(current, ticket)) return slice;
  const shown = slice.cardIds ?? {};
  const ids: Partial<CardIds> = { ...cardIdsFor(current.lookup, ticket.tokens), ...definedIds(shown) };
  if (sameIds(ids, shown)) return slice;
  const next = { ...slice, cardIds: ids };
  return completeIds(ids) && !completeIds(shown) ? loadCard(next, ids, ctx.asks) : next;
}

const isLoyaltyId = (lookup: Lookup) => answerOf(lookup.kind) === "expiring_points";

/** A complete card's buckets, in the order the view shows now. */
function loadCard(slice: LoyaltySlice, ids: CardIds, asks: Asks | undefined): LoyaltySlice {
  if (!asks) return slice;
  const { order } = expiringPointsState(slice.points);
  return { ...slice, points: loadBuckets(slice.points, asks.next(), ids, order) };
}

/** Whether an answer of the lookup's own (the card, the buckets) is still on its way. */
export const loyaltyWaiting = (slice: LoyaltySlice) => slice.member.loading || slice.points.loading;

/** Another ticket: answers still on their way were asked for the previous one. */
export const abandonLoyalty = (slice: LoyaltySlice): LoyaltySlice => ({
  ...slice,
  member: abandonQuery(slice.member),
  points: abandonQuery(slice.points),
  memberships: abandonQuery(slice.memberships),
  program: abandonQuery(slice.program),
  pending: abandonQuery(slice.pending),
});

/** Another profile: nothing asked or shown of the previous one stays (the form's ids do). */
export const forgetLoyalty = (slice: LoyaltySlice): LoyaltySlice => ({
  ...slice,
  member: idleQuery,
  points: idleQuery,
  ...NO_V2,
  lastCustomer: undefined,
});

/**
 * Whose loyalty v2 cards may hold a code Get Member does not know: the one member id the ticket
 * shows, else its one customer, else the customer last looked up on this ticket.
 */
function holderOf(slice: LoyaltySlice, ctx: LoyaltyContext): MembershipsQuestion | undefined {
  const { ticket, autoCustomer } = ctx;
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
  const { lastCustomer } = slice;
  return lastCustomer && sameTicket(lastCustomer.place, ticket) ? lastCustomer.question : undefined;
}

/**
 * A code Get Member answered 404 for may be a loyalty v2 card, which v1 cannot read: the memberships
 * of whoever may hold it are asked, so the panel names the card rather than only hinting.
 */
function askHolderOfUnknownCard(slice: LoyaltySlice, ctx: LoyaltyContext): LoyaltySlice {
  const { member, memberships } = slice;
  const code = member.question;
  const unknown = member.error?.kind === "http" && member.error.status === 404;
  if (!unknown || !code || ctx.current?.lookup !== code || memberships.question || !ctx.asks) return slice;
  // The holder is read off the ticket open now: only the ticket the code was looked up on may name
  // them, or another ticket's customer would be shown as the holder of this one's card.
  if (!madeOn(ctx.current, ctx.ticket)) return slice;
  const holder = holderOf(slice, ctx);
  if (!holder) return slice;
  const question = { ...holder, forCode: code.value };
  return { ...slice, memberships: askQuery(slice.memberships, { ...ctx.asks.next(), question }) };
}

/** The Expiring points view's state. */
export const pointsOf = (slice: LoyaltySlice) => expiringPointsState(slice.points);
