import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import {
  removeAgentProfile,
  saveProfileAndTidy,
  switchProfile,
} from "@/entrypoints/background/profile-actions";
import { writerOf } from "@/lib/core/store/writes.worker";
import { detectionItem, loadDetection } from "@/lib/detection/detection-settings";
import { PATTERN_CHECK } from "@/lib/detection/pattern-check";
import { pendingLookupAfter } from "@/lib/lookup/pending-lookup";
import { queueLookup } from "@/lib/lookup/pending-lookup.worker";
import { applyManagedPolicy, keepPolicyUnread, watchManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { recordPolicyPatternChecks } from "@/lib/policy/check-patterns.options";
import { withPolicyDetection, withPolicyTemplates } from "@/lib/policy/managed-effects";
import { managedProfileId } from "@/lib/policy/managed-profiles";
import { ManagedPolicySchema, readManagedPolicy, secretPaths } from "@/lib/policy/read-policy";
import { activeDetectorConfig } from "@/lib/policy/settings-in-force.worker";
import { appliedPolicyItem, loadAppliedPolicy } from "@/lib/policy/stored-policy";
import { loadProfiles, profileListItem } from "@/lib/profiles/profiles";
import { activeConnection, saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { readSecrets, writeSecrets } from "@/lib/profiles/secrets.worker";
import { PROJECT_ROOT } from "../helpers/paths";

const ROOT = PROJECT_ROOT;

/** The admin guide's example policy: what a support-ops lead would push. */
const POLICY = {
  profiles: [
    {
      id: "eu",
      name: "Acme EU",
      region: "api",
      appId: "acme-eu-app",
      replyLanguage: "de",
      languageKey: "locale",
    },
    { id: "dedicated", name: "Acme Dedicated", clusterUrl: "https://acme.api.voucherify.io" },
  ],
  defaultProfile: "eu",
  codePatterns: ["BF25-", "/LT1-[A-Z0-9]{8}/"],
  detectEmails: true,
  teamEmailDomains: ["acme.com"],
  helpdeskSites: ["https://help.acme.com"],
  replyTemplates: { en: { voucher_expired: "Sorry, {code} expired." } },
  locked: true,
};

const EU = managedProfileId("eu");

describe("reading an organisation's policy", () => {
  it("reads the admins' example in full", () => {
    const reading = readManagedPolicy(POLICY);
    expect(reading.kind).toBe("ok");
    if (reading.kind !== "ok") return;
    expect(reading.policy.codePatterns).toEqual([
      { kind: "prefix", value: "BF25-" },
      { kind: "regex", value: "LT1-[A-Z0-9]{8}" },
    ]);
    expect(reading.policy.helpdeskSites).toEqual(["https://help.acme.com"]);
  });

  it("reads nothing set (no policy, or Chrome's empty object) as no policy", () => {
    expect(readManagedPolicy(undefined)).toEqual({ kind: "none" });
    expect(readManagedPolicy({})).toEqual({ kind: "none" });
  });

  it.each([
    [{ profiles: [{ id: "eu", name: "EU", region: "api", appToken: "s3cret" }] }, "profiles[0].appToken"],
    [{ oauthToken: "x" }, "oauthToken"],
    [
      { profiles: [{ id: "eu", name: "EU", region: "api", credentials: { secret: "x" } }] },
      "profiles[0].credentials",
    ],
    [{ app_key: "x" }, "app_key"],
  ])("refuses a policy that carries a secret, naming where (%#)", (policy, where) => {
    const reading = readManagedPolicy(policy);
    expect(reading).toMatchObject({ kind: "refused" });
    if (reading.kind === "refused") {
      expect(reading.problem).toContain(where);
      expect(reading.problem).toContain("each agent enters their own App Token");
    }
  });

  it("does not take the customer-language key for a secret", () => {
    expect(secretPaths({ profiles: [{ languageKey: "locale" }] })).toEqual([]);
  });

  it.each([
    [{ profile: [] }, "“profile” is not a setting Voucher Lens knows"],
    [{ profiles: [{ id: "eu", name: "EU", region: "eu1" }] }, "profiles[0].region"],
    [{ profiles: [{ id: "eu", name: "EU" }] }, "either a region or a clusterUrl"],
    [{ profiles: [{ id: "eu", name: "EU", clusterUrl: "http://acme.example" }] }, "clusterUrl"],
    [
      {
        profiles: [
          { id: "eu", name: "EU", region: "api" },
          { id: "eu", name: "EU 2", region: "api" },
        ],
      },
      "Two profiles have the same id",
    ],
    [{ profiles: [{ id: "eu", name: "EU", region: "api" }], defaultProfile: "us" }, "defaultProfile"],
    [{ codePatterns: ["/([a-z/"] }, "does not compile"],
    [{ codePatterns: ["A"] }, "2 or more characters"],
    [{ teamEmailDomains: ["@acme.com x"] }, "teamEmailDomains[0]"],
    [{ helpdeskSites: ["http://help.acme.com"] }, "https://help.example.com"],
    [{ replyTemplates: { xx: {} } }, "by language"],
    [{ locked: "yes" }, "locked is true or false"],
    [{ maskPersonalData: "on" }, "maskPersonalData is true or false"],
    [{ lookupLogDays: 0 }, "lookupLogDays is a whole number of days, 1 to 365"],
    [{ lookupLogDays: 366 }, "lookupLogDays is a whole number of days, 1 to 365"],
    [{ lookupLogDays: 7.5 }, "lookupLogDays is a whole number of days, 1 to 365"],
    [{ lookupLogDays: "30" }, "lookupLogDays is a whole number of days, 1 to 365"],
    [{ keepLookupLog: "no" }, "keepLookupLog is true or false"],
    [{ agentTag: "" }, "agentTag is 1 to 64 plain characters"],
    [{ agentTag: "Zoë" }, "agentTag is 1 to 64 plain characters"],
    [{ agentTag: "a\r\nX-App-Token: x" }, "agentTag is 1 to 64 plain characters"],
    [{ agentTag: "a".repeat(65) }, "agentTag is 1 to 64 plain characters"],
    [
      { profiles: [{ id: "eu", name: "EU", region: "api", colour: "red" }] },
      "“profiles[0].colour” is not a profile setting",
    ],
  ])("refuses a policy it cannot read whole, saying where and why (%#)", (policy, reason) => {
    const reading = readManagedPolicy(policy);
    expect(reading.kind).toBe("refused");
    if (reading.kind === "refused") expect(reading.problem).toContain(reason);
  });

  it("reads masking, the log's retention and the agent's tag", () => {
    expect(
      readManagedPolicy({
        maskPersonalData: true,
        lookupLogDays: 365,
        keepLookupLog: true,
        agentTag: "  team-b/anna  ",
      }),
    ).toEqual({
      kind: "ok",
      policy: { maskPersonalData: true, lookupLogDays: 365, keepLookupLog: true, agentTag: "team-b/anna" },
    });
    expect(readManagedPolicy({ lookupLogDays: 1 })).toMatchObject({ kind: "ok" });
  });

  it("has a Chrome schema with the same keys as the reader, and no secret among them", () => {
    const schema = JSON.parse(readFileSync(resolve(ROOT, "public/managed_schema.json"), "utf8"));
    const top = Object.keys(schema.properties).sort();
    const profile = Object.keys(schema.properties.profiles.items.properties).sort();
    const policyEntries = ManagedPolicySchema.pipe[0].entries;
    expect(top).toEqual(Object.keys(policyEntries).sort());
    const profileSchema = policyEntries.profiles.wrapped.pipe[0].item.pipe[0];
    expect(profile).toEqual(Object.keys(profileSchema.entries).sort());
    expect(secretPaths(schema.properties)).toEqual([]);
    // No enum: Chrome drops a whole key whose value its schema refuses (a profiles list with one
    // unknown region would vanish); the reader refuses it instead, and says why.
    expect(JSON.stringify(schema)).not.toContain('"enum"');
  });
});

describe("applying a policy", () => {
  it("adds the policy's profiles beside the agent's own, starting on the admin's default", async () => {
    const own = await saveProfile({
      name: "My sandbox",
      region: "us1.api",
      appId: "mine",
      appToken: "my-token",
    });
    if (!own.ok) throw new Error("not saved");
    expect(await applyManagedPolicy(POLICY)).toBe("applied");
    const settings = await loadProfiles();
    expect(settings.profiles.map((p) => p.name)).toEqual(["My sandbox", "Acme EU", "Acme Dedicated"]);
    expect(settings.activeProfileId).toBe(EU);
    const eu = settings.profiles.find((p) => p.id === EU);
    expect(eu).toMatchObject({
      region: "api",
      appId: "acme-eu-app",
      replyLanguage: "de",
      languageKey: "locale",
    });
    expect(settings.profiles.find((p) => p.name === "Acme Dedicated")).toMatchObject({
      region: "custom",
      customUrl: "https://acme.api.voucherify.io",
      appId: "",
    });
    // No token came with it: the agent is asked for theirs.
    expect(await activeConnection()).toMatchObject({
      ok: false,
      error: { message: "Your admin set up “Acme EU”: add your App Token to it in Settings" },
    });
    expect(await readSecrets(own.profile.id)).toEqual({ appToken: "my-token" });
  });

  it("lets the agent add their App Token to a policy profile, and keeps the policy's fields when locked", async () => {
    await applyManagedPolicy(POLICY);
    const saved = await saveProfileAndTidy({
      id: EU,
      name: "Renamed by the agent",
      region: "api",
      appId: "other-app",
      appToken: "agent-token",
      languageKey: "lang",
    });
    expect(saved.ok).toBe(true);
    const eu = (await loadProfiles()).profiles.find((p) => p.id === EU);
    expect(eu).toMatchObject({ name: "Acme EU", region: "api", appId: "acme-eu-app", languageKey: "locale" });
    expect(eu?.managed?.policyId).toBe("eu");
    const connection = await activeConnection();
    expect(connection).toMatchObject({ ok: true, connection: { baseUrl: "https://api.voucherify.io" } });
  });

  it("keeps what the agent changed in an unlocked policy's profile until the admin changes that profile", async () => {
    const unlocked = { ...POLICY, locked: false };
    await applyManagedPolicy(unlocked);
    await saveProfileAndTidy({ id: EU, name: "My EU", region: "api", appId: "acme-eu-app", appToken: "t" });
    await applyManagedPolicy(unlocked);
    expect((await loadProfiles()).profiles.find((p) => p.id === EU)?.name).toBe("My EU");
    const renamed = { ...unlocked, profiles: [{ ...POLICY.profiles[0]!, name: "Acme Europe" }] };
    await applyManagedPolicy(renamed);
    expect((await loadProfiles()).profiles.find((p) => p.id === EU)?.name).toBe("Acme Europe");
  });

  it("removes a profile the policy drops, with its saved token, and lands on another", async () => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token", oauthToken: "agent-oauth" });
    await applyManagedPolicy({ ...POLICY, profiles: [POLICY.profiles[1]!], defaultProfile: undefined });
    const settings = await loadProfiles();
    expect(settings.profiles.map((p) => p.id)).toEqual([managedProfileId("dedicated")]);
    expect(settings.activeProfileId).toBe(managedProfileId("dedicated"));
    expect(await readSecrets(EU)).toBeUndefined();
    // A policy that reads as nothing is not one that removes: the profile stays, and it is said.
    expect(await applyManagedPolicy(undefined)).toBe("kept");
    expect((await loadProfiles()).profiles.map((p) => p.id)).toEqual([managedProfileId("dedicated")]);
    expect((await loadAppliedPolicy()).problem).toMatch(/^The browser gives no policy for Voucher Lens now/);
    // One that reads and names none removes them.
    await applyManagedPolicy({ profiles: [] });
    expect((await loadProfiles()).profiles).toEqual([]);
  });

  it("drops the lookup a page asked for when the policy removes the profile it was meant for", async () => {
    await applyManagedPolicy(POLICY);
    expect((await loadProfiles()).activeProfileId).toBe(EU);
    await queueLookup({ kind: "code", value: "BF25-XK3P9Q" }, {});
    // Another profile's turn: the code would be looked up in a project it was never asked of.
    await applyManagedPolicy({ ...POLICY, profiles: [POLICY.profiles[1]!], defaultProfile: undefined });
    expect((await loadProfiles()).activeProfileId).toBe(managedProfileId("dedicated"));
    expect(await pendingLookupAfter(0, undefined)).toBeUndefined();
  });

  it("drops the lookup a page asked for when the policy makes another profile the default", async () => {
    await applyManagedPolicy({ ...POLICY, locked: true });
    await queueLookup({ kind: "code", value: "BF25-XK3P9Q" }, {});
    await applyManagedPolicy({ ...POLICY, locked: true, defaultProfile: "dedicated" });
    // The admin's new default is where lookups go now: the code was asked of the other project.
    expect((await loadProfiles()).activeProfileId).toBe(managedProfileId("dedicated"));
    expect(await pendingLookupAfter(0, undefined)).toBeUndefined();
  });

  it("keeps the lookup a page asked for when the policy removes a profile that was not in use", async () => {
    await applyManagedPolicy(POLICY);
    await queueLookup({ kind: "code", value: "BF25-XK3P9Q" }, {});
    await applyManagedPolicy({ ...POLICY, profiles: [POLICY.profiles[0]!] });
    expect((await pendingLookupAfter(0, undefined))?.lookup).toEqual({ kind: "code", value: "BF25-XK3P9Q" });
  });

  it("forgets the saved tokens when the policy moves a profile to another host: they were entered for the old one", async () => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token" });
    await applyManagedPolicy({
      ...POLICY,
      profiles: [
        { ...POLICY.profiles[0]!, region: undefined, clusterUrl: "https://evil.example.com" },
        POLICY.profiles[1]!,
      ],
    });
    expect(await readSecrets(EU)).toBeUndefined();
    expect((await loadProfiles()).profiles.find((p) => p.id === EU)?.customUrl).toBe(
      "https://evil.example.com",
    );
  });

  it("records a refused policy for the options page and changes nothing the agent has", async () => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token" });
    const before = await loadProfiles();
    expect(
      await applyManagedPolicy({ profiles: [{ id: "eu", name: "EU", region: "api", appToken: "leaked" }] }),
    ).toBe("refused");
    expect(await loadProfiles()).toEqual(before);
    expect(await readSecrets(EU)).toEqual({ appToken: "agent-token" });
    const applied = await loadAppliedPolicy();
    expect(applied.problem).toContain("profiles[0].appToken");
    expect(applied.policy?.profiles?.length).toBe(2);
    // A good policy afterwards clears the notice.
    await applyManagedPolicy(POLICY);
    expect((await loadAppliedPolicy()).problem).toBeNull();
  });

  it("never lets the agent delete the organisation's profile; their own goes as before", async () => {
    const own = await saveProfile({ name: "Mine", region: "api", appId: "a", appToken: "t" });
    if (!own.ok) throw new Error("not saved");
    await applyManagedPolicy(POLICY);
    expect(await removeAgentProfile(EU)).toBe(false);
    expect((await loadProfiles()).profiles.some((p) => p.id === EU)).toBe(true);
    expect(await removeAgentProfile(own.profile.id)).toBe(true);
    expect((await loadProfiles()).profiles.some((p) => p.id === own.profile.id)).toBe(false);
  });
});

