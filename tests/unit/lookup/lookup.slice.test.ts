// Lookup's slice of the side panel's state, on its own: Search, recent lookups, what a lookup starts.

import { describe, expect, it } from "vitest";
import { initialLookup, lookupReducer, searchFor, startLookup } from "@/lib/lookup/index.sidepanel";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";

describe("the lookup slice", () => {
  it("says why typed text is no lookup, and starts one for text it reads, with its other readings", () => {
    const bad = lookupReducer(initialLookup, { type: "search.submitted", text: "lmbr_123" }, "p1");
    expect(bad.start).toBeUndefined();
    expect(bad.slice.search.error).toMatch(/^That looks like a loyalty member id/);
    const good = lookupReducer(initialLookup, { type: "search.submitted", text: CUST }, "p1");
    expect(good.start?.lookup).toEqual({ kind: "customer_id", value: CUST });
  });

  it("reads a lookup as another kind, keeping its campaign and offering the kind it was read as", () => {
    const shown = startLookup(initialLookup, {
      lookup: { kind: "code", value: "LOYAL-1", campaignId: "camp_1" },
      alternatives: ["customer_source_id"],
      how: "typed",
      profileId: "p1",
    });
    const { start } = lookupReducer(shown, { type: "lookup.readAs", kind: "customer_source_id" }, "p1");
    expect(start).toEqual({
      lookup: { kind: "customer_source_id", value: "LOYAL-1", campaignId: "camp_1" },
      alternatives: ["code"],
      how: "clicked",
    });
  });

  it("keeps a recent list this panel wrote over one read before it, and another profile's out", () => {
    const list = [{ lookup: { kind: "code" as const, value: "A" }, at: 1 }];
    const wrote = lookupReducer(
      initialLookup,
      { type: "recent.remembered", profileId: "p1", list },
      "p1",
    ).slice;
    const read = lookupReducer(wrote, { type: "recent.read", profileId: "p1", list: [] }, "p1").slice;
    expect(read.recent.list).toEqual(list);
    expect(lookupReducer(initialLookup, { type: "recent.read", profileId: "p2", list }, "p1").slice).toBe(
      initialLookup,
    );
  });

  it("logs every lookup, remembers the agent's only, and fills Search with the panel's own only when it is free", () => {
    const own = startLookup(initialLookup, {
      lookup: { kind: "code", value: "A" },
      alternatives: [],
      how: "typed",
      profileId: "p1",
    });
    expect(own.remember).toEqual({ profileId: "p1", lookup: { kind: "code", value: "A" }, how: "typed" });
    const auto = startLookup(initialLookup, {
      lookup: { kind: "customer_id", value: CUST },
      alternatives: [],
      how: "typed",
      profileId: "p1",
      auto: "why",
    });
    // Logged as the panel's own: the worker keeps it out of recent lookups.
    expect(auto.remember).toEqual({
      profileId: "p1",
      lookup: { kind: "customer_id", value: CUST },
      how: "auto",
    });
    const typing = { ...initialLookup, search: { text: "half-typ", filled: 0 } };
    expect(searchFor(typing, { kind: "customer_id", value: CUST }, true)).toEqual({
      text: "half-typ",
      filled: 0,
    });
    expect(searchFor(initialLookup, { kind: "customer_id", value: CUST }, true)).toEqual({
      text: CUST,
      filled: 1,
    });
  });
});
