// Which ticket an answer is about, when the agent moves between asking and seeing it: a lookup a
// page asked for is about the ticket it was asked on, and one made before its tab's ticket was read
// is not taken for the next ticket that tab shows. Either way the panel says so above the answer,
// and Insert into reply puts nothing into the ticket open now.

import { act, renderHook, waitFor } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { fileLookupFrom } from "@/entrypoints/background/queue-lookup";
import { insertTarget, otherTicket, type PanelState } from "@/entrypoints/sidepanel/panel-state";
import { usePanel } from "@/entrypoints/sidepanel/use-panel";
import { insertOrCopy } from "@/lib/insert-reply/insert-reply";
import insertWords from "@/lib/insert-reply/words/en";
import type { Lookup } from "@/lib/lookup/classify";
import { clearCache, projectScope } from "@/lib/lookup/lookup-cache";
import { requestLookup } from "@/lib/lookup/lookup-request.worker";
import { pendingLookupAfter } from "@/lib/lookup/pending-lookup";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { SETTLE_MS } from "@/lib/ticket/auto-customer";
import { recordReports, seeTicket } from "@/lib/ticket/detected-tokens.worker";
import ticketWords from "@/lib/ticket/words/en";

/** Filing alone: nothing is asked ahead of the panel. */
const fileLookup = fileLookupFrom(async () => {});

const { asked } = vi.hoisted(() => ({ asked: vi.fn() }));
vi.mock("@/lib/core/contract/ask", () => ({
  ask: (type: string, input: unknown, ...rest: unknown[]) => {
    if (type === "lookup.made") return Promise.resolve({ ok: true, value: { recent: null } });
    if (type === "lookupCache.keep") return Promise.resolve({ ok: true, value: { kept: false } });
    if (type === "autoLookup.allow") return Promise.resolve({ ok: true, value: { allowed: true } });
    return asked(type, input, ...rest);
  },
}));

const CUST_A = "cust_tAED42tFhLM9v7GmZUaklJFd";
const CUST_B = "cust_B0000000000000000000000B";
const customerA: Lookup = { kind: "customer_id", value: CUST_A };
const options = {
  profileId: "p1",
  project: projectScope({ id: "p1", region: "api", appId: "app" }),
  pageSize: 25 as const,
  ready: true,
  autoCustomer: { enabled: false, emails: false, ownDomains: [] },
  windowId: 1 as number | undefined | null,
};
const ticketUrl = (n: number) => `https://acme.zendesk.com/agent/tickets/${n}`;
/** The panel's tab, as the browser says it. */
const panelOn = (tabId: number) =>
  vi.spyOn(fakeBrowser.tabs, "query").mockResolvedValue([{ id: tabId, windowId: 1 } as never]);

/** Insert into reply as the panel asks it, with an editor that would take anything. */
async function insertInto(state: PanelState) {
  const insert = vi.fn(async () => ({
    ok: true as const,
    value: { inserted: true as const, editor: "textarea" as never },
  }));
  const said = await insertOrCopy(insertTarget(state), "Hi customer A", { insert, copy: async () => true });
  return { said, insert };
}

/** The redemptions answer waits until the test gives it; the memberships come at once. */
function redemptionsLater(): (value: unknown) => void {
  let give: (value: unknown) => void = () => undefined;
  asked.mockImplementation((type: string) =>
    type === "memberships.get"
      ? Promise.resolve({ ok: true, value: { memberships: [] } })
      : new Promise((resolve) => {
          give = resolve;
        }),
  );
  return (value) => give(value);
}

beforeEach(async () => {
  clearCache();
  await storeProfiles({
    profiles: [{ id: "p1", name: "p1", region: "api" as const, appId: "app" }],
    activeProfileId: "p1",
  });
  asked.mockImplementation(async (type: string) =>
    type === "memberships.get"
      ? { ok: true, value: { memberships: [] } }
      : { ok: true, value: { total: 1, redemptions: [] }, credential: "app_keys" },
  );
});

