// What the side panel does while it opens and while it shows a long answer, kept off the agent's
// way: one question for the settings in force, the lookup waiting and its kept answer read beside
// the settings, a kept answer handed to the worker once painted, rows not drawn again for nothing.

import { fireEvent, render, renderHook, screen, waitFor } from "@testing-library/preact";
import { useState } from "preact/hooks";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { parseRedemptionList, type RedemptionRow } from "@/lib/core/api/schemas";
import { ask } from "@/lib/core/contract/ask";
import type { Lookup } from "@/lib/lookup/classify";
import {
  cacheKey,
  clearCache,
  lookupCacheIndex,
  projectScope,
  readCached,
  writeCached,
} from "@/lib/lookup/lookup-cache";
import { queueLookup } from "@/lib/lookup/pending-lookup.worker";
import { readPendingLookupEarly, usePendingLookup, useWindowId } from "@/lib/lookup/use-pending-lookup";
import { askSettingsInForceEarly, useSettingsInForce } from "@/lib/policy/use-settings-in-force";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { RedemptionList } from "@/lib/redemptions/RedemptionList";
import { redemptionRowFacts } from "@/lib/redemptions/row-facts";
import { loadFixture } from "../../helpers/fixtures";
import { loadOnDemandParts } from "../../helpers/on-demand-parts";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";
import { WithReplies } from "../../replies/replies-context";

vi.mock("@/lib/core/contract/ask", async (original) => {
  const actual = await original<typeof import("@/lib/core/contract/ask")>();
  return { ask: vi.fn(actual.ask) };
});
vi.mock("@/lib/redemptions/row-facts", async (original) => {
  const actual = await original<typeof import("@/lib/redemptions/row-facts")>();
  return { ...actual, redemptionRowFacts: vi.fn(actual.redemptionRowFacts) };
});

await loadOnDemandParts();

const asked = (type: string) => vi.mocked(ask).mock.calls.filter(([asked]) => asked === type).length;
const sessionReads = (key: string) =>
  vi.mocked(fakeBrowser.storage.session.get).mock.calls.filter(([keys]) => keys === key).length;
/** Reads of any key that starts so: `lookupCache:` for the answers kept, one item each. */
const sessionReadsOf = (prefix: string) =>
  vi
    .mocked(fakeBrowser.storage.session.get)
    .mock.calls.filter(([keys]) => typeof keys === "string" && keys.startsWith(prefix)).length;