describe("what a policy in force changes", () => {
  it("marks the team's prefixes on every page, and its regular expressions only once checked", async () => {
    await applyManagedPolicy(POLICY);
    const before = await activeDetectorConfig();
    expect(before.codePatterns).toEqual([{ kind: "prefix", value: "BF25-" }]);
    expect(before.emails).toBe(true);
    const policy = (await loadAppliedPolicy()).policy;
    await recordPolicyPatternChecks(policy, { "LT1-[A-Z0-9]{8}": { ok: true, check: PATTERN_CHECK } });
    expect((await activeDetectorConfig()).codePatterns).toContainEqual({
      kind: "regex",
      value: "LT1-[A-Z0-9]{8}",
    });
    await recordPolicyPatternChecks(policy, { "LT1-[A-Z0-9]{8}": { ok: false, reason: "too slow" } });
    expect((await activeDetectorConfig()).codePatterns).not.toContainEqual({
      kind: "regex",
      value: "LT1-[A-Z0-9]{8}",
    });
  });

  it("holds a locked email switch whatever the stored one says; an unlocked one is set once", async () => {
    await applyManagedPolicy(POLICY);
    await writerOf(detectionItem).write({ ...(await loadDetection()), emails: false });
    expect((await activeDetectorConfig()).emails).toBe(true);
    await applyManagedPolicy({ ...POLICY, locked: false, detectEmails: false });
    expect((await loadDetection()).emails).toBe(false);
    await writerOf(detectionItem).write({ ...(await loadDetection()), emails: true });
    await applyManagedPolicy({ ...POLICY, locked: false, detectEmails: false });
    expect((await activeDetectorConfig()).emails).toBe(true);
  });

  it("counts the team's email domains as the team's, beside the agent's own", () => {
    const policy = { teamEmailDomains: ["acme.com"] };
    const merged = withPolicyDetection(
      { emails: false, codePatterns: {}, autoCustomer: true, ownDomains: ["acme.de"] },
      policy,
    );
    expect(merged.ownDomains).toEqual(["acme.com", "acme.de"]);
  });

  it("puts the team's wordings under the agent's own, and over them when locked", () => {
    const own = { en: { voucher_expired: "Mine" } };
    const pushed = { replyTemplates: { en: { voucher_expired: "Team", voucher_disabled: "Team off" } } };
    expect(withPolicyTemplates(own, pushed).en).toEqual({
      voucher_expired: "Mine",
      voucher_disabled: "Team off",
    });
    expect(withPolicyTemplates(own, { ...pushed, locked: true }).en?.voucher_expired).toBe("Team");
  });
});