describe("a lookup a page asked for", () => {
  it("is about the ticket it was asked on, when the panel opens on another", async () => {
    // The agent clicked Look up on customer A in ticket #1 (tab 10), then went to ticket #2 (tab
    // 20) and opened the panel there: Firefox's sidebar does not open on a page's click.
    await seeTicket(10, crypto.randomUUID(), ticketUrl(1));
    await seeTicket(20, crypto.randomUUID(), ticketUrl(2));
    await fileLookup({ tabId: 10, windowId: 1 })(customerA);
    panelOn(20);
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].current?.lookup).toEqual(customerA));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#2"));

    const state = result.current[0];
    expect(state.current?.ticket?.label).toBe("#1");
    expect(otherTicket(state)?.words).toBe(ticketWords.aboutTicket.replace("{ticket}", "#1"));
    const { said, insert } = await insertInto(state);
    expect(insert).not.toHaveBeenCalled();
    expect(said).toBe(insertWords.otherTicket);
  });

  it("is still about its ticket in a panel opened again after the tab moved on", async () => {
    const doc = crypto.randomUUID();
    await seeTicket(10, doc, ticketUrl(1));
    panelOn(10);
    await fileLookup({ tabId: 10, windowId: 1 })(customerA);
    const first = renderHook(() => usePanel(options));
    await waitFor(() => expect(first.result.current[0].current?.ticket?.label).toBe("#1"));
    expect(otherTicket(first.result.current[0])).toBeUndefined();
    first.unmount();

    // The same tab moves to ticket #2 and the agent opens the panel again while the lookup is fresh.
    await seeTicket(10, doc, ticketUrl(2));
    const second = renderHook(() => usePanel(options));
    await waitFor(() => expect(second.result.current[0].ticket.ticket?.label).toBe("#2"));
    await waitFor(() => expect(second.result.current[0].current?.lookup).toEqual(customerA));

    const state = second.result.current[0];
    expect(state.current?.ticket?.label).toBe("#1");
    expect(otherTicket(state)?.words).toBe(ticketWords.aboutTicket.replace("{ticket}", "#1"));
    expect((await insertInto(state)).insert).not.toHaveBeenCalled();
  });

  it("asked in a tab whose ticket was not known is never the ticket the panel's tab shows", async () => {
    // Asked in tab 10 while its page was loading; the panel is on tab 20, whose ticket is read while
    // the answer is still on its way.
    const answer = redemptionsLater();
    await fileLookup({ tabId: 10, windowId: 1 })(customerA);
    panelOn(20);
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].current?.lookup).toEqual(customerA));
    await seeTicket(20, crypto.randomUUID(), ticketUrl(2));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#2"));
    await act(async () => answer({ ok: true, value: { total: 1, redemptions: [] }, credential: "app_keys" }));
    await waitFor(() => expect(result.current[0].redemptions.value).toMatchObject({ total: 1 }));

    const state = result.current[0];
    expect(state.current?.ticket).toBeUndefined();
    expect(otherTicket(state)?.words).toBe(ticketWords.aboutAnotherTicket);
    expect((await insertInto(state)).insert).not.toHaveBeenCalled();
  });

  it("read as another kind is still about the ticket it was asked on", async () => {
    await seeTicket(10, crypto.randomUUID(), ticketUrl(1));
    await seeTicket(20, crypto.randomUUID(), ticketUrl(2));
    await fileLookup({ tabId: 10, windowId: 1 })(customerA);
    panelOn(20);
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].current?.ticket?.label).toBe("#1"));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#2"));
    await act(async () => result.current[1]({ type: "lookup.readAs", kind: "customer_source_id" }));
    await waitFor(() => expect(result.current[0].current?.lookup.kind).toBe("customer_source_id"));

    const state = result.current[0];
    expect(state.current?.ticket?.label).toBe("#1");
    expect((await insertInto(state)).insert).not.toHaveBeenCalled();
  });

  it("is this ticket's when the panel is on the ticket it was asked on", async () => {
    await seeTicket(10, crypto.randomUUID(), ticketUrl(1));
    await fileLookup({ tabId: 10, windowId: 1 })(customerA);
    panelOn(10);
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#1"));
    await waitFor(() => expect(result.current[0].current?.ticket?.label).toBe("#1"));
    expect(otherTicket(result.current[0])).toBeUndefined();
  });
});

