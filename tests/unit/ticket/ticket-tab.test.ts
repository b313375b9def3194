import { renderHook, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import type { Browser } from "wxt/browser";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { forgetTab } from "@/lib/ticket/detected-tokens.worker";
import { type TicketTab, ticketTab, useTicketTab } from "@/lib/ticket/use-detected";
import { doc, frameAt, report } from "./fake-tabs";

type Tab = Browser.tabs.Tab;

/**
 * Tabs as a browser gives them to an extension without the "tabs" permission, when it hides every
 * tab's URL, the extension's own pages included (Chromium 150 does): an id, whether it is active,
 * when it was last used; no url, no pendingUrl.
 */
const tab = (id: number, lastAccessed: number, active = false): Tab =>
  ({
    id,
    index: id,
    windowId: 1,
    active,
    lastAccessed,
    highlighted: active,
    pinned: false,
    incognito: false,
  }) as Tab;

/** The panel's own tab (undefined: the side panel, which is no tab), and every open tab. */
function browserWith(own: Tab | undefined, tabs: Tab[]) {
  vi.spyOn(fakeBrowser.tabs, "getCurrent").mockResolvedValue(own as Tab);
  vi.spyOn(fakeBrowser.tabs, "query").mockImplementation((async (query: { active?: boolean }) =>
    query.active ? tabs.filter((t) => t.active) : tabs) as never);
}

/** A helpdesk page in the tab reported what it shows to the worker. */
const helpdeskIn = (tabId: number) => report(tabId, frameAt(0), doc(tabId), []);

describe("the tab the panel speaks about, with no tab's URL known", () => {
  it("in a tab of its own: the helpdesk tab used last, not itself nor another page used since", async () => {
    const panel = tab(5, 400, true);
    const options = tab(4, 300);
    browserWith(panel, [tab(2, 100), tab(3, 200), options, panel]);
    await helpdeskIn(2);
    await helpdeskIn(3);
    expect(await ticketTab()).toBe(3);
  });

  it("in a tab of its own, with no helpdesk page open: none, not the last tab used", async () => {
    const panel = tab(5, 400, true);
    browserWith(panel, [tab(2, 100), tab(4, 300), panel]);
    expect(await ticketTab()).toBeUndefined();
  });

  it("in the side panel: the active tab beside it, whatever it shows", async () => {
    browserWith(undefined, [tab(2, 100), tab(3, 500, true)]);
    await helpdeskIn(2);
    expect(await ticketTab()).toBe(3);
  });

  it("in a tab of its own, turns to a helpdesk page that reports after it opened, and away from one that goes", async () => {
    const panel = tab(5, 400, true);
    browserWith(panel, [tab(2, 100), tab(3, 200), panel]);
    await helpdeskIn(2);
    const read: TicketTab[] = [];
    const onRead = (shown: TicketTab) => void read.push(shown);
    renderHook(() => useTicketTab(onRead));
    await waitFor(() => expect(read.at(-1)?.tabId).toBe(2));

    // Tab 3 loaded before its page reported: the report alone moves the panel to it.
    await helpdeskIn(3);
    await waitFor(() => expect(read.at(-1)?.tabId).toBe(3));
    // Its page went (another site, or closed): back to the helpdesk tab still open.
    await forgetTab(3);
    await waitFor(() => expect(read.at(-1)?.tabId).toBe(2));
  });

  it("turns to the ticket opened beside a page that keeps changing what it shows, however often it changes", async () => {
    const panel = tab(5, 400, true);
    const tabs = [tab(2, 100), tab(3, 200), panel];
    browserWith(panel, tabs);
    await helpdeskIn(2);
    const read: TicketTab[] = [];
    renderHook(() => useTicketTab((shown) => void read.push(shown)));
    await waitFor(() => expect(read.at(-1)?.tabId).toBe(2));

    // The busy page changes again while the panel is still asking the browser which tab is the
    // ticket's: its news is about the tab the panel leaves, not a reason to stay on it.
    let busy = 0;
    vi.spyOn(fakeBrowser.tabs, "query").mockImplementation((async () => {
      const customer = { kind: "customer" as const, text: `cust_busyBusyBusyBusy${++busy}`, count: 1 };
      await report(2, frameAt(0), doc(2), [customer]);
      return tabs;
    }) as never);
    await helpdeskIn(3);
    await waitFor(() => expect(read.at(-1)?.tabId).toBe(3));
    expect(busy).toBeGreaterThan(0);
  });
});
