// The panel's effects around its state: what the worker, the ticket's page and the stored lookups
// tell it reaches the state, and what the state asks for is asked.

import { act, renderHook, waitFor } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { usePanel } from "@/entrypoints/sidepanel/use-panel";
import type { Lookup, LookupHow } from "@/lib/lookup/classify";
import { clearCache, projectScope } from "@/lib/lookup/lookup-cache";
import { queueLookup } from "@/lib/lookup/pending-lookup.worker";
import { recentLookups } from "@/lib/lookup/recent-lookups";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { preloadRedemptionList } from "@/lib/redemptions/redemption-list-on-demand";
import { AUTO_ONLY_ID, SETTLE_MS } from "@/lib/ticket/auto-customer";
import { recordDetected } from "@/lib/ticket/detected-tokens.worker";

// The list and what explains a failed row are a chunk of their own: these tests see when the panel
// asks for it.
vi.mock("@/lib/redemptions/redemption-list-on-demand", async (original) => ({
  ...(await original<typeof import("@/lib/redemptions/redemption-list-on-demand")>()),
  preloadRedemptionList: vi.fn(() => Promise.resolve()),
}));

/** What the panel asks the API, through the worker: the questions these tests answer. */
const { asked } = vi.hoisted(() => ({ asked: vi.fn() }));
// What the panel asks the worker to keep goes to the worker's own services: its recent lookups are
// written there, the answers it was given are not kept (these tests are about the questions).
vi.mock("@/lib/core/contract/ask", () => ({
  ask: (type: string, input: { profileId: string; lookup: Lookup; how: LookupHow }, ...rest: unknown[]) => {
    if (type === "lookup.made")
      return import("@/lib/lookup-log/lookup-made.worker")
        .then(({ lookupMade }) => lookupMade(input.profileId, input.lookup, input.how, 30))
        .then((value) => ({ ok: true, value }));
    if (type === "lookupCache.keep") return Promise.resolve({ ok: true, value: { kept: false } });
    // The tab's budget of lookups nobody clicked is the worker's own.
    if (type === "autoLookup.allow") {
      const { tabId, customer } = input as unknown as { tabId: number; customer: Lookup };
      return import("@/lib/ticket/auto-budget.worker")
        .then(({ allowAutoLookup }) => allowAutoLookup(tabId, customer))
        .then((allowed) => ({ ok: true, value: { allowed } }));
    }
    // Passed straight on: the tests count these questions and time their answers.
    return asked(type, input, ...rest);
  },
}));

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const customer: Lookup = { kind: "customer_id", value: CUST };
const redemptions = (total: number) => ({
  ok: true,
  value: { total, redemptions: [] },
  credential: "app_keys",
});
/** The worker as the contract types it: each question its own answer, a customer with no loyalty v2 card. */
const answering = (total: number) => async (type: string) =>
  type === "memberships.get" ? { ok: true, value: { memberships: [] } } : redemptions(total);
const options = {
  profileId: "p1",
  project: projectScope({ id: "p1", region: "api", appId: "app" }),
  pageSize: 25 as const,
  ready: true,
  autoCustomer: { enabled: true, emails: false, ownDomains: [] },
  windowId: undefined,
};
/** The helpdesk tab the panel speaks about. */
const onTicket = (id: number) =>
  vi.spyOn(fakeBrowser.tabs, "query").mockResolvedValue([{ id, url: "https://help.example/t/1" } as never]);

beforeEach(async () => {
  clearCache();
  // Recent lookups are kept only for a profile that exists.
  await storeProfiles({
    profiles: ["p1", "agent-2"].map((id) => ({ id, name: id, region: "api" as const, appId: "app" })),
    activeProfileId: "p1",
  });
});

describe("the side panel", () => {
  it("asks the worker what the agent looks up, shows the answer and remembers the lookup", async () => {
    onTicket(3);
    asked.mockImplementation(answering(3) as never);
    const { result } = renderHook(() => usePanel(options));
    await act(async () => result.current[1]({ type: "lookup.started", lookup: customer }));
    await waitFor(() => expect(result.current[0].redemptions.value).toMatchObject({ total: 3 }));
    // The customer's redemptions, and beside them, once, their loyalty v2 memberships.
    expect(asked.mock.calls.map(([type]) => type).sort()).toEqual(["memberships.get", "redemptions.list"]);
    await waitFor(() =>
      expect(result.current[0].recent.list).toEqual([{ lookup: customer, at: expect.any(Number) }]),
    );
    expect(await recentLookups("p1")).toEqual([customer]);
  });

  it("looks the ticket's only customer up with no click once its reports have been quiet for a moment", async () => {
    onTicket(7);
    await recordDetected(
      7,
      { frameId: 0 },
      { doc: crypto.randomUUID(), tokens: [{ kind: "customer", text: CUST, count: 1 }] },
    );
    asked.mockImplementation(answering(1) as never);
    const { result } = renderHook(() => usePanel(options));
    await waitFor(() => expect(result.current[0].ticket.tabId).toBe(7));
    expect(result.current[0].current).toBeUndefined();
    await waitFor(() => expect(result.current[0].current?.auto).toBe(AUTO_ONLY_ID), {
      timeout: SETTLE_MS * 3,
    });
    expect(result.current[0].current?.lookup).toEqual(customer);
    await waitFor(() => expect(result.current[0].redemptions.value).toMatchObject({ total: 1 }));
    expect(await recentLookups("p1")).toEqual([]);
  });

  it("shows a lookup a page asked for, once, when the panel is ready", async () => {
    onTicket(3);
    asked.mockImplementation(answering(2) as never);
    await queueLookup({ kind: "code", value: "BF25-XK3P9Q" }, {});
    const { result, rerender } = renderHook((props) => usePanel(props), {
      initialProps: { ...options, ready: false },
    });
    await act(async () => undefined);
    expect(result.current[0].current).toBeUndefined();
    rerender(options);
    await waitFor(() =>
      expect(result.current[0].current?.lookup).toEqual({ kind: "code", value: "BF25-XK3P9Q" }),
    );
    expect(result.current[0].search.text).toBe("BF25-XK3P9Q");
  });

  it("starts loading what explains a failed row as soon as a lookup of redemptions is asked", async () => {
    onTicket(4);
    // The answer never comes here: the details load while it is on its way.
    asked.mockReturnValue(new Promise(() => undefined) as never);
    const { result } = renderHook(() => usePanel(options));
    expect(preloadRedemptionList).not.toHaveBeenCalled();
    await act(async () => result.current[1]({ type: "lookup.started", lookup: customer }));
    expect(preloadRedemptionList).toHaveBeenCalledTimes(1);
  });
});
