import { useEffect } from "preact/hooks";
import { browser } from "wxt/browser";
import {
  detectedTabs,
  type TicketToken,
  tabsWithDetected,
  ticketInTab,
  watchDetected,
} from "./detected-tokens";
import type { TicketRef } from "./ticket.messages";

/**
 * The tab the panel speaks about. In the side panel, the active tab beside it, whatever it shows.
 * In a tab (or window) of its own, the helpdesk tab the agent used last: the tabs whose pages
 * reported to the worker are the helpdesk's (only its pages report, and a tab that moves elsewhere
 * is forgotten). No tab's URL is read: without the "tabs" permission the browser hides it, on some
 * versions even for the extension's own pages, and a hidden URL says nothing of what the tab shows.
 */
export async function ticketTab(): Promise<number | undefined> {
  // Undefined in the side panel, which is no tab.
  const own = await browser.tabs.getCurrent();
  if (!own) {
    const [active] = await browser.tabs.query({ currentWindow: true, active: true });
    return active?.id;
  }
  const reported = new Set(await tabsWithDetected());
  const tabs = await browser.tabs.query({});
  return tabs
    .filter((t) => t.id !== undefined && t.id !== own.id && reported.has(t.id))
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
    // Two kinds of news, each superseded only by its own kind. Which tab to speak about: only a newer
    // look at the tabs overrules a look in flight, whatever the tab it leaves does meanwhile (a busy
    // page changes what it shows every moment: were its news newer, the panel would never leave it).
    // What that tab shows: a change notice, or a read begun after it, is the newer.
    let newestLook = 0;
    let newestShown = 0;
    let watched: { tabId: number; stop(): void } | undefined;
    const watch = (tabId: number | undefined) => {
      if (watched?.tabId === tabId) return;
      watched?.stop();
      watched = undefined;
      if (tabId === undefined) return;
      // The change notice carries the tab's record: shown as it is, with no read.
      const stop = watchDetected(tabId, (shown) => {
        ++newestShown;
        if (!cancelled && watched?.tabId === tabId) onRead({ tabId, ...shown });
      });
      watched = { tabId, stop };
    };
    const refresh = async () => {
      const look = ++newestLook;
      const tabId = await ticketTab();
      if (cancelled || look !== newestLook) return;
      // Watched before it is read: a change made while it is read is heard, and is the newer.
      watch(tabId);
      const asked = ++newestShown;
      const shown = tabId === undefined ? { tokens: [], dropped: 0 } : await ticketInTab(tabId);
      if (!cancelled && look === newestLook && asked === newestShown) onRead({ tabId, ...shown });
    };
    void refresh();
    const onActivated = () => void refresh();
    const onUpdated = (_id: number, change: { status?: string; url?: string }) => {
      if (change.status === "complete" || change.url) void refresh();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    // A helpdesk page that reports for the first time, or a tab forgotten, may change which tab a
    // panel of its own speaks about: its load may be complete before its page reports. Looked at
    // once the same change has reached the watched tab's own listener, or that would count as newer.
    const stopIds = detectedTabs.watchIds(() => void setTimeout(() => void refresh()));
    return () => {
      cancelled = true;
      stopIds();
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      watched?.stop();
    };
  }, [onRead]);
}
