// A lookup the agent clicks is asked of the API as it is queued, before the panel that shows it has
// opened: the panel's own question, when it comes, is answered with that answer and sends nothing.
// What the worker asks ahead must be exactly what the panel will ask, or the agent's click costs two
// requests; and nothing is asked that the panel would not ask.

import { act, renderHook, waitFor } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { createHandlers, handleMessage } from "@/entrypoints/background/handlers";
import { usePanel } from "@/entrypoints/sidepanel/use-panel";
import { createApiClient } from "@/lib/core/api/client";
import { createVoucherify, type Voucherify } from "@/lib/core/api/voucherify";
import type { Lookup } from "@/lib/lookup/classify";
import { cacheKey, clearCache, projectScope } from "@/lib/lookup/lookup-cache";
import { keepAnswer } from "@/lib/lookup/lookup-cache.worker";
import { savePageSize } from "@/lib/preferences/page-size.sidepanel";
import type { StoredProfile } from "@/lib/profiles";
import { saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { firstPageOf, redemptionsInput } from "@/lib/redemptions/redemptions-query";
import { workerServices } from "../helpers/worker-for-pages";

/** The panel's questions, answered by the worker's handlers in this test (`answerAs`). */
const { worker } = vi.hoisted(() => ({
  worker: {
    answer: (_envelope: { type: string; input: unknown; fresh?: true }): Promise<unknown> =>
      Promise.reject(new Error("no worker")),
  },
}));
vi.mock("@/lib/core/contract/ask", () => ({
  ask: (type: string, input: unknown, options?: { fresh?: boolean }) => {
    if (type === "lookup.made") return Promise.resolve({ ok: true, value: { recent: null } });
    if (type === "lookupCache.keep") return Promise.resolve({ ok: true, value: { kept: false } });
    if (type === "memberships.get") return Promise.resolve({ ok: true, value: { memberships: [] } });
    // The envelope as ask() sends it: a refresh says so.
    return worker.answer({ type, input, ...(options?.fresh ? { fresh: true as const } : {}) });
  },
}));

/** The worker as wired, with this API: the panel's questions reach its handlers. */
function answerAs(voucherify: Voucherify) {
  const handlers = createHandlers(workerServices({ voucherify }));
  worker.answer = (envelope) => handleMessage(envelope, { kind: "extension_page" }, handlers);
}

const customer = { kind: "customer_id", value: "cust_tAED42tFhLM9v7GmZUaklJFd" } satisfies Lookup;
const PAGE_SIZE = 50 as const;

/** The API as the worker's client reaches it: each request's path and query, and one redemption listed. */
function api() {
  const asked: URL[] = [];
  const fetch = (async (url: string) => {
    asked.push(new URL(url));
    // Each answer of the list counts the lists asked so far: the panel shows which one it took.
    const body = url.includes("/redemptions")
      ? {
          object: "list",
          data_ref: "redemptions",
          total: lists().length,
          redemptions: [
            {
              id: "r_0c5d710a87c8a31f86",
              object: "redemption",
              date: "2026-11-20T10:00:00.000Z",
              customer_id: customer.value,
              result: "SUCCESS",
              status: "SUCCEEDED",
              voucher: { code: "BF25-XK3P9Q", object: "voucher" },
            },
          ],
        }
      : { object: "list", data_ref: "data", data: [], total: 0 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  const voucherify = createVoucherify(createApiClient({ channel: "Voucher-Lens-Extension/test", fetch }));
  const lists = () => asked.filter((url) => url.pathname === "/v1/redemptions");
  return { voucherify, lists };
}

let profile: StoredProfile;

beforeEach(async () => {
  clearCache();
  const saved = await saveProfile({ name: "EU shop", region: "api", appId: "app-1", appToken: "token-1" });
  if (!saved.ok) throw new Error("The profile was not saved");
  profile = saved.profile;
  await savePageSize(PAGE_SIZE);
  vi.spyOn(fakeBrowser.tabs, "query").mockResolvedValue([{ id: 10, windowId: 1 } as never]);
});

/** The panel as it opens in window 1, on the profile and page size the worker reads. */
function openPanel() {
  // One object for every render, as the panel's settings are until they change.
  const settings = {
    profileId: profile.id,
    project: projectScope(profile),
    pageSize: PAGE_SIZE,
    ready: true,
    autoCustomer: { enabled: false, emails: false, ownDomains: [] },
    windowId: 1,
  };
  return renderHook(() => usePanel(settings));
}

describe("a clicked lookup asked ahead of the panel", () => {
  it("is answered in the panel with the answer asked as it was queued, with no request of the panel's own", async () => {
    const { voucherify, lists } = api();
    answerAs(voucherify);
    await workerServices({ voucherify }).fileLookup({ tabId: 10, windowId: 1 }, "clicked")(customer);
    await waitFor(() => expect(lists()).toHaveLength(1));
    // The question the panel will ask: the customer's first page, newest first, at the agent's page size.
    expect(lists()[0]!.searchParams.get("limit")).toBe(String(PAGE_SIZE));
    expect(lists()[0]!.searchParams.get("page")).toBe("1");

    const { result } = openPanel();
    await waitFor(() => expect(result.current[0].redemptions.value?.total).toBe(1));
    expect(result.current[0].current?.lookup).toEqual(customer);
    expect(lists()).toHaveLength(1);
  });

  it("leaves a refresh to the API when the panel showed the answer it kept, not the one asked ahead", async () => {
    const { voucherify, lists } = api();
    answerAs(voucherify);
    const { result } = openPanel();
    // The agent looks the customer up in the panel: the first list.
    await act(async () => result.current[1]({ type: "lookup.started", lookup: customer, how: "typed" }));
    await waitFor(() => expect(result.current[0].redemptions.value?.total).toBe(1));
    const typed = result.current[0].redemptions.ask?.id;

    // Then clicks the same customer on the ticket: the worker asks ahead (the session's index does
    // not name the panel's answer yet), and the panel shows the answer it holds, asking nothing.
    await workerServices({ voucherify }).fileLookup({ tabId: 10, windowId: 1 }, "clicked")(customer);
    await waitFor(() => expect(lists()).toHaveLength(2));
    await waitFor(() => expect(result.current[0].redemptions.ask?.id).not.toBe(typed));
    await waitFor(() => expect(result.current[0].redemptions.loading).toBe(false));
    expect(result.current[0].redemptions.value?.total).toBe(1);

    // Refresh: the API's answer as of now, not the one asked ahead at the click.
    await act(async () => result.current[1]({ type: "list.refreshed" }));
    await waitFor(() => expect(result.current[0].redemptions.value?.total).toBe(3));
    expect(lists()).toHaveLength(3);
  });

  it("asks nothing when the session keeps the answer the panel will show", async () => {
    const { voucherify, lists } = api();
    const input = redemptionsInput(firstPageOf(customer, PAGE_SIZE));
    const key = cacheKey(projectScope(profile), "redemptions.list", input);
    expect(await keepAnswer(key, { at: Date.now(), value: { total: 0, redemptions: [] } })).toBe(true);
    await workerServices({ voucherify }).fileLookup({ tabId: 10, windowId: 1 }, "clicked")(customer);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists()).toHaveLength(0);
  });

  it("asks nothing for a lookup the panel answers without a list of redemptions", async () => {
    const { voucherify, lists } = api();
    const program: Lookup = { kind: "loyalty_program_id", value: "camp_lRJ1QXTVFl5p3xTwZb4Zbmbc" };
    await workerServices({ voucherify }).fileLookup({ tabId: 10, windowId: 1 }, "clicked")(program);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists()).toHaveLength(0);
  });
});
