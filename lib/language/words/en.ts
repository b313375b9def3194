import type { Table } from "@/lib/core/i18n/message";

/** The language setting's words. */
export default {
  label: "Display language",
  browsers: "The browser's language ({language})",
  browsersUnknown: "The browser's language (English)",
  hint: "The language Voucher Lens speaks to you. Replies keep the customer's language.",
  locked: "Set by your organisation's policy.",
  notChanged: "Not changed: {reason}",
} as const satisfies Table;
