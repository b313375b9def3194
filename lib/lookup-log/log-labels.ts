// Only the panel's entry offers these yet: an index of Search for the options page would serve better.
import { type LookupHow, type LookupKind, type LookupSay, lookupLabel, lookupWords } from "@/lib/lookup";

/** Search's words, which name the kinds: the options page loads them with the log's. */
export { lookupWords };

/** How a lookup started, in the log's words. */
export const HOW_WORDS = {
  typed: "howTyped",
  recent: "howRecent",
  clicked: "howClicked",
  menu: "howMenu",
  shortcut: "howShortcut",
  auto: "howAuto",
} as const satisfies Record<LookupHow, string>;

/** A lookup's kind as Search names it, starting a cell or an option: "Customer id". */
export function kindLabel(kind: LookupKind, say: LookupSay): string {
  const label = lookupLabel(kind, say);
  return label.charAt(0).toLocaleUpperCase(say.language) + label.slice(1);
}