describe("the settings in force, shown by several views of a page", () => {
  it("are asked of the worker once for every view, and once again when the settings change", async () => {
    answerPagesAsWorker();
    function Views() {
      const detection = useSettingsInForce()?.detection;
      const replies = useSettingsInForce()?.replies;
      return (
        <p>{detection && replies ? `own domains: ${detection.ownDomains.join(", ") || "none"}` : "…"}</p>
      );
    }
    const { unmount } = render(<Views />);
    expect(await screen.findByText("own domains: none")).toBeTruthy();
    expect(asked("settings.inForce")).toBe(1);

    await fakeBrowser.runtime.sendMessage({
      type: "detection.change",
      input: { change: { kind: "ownDomains", domains: ["acme.de"] } },
    });
    expect(await screen.findByText("own domains: acme.de")).toBeTruthy();
    expect(asked("settings.inForce")).toBe(2);

    // Closed, the page stops listening: a change asks nothing more, even after a burst's wait.
    unmount();
    await fakeBrowser.runtime.sendMessage({
      type: "detection.change",
      input: { change: { kind: "ownDomains", domains: [] } },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked("settings.inForce")).toBe(2);
  });
});

/** A view of the settings in force: the team's own domains once the worker has said them. */
function OwnDomains() {
  const detection = useSettingsInForce()?.detection;
  return <p>{detection ? `own domains: ${detection.ownDomains.join(", ") || "none"}` : "…"}</p>;
}

describe("the settings in force, asked as the panel's scripts start", () => {
  it("are asked once: the first view takes the question already on its way", async () => {
    answerPagesAsWorker();
    const before = asked("settings.inForce");
    askSettingsInForceEarly();
    expect(asked("settings.inForce")).toBe(before + 1);
    const { unmount } = render(<OwnDomains />);
    expect(await screen.findByText("own domains: none")).toBeTruthy();
    expect(asked("settings.inForce")).toBe(before + 1);
    unmount();
  });

  it("are asked afresh when they change before a view asks: the early answer would be stale", async () => {
    answerPagesAsWorker();
    const before = asked("settings.inForce");
    askSettingsInForceEarly();
    await fakeBrowser.runtime.sendMessage({
      type: "detection.change",
      input: { change: { kind: "ownDomains", domains: ["acme.de"] } },
    });
    const { unmount } = render(<OwnDomains />);
    expect(await screen.findByText("own domains: acme.de")).toBeTruthy();
    expect(asked("settings.inForce")).toBe(before + 2);
    unmount();
  });
});

describe("a lookup waiting as the panel opens", () => {
  const code: Lookup = { kind: "code", value: "BF25-XK3P9Q" };

  it("is read as the scripts start, said to the page, and the hook takes that read", async () => {
    clearCache();
    vi.spyOn(fakeBrowser.storage.session, "get");
    await queueLookup(code, {});
    const reads = sessionReads("pendingLookup");
    expect(await readPendingLookupEarly()).toBe(true);
    expect(sessionReads("pendingLookup")).toBe(reads + 1);
    const shown: Lookup[] = [];
    const { rerender } = renderHook((ready: boolean) => usePendingLookup(ready, undefined, onLookup), {
      initialProps: false,
    });
    function onLookup(lookup: Lookup) {
      shown.push(lookup);
    }
    // The hook's opening read is the early one: none more until the panel is ready.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionReads("pendingLookup")).toBe(reads + 1);
    rerender(true);
    await waitFor(() => expect(shown).toEqual([code]));
  });

  it("is shown in the panel's window, which is asked as the scripts start: the panel's hook takes that answer", async () => {
    // The window read of an earlier test's opening, taken as its panel would have.
    renderHook(() => useWindowId()).unmount();
    const windows = vi.spyOn(fakeBrowser.windows, "getCurrent").mockResolvedValue({
      id: 7,
      focused: true,
      incognito: false,
      alwaysOnTop: false,
    });
    // Asked from another window's page: not this panel's.
    await queueLookup(code, { windowId: 8 });
    await readPendingLookupEarly();
    expect(windows).toHaveBeenCalledTimes(1);
    const shown: Lookup[] = [];
    renderHook(() => usePendingLookup(true, useWindowId(), (lookup) => shown.push(lookup)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toEqual([]);
    // Asked from this panel's window: shown, with no second question for the window.
    const other: Lookup = { kind: "code", value: "WIN7-CODE" };
    await queueLookup(other, { windowId: 7 });
    await waitFor(() => expect(shown).toEqual([other]));
    expect(windows).toHaveBeenCalledTimes(1);
  });

  it("says none waits when none does", async () => {
    await fakeBrowser.storage.session.remove("pendingLookup");
    expect(await readPendingLookupEarly()).toBe(false);
    // The panel's hook takes the read, as it does as the panel is drawn.
    renderHook(() => usePendingLookup(false, undefined, () => undefined)).unmount();
  });

  it("is read, with the answer kept for it, while the panel reads its settings, and shown once ready", async () => {
    clearCache();
    vi.spyOn(fakeBrowser.storage.session, "get");
    await queueLookup(code, {});
    const shown: Lookup[] = [];
    const { rerender } = renderHook((ready: boolean) => usePendingLookup(ready, undefined, onLookup), {
      initialProps: false,
    });
    function onLookup(lookup: Lookup) {
      shown.push(lookup);
    }
    // Not ready yet: nothing is shown, but the lookup and which answers the session keeps are being read.
    await waitFor(() => expect(sessionReads("lookupCacheIndex")).toBe(1));
    expect(sessionReads("pendingLookup")).toBe(1);
    expect(shown).toEqual([]);

    rerender(true);
    await waitFor(() => expect(shown).toEqual([code]));
    // None is kept for the lookup, as read meanwhile: session storage is not read again.
    expect(await readCached(cacheKey("p1", "redemptions.list", { code: code.value }))).toBeUndefined();
    expect(sessionReads("lookupCacheIndex")).toBe(1);
    expect(sessionReadsOf("lookupCache:")).toBe(0);
    // Read again when ready, for one asked meanwhile: the same one is not shown twice.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toEqual([code]);
  });

  it("still shows one a page asked for after the panel's first read, before it was ready", async () => {
    clearCache();
    const shown: Lookup[] = [];
    const onLookup = (lookup: Lookup) => shown.push(lookup);
    const { rerender } = renderHook((ready: boolean) => usePendingLookup(ready, undefined, onLookup), {
      initialProps: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queueLookup(code, {});
    rerender(true);
    await waitFor(() => expect(shown).toEqual([code]));
  });
});

describe("the answers the panel keeps for the session", () => {
  const P1 = { id: "p1", name: "Acme", region: "api" as const, appId: "app" };
  const key = (customer: string) => cacheKey(projectScope(P1), "redemptions.list", { customer });
  // The worker keeps answers only for a profile that exists.
  const profile = () => storeProfiles({ profiles: [P1], activeProfileId: "p1" });

  it("are handed to the worker to keep only once the answer is painted", async () => {
    clearCache();
    await profile();
    answerPagesAsWorker();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => frames.push(frame));
    const kept = writeCached(key("a"), { value: { total: 1 } });
    // In this page's memory at once.
    expect(readCached(key("a"))).toMatchObject({ value: { total: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked("lookupCache.keep")).toBe(0);
    for (const frame of frames.splice(0)) frame(performance.now());
    await kept;
    expect(asked("lookupCache.keep")).toBe(1);
    expect((await lookupCacheIndex.read()).map((kept) => kept.key)).toEqual([key("a")]);
  });

  it("answer at once, without reading session storage, for a question they are known not to hold", async () => {
    clearCache();
    await profile();
    answerPagesAsWorker();
    vi.spyOn(fakeBrowser.storage.session, "get");
    // The first question reads which answers session storage holds, and its own.
    expect(await readCached(key("a"))).toBeUndefined();
    expect(sessionReads("lookupCacheIndex")).toBe(1);
    expect(readCached(key("b"))).toBeUndefined();
    expect(sessionReads("lookupCacheIndex")).toBe(1);
    expect(sessionReadsOf("lookupCache:")).toBe(1);
    // Another panel's answer, kept by the worker, is read when asked for.
    await ask("lookupCache.keep", { key: key("c"), answer: { at: 1, value: { total: 3 } } });
    await waitFor(async () => expect(await readCached(key("c"))).toMatchObject({ value: { total: 3 } }));
  });
});

describe("a long list of redemptions", () => {
  function rows(): RedemptionRow[] {
    const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
    if (!parsed.ok) throw new Error("fixture did not parse");
    return parsed.value.redemptions;
  }

  it("is not drawn again when the page around it is, and acts with the page's latest callbacks", () => {
    const list = rows();
    const count = list.filter((row) => row.ok).length;
    const looked: string[] = [];
    function Page() {
      // Every key typed in Search draws the page again, with new callbacks and a new money object.
      const [typed, setTyped] = useState("");
      return (
        <WithReplies>
          <input aria-label="Search" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
          <RedemptionList
            rows={list}
            money={{ currency: "USD", locale: "en-US" }}
            now={Date.parse("2022-11-20T12:00:00Z")}
            onLookup={(lookup) => looked.push(`${typed}:${lookup.value}`)}
            onOpenRelated={() => undefined}
          />
        </WithReplies>
      );
    }
    render(<Page />);
    expect(vi.mocked(redemptionRowFacts)).toHaveBeenCalledTimes(count);
    fireEvent.input(screen.getByLabelText("Search"), { target: { value: "cust" } });
    expect(vi.mocked(redemptionRowFacts)).toHaveBeenCalledTimes(count);
    const customer = document.querySelector<HTMLButtonElement>(".redemption .who button");
    if (!customer) throw new Error("no customer in the fixture's rows");
    fireEvent.click(customer);
    expect(looked).toEqual([expect.stringMatching(/^cust:/)]);
  });

  it("draws the failure details of rows past the first screenful right after it is painted", async () => {
    // A panel a row tall: every row after the first starts out of sight.
    vi.stubGlobal("innerHeight", 60);
    const list = rows();
    const failed = (row: RedemptionRow) => row.ok && row.redemption.result === "FAILURE";
    expect(list.slice(1).some(failed)).toBe(true);
    render(
      <WithReplies>
        <RedemptionList
          rows={list}
          money={{ currency: "USD", locale: "en-US" }}
          now={Date.parse("2022-11-20T12:00:00Z")}
          onLookup={() => undefined}
          onOpenRelated={() => undefined}
        />
      </WithReplies>,
    );
    const waiting = () => [...document.querySelectorAll(".redemption .failure[aria-busy='true']")];
    const rowsAfterFirst = [...document.querySelectorAll(".redemptions > li")].slice(1);
    expect(waiting().length).toBe(rowsAfterFirst.filter((row) => row.querySelector(".failure")).length);
    // Each waits with its failure code shown, then gets its words, check and reply.
    for (const row of waiting()) expect(row.querySelector("code")?.textContent).toMatch(/\w/);
    await waitFor(() => expect(waiting()).toEqual([]));
    expect(document.querySelectorAll(".redemption .failure-check").length).toBe(list.filter(failed).length);
  });
});
