import { type Lookup, lookupOfToken } from "@/features/lookup";
import type { TicketToken } from "./detected-tokens";

/**
 * The ticket's customer, when its page shows exactly one: a customer id, or (with email detection
 * on) an email that is not one of the team's own. Two ids of one customer are two candidates: the
 * panel cannot tell they are the same person, so it asks the agent (On this page lists them).
 */
export function ticketCustomer(
  tokens: readonly TicketToken[],
  options: { emails: boolean; ownDomains: readonly string[] },
): Lookup | undefined {
  const candidates = ticketCustomers(tokens, options);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Every customer the ticket's page shows, once each: customer ids, and emails when they count. A
 * token shown only in message frames (an email, a transcript) is not one: a quoted thread or a
 * forwarded message names other people.
 */
export function ticketCustomers(
  tokens: readonly TicketToken[],
  options: { emails: boolean; ownDomains: readonly string[] },
): Lookup[] {
  const own = (email: string) => {
    const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
    return options.ownDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
  };
  const candidates = new Map<string, Lookup>();
  for (const token of tokens) {
    if (token.messageOnly) continue;
    if (token.kind !== "customer" && !(token.kind === "email" && options.emails && !own(token.text)))
      continue;
    const lookup = lookupOfToken(token);
    if (lookup) candidates.set(`${lookup.kind}\u0000${lookup.value.toLowerCase()}`, lookup);
  }
  return [...candidates.values()];
}
