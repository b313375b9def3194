export {
  type AnswerCustomer,
  aboutOtherTicket,
  asAnswerCustomer,
  customerOfAnswer,
  requesterMismatch,
  sameTicket,
  type TicketPlace,
  type TicketSay,
  ticketSay,
} from "./answer-ticket";
export {
  autoReason,
  autoReasonNow,
  autoReasonWords,
  chooseCustomer,
  madeOn,
  placeOf,
  SETTLE_MS,
} from "./auto-customer";
export type { TicketToken } from "./detected-tokens";
export { TicketSection } from "./TicketSection";
export type { TicketRef } from "./ticket.messages";
export {
  type AutoContext,
  heldCustomer,
  initialTicket,
  onThisTicket,
  readTicket,
  settle,
  type TicketEvent,
  type TicketSlice,
  ticketReducer,
} from "./ticket.slice";
export {
  type CustomerOptions,
  requesterEmails,
  ticketCustomer,
  ticketCustomers,
  withoutOwnEmails,
} from "./ticket-customer";
export { type TicketTab, useTicketTab } from "./use-detected";
export { ticketWords } from "./words";
