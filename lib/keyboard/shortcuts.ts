import * as v from "valibot";
import { browser } from "wxt/browser";

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

/** The keys that work inside the panel, as its help lists them. */
export const PANEL_KEYS: readonly { keys: string; what: string }[] = [
  { keys: "↑ ↓", what: "Move between results" },
  { keys: "Home End", what: "First or last result" },
  { keys: "Enter", what: "Show or hide a result's details" },
  { keys: "C", what: "Copy the suggested reply of the result in focus" },
  { keys: "I", what: "Insert that reply into the ticket's reply box" },
  { keys: "/", what: "Go to Search" },
  { keys: "?", what: "Show these shortcuts" },
  { keys: "Esc", what: "Close this list" },
];

/** Where the browser lets the agent change the commands' keys. */
export type ShortcutSettings = { kind: "open"; open(): Promise<void> } | { kind: "explain"; words: string };

export function shortcutSettings(): ShortcutSettings {
  if (import.meta.env.FIREFOX) {
    // Firefox 137+ opens its shortcut settings itself; wxt/browser's types (Chrome's) do not list it.
    const open: unknown = Reflect.get(browser.commands, "openShortcutSettings");
    return typeof open === "function"
      ? { kind: "open", open: async () => void (await Reflect.apply(open, browser.commands, [])) }
      : {
          kind: "explain",
          words: "In Firefox: Add-ons and themes (about:addons), the gear menu, Manage Extension Shortcuts.",
        };
  }
  return {
    kind: "open",
    open: async () => {
      await browser.tabs.create({ url: "chrome://extensions/shortcuts" });
    },
  };
}
