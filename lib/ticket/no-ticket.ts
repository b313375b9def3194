import type { TicketRef } from "./ticket.messages";

/**
 * What the panel is told a tab shows once it left its ticket for a page Voucher Lens does not run
 * on: a ticket of its own, so every answer on screen is about another ticket, as after a move to
 * one. No ticket the helpdesks' URLs name has this key: theirs begin with the page's origin. Apart
 * from answer-ticket.ts, which words what the panel says: the worker reads this, and no words.
 */
export const NO_TICKET: TicketRef = { key: "(no ticket)", label: "a page Voucher Lens does not run on" };
