import { profileChangesInTurn } from "@/core/store/in-turn";
import { forgetPatterns } from "@/features/detection/detection-settings.worker";
import { forgetCachedAnswers } from "@/features/lookup/lookup-cache.worker";
import { dropPendingLookup } from "@/features/lookup/pending-lookup.worker";
import { forgetRecentLookups } from "@/features/lookup/recent-lookups.worker";
import { releaseClustersNoProfileUses } from "./cluster-access";
import { forgetCheck } from "./connection-checks.worker";
import { deleteProfile, type SaveResult, saveProfile, setActiveProfile } from "./connections.worker";
import { loadSettings } from "./profiles";
import type { ProfileDraft } from "./schema";

/**
 * Deletes a profile and everything kept for it: its secrets, recent lookups, code patterns, last
 * check, cached answers, the lookup waiting for the panel if it was the active profile, and the
 * host permission of its cluster if no other profile uses it.
 */
export async function removeProfile(id: string): Promise<void> {
  const wasActive = (await loadSettings()).activeProfileId === id;
  await deleteProfile(id);
  await Promise.all([
    forgetRecentLookups(id),
    forgetPatterns(id),
    forgetCheck(id),
    forgetCachedAnswers(id),
    wasActive ? dropPendingLookup() : undefined,
  ]);
  await releaseClustersNoProfileUses();
}

/** Saves a profile; a cluster host its old URL used is given back when nothing else uses it. */
export function saveProfileAndTidy(draft: ProfileDraft): Promise<SaveResult> {
  return profileChangesInTurn(async () => {
    const saved = await saveProfile(draft);
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

/** The agent's Delete: their own profiles only; the organisation's go when its policy drops them. */
export function removeAgentProfile(id: string): Promise<boolean> {
  return profileChangesInTurn(async () => {
    const profile = (await loadSettings()).profiles.find((p) => p.id === id);
    if (profile?.managed) return false;
    await removeProfile(id);
    return true;
  });
}
