import { describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { cacheKey, clearCache, readCached, writeCached } from "@/features/lookup/lookup-cache";

/** A page of answers about the size of 100 real redemptions (a row is about 2.4 kB of JSON). */
const bigPage = (n: number) => ({
  total: n,
  redemptions: Array.from({ length: 100 }, () => "x".repeat(2_400)),
});

describe("the session cache of answers", () => {
  it("stays within what session storage holds: the oldest big answers go, the newest stay", async () => {
    await clearCache();
    for (let n = 0; n < 20; n++)
      await writeCached(cacheKey("p1", "redemptions.list", n), { value: bigPage(n) });
    const stored = (await fakeBrowser.storage.session.get("lookupCache")).lookupCache as Record<
      string,
      unknown
    >;
    // 20 answers of about 240 kB would be 4.8 MB; Chrome's storage.session holds 10 MB for everything.
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(4_000_000);
    expect(Object.keys(stored)).toContain(cacheKey("p1", "redemptions.list", 19));
    expect(Object.keys(stored)).not.toContain(cacheKey("p1", "redemptions.list", 0));
    // The panel's memory still answers the newest at once.
    expect(await readCached(cacheKey("p1", "redemptions.list", 19))).toMatchObject({ value: { total: 19 } });
  });
});
