// Recent lookups hold codes and customers' emails: offered for a week, then forgotten, whether the
// agent looks anything up again or not.

import { beforeEach, describe, expect, it, vi } from "vitest";
import { privateArea } from "@/lib/core/store/private-items";
import type { Lookup } from "@/lib/lookup/classify";
import { RECENT_DAYS, recentLookups, recentLookupsItem } from "@/lib/lookup/recent-lookups";
import { forgetOldRecentLookups, rememberRecentLookup } from "@/lib/lookup/recent-lookups.worker";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2, 9, 0);
const email: Lookup = { kind: "customer_source_id", value: "lena.fischer@example.de" };
const code: Lookup = { kind: "code", value: "BF25-XK3P9Q" };

beforeEach(async () => {
  await storeProfiles({
    profiles: ["p1", "p2"].map((id) => ({ id, name: id, region: "api" as const, appId: "app" })),
    activeProfileId: "p1",
  });
});

describe("recent lookups", () => {
  it("are offered for a week after the lookup, and no longer", async () => {
    expect(RECENT_DAYS).toBe(7);
    await rememberRecentLookup("p1", email, T0);
    expect(await recentLookups("p1", T0 + 7 * DAY - 60_000)).toEqual([email]);
    expect(await recentLookups("p1", T0 + 7 * DAY)).toEqual([]);
  });

  it("lose every profile's lookups older than a week at the next lookup remembered", async () => {
    await rememberRecentLookup("p1", email, T0);
    await rememberRecentLookup("p2", code, T0 + DAY);
    expect(await rememberRecentLookup("p1", code, T0 + 7 * DAY + 1)).toEqual([
      { lookup: code, at: T0 + 7 * DAY + 1 },
    ]);
    // Gone from storage, not only from the list: p2's lookup is six days old and stays.
    expect(await recentLookupsItem.read()).toEqual({
      p1: [{ lookup: code, at: T0 + 7 * DAY + 1 }],
      p2: [{ lookup: code, at: T0 + DAY }],
    });
    expect((await rememberRecentLookup("p1", email, T0 + 8 * DAY + 1)).map((e) => e.lookup)).toEqual([
      email,
      code,
    ]);
    expect(Object.keys(await recentLookupsItem.read())).toEqual(["p1"]);
  });

  it("older than a week are forgotten when the worker starts, and nothing is written when none is", async () => {
    await rememberRecentLookup("p1", email, T0);
    await rememberRecentLookup("p2", code, T0 + 3 * DAY);
    await forgetOldRecentLookups(T0 + 7 * DAY + 1);
    expect(await recentLookupsItem.read()).toEqual({ p2: [{ lookup: code, at: T0 + 3 * DAY }] });

    const put = vi.spyOn(privateArea, "put");
    await forgetOldRecentLookups(T0 + 7 * DAY + 2);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
  });

  it("keep the eight newest, each once", async () => {
    for (let i = 0; i < 10; i++)
      await rememberRecentLookup("p1", { kind: "code", value: `CODE-${i}` }, T0 + i * 1000);
    await rememberRecentLookup("p1", { kind: "code", value: "CODE-5" }, T0 + DAY);
    const list = await recentLookups("p1", T0 + DAY);
    expect(list.map((lookup) => lookup.value)).toEqual([
      "CODE-5",
      "CODE-9",
      "CODE-8",
      "CODE-7",
      "CODE-6",
      "CODE-4",
      "CODE-3",
      "CODE-2",
    ]);
  });

  it("kept by 0.3 without their time count from the worker's start after the update, and go a week later", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    try {
      await privateArea.put("recentLookups", {
        version: 2,
        value: { p1: [code, "SUMMER24-7GW3MC", "   "], p2: "not a list" },
      });
      const summer: Lookup = { kind: "code", value: "SUMMER24-7GW3MC" };
      // The worker starts after the update: the lookups are stored with that time, in the new format.
      await forgetOldRecentLookups();
      expect(await privateArea.get("recentLookups")).toEqual({
        version: 3,
        value: {
          p1: [
            { lookup: code, at: T0 },
            { lookup: summer, at: T0 },
          ],
          p2: [],
        },
      });
      expect(await recentLookups("p1")).toEqual([code, summer]);

      // A week later, with nothing looked up since, the next start forgets them.
      vi.setSystemTime(T0 + 7 * DAY);
      expect(await recentLookups("p1")).toEqual([]);
      await forgetOldRecentLookups();
      expect(await privateArea.get("recentLookups")).toEqual({ version: 3, value: {} });
    } finally {
      vi.useRealTimers();
    }
  });

  it("dated later than now (a clock set wrong, then put right) are not offered", async () => {
    await rememberRecentLookup("p1", email, T0 + 3 * 60 * 60 * 1000);
    expect(await recentLookups("p1", T0)).toEqual([]);
    await rememberRecentLookup("p2", code, T0 + 30 * 60 * 1000);
    expect(await recentLookups("p2", T0)).toEqual([code]);
  });
});
