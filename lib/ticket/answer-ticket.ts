import type { RedemptionPage } from "@/lib/core/api/schemas";
import type { Lookup } from "@/lib/lookup";
import type { TicketRef } from "./ticket.messages";

/** Where a lookup was made, or where the panel is now: the tab, and the ticket its page said it shows. */
export interface TicketPlace {
  tabId?: number;
  ticket?: TicketRef;
}

/**
 * What the panel is told a tab shows once it left its ticket for a page Voucher Lens does not run
 * on: a ticket of its own, so every answer on screen is about another ticket, as after a move to
 * one. No ticket the helpdesks' URLs name has this key: theirs begin with the page's origin.
 */
export const NO_TICKET: TicketRef = { key: "(no ticket)", label: "a page Voucher Lens does not run on" };

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

/** Said above an answer about another ticket than the one open now. */
export const aboutOtherTicket = (ticket: TicketRef | undefined): string =>
  ticket
    ? `About ticket ${ticket.label} (not the one open now)`
    : "About another ticket (not the one open now)";

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
    if (!theirs) continue;
    const sourceEmail = customer.source_id && EMAIL.test(customer.source_id) ? customer.source_id : undefined;
    return {
      ...(customer.name ? { name: customer.name } : {}),
      ...(customer.email ? { email: customer.email } : {}),
      ...(sourceEmail ? { sourceEmail } : {}),
    };
  }
  return {};
}

/** "a@x", "a@x and b@y", "a@x, b@y and c@z". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * What the panel says when the ticket's requester is not the customer the answer is about: the
 * addresses the ticket shows, and the customer's. Nothing when one of them is the customer's, or
 * the ticket shows none. A customer whose answer gives no address cannot be matched, and is said so.
 */
export function requesterMismatch(
  requesters: readonly string[],
  customer: AnswerCustomer,
): string | undefined {
  if (!requesters.length) return undefined;
  const theirs = [customer.email, customer.sourceEmail];
  if (requesters.some((r) => theirs.some((address) => same(address, r)))) return undefined;
  const email = customer.email ?? customer.sourceEmail;
  const ticket =
    requesters.length === 1
      ? `This ticket's requester is ${requesters[0]}`
      : `This ticket shows ${listed(requesters)}`;
  return email
    ? `${ticket}; this customer's email is ${email}`
    : `${ticket}; the answer gives no email for this customer`;
}
