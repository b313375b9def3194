import { useEffect } from "preact/hooks";
import { browser } from "wxt/browser";
import { detectedInTab, type TicketToken, watchDetected } from "./detected-tokens";
import type { TicketRef } from "./ticket.messages";

/**
 * Our own pages are the only tabs whose URL we always see: without the "tabs" permission a web
 * page's URL is hidden, and asking for it would mean reading the agent's browsing history.
 */
const isOwnPage = (url?: string) => Boolean(url?.startsWith(browser.runtime.getURL("/")));

/**
 * The tab the panel speaks about: the active one, or, when the panel is open as a tab (or window)
 * of its own, the tab the agent used last.
 */
async function ticketTab(): Promise<number | undefined> {
  const [active] = await browser.tabs.query({ currentWindow: true, active: true });
  if (active && !isOwnPage(active.url) && !isOwnPage(active.pendingUrl)) return active.id;
  const tabs = await browser.tabs.query({});
  return tabs
    .filter((t) => !isOwnPage(t.url) && !isOwnPage(t.pendingUrl))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0]?.id;
}

export interface TicketTab {
  tabId?: number;
  /** The ticket the tab shows now, once its page reported it. */
  ticket?: TicketRef;
  /** What the ticket shows (only text the agent can see), merged over its frames. */
  tokens: TicketToken[];
}

/**
 * Reads the ticket tab and what was detected in it, and again whenever the page, the tab or the
 * ticket changes, telling `onRead` (kept from one render to the next) each time.
 */
export function useTicketTab(onRead: (ticket: TicketTab) => void): void {
  useEffect(() => {
    let cancelled = false;
    // Refreshes overlap (a tab switch, a page update, a detection): only the newest one is shown.
    let newest = 0;
    const refresh = async () => {
      const asked = ++newest;
      const tabId = await ticketTab();
      const tokens = tabId === undefined ? [] : await detectedInTab(tabId);
      if (!cancelled && asked === newest) onRead({ tabId, tokens });
    };
    void refresh();
    const onActivated = () => void refresh();
    const onUpdated = (_id: number, change: { status?: string; url?: string }) => {
      if (change.status === "complete" || change.url) void refresh();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    const unwatch = watchDetected(() => void refresh());
    return () => {
      cancelled = true;
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      unwatch();
    };
  }, [onRead]);
}
