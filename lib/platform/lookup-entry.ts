import { browser } from "wxt/browser";
import { queueLookup } from "../settings/pending-lookup";
import { openSidePanel } from "./side-panel";

export const MENU_ID = "voucher-lens-lookup-selection";
export const COMMAND_ID = "lookup-selection";

/** Selected text as a lookup: trimmed, one line, at most 256 characters, or nothing. */
export function selectionToQuery(text: string | undefined): string | undefined {
  const query = text?.replace(/\s+/g, " ").trim();
  return query && query.length <= 256 ? query : undefined;
}

/** Right-click "Look up “%s” in Voucher Lens": any site, no host permission needed. */
export function createContextMenu(): void {
  browser.contextMenus.create({
    id: MENU_ID,
    title: "Look up “%s” in Voucher Lens",
    contexts: ["selection"],
  });
}

/** Menu click: the panel opens first, synchronously, inside the click's user gesture. */
export function onMenuClicked(
  info: { menuItemId: string | number; selectionText?: string },
  tab?: { id?: number; windowId?: number },
) {
  if (info.menuItemId !== MENU_ID) return;
  const query = selectionToQuery(info.selectionText);
  void openSidePanel({ tabId: tab?.id, windowId: tab?.windowId }).catch(() => undefined);
  if (query) void queueLookup(query, tab?.id);
}

/** Keyboard command: opens the panel at once, then asks the tab's content script for its selection. */
export function onCommand(command: string, tab?: { id?: number; windowId?: number }) {
  if (command !== COMMAND_ID || tab?.id === undefined) return;
  void openSidePanel({ tabId: tab.id, windowId: tab.windowId }).catch(() => undefined);
  const tabId = tab.id;
  void browser.tabs
    .sendMessage(tabId, { type: "selection.get" })
    .then((reply: unknown) => {
      const query = selectionToQuery(typeof reply === "string" ? reply : undefined);
      if (query) return queueLookup(query, tabId);
    })
    // No content script on this page (not a helpdesk, not enabled): the panel opens empty.
    .catch(() => undefined);
}
