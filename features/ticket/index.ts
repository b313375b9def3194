export { TicketCustomerSettings } from "./TicketCustomerSettings";
