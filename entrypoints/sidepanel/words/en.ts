import type { Table } from "@/lib/core/i18n/message";

/** The side panel's own words: the English source the other languages follow. */
export default {
  noProfile: "No profile is set up yet.",
  openSettings: "Open settings",
  keyboardShortcuts: "Keyboard shortcuts",
  patternsWaiting: {
    one: "A code pattern of this profile marks nothing until it is checked for safety.",
    other: "{count} code patterns of this profile mark nothing until they are checked for safety.",
  },
  checkPatterns: {
    one: "Open settings to check it",
    other: "Open settings to check them",
  },
  views: "Views",
  tabRedemptions: "Redemptions",
  tabExpiringPoints: "Expiring points",
} as const satisfies Table;
