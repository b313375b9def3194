import type { Lookup } from "@/features/lookup";
import type { DetectedTokenRecord } from "./detected-tokens";
import { ticketCustomer, ticketCustomers } from "./ticket-customer";

export const AUTO_REASON = "The only customer on this ticket";
/** Said instead once the ticket shows another customer too: a frame that reported late, a new message. */
export const AUTO_DOUBT =
  "Looked up on its own, but this ticket now shows another customer too; check it is the right one";
/** Said once the ticket no longer shows the customer looked up (the helpdesk moved to another ticket). */
export const AUTO_GONE = "Looked up on its own for a customer this ticket no longer shows";
/** Said when the agent is on another ticket than the one the customer was looked up for. */
export const AUTO_ELSEWHERE = "The customer of the ticket you were on";
/** How long the ticket's detected tokens stay the same before its customer is looked up. */
export const SETTLE_MS = 700;

const sameLookup = (a: Lookup, b: Lookup) => a.kind === b.kind && a.value === b.value;
/** One customer written two ways (an email's case) is one customer, as ticketCustomers counts them. */
const sameCustomer = (a: Lookup, b: Lookup) =>
  a.kind === b.kind && a.value.toLowerCase() === b.value.toLowerCase();

/**
 * Why the lookup shown was made with no click, as true now as when it was made: a ticket that has
 * since shown another customer no longer has an "only" one, and the panel says so rather than
 * stand by a claim the page has disproved.
 */
export function autoReasonNow(
  shown: { lookup: Lookup; auto: string; ticketTabId?: number },
  ticket: { tabId?: number; tokens: readonly DetectedTokenRecord[] },
  options: { emails: boolean; ownDomains: readonly string[] },
): string {
  if (shown.ticketTabId !== ticket.tabId) return AUTO_ELSEWHERE;
  const customers = ticketCustomers(ticket.tokens, options);
  // Nothing shown yet: the page is loading, and the claim stands until it shows something.
  if (!customers.length) return shown.auto;
  if (!customers.some((customer) => sameCustomer(customer, shown.lookup))) return AUTO_GONE;
  return customers.length > 1 ? AUTO_DOUBT : shown.auto;
}

/** What the auto lookup needs to know of the lookup shown. */
interface Shown {
  lookup: Lookup;
  auto?: string;
  ticketTabId?: number;
}

/**
 * The ticket's customer to look up with no click, once the ticket's reports have settled: when the
 * ticket shows exactly one customer, once per ticket and customer, again (from the session cache)
 * when the agent comes back to that ticket, and never over a lookup the agent started on this
 * ticket. Whether the agent switched it off is the caller's to check.
 */
export function customerToLookUp(
  shown: Shown | undefined,
  ticket: { tabId?: number; tokens: readonly DetectedTokenRecord[] },
  options: { emails: boolean; ownDomains: readonly string[] },
): Lookup | undefined {
  if (ticket.tabId === undefined) return undefined;
  const customer = ticketCustomer(ticket.tokens, options);
  if (!customer) return undefined;
  // The agent's own lookup on this ticket stays: the panel never replaces it.
  if (shown && !shown.auto && shown.ticketTabId === ticket.tabId) return undefined;
  if (shown?.auto && shown.ticketTabId === ticket.tabId && sameLookup(shown.lookup, customer))
    return undefined;
  return customer;
}
