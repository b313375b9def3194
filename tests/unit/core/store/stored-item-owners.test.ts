import { describe, expect, it } from "vitest";
import { createHandlers, handleMessage } from "@/entrypoints/background/handlers";
import { removeAgentProfile } from "@/entrypoints/background/profile-actions";
import type { SenderContext } from "@/lib/core/contract/router";
import { writerOf } from "@/lib/core/store/writes.worker";
import { DEFAULT_DETECTION, detectionItem, loadDetection } from "@/lib/detection/detection-settings";
import { PATTERN_CHECK } from "@/lib/detection/pattern-check";
import { cachedAnswers, cacheKey, lookupCacheIndex } from "@/lib/lookup/lookup-cache";
import { recentLookups } from "@/lib/lookup/recent-lookups";
import { whatsNewWaiting } from "@/lib/onboarding/whats-new";
import { noteUpdate } from "@/lib/onboarding/whats-new.worker";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { noteDisclosureDue } from "@/lib/privacy/index.worker";
import { lastCheck } from "@/lib/profiles/last-checks";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { saveTeamTemplate } from "@/lib/replies/team-templates";
import { workerServices } from "../../helpers/worker-for-pages";

const page: Omit<SenderContext, "ticket"> = { kind: "extension_page" };
/** A page's question, answered by the worker as entrypoints/background/index.ts wires it. */
const ask = (type: string, input: unknown) =>
  handleMessage({ type, input }, page, createHandlers(workerServices()));

const EU = { id: "p-eu", name: "Acme EU", region: "api" as const, appId: "app-eu" };
const US = { id: "p-us", name: "Acme US", region: "us1.api" as const, appId: "app-us" };
const LOOKUP = { kind: "code" as const, value: "SUMMER24-7GW3MC" };

describe("what pages ask the worker to keep for a profile", () => {
  it("is kept while the profile exists", async () => {
    await storeProfiles({ profiles: [EU], activeProfileId: EU.id });
    expect(await ask("lookup.made", { profileId: EU.id, lookup: LOOKUP, how: "typed" })).toEqual({
      ok: true,
      value: { recent: [{ lookup: LOOKUP, at: expect.any(Number) }], entryId: expect.any(String) },
    });
    const check = { at: 1, ok: true, summary: "Connected" };
    expect(await ask("connectionCheck.record", { profileId: EU.id, check })).toMatchObject({
      value: { recorded: true },
    });
    expect(await lastCheck(EU.id)).toEqual(check);
  });

  it("is not kept for a profile deleted meanwhile: nothing comes back of what the delete forgot", async () => {
    await storeProfiles({ profiles: [EU, US], activeProfileId: US.id });
    // Asked by a panel, a popup and an options page that still show the profile.
    await removeAgentProfile(EU.id);
    const key = cacheKey(EU.id, "redemptions.list", { customer: "x" });
    const answers = [
      await ask("lookup.made", { profileId: EU.id, lookup: LOOKUP, how: "typed" }),
      await ask("lookupCache.keep", { key, answer: { at: 1, value: { total: 1 } } }),
      await ask("connectionCheck.record", {
        profileId: EU.id,
        check: { at: 1, ok: true, summary: "Connected" },
      }),
      await ask("detection.change", {
        change: { kind: "addPattern", profileId: EU.id, pattern: { kind: "prefix", value: "BF25-" } },
      }),
    ];
    expect(answers.slice(0, 3).map((answer) => answer.ok && answer.value)).toEqual([
      { recent: [], entryId: null },
      { kept: false },
      { recorded: false },
    ]);
    expect(answers[3]).toMatchObject({ ok: false, error: { field: "profile" } });
    expect(await recentLookups(EU.id)).toEqual([]);
    expect(await lookupCacheIndex.read()).toEqual([]);
    expect(await cachedAnswers.ids()).toEqual([]);
    expect(await lastCheck(EU.id)).toBeUndefined();
    expect((await loadDetection()).codePatterns).toEqual({});
  });
});

describe("a change to the detection settings, asked by the options page", () => {
  it("is made to what is stored now, leaving what changed meanwhile", async () => {
    await storeProfiles({ profiles: [EU], activeProfileId: EU.id });
    await writerOf(detectionItem).write({ ...DEFAULT_DETECTION, emails: true, ownDomains: ["acme.com"] });
    const reply = await ask("detection.change", { change: { kind: "autoCustomer", on: false } });
    expect(reply).toEqual({
      ok: true,
      value: { ...DEFAULT_DETECTION, emails: true, ownDomains: ["acme.com"], autoCustomer: false },
    });
  });

  it("marks only the patterns still waiting for the check, switching off those that failed", async () => {
    await storeProfiles({ profiles: [EU], activeProfileId: EU.id });
    const waiting = (value: string) => ({ kind: "regex" as const, value });
    await writerOf(detectionItem).write({
      ...DEFAULT_DETECTION,
      codePatterns: {
        [EU.id]: [waiting("BF25-\\d+"), waiting("(a+)+$"), { ...waiting("X\\d"), checked: PATTERN_CHECK }],
      },
    });
    await ask("detection.change", {
      change: {
        kind: "patternsChecked",
        results: [
          { profileId: EU.id, pattern: waiting("BF25-\\d+") },
          { profileId: EU.id, pattern: waiting("(a+)+$"), off: "it can backtrack without bound" },
          { profileId: EU.id, pattern: waiting("X\\d"), off: "a stale result" },
        ],
      },
    });
    expect((await loadDetection()).codePatterns[EU.id]).toEqual([
      { ...waiting("BF25-\\d+"), checked: PATTERN_CHECK },
      { ...waiting("(a+)+$"), checked: PATTERN_CHECK, off: "it can backtrack without bound" },
      { ...waiting("X\\d"), checked: PATTERN_CHECK },
    ]);
  });
});