describe("a policy that must not cost the agent their tokens", () => {
  it("keeps the managed profiles, tokens and all, when a policy arrives without its profiles list", async () => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token" });
    // What Chrome passes on when it dropped a profiles list its schema refused.
    await applyManagedPolicy({ ...POLICY, profiles: undefined, defaultProfile: undefined });
    expect((await loadProfiles()).profiles.map((p) => p.id)).toContain(EU);
    expect(await readSecrets(EU)).toEqual({ appToken: "agent-token" });
    // The admin who means none says so.
    await applyManagedPolicy({ ...POLICY, profiles: [], defaultProfile: undefined });
    expect((await loadProfiles()).profiles).toEqual([]);
    expect(await readSecrets(EU)).toBeUndefined();
  });

  it("asks again before removing anything when the first read at start is empty", async () => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token" });
    // Chrome before its policies are loaded, then the policy.
    const managed = vi.spyOn(fakeBrowser.storage.managed, "get");
    managed.mockResolvedValueOnce({}).mockResolvedValueOnce(POLICY);
    watchManagedPolicy(50);
    await vi.waitFor(() => expect(managed).toHaveBeenCalledTimes(2));
    expect((await loadProfiles()).profiles.map((p) => p.id)).toContain(EU);
    expect(await readSecrets(EU)).toEqual({ appToken: "agent-token" });
  });

  it("refuses a locked save whose form still shows the host the policy moved the profile from", async () => {
    await applyManagedPolicy(POLICY);
    const moved = {
      ...POLICY,
      profiles: [{ ...POLICY.profiles[0]!, region: "us1.api" }, POLICY.profiles[1]!],
    };
    await applyManagedPolicy(moved);
    const saved = await saveProfileAndTidy({
      id: EU,
      name: "Acme EU",
      region: "api",
      appId: "acme-eu-app",
      appToken: "for-eu",
    });
    expect(saved).toMatchObject({
      ok: false,
      error: {
        message:
          "Your organisation moved “Acme EU” to https://us1.api.voucherify.io: reload Settings and paste the App Token again",
      },
    });
    expect(await readSecrets(EU)).toBeUndefined();
  });

  it("lets a save and a policy that drops its profile happen one after the other, never mixed", async () => {
    await applyManagedPolicy(POLICY);
    const dropped = { ...POLICY, profiles: [POLICY.profiles[1]!], defaultProfile: undefined };
    const [save] = await Promise.all([
      saveProfileAndTidy({ id: EU, name: "Acme EU", region: "api", appId: "acme-eu-app", appToken: "t" }),
      applyManagedPolicy(dropped),
    ]);
    expect(save.ok).toBe(true);
    // The save went first, the policy then removed the profile and the token just saved.
    expect((await loadProfiles()).profiles.map((p) => p.id)).toEqual([managedProfileId("dedicated")]);
    expect(await readSecrets(EU)).toBeUndefined();
  });
});

