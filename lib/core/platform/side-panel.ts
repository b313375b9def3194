import { browser } from "wxt/browser";

/** Firefox's sidebar, which wxt/browser's Chrome-shaped types leave out. */
type WithSidebar = { sidebarAction?: { open(): Promise<void> } };

/**
 * Opens the side panel. Chrome's sidePanel.open must run inside the user gesture, before any
 * await; Firefox's twin is sidebarAction.open (same rule: a user action, no await before it).
 * This is the one place that branches on how each browser opens it.
 */
// async: an API that throws at once still ends in a rejected promise the caller can ignore.
export async function openSidePanel(target: { windowId?: number; tabId?: number }): Promise<void> {
  const sidebar = (browser as WithSidebar).sidebarAction;
  if (sidebar) return sidebar.open();
  // The Firefox build leaves Chrome's call out altogether (web-ext lint flags sidePanel.open).
  // webextension-polyfill hands Chrome's sidePanel, which it does not know, through unchanged.
  if (!import.meta.env.FIREFOX && browser.sidePanel?.open) {
    if (target.tabId !== undefined) return browser.sidePanel.open({ tabId: target.tabId });
    if (target.windowId !== undefined) return browser.sidePanel.open({ windowId: target.windowId });
  }
  throw new Error("This browser has no side panel");
}
