import * as v from "valibot";
import { browser } from "wxt/browser";

/** A browser-wide command of the extension, with the key the agent set for it (or none). */
export interface CommandKey {
  name: string;
  description: string;
  /** Empty when the agent (or a clash with another extension) left it without a key. */
  shortcut: string;
}

const CommandsSchema = v.array(
  v.object({
    name: v.optional(v.string()),
    description: v.optional(v.string()),
    shortcut: v.optional(v.string()),
  }),
);

/** The extension's commands as the browser holds them now: the agent may have changed their keys. */
export async function loadCommandKeys(): Promise<CommandKey[]> {
  const parsed = v.safeParse(CommandsSchema, await browser.commands.getAll().catch(() => []));
  if (!parsed.success) return [];
  return parsed.output
    .filter((c) => c.name && c.description)
    .map((c) => ({ name: c.name!, description: c.description!, shortcut: c.shortcut ?? "" }));
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
  const commands = browser.commands as { openShortcutSettings?: () => Promise<void> };
  if (import.meta.env.FIREFOX) {
    return commands.openShortcutSettings
      ? { kind: "open", open: () => commands.openShortcutSettings!() }
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
