import type { Table } from "@/lib/core/i18n/message";

/** The options page's Display section: the English source the other languages follow. */
export default {
  heading: "Display",
  currency: "Currency",
  currencyHint:
    "Three letters, such as EUR, USD or GBP. Amounts from the API are in this currency's smallest unit.",
  locale: "Number and date format",
  localeHint: "A language tag such as en-GB or de-DE; empty uses the browser's.",
  localeExample: "Example: {example}",
  browserDefault: "Browser default ({locale})",
  apply: "Apply display settings",
  saved: "Display settings saved.",
  notSaved: "Not saved: {reason}",
  currencyRefused: "Use a three-letter currency code, such as EUR or USD",
  localeRefused: "Use a language tag such as en-GB, de-DE or fr-FR, or leave it empty",
} as const satisfies Table;
