import type { Table } from "@/lib/core/i18n/message";

/** What Insert into reply tells the agent: the English source the other languages follow. */
export default {
  inserted: "Inserted into the reply box. Nothing was sent: read it over and send it from the helpdesk.",
  insertedIn:
    "Inserted into the reply box in {host}. Nothing was sent: read it over and send it from the helpdesk.",
  otherTicket: "This answer is about another ticket: look it up again here",
  beforeTicket: "This answer came before this ticket was read: look it up again here",
  tooLong: {
    one: "This reply is too long to insert: {count} character, and Insert into reply takes at most {max}. Read it over, and use Copy reply if it is right.",
    other:
      "This reply is too long to insert: {count} characters, and Insert into reply takes at most {max}. Read it over, and use Copy reply if it is right.",
  },
  notTaken: "Your helpdesk's editor did not take the text: it is copied, paste it with Ctrl+V.",
  notTakenCopyFailed:
    "Your helpdesk's editor did not take the text, and copying failed too: select the reply and copy it.",
  clickFirstCopied: "Click into the reply box first. The reply was copied instead: paste it there.",
  clickFirstCopyFailed: "Click into the reply box first. Copying failed too: select the reply and copy it.",
  boxGoneCopied:
    "The reply box you last used is gone (another ticket?). Click into the reply box first. The reply was copied instead: paste it there.",
  boxGoneCopyFailed:
    "The reply box you last used is gone (another ticket?). Click into the reply box first. Copying failed too: select the reply and copy it.",
  tabUnreachableCopied:
    "Click into the reply box first: the ticket's tab could not be reached. The reply was copied instead: paste it there.",
  tabUnreachableCopyFailed:
    "Click into the reply box first: the ticket's tab could not be reached. Copying failed too: select the reply and copy it.",
  noTicketReadCopied:
    "Voucher Lens has not read a ticket in this tab, so it inserted nothing. The reply was copied instead: paste it there.",
  noTicketReadCopyFailed:
    "Voucher Lens has not read a ticket in this tab, so it inserted nothing. Copying failed too: select the reply and copy it.",
} as const satisfies Table;
