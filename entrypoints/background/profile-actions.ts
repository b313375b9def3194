import { profileChangesInTurn } from "@/lib/core/store/in-turn";
import { forgetProfileAnswers, removeProfile } from "@/lib/forget-profile/forget-profile.worker";
import { holdPolicyFields } from "@/lib/policy/locked-fields";
import { loadAppliedPolicy } from "@/lib/policy/stored-policy";
import { releaseClustersNoProfileUses } from "@/lib/profiles/cluster-access";
import { loadProfiles } from "@/lib/profiles/profiles";
import { type SaveResult, saveProfile, setActiveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import type { ProfileDraft } from "@/lib/profiles/schema";

/**
 * What the agent does to the profile list, as the worker makes it: each change in turn with the
 * others and with the organisation policy's, the policy's locked fields held, and what the change
 * leaves unused (a cluster's permission, a deleted profile's data) tidied away.
 */

/**
 * Saves a profile; a cluster host its old URL used is given back when nothing else uses it, and
 * the answers it was given are forgotten when its host, App ID or keys changed.
 */
export function saveProfileAndTidy(submitted: ProfileDraft): Promise<SaveResult> {
  return profileChangesInTurn(async () => {
    const settings = await loadProfiles();
    const existing = settings.profiles.find((p) => p.id === submitted.id);
    const held = holdPolicyFields(submitted, existing, (await loadAppliedPolicy()).policy);
    if (!held.ok) return held;
    const saved = await saveProfile(held.draft, forgetProfileAnswers);
    if (saved.ok) await releaseClustersNoProfileUses();
    return saved;
  });
}

/**
 * The agent's choice of the profile lookups use, in turn with saves, deletes and the policy's
 * changes: a policy applied at the same moment would otherwise write back the profile used before.
 */
export function switchProfile(id: string): Promise<boolean> {
  return profileChangesInTurn(() => setActiveProfile(id));
}

/**
 * The agent's Delete: their own profiles only; the organisation's go when its policy drops them,
 * or by the agent's hand while no policy can be read (it may be gone for good).
 */
export function removeAgentProfile(id: string): Promise<boolean> {
  return profileChangesInTurn(async () => {
    const profile = (await loadProfiles()).profiles.find((p) => p.id === id);
    if (profile?.managed && !(await loadAppliedPolicy()).unread) return false;
    await removeProfile(id);
    return true;
  });
}
