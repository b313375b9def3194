import { useEffect, useRef } from "preact/hooks";
import type { Lookup, LookupKind } from "@/features/lookup/classify";
import type { CurrentLookup } from "@/features/lookup/use-lookup";
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

/**
 * Looks up the ticket's customer with no click, while the panel is open (this hook lives in it):
 * when the active ticket shows exactly one customer, once per ticket and customer, again (from the
 * session cache) when the agent comes back to that ticket, never over a lookup the agent started
 * on this ticket, and not at all when the agent switched it off.
 */
export function useAutoCustomer(options: {
  enabled: boolean;
  emails: boolean;
  ownDomains: readonly string[];
  ticketTabId: number | undefined;
  tokens: readonly DetectedTokenRecord[];
  /** The lookup shown, as of now (not as of the last render). */
  latestLookup(): CurrentLookup | undefined;
  lookUp(lookup: Lookup, alternatives?: LookupKind[], auto?: string): void;
}) {
  const { enabled, emails, ownDomains, ticketTabId, tokens, latestLookup, lookUp } = options;
  const lookUpRef = useRef(lookUp);
  lookUpRef.current = lookUp;
  const domains = ownDomains.join(",");
  useEffect(() => {
    if (!enabled || ticketTabId === undefined) return;
    const customer = ticketCustomer(tokens, { emails, ownDomains: domains ? domains.split(",") : [] });
    if (!customer) return;
    // A ticket's frames report one by one: the page is read as settled once nothing new came for a
    // moment, or a first frame's one customer would be looked up before a second frame shows another.
    const settled = setTimeout(() => {
      const shown = latestLookup();
      // The agent's own lookup on this ticket stays: the panel never replaces it.
      if (shown && !shown.auto && shown.ticketTabId === ticketTabId) return;
      if (shown?.auto && shown.ticketTabId === ticketTabId && sameLookup(shown.lookup, customer)) return;
      lookUpRef.current(customer, undefined, AUTO_REASON);
    }, SETTLE_MS);
    return () => clearTimeout(settled);
  }, [enabled, emails, domains, ticketTabId, tokens, latestLookup]);
}
