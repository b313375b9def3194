// The lookup log answers "who looked up this customer, when, with which key?" without keeping more
// than it should: no secret, no full email, nothing past its retention, nothing of a deleted profile.

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { privateArea } from "@/lib/core/store/private-items";
import { writerOf } from "@/lib/core/store/writes.worker";
import { removeProfile } from "@/lib/forget-profile/forget-profile.worker";
import type { Lookup } from "@/lib/lookup/classify";
import { recentLookups } from "@/lib/lookup/recent-lookups";
import { loadLookupLog, loggedValue, lookupLogItem, MAX_LOG_ENTRIES } from "@/lib/lookup-log/lookup-log";
import {
  clearLookupLog,
  forgetOldLookups,
  logLookup,
  noteRequestId,
} from "@/lib/lookup-log/lookup-log.worker";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { appliedPolicyItem } from "@/lib/policy/stored-policy";
import { DEFAULT_LOG_DAYS } from "@/lib/privacy";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { writeSecrets } from "@/lib/profiles/secrets.worker";
import { workerServices } from "../helpers/worker-for-pages";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2, 9, 0);
const email: Lookup = { kind: "customer_source_id", value: "lena.fischer@example.de" };
const code: Lookup = { kind: "code", value: "BF25-XK3P9Q" };
const customer: Lookup = { kind: "customer_id", value: "cust_3Xw8pLrT0aZk1mN2bV9qVq9f" };
/** A lookup the panel made, as the worker wires it: with the retention in force. */
const lookupMade: ReturnType<typeof workerServices>["lookupMade"] = (...args) =>
  workerServices().lookupMade(...args);
const P1 = { id: "p1", name: "Acme EU", host: "api.voucherify.io", appId: "acme-eu-app" };

beforeEach(async () => {
  await storeProfiles({
    profiles: [
      { id: "p1", name: "Acme EU", region: "api" as const, appId: "acme-eu-app" },
      { id: "p2", name: "Acme US", region: "us1.api" as const, appId: "acme-us-app" },
    ],
    activeProfileId: "p1",
  });
});
afterEach(() => vi.useRealTimers());

describe("what an entry says", () => {
  it("names the profile by project and App ID, and what was looked up shortened or masked", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    await writeSecrets("p1", { appToken: "secret-app-token" });
    const made = await lookupMade("p1", email, "typed");
    const [entry] = await loadLookupLog();
    if (!entry) throw new Error("not logged");
    expect(entry).toMatchObject({
      id: made.entryId,
      at: T0,
      profileId: "p1",
      profile: "Acme EU",
      host: "api.voucherify.io",
      appId: "acme-eu-app",
      kind: "customer_source_id",
      looked: "l•••@example.de",
      how: "typed",
      requestIds: [],
    });
    // Never a secret, never the full address.
    expect(JSON.stringify(await lookupLogItem.read())).not.toMatch(/secret-app-token|lena\.fischer/);
  });

  it("masks an address whatever kind it was read as, and keeps at most 64 characters of it", () => {
    expect(loggedValue({ kind: "code", value: "ana@x.es" })).toBe("a•••@x.es");
    const long = `l@${"d".repeat(200)}.example`;
    expect(Array.from(loggedValue({ kind: "customer_source_id", value: long })).length).toBe(64);
    expect(loggedValue({ kind: "customer_source_id", value: long })).not.toContain("l@");
  });

  it("masks a phone number a customer was looked up by, and one an older entry kept whole or shortened", async () => {
    expect(loggedValue({ kind: "customer_source_id", value: "+34 612 345 678" })).toBe("•••78");
    expect(loggedValue({ kind: "code", value: "+1 (555) 123-4567" })).toBe("•••67");
    // A number without its "+" is an id like any other.
    expect(loggedValue({ kind: "customer_source_id", value: "612345678" })).toBe("612345678");
    const older = {
      id: "e",
      at: T0,
      profileId: "p1",
      profile: "Acme EU",
      host: "api.voucherify.io",
      appId: "a",
    };
    await privateArea.put("lookupLog", {
      version: 1,
      value: [
        {
          ...older,
          id: "e1",
          kind: "customer_source_id",
          looked: "+34612345678",
          how: "typed",
          requestIds: [],
        },
        {
          ...older,
          id: "e2",
          kind: "customer_source_id",
          looked: "+1 (555) 1…4567",
          how: "typed",
          requestIds: [],
        },
        { ...older, id: "e3", kind: "code", looked: "BF25-XK3P9Q", how: "typed", requestIds: [] },
      ],
    });
    expect((await loadLookupLog()).map((entry) => entry.looked)).toEqual(["•••78", "•••67", "BF25-XK3P9Q"]);
  });

  it("shortens long ids and codes to their first 10 and last 4 characters, and keeps short ones", () => {
    expect(loggedValue(customer)).toBe("cust_3Xw8p…Vq9f");
    expect(loggedValue(code)).toBe("BF25-XK3P9Q");
    expect(loggedValue({ kind: "customer_source_id", value: "crm-000123" })).toBe("crm-000123");
  });

  it("logs the panel's own lookups of the ticket's customer, and keeps them out of recent lookups", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    expect(await lookupMade("p1", customer, "auto")).toMatchObject({ recent: null });
    const made = await lookupMade("p1", code, "menu");
    expect(made.recent?.map((kept) => kept.lookup)).toEqual([code]);
    expect((await loadLookupLog()).map((entry) => [entry.kind, entry.how])).toEqual([
      ["code", "menu"],
      ["customer_id", "auto"],
    ]);
    expect(await recentLookups("p1", T0)).toEqual([code]);
  });

  it("notes the API's request ids on the lookup's entry, each once", async () => {
    const id = await logLookup(P1, code, "typed", 30, T0);
    if (!id) throw new Error("not logged");
    expect(await noteRequestId(id, "v-0a1b2c3d4e")).toBe(true);
    expect(await noteRequestId(id, "v-0a1b2c3d4e")).toBe(false);
    expect(await noteRequestId("gone", "v-99")).toBe(false);
    expect((await loadLookupLog())[0]?.requestIds).toEqual(["v-0a1b2c3d4e"]);
  });

  it("logs nothing for a profile deleted meanwhile", async () => {
    expect(await lookupMade("deleted", code, "typed")).toEqual({ recent: [], entryId: null });
    expect(await loadLookupLog()).toEqual([]);
  });
});