describe("the agent's profile switch and a policy change at the same moment", () => {
  it("keeps both: the profile the agent chose, and what the policy changed", async () => {
    await applyManagedPolicy(POLICY);
    const dedicated = managedProfileId("dedicated");
    const renamed = {
      ...POLICY,
      profiles: [{ ...POLICY.profiles[0]!, name: "Acme Europe" }, POLICY.profiles[1]!],
    };
    // The agent's switch arrives just as the policy has read the profiles, before it writes them.
    const read = profileListItem.read.bind(profileListItem);
    let switching: Promise<boolean> | undefined;
    vi.spyOn(profileListItem, "read").mockImplementation(async () => {
      const value = await read();
      // Made in the page with setActiveProfile, as before, this switch wrote back the old name.
      switching ??= switchProfile(dedicated);
      return value;
    });
    await applyManagedPolicy(renamed);
    expect(await switching).toBe(true);
    const settings = await loadProfiles();
    expect(settings.activeProfileId).toBe(dedicated);
    expect(settings.profiles.find((p) => p.id === EU)?.name).toBe("Acme Europe");
  });

  it("refuses a switch to a profile the policy removed, and leaves the one in use", async () => {
    await applyManagedPolicy(POLICY);
    await applyManagedPolicy({ ...POLICY, profiles: [POLICY.profiles[0]!] });
    expect(await switchProfile(managedProfileId("dedicated"))).toBe(false);
    expect((await loadProfiles()).activeProfileId).toBe(EU);
  });
});

