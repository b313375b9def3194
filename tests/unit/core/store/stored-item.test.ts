import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { privateArea } from "@/lib/core/store/private-items";
import { STORED_ITEMS } from "@/lib/core/store/registry";
import { defineStoredItem, migrated } from "@/lib/core/store/stored-item";
import { writerOf as optionsWriterOf } from "@/lib/core/store/writes.options";
import { writerOf } from "@/lib/core/store/writes.worker";
import { DEFAULT_DETECTION, detectionItem, loadDetection } from "@/lib/detection/detection-settings";
import { pendingLookupAfter, pendingLookupItem } from "@/lib/lookup/pending-lookup";
import { recentLookups } from "@/lib/lookup/recent-lookups";
import { whatsNewWaiting } from "@/lib/onboarding/whats-new";
import { loadPageSize, loadPreferences, preferencesItem } from "@/lib/preferences/preferences";
import { lastCheck } from "@/lib/profiles/last-checks";
import { loadProfiles } from "@/lib/profiles/profiles";
import { loadToolbarCount } from "@/lib/ticket/toolbar-count-setting";
import { PROJECT_ROOT } from "../../helpers/paths";

describe("what 0.3.0 stored", () => {
  it("reads as it was written, each item under its key and in its format", async () => {
    const profile = { id: "p1", name: "Acme EU", region: "api", appId: "app" };
    const records: Record<string, unknown> = {
      settings: { profiles: [profile], activeProfileId: "p1" },
      detection: { emails: true, codePatterns: { p1: [{ kind: "prefix", value: "BF25-", checked: 2 }] } },
      preferences: { currency: "USD", locale: "en-US" },
      pageSize: 100,
      recentLookups: { p1: [{ kind: "code", value: "BF25-XK3P9Q" }, "SUMMER24-7GW3MC"] },
      connectionChecks: { p1: { at: 1, ok: true, summary: "Connected" } },
      toolbarCount: false,
      whatsNew: { updatedTo: "0.3.0" },
    };
    for (const [key, value] of Object.entries(records)) await privateArea.put(key, { version: 2, value });
    await fakeBrowser.storage.session.set({
      pendingLookup: { lookup: { kind: "code", value: "BF25-XK3P9Q" }, at: Date.now() },
    });

    expect(await loadProfiles()).toEqual(records.settings);
    // The profile list's key is `profiles` now: its record moved there, the old key gone.
    expect(await privateArea.get("profiles")).toEqual({ version: 2, value: records.settings });
    expect(await privateArea.get("settings")).toBeUndefined();
    expect(await loadDetection()).toEqual({ ...DEFAULT_DETECTION, ...(records.detection as object) });
    expect(await loadPreferences()).toEqual(records.preferences);
    expect(await loadPageSize()).toBe(100);
    expect(await recentLookups("p1")).toEqual([
      { kind: "code", value: "BF25-XK3P9Q" },
      { kind: "code", value: "SUMMER24-7GW3MC" },
    ]);
    expect(await lastCheck("p1")).toEqual({ at: 1, ok: true, summary: "Connected" });
    expect(await loadToolbarCount()).toBe(false);
    expect(await whatsNewWaiting("0.3.0")).toBe(true);
    expect(await pendingLookupAfter(0, undefined)).toMatchObject({ lookup: { value: "BF25-XK3P9Q" } });
  });
});

describe("a stored item", () => {
  it("reads as its fallback when nothing, or nothing that parses, is stored", async () => {
    expect(await loadPreferences()).toEqual({ currency: "EUR", locale: "" });
    await privateArea.put("preferences", { version: 2, value: { currency: 42 } });
    expect(await loadPreferences()).toEqual({ currency: "EUR", locale: "" });
    expect(await pendingLookupItem.read()).toBeNull();
  });

  it("keeps its format: a record with its version in the private area, the value itself in the session", async () => {
    await optionsWriterOf(preferencesItem).write({ currency: "USD", locale: "en-US" });
    expect(await privateArea.get("preferences")).toEqual({
      version: 2,
      value: { currency: "USD", locale: "en-US" },
    });
  });

  it("keeps both of two changes made at the same moment by its owner", async () => {
    await Promise.all([
      writerOf(detectionItem).update((now) => ({ ...now, emails: true })),
      writerOf(detectionItem).update((now) => ({ ...now, ownDomains: ["acme.com"] })),
    ]);
    expect(await loadDetection()).toEqual({ ...DEFAULT_DETECTION, emails: true, ownDomains: ["acme.com"] });
  });

  it("tells a watcher of a change until the watcher stops", async () => {
    const seen = vi.fn();
    const stop = detectionItem.watch(seen);
    await writerOf(detectionItem).update((now) => ({ ...now, emails: true }));
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith({ ...DEFAULT_DETECTION, emails: true }));
    stop();
    await writerOf(detectionItem).update((now) => ({ ...now, emails: false }));
    await new Promise((done) => setTimeout(done, 20));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("writes a record of an older version in the current one at the owner's next update, even one that changes nothing", async () => {
    const item = defineStoredItem("connectionChecks", {
      schema: v.record(v.string(), v.object({ at: v.number() })),
      fallback: {},
      version: 3,
      migrations: { 3: (stored) => Object.assign({ migrated: { at: 3 } }, stored) },
    });
    await privateArea.put("connectionChecks", { version: 2, value: { p1: { at: 1 } } });
    const writer = writerOf(item);
    await writer.update((now) => now);
    expect(await privateArea.get("connectionChecks")).toEqual({
      version: 3,
      value: { p1: { at: 1 }, migrated: { at: 3 } },
    });
    // Current now: an update that changes nothing writes nothing.
    const put = vi.spyOn(privateArea, "put");
    await writer.update((now) => now);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
  });

  it("brings a value of an older version up to date, one migration after another, before reading it", () => {
    const migrations = {
      3: (old: unknown) => ({ ...(old as object), three: true }),
      4: (old: unknown) => ({ ...(old as object), four: true }),
    };
    expect(migrated({ version: 2, value: { two: true } }, 4, migrations)).toEqual({
      two: true,
      three: true,
      four: true,
    });
    expect(migrated({ version: 3, value: { three: true } }, 4, migrations)).toEqual({
      three: true,
      four: true,
    });
    expect(migrated({ version: 4, value: { four: true } }, 4, migrations)).toEqual({ four: true });
  });
});

const ROOT = PROJECT_ROOT;
const OWNER_NAMES = { worker: "worker", options: "options page", sidepanel: "side panel", popup: "popup" };

describe("the stored items' documentation", () => {
  it("lists every item of the registry with its area and owner, and no other", () => {
    const table = readFileSync(resolve(ROOT, "docs/store-registry.md"), "utf8")
      .split("\n")
      .flatMap((line) => {
        const cells = line.split("|").map((cell) => cell.trim());
        const key = /^`(\w+)`$/.exec(cells[1] ?? "")?.[1];
        return key ? [[key, cells[2], cells[3]]] : [];
      });
    expect(table).toEqual(
      Object.entries(STORED_ITEMS).map(([key, { area, owner }]) => [key, area, OWNER_NAMES[owner]]),
    );
  });
});
