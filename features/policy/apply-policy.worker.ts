import { browser } from "wxt/browser";
import { profileChangesInTurn } from "@/core/store/in-turn";
import { setEmailsFromPolicy } from "@/features/detection/index.worker";
import { forgetProfileAnswers, removeProfile } from "@/features/forget-profile/index.worker";
import { dropPendingLookup } from "@/features/lookup/index.worker";
import { loadSettings } from "@/features/profiles";
import { deleteSecrets, forgetCheck, storeSettings } from "@/features/profiles/index.worker";
import { type AppliedPolicy, appliedPolicyItem, loadAppliedPolicy } from "./applied-policy";
import { readManagedPolicy } from "./managed-policy";
import { profilesUnderPolicy } from "./managed-profiles";

/** How long after an empty first read the policy is asked for again before anything is removed. */
export const POLICY_SETTLE_MS = 10_000;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type PolicyOutcome = "none" | "applied" | "refused";

/** The applied policy's one writer, in profileChangesInTurn with the profile list it shapes. */
const storeAppliedPolicy = (applied: AppliedPolicy) => appliedPolicyItem.write(applied);

/**
 * Applies what storage.managed holds (worker only; at start and whenever the policy changes). A
 * refused policy is recorded for the options page to explain and changes nothing; the policy in
 * force stays. A policy that parses replaces it: its profiles are added, updated or removed, each
 * removed one with its secrets and everything kept for it.
 */
export function applyManagedPolicy(raw: unknown): Promise<PolicyOutcome> {
  let outcome: PolicyOutcome = "none";
  return profileChangesInTurn(async () => {
    const reading = readManagedPolicy(raw);
    const applied = await loadAppliedPolicy();
    if (reading.kind === "refused") {
      outcome = "refused";
      if (applied.problem !== reading.problem)
        await storeAppliedPolicy({ policy: applied.policy, problem: reading.problem });
      return;
    }
    const policy = reading.kind === "ok" ? reading.policy : null;
    outcome = policy ? "applied" : "none";
    const current = await loadSettings();
    const next = profilesUnderPolicy(current, policy, applied.policy);
    // Tokens entered for the old host never go to the new one: the agent enters them again. What
    // the old project answered goes when the host or the App ID changes. A dropped profile's tokens
    // go before the list is written, so a worker stopped in between leaves no token without its
    // profile.
    for (const id of [...next.hostChanged, ...next.removed]) await deleteSecrets(id);
    await Promise.all([
      ...next.projectChanged.map(forgetProfileAnswers),
      ...next.hostChanged.map(forgetCheck),
    ]);
    // Read at every start of the worker: written only when it changes something, so open pages
    // are not told of a change (and read everything again) each time the worker wakes.
    if (!same(next.settings, current)) await storeSettings(next.settings);
    for (const id of next.removed) await removeProfile(id);
    // Asked for with the profile in use before: removed, or no longer the default the policy names,
    // it must not run against the one lookups use now.
    if (current.activeProfileId !== next.settings.activeProfileId) await dropPendingLookup();
    const emails = policy?.detectEmails;
    if (emails !== undefined && (policy?.locked || applied.policy?.detectEmails !== emails))
      await setEmailsFromPolicy(emails);
    if (!same({ policy, problem: null }, applied)) await storeAppliedPolicy({ policy, problem: null });
  }).then(() => outcome);
}

/**
 * Reads the policy now and whenever the browser reports it changed (Chrome reloads policies while
 * running; Firefox reads policies.json at start). Firefox refuses `get` when no policy names the
 * add-on: that is no policy, and managed profiles a removed policy gave go with it. Chrome may
 * answer an empty object before it has loaded its policies (w3c/webextensions#547): an empty first
 * read while a policy is in force is asked again a little later before anything is removed.
 */
export function watchManagedPolicy(settleMs = POLICY_SETTLE_MS): void {
  const read = () => browser.storage.managed.get().catch(() => undefined);
  const apply = (raw: unknown) =>
    applyManagedPolicy(raw).catch((error) =>
      console.error("The organisation's policy could not be applied", error),
    );
  void read().then(async (raw) => {
    if (readManagedPolicy(raw).kind === "none" && (await loadAppliedPolicy()).policy) {
      setTimeout(() => void read().then(apply), settleMs);
      return;
    }
    await apply(raw);
  });
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === "managed") void read().then(apply);
  });
}