describe("retention", () => {
  it("keeps 30 days by default: older entries go at the next lookup logged", async () => {
    expect(DEFAULT_LOG_DAYS).toBe(30);
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    await lookupMade("p1", code, "typed");
    vi.setSystemTime(T0 + 30 * DAY - 60_000);
    await lookupMade("p2", email, "clicked");
    expect(await loadLookupLog()).toHaveLength(2);
    vi.setSystemTime(T0 + 30 * DAY + 1);
    await lookupMade("p1", customer, "typed");
    expect((await loadLookupLog()).map((entry) => entry.kind)).toEqual(["customer_id", "customer_source_id"]);
  });

  it("applies the policy's days, and keeps nothing when the policy switches the log off", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    await writerOf(appliedPolicyItem).write({ policy: { lookupLogDays: 2 }, problem: null });
    await lookupMade("p1", code, "typed");
    vi.setSystemTime(T0 + 2 * DAY + 1);
    await lookupMade("p1", email, "typed");
    expect((await loadLookupLog()).map((entry) => entry.kind)).toEqual(["customer_source_id"]);

    await writerOf(appliedPolicyItem).write({ policy: { keepLookupLog: false }, problem: null });
    expect(await lookupMade("p1", customer, "typed")).toMatchObject({ entryId: null });
    // Switched off, the log kept before is cleared at the next lookup too.
    expect(await loadLookupLog()).toEqual([]);
    // Recent lookups are the agent's, and stay.
    expect((await recentLookups("p1", T0 + 2 * DAY + 2))[0]).toEqual(customer);
  });

  it("holds a shorter retention, or the log switched off, as soon as the policy says so", async () => {
    await logLookup(P1, code, "typed", 30, Date.now() - 5 * DAY);
    await logLookup(P1, email, "typed", 30, Date.now());
    expect(await applyManagedPolicy({ lookupLogDays: 2 })).toBe("applied");
    expect((await loadLookupLog()).map((entry) => entry.kind)).toEqual(["customer_source_id"]);
    expect(await applyManagedPolicy({ keepLookupLog: false })).toBe("applied");
    expect(await loadLookupLog()).toEqual([]);
  });

  it("drops entries past the retention when the worker starts, and writes nothing when none is", async () => {
    await logLookup(P1, code, "typed", 30, T0);
    await logLookup(P1, email, "typed", 30, T0 + 10 * DAY);
    await forgetOldLookups(30, T0 + 30 * DAY + 1);
    expect((await loadLookupLog()).map((entry) => entry.kind)).toEqual(["customer_source_id"]);
    const put = vi.spyOn(privateArea, "put");
    await forgetOldLookups(30, T0 + 30 * DAY + 2);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
  });

  it("drops an entry dated past now by more than an hour (a clock put right)", async () => {
    await logLookup(P1, code, "typed", 30, T0 + 2 * 60 * 60 * 1000);
    await logLookup(P1, email, "typed", 30, T0);
    expect((await loadLookupLog()).map((entry) => entry.kind)).toEqual(["customer_source_id"]);
  });

  it("keeps at most the cap, newest first, however recent", async () => {
    const many = Array.from({ length: MAX_LOG_ENTRIES }, (_, i) => ({
      id: `e${i}`,
      at: T0 - i,
      profileId: "p1",
      profile: "Acme EU",
      host: "api.voucherify.io",
      appId: "acme-eu-app",
      kind: "code" as const,
      looked: `C${i}`,
      how: "typed" as const,
      requestIds: [],
    }));
    await writerOf(lookupLogItem).write(many);
    await logLookup(P1, email, "typed", 30, T0 + 1);
    const log = await loadLookupLog();
    expect(log).toHaveLength(MAX_LOG_ENTRIES);
    expect(log[0]?.kind).toBe("customer_source_id");
    expect(log.at(-1)?.looked).toBe(`C${MAX_LOG_ENTRIES - 2}`);
  });

  it("reads an entry that does not parse as absent, and keeps the rest", async () => {
    await logLookup(P1, code, "typed", 30, T0);
    const [kept] = await loadLookupLog();
    await privateArea.put("lookupLog", { version: 1, value: [kept, { id: 3 }, "x"] });
    expect(await loadLookupLog()).toEqual([kept]);
  });
});

describe("forgetting", () => {
  it("a deleted profile's entries go with it; another profile's stay", async () => {
    await logLookup(P1, code, "typed", 30, Date.now());
    await logLookup({ ...P1, id: "p2", name: "Acme US" }, email, "typed", 30, Date.now());
    await removeProfile("p1");
    expect((await loadLookupLog()).map((entry) => entry.profileId)).toEqual(["p2"]);
  });

  it("clearing empties the log", async () => {
    await logLookup(P1, code, "typed", 30, Date.now());
    await clearLookupLog();
    expect(await loadLookupLog()).toEqual([]);
  });
});
