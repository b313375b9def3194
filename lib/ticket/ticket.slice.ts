import type { Lookup } from "@/lib/lookup";
import { sameTicket, type TicketPlace } from "./answer-ticket";
import { customerToLookUp, madeOn, type placeOf } from "./auto-customer";
import type { TicketToken } from "./detected-tokens";
import type { TicketRef } from "./ticket.messages";
import { type CustomerOptions, ticketCustomer } from "./ticket-customer";

/** The ticket open now, as the panel reads it. */
export interface OpenTicket extends TicketPlace {
  tokens: TicketToken[];
  /** How many more ids its page's frames showed than are kept. */
  dropped?: number;
}

/** Ticket's part of the side panel's state: the ticket open now, and its customer's no-click lookup. */
export interface TicketSlice {
  /**
   * The tab the panel speaks about, once known, the ticket it shows, what its page's frames
   * detected, and how many more they showed than are kept.
   */
  ticket: OpenTicket;
  /**
   * The ticket last known in that tab: a page loading shows none for a moment, and the ticket it
   * then shows is still another one.
   */
  lastTicket?: TicketRef;
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
}

export const initialTicket: TicketSlice = { ticket: { tokens: [] } };

export type TicketEvent =
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
  | { type: "autoLookup.answered"; id: number; allowed: boolean };

/** What the no-click lookup reads of the rest of the panel. */
export interface AutoContext {
  /** The settings are read: nothing is looked up on its own before. */
  ready: boolean;
  /** Whether the ticket's only customer is looked up with no click, and who counts as one. */
  autoCustomer: CustomerOptions & { enabled: boolean };
  /** The lookup shown, and where it was made. */
  current?: { lookup: Lookup; auto?: string; ticketTabId?: number; ticket?: TicketRef };
  /** The next number for a wait or a question. */
  nextId(): number;
}

/** The ticket read: whether it is another ticket than the one known (another tab, or a new address). */
export function readTicket(
  slice: TicketSlice,
  event: Extract<TicketEvent, { type: "ticket.read" }>,
): { slice: TicketSlice; moved: boolean; first: boolean } {
  const before = slice.ticket.tabId;
  const now: TicketPlace = { tabId: event.tabId, ticket: event.ticket };
  const sameTab = before === undefined || before === event.tabId;
  return {
    slice: {
      ...slice,
      ticket: { tabId: event.tabId, ticket: event.ticket, tokens: event.tokens, dropped: event.dropped ?? 0 },
      lastTicket: event.ticket ?? (sameTab ? slice.lastTicket : undefined),
    },
    moved: !sameTicket({ tabId: before, ticket: slice.lastTicket }, now),
    first: before === undefined,
  };
}

/** A new wait for the ticket's reports to settle when its only customer may be looked up, else none. */
export function settle(slice: TicketSlice, ctx: AutoContext): TicketSlice {
  const { ready, autoCustomer } = ctx;
  const { ticket } = slice;
  const waits =
    ready &&
    autoCustomer.enabled &&
    ticket.tabId !== undefined &&
    ticketCustomer(ticket.tokens, autoCustomer);
  if (!waits) return slice.settling === undefined ? slice : { ...slice, settling: undefined };
  return { ...slice, settling: ctx.nextId() };
}

/**
 * The no-click lookup's events: once the ticket's reports have settled, its only customer is first
 * asked for of the worker, which keeps the tab's budget of such lookups (auto-budget.ts); allowed,
 * the customer is looked up (`start`), if the ticket still shows it; refused, the panel holds it
 * and asks the agent ("Look up …").
 */
export function ticketReducer(
  slice: TicketSlice,
  event: Exclude<TicketEvent, { type: "ticket.read" }>,
  ctx: AutoContext,
): { slice: TicketSlice; start?: Lookup } {
  const { ready, autoCustomer, current } = ctx;
  if (event.type === "ticket.settled") {
    if (event.settling !== slice.settling || !ready || !autoCustomer.enabled) return { slice };
    const { tabId } = slice.ticket;
    const customer = customerToLookUp(current, slice.ticket, autoCustomer);
    if (!customer || tabId === undefined) return { slice };
    return { slice: { ...slice, autoAsk: { id: ctx.nextId(), tabId, customer } } };
  }
  const asked = slice.autoAsk;
  if (!asked || asked.id !== event.id) return { slice };
  const next: TicketSlice = { ...slice, autoAsk: undefined };
  const customer = customerToLookUp(current, next.ticket, autoCustomer);
  if (!ready || !autoCustomer.enabled || next.ticket.tabId !== asked.tabId) return { slice: next };
  if (!customer || !sameCustomer(customer, asked.customer)) return { slice: next };
  if (!event.allowed) {
    const { tabId, ticket } = next.ticket;
    return { slice: { ...next, held: { tabId, ...(ticket ? { ticket } : {}) } } };
  }
  return { slice: { ...next, held: undefined }, start: customer };
}

const sameCustomer = (a: Lookup, b: Lookup) => a.kind === b.kind && a.value === b.value;

/**
 * The ticket's only customer, not looked up, on a ticket where the tab's budget of lookups nobody
 * clicked held one back: the panel offers it ("Look up …") and says why. The customer the ticket
 * shows now, so a page that keeps changing it still leaves the agent a button to click.
 */
export function heldCustomer(slice: TicketSlice, ctx: Omit<AutoContext, "nextId">): Lookup | undefined {
  const { held, ticket } = slice;
  if (!held || !ctx.ready || !ctx.autoCustomer.enabled) return undefined;
  if (!sameTicket(held, ticket)) return undefined;
  return customerToLookUp(ctx.current, ticket, ctx.autoCustomer);
}

/** Whether the answer shown was made on the ticket open now. */
export const onThisTicket = (slice: TicketSlice, shown: Parameters<typeof placeOf>[0]) =>
  madeOn(shown, slice.ticket);