describe("a lookup made before its tab's ticket was read", () => {
  it("is not taken for the tickets the tab shows next: the panel says so and looks up theirs", async () => {
    panelOn(5);
    const auto = { ...options, autoCustomer: { enabled: true, emails: false, ownDomains: [] } };
    const { result } = renderHook(() => usePanel(auto));
    await waitFor(() => expect(result.current[0].ticket.tabId).toBe(5));
    // The agent searches customer A while the tab's page has not said which ticket it shows.
    await act(async () => result.current[1]({ type: "lookup.started", lookup: customerA, how: "typed" }));
    await waitFor(() => expect(result.current[0].redemptions.value).toMatchObject({ total: 1 }));
    expect(result.current[0].current?.ticket).toBeUndefined();

    // Its answer in, the tab shows ticket #2 and customer B, its only one.
    const doc = crypto.randomUUID();
    await seeTicket(5, doc, ticketUrl(2));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#2"));
    const before = result.current[0];
    expect(before.current?.lookup).toEqual(customerA);
    expect(otherTicket(before)?.words).toBe(ticketWords.aboutPageBefore);
    const { said, insert } = await insertInto(before);
    expect(insert).not.toHaveBeenCalled();
    expect(said).toBe(insertWords.beforeTicket);

    await recordReports(5, [
      { sender: { frameId: 0 }, report: { doc, tokens: [{ kind: "customer", text: CUST_B, count: 1 }] } },
    ]);
    await waitFor(() => expect(result.current[0].current?.lookup.value).toBe(CUST_B), {
      timeout: SETTLE_MS * 4,
    });
  }, 10_000);

  it("is not made the ticket's by an answer that comes after it, such as its memberships", async () => {
    panelOn(5);
    let memberships: (value: unknown) => void = () => undefined;
    asked.mockImplementation((type: string) =>
      type === "memberships.get"
        ? new Promise((resolve) => {
            memberships = resolve;
          })
        : Promise.resolve({ ok: true, value: { total: 1, redemptions: [] }, credential: "app_keys" }),
    );
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].ticket.tabId).toBe(5));
    await act(async () => result.current[1]({ type: "lookup.started", lookup: customerA, how: "typed" }));
    await waitFor(() => expect(result.current[0].redemptions.value).toMatchObject({ total: 1 }));
    await seeTicket(5, crypto.randomUUID(), ticketUrl(2));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#2"));
    await act(async () => memberships({ ok: true, value: { memberships: [] } }));
    await waitFor(() => expect(result.current[0].memberships.loading).toBe(false));

    const state = result.current[0];
    expect(state.current?.ticket).toBeUndefined();
    expect(otherTicket(state)?.words).toBe(ticketWords.aboutPageBefore);
    expect((await insertInto(state)).insert).not.toHaveBeenCalled();
  });

  it("is the ticket's when the ticket is read before its answers come", async () => {
    panelOn(5);
    // Both answers wait: the first to come, whichever, settles which ticket the lookup is about.
    const given: Record<string, (value: unknown) => void> = {};
    asked.mockImplementation(
      (type: string) =>
        new Promise((resolve) => {
          given[type] = resolve;
        }),
    );
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].ticket.tabId).toBe(5));
    await act(async () => result.current[1]({ type: "lookup.started", lookup: customerA, how: "typed" }));
    await seeTicket(5, crypto.randomUUID(), ticketUrl(2));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#2"));
    // Each asked once, and neither answered yet.
    const times = (type: string) => asked.mock.calls.filter(([asked]) => asked === type).length;
    expect([times("redemptions.list"), times("memberships.get")]).toEqual([1, 1]);
    const redemptions = given["redemptions.list"]!;
    const memberships = given["memberships.get"]!;
    await act(async () =>
      redemptions({ ok: true, value: { total: 1, redemptions: [] }, credential: "app_keys" }),
    );
    await act(async () => memberships({ ok: true, value: { memberships: [] } }));
    await waitFor(() => expect(result.current[0].redemptions.value).toMatchObject({ total: 1 }));
    expect(result.current[0].current?.ticket?.label).toBe("#2");
    expect(otherTicket(result.current[0])).toBeUndefined();
  });
});

describe("a click on a mark, as the page moves to the next ticket", () => {
  it("is filed under the ticket the page showed when it was clicked, not under the next", async () => {
    // The agent clicks Look up on ticket #1; the helpdesk moves the tab to ticket #2 while the
    // worker still reads whether the mark is one the profile detects.
    const doc = crypto.randomUUID();
    await seeTicket(10, doc, ticketUrl(1));
    let detectable: (yes: boolean) => void = () => undefined;
    const request = requestLookup(
      {
        allowLookupFrom: () => true,
        openPanel: () => undefined,
        isDetectable: () =>
          new Promise<boolean>((resolve) => {
            detectable = resolve;
          }),
        fileLookup,
      },
      { kind: "customer", text: CUST_A },
      { kind: "content_script", tabId: 10, windowId: 1, frameId: 0, url: ticketUrl(1) },
    );
    await seeTicket(10, doc, ticketUrl(2));
    detectable(true);
    expect(await request).toEqual({ ok: true, value: { queued: true } });

    const pending = await pendingLookupAfter(0, 1);
    expect(pending?.lookup).toEqual(customerA);
    expect(pending?.ticket?.label).toBe("#1");
    // So the panel, on ticket #2, says whose answer it is and inserts nothing into #2's reply.
    panelOn(10);
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].current?.lookup).toEqual(customerA));
    await waitFor(() => expect(result.current[0].ticket.ticket?.label).toBe("#2"));
    const { insert } = await insertInto(result.current[0]);
    expect(insert).not.toHaveBeenCalled();
  });
});
