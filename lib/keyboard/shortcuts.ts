import * as v from "valibot";
import { browser } from "wxt/browser";
import type { PlaceholdersOf } from "@/lib/core/i18n/message";
import type en from "./words/en";

/** A browser-wide command of the extension, with the key the agent set for it (or none). */
export interface CommandKey {
  name: string;
  description: string;
  /** Empty when the agent (or a clash with another extension) left it without a key. */
  shortcut: string;
}

/** One command as the browser lists it; one without a name or description is not ours to show. */
const CommandSchema = v.object({
  name: v.string(),
  description: v.string(),
  shortcut: v.optional(v.string(), ""),
});

/** The extension's commands as the browser holds them now: the agent may have changed their keys. */
export async function loadCommandKeys(): Promise<CommandKey[]> {
  const listed: unknown = await browser.commands.getAll().catch(() => []);
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((command) => {
    const parsed = v.safeParse(CommandSchema, command);
    return parsed.success && parsed.output.name && parsed.output.description ? [parsed.output] : [];
  });
}

/** A message of the keyboard's words (words/en.ts) that needs no values. */
type KeyboardWords = {
  [K in keyof typeof en]: [PlaceholdersOf<(typeof en)[K]>] extends [never] ? K : never;
}[keyof typeof en];

/**
 * The keys that work inside the panel, as its help lists them: `keys` as typed, or `caps` where the
 * keyboard's caps name them in the agent's language; `what` they do.
 */
export const PANEL_KEYS: readonly { keys: string; caps?: KeyboardWords; what: KeyboardWords }[] = [
  { keys: "↑ ↓", what: "moveBetweenResults" },
  { keys: "Home End", caps: "keysHomeEnd", what: "firstOrLastResult" },
  { keys: "Enter", caps: "keysEnter", what: "showOrHideDetails" },
  { keys: "C", what: "copySuggestedReply" },
  { keys: "I", what: "insertSuggestedReply" },
  { keys: "/", what: "goToSearch" },
  { keys: "?", what: "showShortcuts" },
  { keys: "Esc", caps: "keysEsc", what: "closeList" },
];

/**
 * Where the browser lets the agent change the commands' keys: a page it opens, or words saying
 * where (`firefox`: Firefox's menus, named in the page's language where they are shown).
 */
export type ShortcutSettings =
  | { kind: "open"; open(): Promise<void> }
  | { kind: "explain"; words: string }
  | { kind: "firefox" };

export function shortcutSettings(): ShortcutSettings {
  if (import.meta.env.FIREFOX) {
    // Firefox 137+ opens its shortcut settings itself; wxt/browser's types (Chrome's) do not list it.
    const open: unknown = Reflect.get(browser.commands, "openShortcutSettings");
    return typeof open === "function"
      ? { kind: "open", open: async () => void (await Reflect.apply(open, browser.commands, [])) }
      : { kind: "firefox" };
  }
  return {
    kind: "open",
    open: async () => {
      await browser.tabs.create({ url: "chrome://extensions/shortcuts" });
    },
  };
}
