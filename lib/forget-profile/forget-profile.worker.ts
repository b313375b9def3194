import { forgetPatterns } from "@/lib/detection/index.worker";
import { dropPendingLookup, forgetCachedAnswers, forgetRecentLookups } from "@/lib/lookup/index.worker";
import { forgetProfileLookups } from "@/lib/lookup-log/index.worker";
import { loadProfiles, releaseClustersNoProfileUses } from "@/lib/profiles";
import { deleteProfile, forgetCheck } from "@/lib/profiles/index.worker";

/**
 * Deletes a profile and everything kept for it: its secrets, recent lookups, lookup log entries, code patterns, last
 * check, cached answers, the lookup waiting for the panel if it was the active profile, and the
 * host permission of its cluster if no other profile uses it.
 */
export async function removeProfile(id: string): Promise<void> {
  const wasActive = (await loadProfiles()).activeProfileId === id;
  await deleteProfile(id);
  await Promise.all([
    forgetRecentLookups(id),
    forgetProfileLookups(id),
    forgetPatterns(id),
    forgetCheck(id),
    forgetCachedAnswers(id),
    wasActive ? dropPendingLookup() : undefined,
  ]);
  await releaseClustersNoProfileUses();
}

/**
 * Forgets what a profile's answers left behind (cached answers, recent lookups) once its host, App
 * ID or keys changed: another project, or another key's rights, must not be shown the first's.
 * Forgetting on any change of a key, even within one App ID, costs a lookup asked again; keeping
 * them would trust that a key changed under the same App ID reads the same project with the same
 * rights, which nothing here can check.
 */
export async function forgetProfileAnswers(id: string): Promise<void> {
  await Promise.all([forgetCachedAnswers(id), forgetRecentLookups(id)]);
}
