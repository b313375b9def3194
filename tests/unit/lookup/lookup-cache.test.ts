import { waitFor } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { saveProfileAndTidy } from "@/entrypoints/background/profile-actions";
import { lookupOfToken } from "@/lib/lookup/classify";
import { cacheKey, clearCache, projectScope, readCached, writeCached } from "@/lib/lookup/lookup-cache";
import { keepAnswer } from "@/lib/lookup/lookup-cache.worker";
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
const storedKeys = async () =>
  Object.keys(((await fakeBrowser.storage.session.get("lookupCache")).lookupCache ?? {}) as object);

describe("the session cache of answers", () => {
  it("stays within what session storage holds: the oldest big answers go, the newest stay", async () => {
    clearCache();
    await storeProfiles({ profiles: [P1], activeProfileId: P1.id });
    answerPagesAsWorker();
    // The panel keeps each answer; the worker stores it.
    for (let n = 0; n < 20; n++)
      await writeCached(cacheKey(S1, "redemptions.list", n), { value: bigPage(n) });
    const stored = (await fakeBrowser.storage.session.get("lookupCache")).lookupCache;
    // 20 answers of about 240 kB would be 4.8 MB; Chrome's storage.session holds 10 MB for everything.
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(4_000_000);
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
