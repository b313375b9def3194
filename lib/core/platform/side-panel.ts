/// <reference types="chrome" />

/**
 * Opens the side panel. Chrome's sidePanel.open must run inside the user gesture, before any
 * await; Firefox's twin is sidebarAction.open (same rule: a user action, no await before it).
 * This is the one place that branches on it.
 */
// async: an API that throws at once still ends in a rejected promise the caller can ignore.
export async function openSidePanel(target: { windowId?: number; tabId?: number }): Promise<void> {
  const sidebar = (globalThis as { browser?: { sidebarAction?: { open(): Promise<void> } } }).browser
    ?.sidebarAction;
  if (sidebar) return sidebar.open();
  // The Firefox build leaves Chrome's call out altogether (web-ext lint flags sidePanel.open).
  if (!import.meta.env.FIREFOX && typeof chrome !== "undefined" && chrome.sidePanel?.open) {
    if (target.tabId !== undefined) return chrome.sidePanel.open({ tabId: target.tabId });
    if (target.windowId !== undefined) return chrome.sidePanel.open({ windowId: target.windowId });
  }
  throw new Error("This browser has no side panel");
}
