import { forgetPatterns } from "@/features/detection/detection-settings.worker";
import { forgetCachedAnswers } from "@/features/lookup/lookup-cache.worker";
import { dropPendingLookup } from "@/features/lookup/pending-lookup.worker";
import { forgetRecentLookups } from "@/features/lookup/recent-lookups.worker";
import { releaseClustersNoProfileUses } from "@/features/profiles/cluster-access";
import { forgetCheck } from "@/features/profiles/connection-checks.worker";
import { deleteProfile } from "@/features/profiles/connections.worker";
import { loadSettings } from "@/features/profiles/profiles";

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
