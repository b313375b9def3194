import { englishTable } from "@/lib/core/i18n/words";

/** The language setting's words. */
export default englishTable({
  label: "Display language",
  browsers: "The browser's language ({language})",
  browsersUnknown: "The browser's language (English)",
  hint: "The language Voucher Lens speaks to you. Replies keep the customer's language.",
  locked: "Set by your organisation's policy.",
  notChanged: "Not changed: {reason}",
});
