import type { Table } from "@/lib/core/i18n/message";

/** The masking switch, the Privacy section and the disclosure: the English source the other languages follow. */
export default {
  // The options page's Privacy section.
  heading: "Privacy",

  // The masking switch, in the popup and the Privacy section.
  maskingLabel: "Mask customer data",
  maskingHint:
    "Names, emails, phone numbers and addresses show as L••• F••• until you reveal one. Ids, codes, amounts and points stay visible.",
  maskingLocked: "Your organisation keeps this on.",
  maskingNotChanged: "Masking was not changed. Try again.",

  // What Voucher Lens reads, sends and keeps: first in the setup, and the notice after an update changed it.
  disclosureHeading: "What Voucher Lens reads, sends and keeps",
  disclosureReads:
    "Reads helpdesk pages, only where detection is on, to find voucher codes and Voucherify ids. Nothing of the page leaves your browser.",
  disclosureSends:
    "Sends the lookups you ask for, and the ticket's only customer when that is switched on, to the Voucherify API host of your active profile, with that profile's keys.",
  disclosureKeeps:
    "Keeps, in this browser: your profiles and settings, your recent lookups (7 days), the lookup log ({days} days unless your organisation sets otherwise), and the API's answers until the browser closes.",
  disclosureNobody: "Sends no telemetry: nothing goes to the makers of Voucher Lens or to anyone else.",
  disclosureMore: "Your privacy settings and the lookup log",
  disclosurePolicy: "Privacy policy",
  noticeHeading: "What Voucher Lens keeps has changed",
  gotIt: "Got it",
} as const satisfies Table;
