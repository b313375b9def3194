import { writerOf } from "@/lib/core/store/writes.worker";
import { type ConnectionCheckRecord, connectionChecksItem } from "./last-checks";
import { whileProfileExists } from "./profile-list.worker";

/** Records the popup's last check of a profile; false when the profile was deleted meanwhile. */
export function recordConnectionCheck(profileId: string, check: ConnectionCheckRecord): Promise<boolean> {
  return whileProfileExists(profileId, () =>
    writerOf(connectionChecksItem).update((all) => ({ ...all, [profileId]: check })),
  );
}

export async function forgetCheck(profileId: string): Promise<void> {
  await writerOf(connectionChecksItem).update((all) => {
    if (!(profileId in all)) return all;
    const { [profileId]: _forgotten, ...rest } = all;
    return rest;
  });
}