describe("the settings in force, as the worker answers pages", () => {
  it("are the agent's own without a policy, and a locked policy's switch and wordings over them", async () => {
    await writerOf(detectionItem).write({ ...DEFAULT_DETECTION, ownDomains: ["acme.de"] });
    expect(await saveTeamTemplate("en", "voucher_expired", "Sorry, that code expired.")).toMatchObject({
      ok: true,
    });
    expect(await ask("settings.inForce", {})).toEqual({
      ok: true,
      value: {
        detection: { emails: false, emailsLocked: false, autoCustomer: true, ownDomains: ["acme.de"] },
        active: null,
        patternsWaiting: 0,
        replies: { templates: { en: { voucher_expired: "Sorry, that code expired." } } },
        privacy: { masking: false, maskingLocked: false, logDays: 30, disclosureWaiting: false },
      },
    });

    const team = { en: { voucher_expired: "Sorry from the team: that code expired." } };
    await applyManagedPolicy({
      detectEmails: true,
      teamEmailDomains: ["acme.com"],
      replyTemplates: team,
      maskPersonalData: true,
      lookupLogDays: 90,
      locked: true,
    });
    // The agent's own switch, as the policy found it, stays theirs in storage.
    await writerOf(detectionItem).update((now) => ({ ...now, emails: false }));
    expect(await ask("settings.inForce", {})).toEqual({
      ok: true,
      value: {
        detection: {
          emails: true,
          emailsLocked: true,
          autoCustomer: true,
          ownDomains: ["acme.com", "acme.de"],
        },
        active: null,
        patternsWaiting: 0,
        replies: { templates: team, locked: team },
        privacy: { masking: true, maskingLocked: true, logDays: 90, disclosureWaiting: false },
      },
    });
  });
});

describe("masking, as the popup and the options page ask the worker", () => {
  const privacy = async () => {
    const reply = await ask("settings.inForce", {});
    if (!reply.ok) throw new Error("no answer");
    return (reply.value as { privacy: { masking: boolean; maskingLocked: boolean } }).privacy;
  };

  it("is the agent's to switch, starting from the policy's default when it is not locked", async () => {
    await applyManagedPolicy({ maskPersonalData: true });
    expect(await privacy()).toMatchObject({ masking: true, maskingLocked: false });
    expect(await ask("privacy.mask", { on: false })).toEqual({ ok: true, value: { masking: false } });
    expect(await privacy()).toMatchObject({ masking: false });
    expect(await ask("privacy.mask", { on: true })).toEqual({ ok: true, value: { masking: true } });
    expect(await privacy()).toMatchObject({ masking: true });
  });

  it("stays on under a locked policy that masks, whatever the agent asks", async () => {
    await applyManagedPolicy({ maskPersonalData: true, locked: true });
    expect(await ask("privacy.mask", { on: false })).toEqual({ ok: true, value: { masking: true } });
    expect(await privacy()).toEqual(expect.objectContaining({ masking: true, maskingLocked: true }));
  });

  it("can be switched on by the agent under a locked policy that does not mask", async () => {
    await applyManagedPolicy({ maskPersonalData: false, locked: true });
    expect(await ask("privacy.mask", { on: true })).toEqual({ ok: true, value: { masking: true } });
    expect(await privacy()).toMatchObject({ masking: true, maskingLocked: false });
  });

  it("refuses a switch that is not true or false, and changes nothing", async () => {
    expect(await ask("privacy.mask", { on: "yes" })).toMatchObject({ ok: false });
    expect(await privacy()).toMatchObject({ masking: false });
  });
});

describe("the disclosure of what Voucher Lens reads, sends and keeps", () => {
  it("waits for an agent who updated until they acknowledge it", async () => {
    await noteDisclosureDue("0.3.2");
    const waiting = async () => {
      const reply = await ask("settings.inForce", {});
      if (!reply.ok) throw new Error("no answer");
      return (reply.value as { privacy: { disclosureWaiting: boolean } }).privacy.disclosureWaiting;
    };
    expect(await waiting()).toBe(true);
    expect(await ask("disclosure.acknowledge", { version: 1 })).toEqual({
      ok: true,
      value: { acknowledged: true },
    });
    expect(await waiting()).toBe(false);
  });
});

describe("the note of what is new", () => {
  it("goes for good once the panel asks the worker to record its dismissal", async () => {
    await noteUpdate("0.4.0");
    expect(await whatsNewWaiting("0.4.0")).toBe(true);
    expect(await ask("whatsNew.dismiss", { version: "0.4.0" })).toEqual({
      ok: true,
      value: { dismissed: true },
    });
    expect(await whatsNewWaiting("0.4.0")).toBe(false);
  });
});
