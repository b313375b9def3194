import { profileChangesInTurn } from "@/lib/core/store/in-turn";
import { readManagedArea, watchManagedArea } from "@/lib/core/store/managed-area";
import { writerOf } from "@/lib/core/store/writes.worker";
import { setEmailsFromPolicy } from "@/lib/detection/index.worker";
import { forgetProfileAnswers, removeProfile } from "@/lib/forget-profile/index.worker";
import { dropPendingLookup } from "@/lib/lookup/index.worker";
import { forgetOldLookups } from "@/lib/lookup-log/index.worker";
import { loadProfiles, type ProfileList } from "@/lib/profiles";
import { deleteSecrets, forgetCheck, storeProfiles } from "@/lib/profiles/index.worker";
import { profilesUnderPolicy } from "./managed-profiles";
import { privacyInForce } from "./privacy-in-force";
import { missingPolicyProblem, type PolicyReading, readManagedPolicy } from "./read-policy";
import { type AppliedPolicy, appliedPolicyItem, loadAppliedPolicy } from "./stored-policy";

/** How long after an empty first read the policy is asked for again before it is said to be gone. */
export const POLICY_SETTLE_MS = 10_000;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `kept`: no policy could be read while one is in force; nothing changed, and it is reported. */
export type PolicyOutcome = "none" | "applied" | "refused" | "kept";

/** The applied policy's one writer, in profileChangesInTurn with the profile list it shapes. */
const storeAppliedPolicy = (applied: AppliedPolicy) => writerOf(appliedPolicyItem).write(applied);

/**
 * Applies what storage.managed holds (worker only; at start and whenever the policy changes). Only
 * a policy that reads whole changes anything: its profiles are added, updated or removed, each
 * removed one with its secrets and everything kept for it. A refused policy is recorded for the
 * options page to explain and changes nothing; the policy in force stays. So does the policy in
 * force when none can be read (see `keepWhatPolicySetUp`).
 */
export function applyManagedPolicy(raw: unknown): Promise<PolicyOutcome> {
  return applyReading(readManagedPolicy(raw));
}

/** The browser could not read the policy at all (storage.managed.get threw): see `keepWhatPolicySetUp`. */
export function keepPolicyUnread(error: unknown): Promise<PolicyOutcome> {
  return applyReading({ kind: "unreadable", problem: missingPolicyProblem(error) });
}

function applyReading(reading: PolicyReading | { kind: "unreadable"; problem: string }) {
  let outcome: PolicyOutcome = "none";
  return profileChangesInTurn(async () => {
    const applied = await loadAppliedPolicy();
    if (reading.kind === "refused") {
      outcome = "refused";
      if (applied.problem !== reading.problem || applied.unread)
        await storeAppliedPolicy({ policy: applied.policy, problem: reading.problem });
      return;
    }
    const current = await loadProfiles();
    if (reading.kind !== "ok") {
      const kept = await keepWhatPolicySetUp(applied, current, reading);
      if (kept) outcome = "kept";
      if (kept || reading.kind === "unreadable") return;
    }
    const policy = reading.kind === "ok" ? reading.policy : null;
    if (policy) outcome = "applied";
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
    if (!same(next.settings, current)) await storeProfiles(next.settings);
    for (const id of next.removed) await removeProfile(id);
    // Asked for with the profile in use before: removed, or no longer the default the policy names,
    // it must not run against the one lookups use now.
    if (current.activeProfileId !== next.settings.activeProfileId) await dropPendingLookup();
    const emails = policy?.detectEmails;
    if (emails !== undefined && (policy?.locked || applied.policy?.detectEmails !== emails))
      await setEmailsFromPolicy(emails);
    if (!same({ policy, problem: null }, applied)) await storeAppliedPolicy({ policy, problem: null });
    // A shorter retention, or the log switched off, holds from now, not from the next lookup.
    await forgetOldLookups(privacyInForce({}, policy).logDays);
  }).then(() => outcome);
}

/**
 * No policy could be read: storage.managed.get threw, or answered nothing. Neither is a policy that
 * says to remove anything. A policies.json that does not parse reads in Firefox exactly as one that
 * names no policy for the add-on (get throws), and a Chrome policy file that does not parse, or
 * whose every key Chrome's schema drops, reads as nothing set; taken for "no policy", each removed
 * every profile a policy set up, with the agent's tokens. So while a policy is in force, or profiles
 * it set up are kept, everything stays and the options page says why (true); an admin removes the
 * profiles with a policy that reads, `"profiles": []`. With neither there is nothing to keep or to
 * say (false): Firefox throws so at every start when no policy names the add-on.
 */
async function keepWhatPolicySetUp(
  applied: AppliedPolicy,
  current: ProfileList,
  reading: { kind: "none" } | { kind: "unreadable"; problem: string },
): Promise<boolean> {
  if (!applied.policy && !current.profiles.some((p) => p.managed)) return false;
  const problem = reading.kind === "unreadable" ? reading.problem : missingPolicyProblem();
  if (applied.problem !== problem || !applied.unread)
    await storeAppliedPolicy({ policy: applied.policy, problem, unread: true });
  return true;
}

/** What the browser answered: the policy as it holds it, or why it could not read it. */
type ManagedRead = { ok: true; raw: unknown } | { ok: false; error: unknown };

/**
 * Reads the policy now and whenever the browser reports it changed (Chrome reloads policies while
 * running; Firefox reads policies.json at start). Only a policy that reads whole changes anything;
 * one that is refused, cannot be read or reads as nothing while a policy is in force changes
 * nothing and is reported. Chrome may answer an empty object before it has loaded its policies
 * (w3c/webextensions#547): an empty first read while a policy is in force is asked again a little
 * later before it is reported.
 */
export function watchManagedPolicy(settleMs = POLICY_SETTLE_MS): void {
  const read = (): Promise<ManagedRead> =>
    readManagedArea().then(
      (raw) => ({ ok: true, raw }),
      (error: unknown) => ({ ok: false, error }),
    );
  const apply = (answer: ManagedRead) =>
    (answer.ok ? applyManagedPolicy(answer.raw) : keepPolicyUnread(answer.error)).catch((error) =>
      console.error("The organisation's policy could not be applied", error),
    );
  void read().then(async (answer) => {
    if (answer.ok && readManagedPolicy(answer.raw).kind === "none" && (await loadAppliedPolicy()).policy) {
      setTimeout(() => void read().then(apply), settleMs);
      return;
    }
    await apply(answer);
  });
  watchManagedArea(() => void read().then(apply));
}
