import type { RedemptionPage } from "@/lib/core/api/schemas";
import { languageInUse, type Say } from "@/lib/core/i18n/words";
import { formatter } from "@/lib/core/intl/formatter";
import type { Lookup } from "@/lib/lookup";
import { NO_TICKET } from "./no-ticket";
import type { TicketRef } from "./ticket.messages";
import { ticketWords } from "./words";
import type en from "./words/en";

/** The ticket's words, as the functions that word what the panel says take them. */
export type TicketSay = Say<typeof en>;

/**
 * The ticket's words in the language the page speaks, for a caller that passes none of its own: the
 * page loads them before it draws anything that says them.
 */
export function ticketSay(): TicketSay {
  const say = ticketWords.loaded(languageInUse());
  if (!say) throw new Error(`The ticket's words in "${languageInUse()}" are not loaded yet`);
  return say;
}

/** Where a lookup was made, or where the panel is now: the tab, and the ticket its page said it shows. */
export interface TicketPlace {
  tabId?: number;
  ticket?: TicketRef;
}

/** A page Voucher Lens does not run on, as the panel is told a tab shows it. */
export { NO_TICKET };

/**
 * Whether two places are the same ticket. The tickets' keys decide when both are known: the
 * helpdesk may move to another ticket in the same tab (a single-page app), or show one ticket in
 * two tabs. Until a page has said which ticket it shows (it is loading), the tab decides, and a
 * place not yet known is any; but a page without Voucher Lens is said so only once it has loaded,
 * so nothing looked up before then was looked up there.
 */
export function sameTicket(a: TicketPlace, b: TicketPlace): boolean {
  if (a.ticket && b.ticket) return a.ticket.key === b.ticket.key;
  if (a.ticket?.key === NO_TICKET.key || b.ticket?.key === NO_TICKET.key) return false;
  return a.tabId === undefined || b.tabId === undefined || a.tabId === b.tabId;
}

/**
 * Said above an answer about another ticket than the one open now. A page without Voucher Lens is
 * named as such: its label is no ticket's name.
 */
export function aboutOtherTicket(ticket: TicketRef | undefined, say: TicketSay = ticketSay()): string {
  if (!ticket) return say("aboutAnotherTicket");
  if (ticket.key === NO_TICKET.key) return say("aboutNoTicket");
  return say("aboutTicket", { ticket: ticket.label });
}

/** The customer an answer is about, as the API wrote them. */
export interface AnswerCustomer {
  name?: string;
  email?: string;
  /** Their source id, when it is an address (customers looked up by email have one). */
  sourceEmail?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const same = (a: string | null | undefined, b: string) => Boolean(a) && a?.toLowerCase() === b.toLowerCase();

/**
 * The customer a customer lookup's answer is about: the first row that carries the customer object
 * of the customer looked up (by id, or by source id for an email); an empty one when the rows carry
 * none. Nothing for another kind of lookup, or an answer without rows (nothing to reply about).
 */
export function customerOfAnswer(
  lookup: Lookup,
  page: RedemptionPage | undefined,
): AnswerCustomer | undefined {
  if (!page || (lookup.kind !== "customer_id" && lookup.kind !== "customer_source_id")) return undefined;
  const rows = page.redemptions.flatMap((row) => (row.ok ? [row.redemption] : []));
  if (!rows.length) return undefined;
  for (const { customer } of rows) {
    if (!customer) continue;
    const theirs =
      lookup.kind === "customer_id"
        ? customer.id === lookup.value
        : same(customer.source_id, lookup.value) || same(customer.email, lookup.value);
    if (theirs) return asAnswerCustomer(customer);
  }
  return {};
}

/** A customer as the API wrote them, as an answer names them: their source id when it is an address. */
export function asAnswerCustomer(customer: {
  name?: string | null;
  email?: string | null;
  source_id?: string | null;
}): AnswerCustomer {
  const sourceEmail = customer.source_id && EMAIL.test(customer.source_id) ? customer.source_id : undefined;
  return {
    ...(customer.name ? { name: customer.name } : {}),
    ...(customer.email ? { email: customer.email } : {}),
    ...(sourceEmail ? { sourceEmail } : {}),
  };
}

/** "a@x", "a@x and b@y", "a@x, b@y, and c@z": the language's own way of listing. */
const listed = (items: readonly string[], say: TicketSay) =>
  formatter("list", say.language, { type: "conjunction" })?.format(items) ?? items.join(", ");

/**
 * What the panel says when the ticket's requester is not the customer the answer is about: the
 * addresses the ticket shows, and the customer's. Nothing when one of them is the customer's, or
 * the ticket shows none. A customer whose answer gives no address cannot be matched, and is said so.
 */
export function requesterMismatch(
  requesters: readonly string[],
  customer: AnswerCustomer,
  say: TicketSay = ticketSay(),
): string | undefined {
  const [requester] = requesters;
  if (requester === undefined) return undefined;
  const theirs = [customer.email, customer.sourceEmail];
  if (requesters.some((r) => theirs.some((address) => same(address, r)))) return undefined;
  const email = customer.email ?? customer.sourceEmail;
  if (requesters.length === 1)
    return email ? say("requesterOtherEmail", { requester, email }) : say("requesterNoEmail", { requester });
  const listedRequesters = listed(requesters, say);
  return email
    ? say("ticketShowsOtherEmail", { requesters: listedRequesters, email })
    : say("ticketShowsNoEmail", { requesters: listedRequesters });
}
