import { browser } from "wxt/browser";
import { askTab, tellPages } from "@/lib/core/contract/content-channel";
import { openSidePanel } from "@/lib/core/platform/side-panel";
import { type Lookup, type LookupHow, lookupOfText } from "./classify";

export const MENU_ID = "voucher-lens-lookup-selection";
export const COMMAND_ID = "lookup-selection";
/** Opens the panel with the focus in Search: the agent's way in without the mouse. */
export const OPEN_PANEL_COMMAND = "open-panel";

/** Selected text as a lookup: trimmed, one line, at most 256 characters, or nothing. */
export function selectionToQuery(text: string | undefined): string | undefined {
  const query = text?.replace(/\s+/g, " ").trim();
  return query && query.length <= 256 ? query : undefined;
}

/** The menu entry's words: English until the worker words it in the language in force. */
let menuTitle = "Look up “%s” in Voucher Lens";

/** Right-click "Look up “%s” in Voucher Lens": any site, no host permission needed. */
export function createContextMenu(): void {
  browser.contextMenus.create({
    id: MENU_ID,
    title: menuTitle,
    contexts: ["selection"],
  });
}

/** The menu entry in another language (`%s` stands for the selection): now, and when it is made again. */
export async function wordContextMenu(title: string): Promise<void> {
  menuTitle = title;
  try {
    await browser.contextMenus.update(MENU_ID, { title });
  } catch {
    // Not made yet: it is made with these words when the extension is installed or updated.
  }
}

type Tab = { id?: number; windowId?: number };

/**
 * Starts filing a lookup asked in a tab, for the side panel of its window: what the tab shows is
 * read as this is called, so it is called as the agent asks, before any wait. The lookup, once
 * known, is queued with it by the function returned.
 */
export type FileLookup = (
  from: { tabId?: number | undefined; windowId?: number | undefined },
  how?: LookupHow,
) => (lookup: Lookup) => Promise<void>;

/** Selected text read by its shape, like the search box. */
function selectionLookup(text: string | undefined): Lookup | undefined {
  const query = selectionToQuery(text);
  return query === undefined ? undefined : lookupOfText(query);
}

/** Menu click: the panel opens first, synchronously, inside the click's user gesture. */
export function onMenuClicked(
  info: { menuItemId: string | number; selectionText?: string },
  tab: Tab | undefined,
  file: FileLookup,
) {
  if (info.menuItemId !== MENU_ID) return;
  void openSidePanel({ tabId: tab?.id, windowId: tab?.windowId }).catch(() => undefined);
  const lookup = selectionLookup(info.selectionText);
  if (!lookup) return;
  void file(
    { tabId: tab?.id, windowId: tab?.windowId },
    "menu",
  )(lookup).catch((error) => console.error("The lookup was not queued", error));
}

/**
 * Keyboard command: opens the panel at once, then asks the tab for its selection. Only the frame
 * that has the focus answers, so another frame cannot replace the agent's selection.
 */
export function onCommand(command: string, tab: Tab | undefined, file: FileLookup) {
  if (command === OPEN_PANEL_COMMAND) {
    void openSidePanel({ tabId: tab?.id, windowId: tab?.windowId }).catch(() => undefined);
    // A panel that was already open hears this; one opening now puts the focus in Search itself.
    tellPages({
      type: "panel.focusSearch",
      ...(tab?.windowId === undefined ? {} : { windowId: tab.windowId }),
    });
    return;
  }
  if (command !== COMMAND_ID || tab?.id === undefined) return;
  void openSidePanel({ tabId: tab.id, windowId: tab.windowId }).catch(() => undefined);
  // Filed before the page is asked: the ticket is the one shown as the agent pressed the keys.
  const queue = file({ tabId: tab.id, windowId: tab.windowId }, "shortcut");
  void askTab(tab.id, "selection.get", {})
    // No content script on this page (not a helpdesk, not enabled): the panel opens empty.
    .catch(() => undefined)
    .then((reply) => {
      const lookup = selectionLookup(reply?.text);
      return lookup ? queue(lookup) : undefined;
    })
    .catch((error) => console.error("The lookup was not queued", error));
}
