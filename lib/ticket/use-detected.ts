import { useEffect } from "preact/hooks";
import { browser } from "wxt/browser";
import { type TicketToken, ticketInTab, watchDetected } from "./detected-tokens";
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
  /** The tab the panel speaks about, once known. */
  tabId?: number;
  /** The ticket the tab shows now, once its page reported it. */
  ticket?: TicketRef;
  /** What the ticket shows (only text the agent can see), merged over its frames. */
  tokens: TicketToken[];
  /** How many more ids and codes its page showed than Voucher Lens keeps (token-caps.ts). */
  dropped: number;
}

/**
 * Reads the ticket tab, the ticket it shows and what that ticket shows, and again whenever the page,
 * the tab or the ticket changes (each route report rewrites the tab's record, which is watched: that
 * tab's only, so another tab's page, however busy, costs the panel nothing), telling `onRead` (kept
 * from one render to the next) each time.
 */
export function useTicketTab(onRead: (ticket: TicketTab) => void): void {
  useEffect(() => {
    let cancelled = false;
    // Refreshes overlap (a tab switch, a page update, a detection): only the newest one is shown.
    let newest = 0;
    let watched: { tabId: number; stop(): void } | undefined;
    const watch = (tabId: number | undefined) => {
      if (watched?.tabId === tabId) return;
      watched?.stop();
      watched = undefined;
      if (tabId === undefined) return;
      // The change notice carries the tab's record: shown as it is, with no read.
      const stop = watchDetected(tabId, (shown) => {
        const asked = ++newest;
        // A refresh started before this change may end after it: this is newer.
        if (!cancelled && watched?.tabId === tabId && asked === newest) onRead({ tabId, ...shown });
      });
      watched = { tabId, stop };
    };
    const refresh = async () => {
      let asked = ++newest;
      const tabId = await ticketTab();
      if (cancelled || asked !== newest) return;
      // Watched before it is read: a change made while it is read is heard, and is the newer.
      watch(tabId);
      asked = newest;
      const shown = tabId === undefined ? { tokens: [], dropped: 0 } : await ticketInTab(tabId);
      if (!cancelled && asked === newest) onRead({ tabId, ...shown });
    };
    void refresh();
    const onActivated = () => void refresh();
    const onUpdated = (_id: number, change: { status?: string; url?: string }) => {
      if (change.status === "complete" || change.url) void refresh();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      cancelled = true;
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      watched?.stop();
    };
  }, [onRead]);
}
