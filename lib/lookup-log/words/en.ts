import type { Table } from "@/lib/core/i18n/message";

/** The options page's lookup log: the English source the other languages follow. */
export default {
  heading: "Lookup log",
  intro:
    "Who looked up what, when, with which profile and how: for your team lead's questions. Emails show masked, long ids and codes shortened.",
  keptFor: { one: "Kept for {count} day.", other: "Kept for {count} days." },
  logOff: "Your organisation switched the log off.",
  staysHere: "The log never leaves this browser unless you export it.",
  reading: "Reading the log…",
  empty: "No lookups logged yet.",

  // The filters.
  from: "From date",
  to: "To date",
  kind: "Kind",
  allKinds: "All kinds",
  shownOf: { one: "{count} lookup shown of {total}", other: "{count} lookups shown of {total}" },
  noneMatch: "No lookups match these filters.",

  // The table.
  caption: "Lookups, newest first",
  columnWhen: "When",
  columnProfile: "Profile",
  columnLooked: "Looked up",
  columnKind: "Kind",
  columnHow: "How",
  columnRequestId: "Request id",
  howTyped: "Typed in Search",
  howRecent: "Recent lookup",
  howClicked: "Clicked",
  howMenu: "Right-click menu",
  howShortcut: "Keyboard shortcut",
  howAuto: "Ticket's customer, no click",

  // Export and clear.
  exportCsv: "Export CSV",
  clearLog: "Clear log",
  clearQuestion: {
    one: "Clear the only entry of the lookup log? This cannot be undone.",
    other: "Clear all {count} entries of the lookup log? This cannot be undone.",
  },
  clearConfirm: "Clear all entries",
  clearCancel: "Keep the log",
  cleared: "Lookup log cleared.",
  notCleared: "The log was not cleared. Try again.",
} as const satisfies Table;
