import { profileChangesInTurn } from "@/lib/core/store/in-turn";
import { writerOf } from "@/lib/core/store/writes.worker";
import { loadProfiles, profileListItem } from "./profiles";
import type { ProfileList, StoredProfile } from "./schema";

/** Writes the profile list (worker only, in profileChangesInTurn); secrets are never part of it. */
export async function storeProfiles(settings: ProfileList): Promise<void> {
  await writerOf(profileListItem).write(settings);
}

/**
 * Runs a write of something kept for a profile (a recent lookup, a cached answer, a check, a code
 * pattern) only while the profile exists, in turn with saves and deletes: a page that still shows a
 * profile deleted meanwhile would otherwise bring back what the delete forgot. False when it is gone,
 * or when `still` says the profile is no longer as the write needs it (moved to another project).
 */
export function whileProfileExists(
  profileId: string,
  write: () => Promise<unknown>,
  still: (profile: StoredProfile) => boolean = () => true,
): Promise<boolean> {
  return profileChangesInTurn(async () => {
    const profile = (await loadProfiles()).profiles.find((p) => p.id === profileId);
    if (!profile || !still(profile)) return false;
    await write();
    return true;
  });
}
