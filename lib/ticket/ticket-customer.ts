import { type Lookup, lookupOfToken } from "@/lib/lookup";
import type { TicketToken } from "./detected-tokens";

/** Who counts as a customer of the ticket: emails only with email marking on, never the team's own. */
export interface CustomerOptions {
  emails: boolean;
  ownDomains: readonly string[];
}

/** Whether an address is the team's own: its domain, or a subdomain of it, is one of "our email domains". */
export function isOwnEmail(email: string, ownDomains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return ownDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** What On this page lists: everything the ticket shows but the team's own addresses. */
export function withoutOwnEmails<T extends TicketToken>(
  tokens: readonly T[],
  ownDomains: readonly string[],
): T[] {
  return tokens.filter((t) => t.kind !== "email" || !isOwnEmail(t.text, ownDomains));
}

/**
 * The ticket's customer, when its page shows exactly one: a customer id, or (with email detection
 * on, and no customer id shown) an email that is not one of the team's own. Two ids of one customer
 * are two candidates: the panel cannot tell they are the same person, so it asks the agent.
 */
export function ticketCustomer(tokens: readonly TicketToken[], options: CustomerOptions): Lookup | undefined {
  const candidates = ticketCustomers(tokens, options);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Every customer the ticket's page shows, once each. A customer id wins over an email: a ticket
 * that shows its requester's address and their id is one customer, looked up by the id, and the
 * address is checked against the answer instead. What shows only inside a message (a quoted email,
 * a transcript) is never a candidate: it may be anyone's.
 */
export function ticketCustomers(tokens: readonly TicketToken[], options: CustomerOptions): Lookup[] {
  const ids = once(tokens.filter((t) => t.kind === "customer" && !t.messageOnly));
  if (ids.length) return ids;
  return once(requesterTokens(tokens, options));
}

/** The addresses that may be the ticket's requester's, once each, as the page writes them. */
export function requesterEmails(tokens: readonly TicketToken[], options: CustomerOptions): string[] {
  return once(requesterTokens(tokens, options)).map((lookup) => lookup.value);
}

function requesterTokens(tokens: readonly TicketToken[], options: CustomerOptions): TicketToken[] {
  if (!options.emails) return [];
  return tokens.filter(
    (t) => t.kind === "email" && !t.messageOnly && !isOwnEmail(t.text, options.ownDomains),
  );
}

/** Tokens as lookups, one customer written two ways (an email's case) kept once. */
function once(tokens: readonly TicketToken[]): Lookup[] {
  const seen = new Map<string, Lookup>();
  for (const token of tokens) {
    const lookup = lookupOfToken(token);
    if (lookup) {
      const key = `${lookup.kind}\u0000${lookup.value.toLowerCase()}`;
      if (!seen.has(key)) seen.set(key, lookup);
    }
  }
  return [...seen.values()];
}
