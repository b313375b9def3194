import type { Table } from "@/lib/core/i18n/message";

/** The open ticket's words: the English source the other languages follow. */
export default {
  autoOnlyId: "The only customer id this ticket shows",
  autoOnlyEmail: "The only email this ticket shows",
  autoDoubt:
    "Looked up on its own, but this ticket now shows another customer too; check it is the right one",
  autoGone: "Looked up on its own for a customer this ticket no longer shows",
  autoElsewhere: "The customer of the ticket you were on",
  autoHeld: {
    one: "Not looked up on its own: this tab already had {count} customer looked up with no click in the last {minutes} minutes, more often than an agent moves between tickets",
    other:
      "Not looked up on its own: this tab already had {count} customers looked up with no click in the last {minutes} minutes, more often than an agent moves between tickets",
  },
  chooseCustomer: {
    one: "{count} customer on this ticket: choose one",
    other: "{count} customers on this ticket: choose one",
  },
  aboutTicket: "About ticket {ticket} (not the one open now)",
  aboutAnotherTicket: "About another ticket (not the one open now)",
  aboutNoTicket: "About a page Voucher Lens does not run on (not the one open now)",
  aboutPageBefore: "Looked up before this page had loaded (it may be another ticket's)",
  requesterOtherEmail: "This ticket's requester is {requester}; this customer's email is {email}",
  requesterNoEmail: "This ticket's requester is {requester}; the answer gives no email for this customer",
  ticketShowsOtherEmail: "This ticket shows {requesters}; this customer's email is {email}",
  ticketShowsNoEmail: "This ticket shows {requesters}; the answer gives no email for this customer",
  lookUpOnlyCustomer: "Look up the ticket's customer when it shows exactly one (side panel open)",
  ownDomains: "Our email domains",
  ownDomainsHint:
    "Addresses at these domains are your team's, never the ticket's customer (with email marking on).",
  applyDomains: "Apply domains",
  orderIdNotSearchable:
    "Redemptions cannot be searched by order id ({orderId}); look up the customer or the code on this ticket.",
  onThisTicket: "On this ticket",
  lookUpToken: "Look up {token}",
  lookUp: "Look up",
  lookUpAgainHere: "Look it up again here",
  mismatchSentence: "{mismatch}.",
  heldSentence: "{held}.",
  lookUpAgain: "Look up again",
  droppedAnswer: "You moved to another ticket before the answer for {lookup} came, so it was dropped.",
  nothingDetected:
    "Nothing detected on this page. On a helpdesk Voucher Lens does not know yet, choose “Enable on this site” in the toolbar popup.",
  onThisPage: "On this page ({count})",
  onThisPageMore: "On this page ({count}+)",
  groupCustomers: "Customers",
  groupCodes: "Codes",
  groupVouchers: "Vouchers",
  groupPromotions: "Promotions",
  groupCampaigns: "Campaigns",
  groupRedemptions: "Redemptions",
  groupLoyalty: "Loyalty ids",
  groupOrders: "Orders",
  groupEmails: "Emails",
  orderIdWhat: "order id {orderId}",
  andMore: { one: "and {count} more", other: "and {count} more" },
  showToolbarCount: "Show the count of ids and codes on the toolbar icon",
} as const satisfies Table;
