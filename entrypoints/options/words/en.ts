import type { Table } from "@/lib/core/i18n/message";

/** The options page's own words: the English source the other languages follow. */
export default {
  pageTitle: "Voucher Lens settings",
} as const satisfies Table;
