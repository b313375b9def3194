import { waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { saveProfileAndTidy } from "@/entrypoints/background/profile-actions";
import { forgetOwnerCopies } from "@/lib/core/store/stored-family";
import { lookupOfToken } from "@/lib/lookup/classify";
import {
  cacheKey,
  clearCache,
  lookupCacheIndex,
  MAX_ENTRIES,
  preloadCachedAnswers,
  projectScope,
  readCached,
  writeCached,
} from "@/lib/lookup/lookup-cache";
import { forgetCachedAnswers, forgetUnnamedAnswers, keepAnswer } from "@/lib/lookup/lookup-cache.worker";
import { recentLookups, rememberLookup } from "@/lib/lookup/recent-lookups";
import { profilesUnderPolicy } from "@/lib/policy/managed-profiles";
import type { ProfileDraft } from "@/lib/profiles";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

/** A page of answers about the size of 100 real redemptions (a row is about 2.4 kB of JSON). */
const bigPage = (n: number) => ({
  total: n,
  redemptions: Array.from({ length: 100 }, () => "x".repeat(2_400)),
});

const P1 = { id: "p1", name: "Acme EU", region: "api" as const, appId: "app" };
const S1 = projectScope(P1);
/** Every answer session storage holds, by cache key: one item each, `lookupCache:<key>`. */
async function storedAnswers(): Promise<Record<string, unknown>> {
  const all = await fakeBrowser.storage.session.get(null);
  return Object.fromEntries(
    Object.entries(all)
      .filter(([name]) => name.startsWith("lookupCache:"))
      .map(([name, value]) => [name.slice("lookupCache:".length), value]),
  );
}
/** The keys of the answers kept, as the index names them; every one of them stored, and no other. */
async function storedKeys(): Promise<string[]> {
  const named = (await lookupCacheIndex.read()).map((entry) => entry.key);
  expect(Object.keys(await storedAnswers()).sort()).toEqual([...named].sort());
  return named;
}

describe("the session cache of answers", () => {
  it("stays within what session storage holds: the oldest big answers go, the newest stay", async () => {
    clearCache();
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    answerPagesAsWorker();
    // The panel keeps each answer; the worker stores it.
    for (let n = 0; n < 20; n++)
      await writeCached(cacheKey(S1, "redemptions.list", n), { value: bigPage(n) });
    // 20 answers of about 240 kB would be 4.8 MB; Chrome's storage.session holds 10 MB for everything.
    expect(JSON.stringify(await storedAnswers()).length).toBeLessThanOrEqual(4_000_000);
    expect(await storedKeys()).toContain(cacheKey(S1, "redemptions.list", 19));
    expect(await storedKeys()).not.toContain(cacheKey(S1, "redemptions.list", 0));
    // The panel's memory still answers the newest at once.
    expect(await readCached(cacheKey(S1, "redemptions.list", 19))).toMatchObject({ value: { total: 19 } });
  });

  it("keeps no answer for a profile deleted before it came: the delete forgot that profile's answers", async () => {
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    expect(await keepAnswer(cacheKey("gone", "redemptions.list", 1), { at: 1, value: { total: 1 } })).toBe(
      false,
    );
    expect(await keepAnswer(cacheKey(S1, "redemptions.list", 1), { at: 1, value: { total: 1 } })).toBe(true);
    expect(await storedKeys()).toEqual([cacheKey(S1, "redemptions.list", 1)]);
  });

  it("gives a panel the answer it shows without reading the others the session keeps", async () => {
    clearCache();
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    for (let n = 0; n < 12; n++)
      await keepAnswer(cacheKey(S1, "redemptions.list", n), { at: n, value: bigPage(n) });
    // A panel opened later: nothing in its memory, and no copy of the worker's to read from.
    clearCache();
    forgetOwnerCopies();
    const reads = vi.spyOn(fakeBrowser.storage.session, "get");
    expect(await readCached(cacheKey(S1, "redemptions.list", 7))).toMatchObject({ value: { total: 7 } });
    const read = reads.mock.calls.map(([keys]) => keys);
    expect(read).toEqual(
      expect.arrayContaining(["lookupCacheIndex", `lookupCache:${cacheKey(S1, "redemptions.list", 7)}`]),
    );
    expect(read).toHaveLength(2);
    // A question whose answer is not kept reads nothing more.
    expect(readCached(cacheKey(S1, "redemptions.list", 99))).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("reads a waiting lookup's kept answers while the panel reads its settings, and no other", async () => {
    clearCache();
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    // As the queries write their input: a list's parameters inside it, a card's customer beside.
    const list = (customer: string) => cacheKey(S1, "redemptions.list", { params: { customer, limit: 100 } });
    const cards = (customer: string) => cacheKey(S1, "memberships.get", { customer });
    for (const key of [list("cust_alice"), cards("cust_alice"), list("cust_bob"), cards("cust_bob")])
      await keepAnswer(key, { at: 1, value: bigPage(1) });
    clearCache();
    forgetOwnerCopies();
    const reads = vi.spyOn(fakeBrowser.storage.session, "get");
    // The panel opens on a click on Alice: her answers are read before her questions are known.
    preloadCachedAnswers("cust_alice");
    const answers = (customer: string) => [`lookupCache:${list(customer)}`, `lookupCache:${cards(customer)}`];
    await waitFor(() =>
      expect(reads.mock.calls.map(([keys]) => keys)).toEqual(
        expect.arrayContaining(["lookupCacheIndex", ...answers("cust_alice")]),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveBeenCalledTimes(3);
    // Her questions, once the settings are in, are answered with no read of their own.
    expect(await readCached(list("cust_alice"))).toMatchObject({ value: { total: 1 } });
    expect(await readCached(cards("cust_alice"))).toMatchObject({ value: { total: 1 } });
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it("tells the pages of an answer kept with that answer alone, not every answer kept", async () => {
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    for (let n = 0; n < 5; n++)
      await keepAnswer(cacheKey(S1, "redemptions.list", n), { at: n, value: bigPage(n) });
    const heard: string[][] = [];
    const listener = (changes: Record<string, unknown>) => heard.push(Object.keys(changes));
    fakeBrowser.storage.session.onChanged.addListener(listener);
    await keepAnswer(cacheKey(S1, "redemptions.list", 5), { at: 5, value: bigPage(5) });
    fakeBrowser.storage.session.onChanged.removeListener(listener);
    expect(heard.flat().sort()).toEqual(
      ["lookupCacheIndex", `lookupCache:${cacheKey(S1, "redemptions.list", 5)}`].sort(),
    );
  });

  it("forgets a profile's answers the index does not name too: none is left behind", async () => {
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    await keepAnswer(cacheKey(S1, "redemptions.list", 1), { at: 1, value: { total: 1 } });
    // An answer written whose index never came (the browser stopped the worker between the two).
    const stray = cacheKey(S1, "redemptions.list", 2);
    await fakeBrowser.storage.session.set({ [`lookupCache:${stray}`]: { at: 2, value: { total: 2 } } });
    const other = projectScope({ ...P1, id: "p2" });
    await fakeBrowser.storage.session.set({
      [`lookupCache:${cacheKey(other, "redemptions.list", 1)}`]: { at: 3, value: { total: 3 } },
    });
    await forgetCachedAnswers(P1.id);
    expect(Object.keys(await storedAnswers())).toEqual([cacheKey(other, "redemptions.list", 1)]);
    expect(await lookupCacheIndex.read()).toEqual([]);
  });
});

describe("the answers' index and the reads of them", () => {
  const small = (n: number) => ({ at: n, value: { total: n } });

  it("keeps the newest answers by count, an answer kept again counting as newest", async () => {
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    const key = (n: number) => cacheKey(S1, "redemptions.list", n);
    for (let n = 0; n < MAX_ENTRIES + 5; n++) await keepAnswer(key(n), small(n));
    await keepAnswer(key(5), small(5));
    const kept = await storedKeys();
    expect(kept).toHaveLength(MAX_ENTRIES);
    // The five oldest went; the sixth, kept again, is the newest, and takes no more room.
    expect(kept).not.toContain(key(0));
    expect(kept).not.toContain(key(4));
    expect(kept[0]).toBe(key(6));
    expect(kept.at(-1)).toBe(key(5));
    expect(kept.at(-2)).toBe(key(MAX_ENTRIES + 4));
  });

  it("reads ahead only answers whose question is about the value, not ones that contain it in part", async () => {
    clearCache();
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    await keepAnswer(cacheKey(S1, "redemptions.list", { customer: "cust_alice2" }), small(1));
    await keepAnswer(cacheKey(S1, "redemptions.list", { customer: "cust_bob" }), small(2));
    clearCache();
    const reads = vi.spyOn(fakeBrowser.storage.session, "get");
    // A part of a customer's id: no question is about it.
    preloadCachedAnswers("cust_alice");
    await waitFor(() => expect(reads).toHaveBeenCalledWith("lookupCacheIndex"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.mock.calls.map(([keys]) => keys)).toEqual(["lookupCacheIndex"]);
  });

  /** An answer about Alice kept by the worker, then a panel with nothing of it in memory. */
  async function keptForAPanel(): Promise<string> {
    clearCache();
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    const key = cacheKey(S1, "redemptions.list", { customer: "cust_alice" });
    await keepAnswer(key, small(1));
    // A panel: none of the worker's copies.
    clearCache();
    forgetOwnerCopies();
    return key;
  }

  it("keeps nothing in memory that the worker forgot while it was read", async () => {
    const key = await keptForAPanel();
    // The index is known; the answer is read as it was, then the profile is forgotten before the
    // read comes back.
    preloadCachedAnswers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const get = fakeBrowser.storage.session.get.bind(fakeBrowser.storage.session);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(fakeBrowser.storage.session, "get").mockImplementation(async (keys) => {
      const value = await get(keys as string);
      if (keys === `lookupCache:${key}`) await released;
      return value;
    });
    const read = readCached(key);
    await forgetCachedAnswers(P1.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await read).toBeUndefined();
    expect(readCached(key)).toBeUndefined();
  });

  it("reads a kept answer that cannot be read as none, so the question asks the API", async () => {
    const key = await keptForAPanel();
    vi.spyOn(fakeBrowser.storage.session, "get").mockRejectedValue(new Error("the browser is closing"));
    expect(await readCached(key)).toBeUndefined();
  });

  it("drops, when the worker starts, the answers the index does not name", async () => {
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    const key = cacheKey(S1, "redemptions.list", { customer: "cust_alice" });
    await keepAnswer(key, small(2));
    // Left by a worker stopped between an answer and the index.
    const stray = cacheKey(S1, "redemptions.list", { customer: "cust_stray" });
    await fakeBrowser.storage.session.set({ [`lookupCache:${stray}`]: small(1) });
    expect(await forgetUnnamedAnswers()).toBe(1);
    expect(await storedKeys()).toEqual([key]);
  });
});

describe("answers scoped to the project they came from", () => {
  it("are keyed by the profile's API origin and App ID: another App ID or host is another key", () => {
    const key = (profile: Parameters<typeof projectScope>[0]) =>
      cacheKey(projectScope(profile), "redemptions.list", { customer: "cust_alice" });
    const renamed = { ...P1, name: "Renamed" };
    expect(key(renamed)).toBe(key(P1));
    expect(key({ ...P1, appId: "other-app" })).not.toBe(key(P1));
    expect(key({ ...P1, region: "us1.api" })).not.toBe(key(P1));
    expect(key({ ...P1, region: "custom", customUrl: "https://acme.voucherify.io" })).not.toBe(key(P1));
    // Each profile keeps its own, a copy of the same project too (deleting one forgets its own).
    const copy = { ...P1, id: "p2", name: "Acme (copy)" };
    expect(projectScope(copy)).not.toBe(projectScope(P1));
    expect(projectScope(copy)).toBe(projectScope({ ...P1, id: "p2" }));
  });

  it("keeps no answer asked before the profile moved to another project, even one that comes after", async () => {
    clearCache();
    await storeProfiles({ profiles: [{ ...P1, appId: "project-b" }], activeProfileId: P1.id });
    expect(await keepAnswer(cacheKey(S1, "redemptions.list", 1), { at: 1, value: { total: 1 } })).toBe(false);
    const b = projectScope({ ...P1, appId: "project-b" });
    expect(await keepAnswer(cacheKey(b, "redemptions.list", 1), { at: 1, value: { total: 1 } })).toBe(true);
    expect(await storedKeys()).toEqual([cacheKey(b, "redemptions.list", 1)]);
  });

  const draft = (id: string, change: Partial<ProfileDraft> = {}): ProfileDraft => ({
    id,
    name: "Acme EU",
    region: "api",
    appId: "project-a",
    ...change,
  });
  const alice = lookupOfToken({ kind: "customer", text: "cust_tAED42tFhLM9v7GmZUaklJFd" })!;

  it.each([
    ["the App ID", { appId: "project-b" }],
    ["the host", { region: "us1.api" as const, appToken: "token-a" }],
    ["the App Token", { appToken: "another-app-token" }],
    ["the OAuth token", { oauthToken: "another-oauth-token" }],
  ])("are forgotten, with the recent lookups, when the agent changes %s", async (_what, change) => {
    clearCache();
    answerPagesAsWorker();
    const saved = await saveProfileAndTidy({
      ...draft(""),
      id: undefined,
      appToken: "token-a",
    } as ProfileDraft);
    if (!saved.ok) throw new Error("not saved");
    const { id } = saved.profile;
    await rememberLookup(id, alice);
    const before = cacheKey(projectScope(saved.profile), "redemptions.list", { customer: "x" });
    await writeCached(before, { value: { total: 1 } });
    expect(await storedKeys()).toEqual([before]);

    const changed = await saveProfileAndTidy({ ...draft(id), ...change });
    expect(changed).toMatchObject({ ok: true, credentialsChanged: true });
    expect(await storedKeys()).toEqual([]);
    expect(await recentLookups(id)).toEqual([]);
    await waitFor(async () => expect(await readCached(before)).toBeUndefined());
  });

  it("are kept when only the profile's name or reply settings change", async () => {
    clearCache();
    answerPagesAsWorker();
    const saved = await saveProfileAndTidy({
      ...draft(""),
      id: undefined,
      appToken: "token-a",
    } as ProfileDraft);
    if (!saved.ok) throw new Error("not saved");
    const { id } = saved.profile;
    await rememberLookup(id, alice);
    const key = cacheKey(projectScope(saved.profile), "redemptions.list", { customer: "x" });
    await writeCached(key, { value: { total: 1 } });
    const renamed = await saveProfileAndTidy({ ...draft(id), name: "Acme Europe", replyLanguage: "de" });
    expect(renamed).toMatchObject({ ok: true, credentialsChanged: false });
    expect(await storedKeys()).toEqual([key]);
    expect(await recentLookups(id)).toEqual([alice]);
  });

  it("are forgotten when a policy points its profile at another App ID", () => {
    const managed = {
      id: "policy-eu",
      name: "Acme EU",
      region: "api" as const,
      appId: "project-a",
      managed: { policyId: "eu", fields: ["name" as const, "region" as const, "appId" as const] },
    };
    const entry = (appId: string) => ({ id: "eu", name: "Acme EU", region: "api" as const, appId });
    const next = profilesUnderPolicy(
      { profiles: [managed], activeProfileId: managed.id },
      { profiles: [entry("project-b")], locked: true },
      { profiles: [entry("project-a")], locked: true },
    );
    expect(next.projectChanged).toEqual(["policy-eu"]);
    // The same host: the tokens stay (the agent's own, for their App ID's project).
    expect(next.hostChanged).toEqual([]);
  });
});
