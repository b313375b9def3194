import { forgetCachedAnswers } from "../panel/lookup-cache";
import { forgetRecentLookups } from "../panel/recent-lookups";
import { releaseUnusedClusterAccess } from "../platform/cluster-access";
import { forgetCheck } from "./connection-checks";
import { deleteProfile, type SaveResult, saveProfile } from "./connections";
import { forgetPatterns } from "./detection";
import { dropPendingLookup } from "./pending-lookup";
import { loadSettings } from "./profiles";
import type { ProfileDraft } from "./schema";

/** The cluster hosts the saved profiles still use; any other optional API host is given back. */
async function tidyClusterAccess(): Promise<void> {
  const { profiles } = await loadSettings();
  await releaseUnusedClusterAccess(profiles.flatMap((p) => (p.customUrl ? [p.customUrl] : []))).catch(
    () => undefined,
  );
}

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
  await tidyClusterAccess();
}

/** Saves a profile; a cluster host its old URL used is given back when nothing else uses it. */
export async function saveProfileAndTidy(draft: ProfileDraft): Promise<SaveResult> {
  const saved = await saveProfile(draft);
  if (saved.ok) await tidyClusterAccess();
  return saved;
}

export { tidyClusterAccess };
