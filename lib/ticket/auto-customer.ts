import type { Lookup } from "@/lib/lookup";
import { sameTicket, type TicketPlace, type TicketSay, ticketSay } from "./answer-ticket";
import { AUTO_LOOKUPS, AUTO_WINDOW_MS } from "./auto-budget";
import type { TicketToken } from "./detected-tokens";
import { type CustomerOptions, requesterEmails, ticketCustomer, ticketCustomers } from "./ticket-customer";

// The reasons below are kept in the panel's state and compared by tests as their English words: the
// panel says each in the agent's language (`autoReasonWords`), from words/en.ts and its translations.

/** Why a customer id was looked up with no click: what the lookup rests on, said as it is. */
export const AUTO_ONLY_ID = "The only customer id this ticket shows";
/** Why an email was looked up with no click: the ticket shows no customer id, and this one address. */
export const AUTO_ONLY_EMAIL = "The only email this ticket shows";
/** Said instead once the ticket shows another customer too: a frame that reported late, a new message. */
export const AUTO_DOUBT =
  "Looked up on its own, but this ticket now shows another customer too; check it is the right one";
/** Said once the ticket no longer shows the customer looked up (the helpdesk moved to another ticket). */
export const AUTO_GONE = "Looked up on its own for a customer this ticket no longer shows";
/** Said when the agent is on another ticket than the one the customer was looked up for. */
export const AUTO_ELSEWHERE = "The customer of the ticket you were on";

/** What the panel says of a lookup made with no click. */
export type AutoReason =
  | typeof AUTO_ONLY_ID
  | typeof AUTO_ONLY_EMAIL
  | typeof AUTO_DOUBT
  | typeof AUTO_GONE
  | typeof AUTO_ELSEWHERE;

const AUTO_WORDS = {
  [AUTO_ONLY_ID]: "autoOnlyId",
  [AUTO_ONLY_EMAIL]: "autoOnlyEmail",
  [AUTO_DOUBT]: "autoDoubt",
  [AUTO_GONE]: "autoGone",
  [AUTO_ELSEWHERE]: "autoElsewhere",
} as const satisfies Record<AutoReason, string>;

const isAutoReason = (reason: string): reason is AutoReason => Object.hasOwn(AUTO_WORDS, reason);

/** A reason for a lookup made with no click, in the agent's language. */
export const autoReasonWords = (reason: string, say: TicketSay = ticketSay()): string =>
  isAutoReason(reason) ? say(AUTO_WORDS[reason]) : reason;

/**
 * Said above the "Look up …" button when the tab's budget of lookups nobody clicked is spent
 * (auto-budget.ts): the ticket's customer waits for the agent's click. In English; the panel says
 * `autoHeldWords`.
 */
export const AUTO_HELD = `Not looked up on its own: this tab already had ${AUTO_LOOKUPS} customers looked up with no click in the last ${AUTO_WINDOW_MS / 60_000} minutes, more often than an agent moves between tickets`;

/** `AUTO_HELD` in the agent's language. */
export const autoHeldWords = (say: TicketSay = ticketSay()): string =>
  say("autoHeld", { count: AUTO_LOOKUPS, minutes: AUTO_WINDOW_MS / 60_000 });
/** How long the ticket's detected tokens stay the same before its customer is looked up. */
export const SETTLE_MS = 700;

/** Why the panel looked this customer up on its own. */
export const autoReason = (customer: Lookup): AutoReason =>
  customer.kind === "customer_id" ? AUTO_ONLY_ID : AUTO_ONLY_EMAIL;

/** Said when the ticket shows several customers: the panel looks none up, and lists them. */
export const chooseCustomer = (count: number, say: TicketSay = ticketSay()): string =>
  say("chooseCustomer", { count });

const sameLookup = (a: Lookup, b: Lookup) => a.kind === b.kind && a.value === b.value;
/** One customer written two ways (an email's case) is one customer, as ticketCustomers counts them. */
const sameCustomer = (a: Lookup, b: Lookup) =>
  a.kind === b.kind && a.value.toLowerCase() === b.value.toLowerCase();

/** What the auto lookup needs to know of the lookup shown: what, why, and where it was made. */
interface Shown {
  lookup: Lookup;
  auto?: string;
  ticketTabId?: number;
  ticket?: TicketPlace["ticket"];
}

/** The ticket a lookup was made on. */
export const placeOf = (shown: Shown): TicketPlace => ({
  ...(shown.ticketTabId !== undefined ? { tabId: shown.ticketTabId } : {}),
  ...(shown.ticket ? { ticket: shown.ticket } : {}),
});

/**
 * Whether a lookup was made on the ticket open now. One made in a tab before its page said which
 * ticket it shows, and not given that ticket as it was read (its answers had all come), was made on
 * the page before: once the tab's ticket is known, the lookup is not this ticket's. Otherwise the
 * places decide (sameTicket).
 */
export function madeOn(shown: Shown, open: TicketPlace): boolean {
  const before = !shown.ticket && shown.ticketTabId !== undefined && shown.ticketTabId === open.tabId;
  if (before && open.ticket) return false;
  return sameTicket(placeOf(shown), open);
}

/** The ticket open now, as the panel reads it. */
interface OpenTicket extends TicketPlace {
  tokens: readonly TicketToken[];
}

/**
 * Why the lookup shown was made with no click, as true now as when it was made: a ticket that has
 * since shown another customer no longer has an "only" one, and the panel says so rather than
 * stand by a claim the page has disproved.
 */
export function autoReasonNow(
  shown: Shown & { auto: string },
  ticket: OpenTicket,
  options: CustomerOptions,
): string {
  if (!madeOn(shown, ticket)) return AUTO_ELSEWHERE;
  const customers = ticketCustomers(ticket.tokens, options);
  const emails = requesterEmails(ticket.tokens, options);
  // Nothing shown yet: the page is loading, and the claim stands until it shows something.
  if (!customers.length) return shown.auto;
  const stillShown = [
    ...customers,
    ...emails.map((value) => ({ kind: "customer_source_id", value }) as const),
  ];
  if (!stillShown.some((customer) => sameCustomer(customer, shown.lookup))) return AUTO_GONE;
  // Looked up by its address, and the ticket now shows a customer id: the id would have been chosen.
  const outranked = shown.lookup.kind === "customer_source_id" && customers[0]?.kind === "customer_id";
  return customers.length > 1 || outranked ? AUTO_DOUBT : shown.auto;
}

/**
 * The ticket's customer to look up with no click, once the ticket's reports have settled: when the
 * ticket shows exactly one customer, once per ticket and customer, again (from the session cache)
 * when the agent comes back to that ticket, and never over a lookup the agent started on this
 * ticket. Whether the agent switched it off is the caller's to check.
 */
export function customerToLookUp(
  shown: Shown | undefined,
  ticket: OpenTicket,
  options: CustomerOptions,
): Lookup | undefined {
  if (ticket.tabId === undefined) return undefined;
  const customer = ticketCustomer(ticket.tokens, options);
  if (!customer) return undefined;
  const here = shown !== undefined && madeOn(shown, ticket);
  // The agent's own lookup on this ticket stays: the panel never replaces it.
  if (here && !shown.auto) return undefined;
  if (here && shown.auto && sameLookup(shown.lookup, customer)) return undefined;
  return customer;
}
