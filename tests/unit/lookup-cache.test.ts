import { describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { cacheKey, clearCache, readCached, writeCached } from "@/features/lookup/lookup-cache";
import { keepAnswer } from "@/features/lookup/lookup-cache.worker";
import { storeSettings } from "@/features/profiles/profile-list.worker";
import { answerPagesAsWorker } from "./worker-for-pages";

/** A page of answers about the size of 100 real redemptions (a row is about 2.4 kB of JSON). */
const bigPage = (n: number) => ({
  total: n,
  redemptions: Array.from({ length: 100 }, () => "x".repeat(2_400)),
});

const P1 = { id: "p1", name: "Acme EU", region: "api" as const, appId: "app" };
const storedKeys = async () =>
  Object.keys(((await fakeBrowser.storage.session.get("lookupCache")).lookupCache ?? {}) as object);

describe("the session cache of answers", () => {
  it("stays within what session storage holds: the oldest big answers go, the newest stay", async () => {
    clearCache();
    await storeSettings({ profiles: [P1], activeProfileId: P1.id });
    answerPagesAsWorker();
    // The panel keeps each answer; the worker stores it.
    for (let n = 0; n < 20; n++)
      await writeCached(cacheKey(P1.id, "redemptions.list", n), { value: bigPage(n) });
    const stored = (await fakeBrowser.storage.session.get("lookupCache")).lookupCache;
    // 20 answers of about 240 kB would be 4.8 MB; Chrome's storage.session holds 10 MB for everything.
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(4_000_000);
    expect(await storedKeys()).toContain(cacheKey(P1.id, "redemptions.list", 19));
    expect(await storedKeys()).not.toContain(cacheKey(P1.id, "redemptions.list", 0));
    // The panel's memory still answers the newest at once.
    expect(await readCached(cacheKey(P1.id, "redemptions.list", 19))).toMatchObject({ value: { total: 19 } });
  });

  it("keeps no answer for a profile deleted before it came: the delete forgot that profile's answers", async () => {
    await storeSettings({ profiles: [P1], activeProfileId: P1.id });
    expect(await keepAnswer(cacheKey("gone", "redemptions.list", 1), { at: 1, value: { total: 1 } })).toBe(
      false,
    );
    expect(await keepAnswer(cacheKey(P1.id, "redemptions.list", 1), { at: 1, value: { total: 1 } })).toBe(
      true,
    );
    expect(await storedKeys()).toEqual([cacheKey(P1.id, "redemptions.list", 1)]);
  });
});
