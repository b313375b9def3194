import type { Table } from "@/lib/core/i18n/message";

/** The popup's own words: the English source the other languages follow. */
export default {
  openSidePanel: "Open side panel",
  noProfileYet: "No profile yet.",
  settings: "Settings",
} as const satisfies Table;