describe("the policy read at every start of the worker", () => {
  it("writes nothing when it changes nothing, so open pages are not told to read everything again", async () => {
    await applyManagedPolicy(POLICY);
    await applyManagedPolicy({ ...POLICY, profiles: [{ id: "eu", name: "Acme EU", region: "wrong" }] });
    await applyManagedPolicy(POLICY);
    const settingsWrites = vi.spyOn(writerOf(profileListItem), "write");
    const policyWrites = vi.spyOn(writerOf(appliedPolicyItem), "write");
    expect(await applyManagedPolicy(POLICY)).toBe("applied");
    expect(await applyManagedPolicy({ ...POLICY, locked: false })).toBe("applied");
    expect(policyWrites).toHaveBeenCalledTimes(1);
    expect(settingsWrites).not.toHaveBeenCalled();
    // The same refused policy twice: said once.
    const refused = { ...POLICY, oauthToken: "x" };
    await applyManagedPolicy(refused);
    await applyManagedPolicy(refused);
    expect(policyWrites).toHaveBeenCalledTimes(2);
  });
});

describe("a policy that cannot be read is not an empty policy", () => {
  const READ_FAILED = "Managed storage manifest not found";

  it("changes nothing, tokens and all, and says so, when the browser cannot read it while a policy is in force", async () => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token" });
    const before = await loadProfiles();
    // Firefox, with a policies.json that does not parse: every read throws.
    const managed = vi.spyOn(fakeBrowser.storage.managed, "get").mockRejectedValue(new Error(READ_FAILED));
    watchManagedPolicy(20);
    await vi.waitFor(async () => expect((await loadAppliedPolicy()).problem).toContain(READ_FAILED));
    // Well past the moment an empty read would have been read again and applied.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(managed.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(await loadProfiles()).toEqual(before);
    expect(await readSecrets(EU)).toEqual({ appToken: "agent-token" });
    const applied = await loadAppliedPolicy();
    expect(applied.policy).toMatchObject({ defaultProfile: "eu", locked: true });
    expect(applied.problem).toBe(
      `The browser could not read it (“${READ_FAILED}”): its policy file may not parse, or may no longer name Voucher Lens. The profiles it set up stay, with your tokens, until a policy that can be read says otherwise (an admin removes them with "profiles": []); if your organisation stopped using it, you may delete them yourself.`,
    );
    // Read whole again: applied, and the notice goes.
    expect(await applyManagedPolicy(POLICY)).toBe("applied");
    expect((await loadAppliedPolicy()).problem).toBeNull();
  });

  it("keeps everything, and says so, when the policy reads as nothing set while one is in force", async () => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token" });
    const before = await loadProfiles();
    // Chrome, with a policy file that does not parse or whose every key its schema dropped.
    const managed = vi.spyOn(fakeBrowser.storage.managed, "get").mockResolvedValue({});
    watchManagedPolicy(20);
    await vi.waitFor(() => expect(managed).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () =>
      expect((await loadAppliedPolicy()).problem).toMatch(
        /^The browser gives no policy for Voucher Lens now/,
      ),
    );
    expect(await loadProfiles()).toEqual(before);
    expect(await readSecrets(EU)).toEqual({ appToken: "agent-token" });
  });

  it("says nothing and changes nothing when no policy ever set anything up (Firefox with no policy)", async () => {
    const own = await saveProfile({ name: "Mine", region: "api", appId: "app", appToken: "t" });
    expect(own.ok).toBe(true);
    expect(await keepPolicyUnread(new Error(READ_FAILED))).toBe("none");
    expect(await loadAppliedPolicy()).toEqual({ policy: null, problem: null });
    expect((await loadProfiles()).profiles.map((p) => p.name)).toEqual(["Mine"]);
  });

  it.each([
    ["a list", [POLICY]],
    ["text", "profiles: []"],
    ["a number", 42],
    ["profiles that are not a list", { profiles: "eu" }],
    ["an unknown key", { ...POLICY, profile: [] }],
  ])("refuses %s whole: nothing changes, and the reason is said", async (_what, raw) => {
    await applyManagedPolicy(POLICY);
    await writeSecrets(EU, { appToken: "agent-token" });
    const before = await loadProfiles();
    expect(await applyManagedPolicy(raw)).toBe("refused");
    expect(await loadProfiles()).toEqual(before);
    expect(await readSecrets(EU)).toEqual({ appToken: "agent-token" });
    expect((await loadAppliedPolicy()).problem).toBeTruthy();
  });

  it("lets the agent delete a profile it set up only while no policy can be read", async () => {
    await applyManagedPolicy(POLICY);
    expect(await removeAgentProfile(EU)).toBe(false);
    await keepPolicyUnread(new Error(READ_FAILED));
    expect((await loadAppliedPolicy()).unread).toBe(true);
    expect(await removeAgentProfile(EU)).toBe(true);
    expect((await loadProfiles()).profiles.map((p) => p.id)).not.toContain(EU);
    // Read again: the policy sets it up again, and it is the organisation's once more.
    await applyManagedPolicy(POLICY);
    expect((await loadAppliedPolicy()).unread).toBeUndefined();
    expect(await removeAgentProfile(EU)).toBe(false);
  });

  it("removes what a policy set up only when a policy that reads whole says so", async () => {
    await applyManagedPolicy(POLICY);
    expect(await keepPolicyUnread(new Error(READ_FAILED))).toBe("kept");
    expect((await loadProfiles()).profiles.map((p) => p.id)).toContain(EU);
    expect(await applyManagedPolicy({ ...POLICY, profiles: [], defaultProfile: undefined })).toBe("applied");
    expect((await loadProfiles()).profiles).toEqual([]);
  });
});
