import { describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { migrateOnUpdate } from "@/lib/core/store/private-items";
import { loadDetection } from "@/lib/detection/detection-settings";
import { recentLookups } from "@/lib/lookup/recent-lookups";
import { activeDetectorConfig } from "@/lib/policy/settings-in-force.worker";
import { loadPreferences } from "@/lib/preferences/preferences";
import { lastCheck } from "@/lib/profiles/last-checks";
import { loadProfiles, profileListItem } from "@/lib/profiles/profiles";
import { activeConnection, saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { writeSecrets } from "@/lib/profiles/secrets.worker";

/** What version 1 (storage.local, written by WXT's storage items with a `key$` version record) held. */
const version1 = {
  settings: {
    profiles: [
      { id: "p-eu", name: "Acme EU", region: "api", appId: "app-eu" },
      { id: "p-us", name: "Acme US", region: "us1.api", appId: "app-us" },
      {
        id: "p-ded",
        name: "Dedicated",
        region: "custom",
        customUrl: "https://acme.voucherify.io",
        appId: "a",
      },
    ],
    activeProfileId: "p-us",
  },
  settings$: { v: 1 },
  detection: { emails: true, codePatterns: { "p-us": [{ kind: "prefix", value: "BF25-" }] } },
  detection$: { v: 1 },
  preferences: { currency: "USD", locale: "en-US" },
  preferences$: { v: 1 },
  recentLookups: { "p-us": ["SUMMER24-7GW3MC", "cust_0Mf8gnD5tSLvY3rhAdhd8cxR"] },
  connectionChecks: { "p-us": { at: 1_790_000_000_000, ok: true, summary: "42 redemptions visible" } },
};

const updateFrom = (previousVersion: string) => migrateOnUpdate({ reason: "update", previousVersion });

describe("settings of version 1 (0.1.x, storage.local)", () => {
  it("move to the extension's own database with every profile, and leave storage.local empty", async () => {
    await fakeBrowser.storage.local.set(version1);
    await updateFrom("0.1.0");

    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await loadProfiles()).toEqual(version1.settings);
    // Settings of 0.1 name neither switch: the ticket's customer is looked up, no domain is the team's.
    expect(await loadDetection()).toEqual({ ...version1.detection, autoCustomer: true, ownDomains: [] });
    expect(await activeDetectorConfig()).toEqual({
      emails: true,
      codePatterns: [{ kind: "prefix", value: "BF25-" }],
    });
    expect(await loadPreferences()).toEqual(version1.preferences);
    // Bare texts then, read again by their shape.
    expect(await recentLookups("p-us")).toEqual([
      { kind: "code", value: "SUMMER24-7GW3MC" },
      { kind: "customer_id", value: "cust_0Mf8gnD5tSLvY3rhAdhd8cxR" },
    ]);
    expect(await lastCheck("p-us")).toEqual(version1.connectionChecks["p-us"]);
  });

  it("stay where they are unless the extension updates from 0.1.x: a page cannot plant settings", async () => {
    await fakeBrowser.storage.local.set({ settings: version1.settings, settings$: { v: 1 } });
    await migrateOnUpdate({ reason: "install" });
    await updateFrom("0.2.0");
    await updateFrom("1.0.0");
    expect(await loadProfiles()).toEqual({ profiles: [], activeProfileId: null });
    expect(await activeConnection()).toMatchObject({ ok: false, error: { field: "profile" } });

    await updateFrom("0.1.9");
    await writeSecrets("p-us", { appToken: "app-token-us" });
    expect(await activeConnection()).toMatchObject({
      ok: true,
      profile: { id: "p-us" },
      connection: { baseUrl: "https://us1.api.voucherify.io", credentials: { appToken: "app-token-us" } },
    });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it("never overwrite newer settings with an old copy left in storage.local", async () => {
    const saved = await saveProfile({ name: "New", region: "api", appId: "id", appToken: "tok" });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    await fakeBrowser.storage.local.set({ settings: version1.settings });
    await updateFrom("0.1.0");
    expect((await loadProfiles()).profiles.map((p) => p.name)).toEqual(["New"]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it("keep the readable profiles when one stored entry is damaged", async () => {
    const damaged = { ...version1.settings, profiles: [{ id: 7 }, ...version1.settings.profiles] };
    await fakeBrowser.storage.local.set({ settings: damaged });
    await updateFrom("0.1.0");
    expect((await loadProfiles()).profiles).toEqual(version1.settings.profiles);
  });

  it("start empty when there was nothing to migrate", async () => {
    await updateFrom("0.1.0");
    expect(await loadProfiles()).toEqual({ profiles: [], activeProfileId: null });
    expect(await profileListItem.read()).toEqual({ profiles: [], activeProfileId: null });
  });
});
