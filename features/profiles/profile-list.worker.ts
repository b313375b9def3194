import { profileChangesInTurn } from "@/core/store/in-turn";
import { loadSettings, settingsItem } from "./profiles";
import type { Settings } from "./schema";

/** Writes the profile list (worker only, in profileChangesInTurn); secrets are never part of it. */
export async function storeSettings(settings: Settings): Promise<void> {
  await settingsItem.write(settings);
}

/**
 * Runs a write of something kept for a profile (a recent lookup, a cached answer, a check, a code
 * pattern) only while the profile exists, in turn with saves and deletes: a page that still shows a
 * profile deleted meanwhile would otherwise bring back what the delete forgot. False when it is gone.
 */
export function whileProfileExists(profileId: string, write: () => Promise<unknown>): Promise<boolean> {
  return profileChangesInTurn(async () => {
    if (!(await loadSettings()).profiles.some((p) => p.id === profileId)) return false;
    await write();
    return true;
  });
}
