import { forgetPatterns } from "@/features/detection/index.worker";
import { dropPendingLookup, forgetCachedAnswers, forgetRecentLookups } from "@/features/lookup/index.worker";
import { loadSettings, releaseClustersNoProfileUses } from "@/features/profiles";
import { deleteProfile, forgetCheck } from "@/features/profiles/index.worker";

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
