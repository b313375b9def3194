import { apiHostOf } from "@/lib/core/api/regions";
import type { KeptLookup, Lookup } from "@/lib/lookup";
import { rememberRecentLookup } from "@/lib/lookup/index.worker";
import { loadProfiles } from "@/lib/profiles";
import { whileProfileExists } from "@/lib/profiles/index.worker";
import type { LookupHow } from "./lookup-log";
import { logLookup } from "./lookup-log.worker";

export interface LookupMade {
  /** The profile's recent lookups now; null when the lookup does not go in them (the panel's own). */
  recent: KeptLookup[] | null;
  /** The lookup's entry in the log, to note the API's request ids on; null when nothing was logged. */
  entryId: string | null;
}

/**
 * A lookup the panel made: one the agent asked for goes first in the profile's recent lookups, and
 * every one goes in the lookup log for `logDays` (the retention in force; 0: the log is off).
 * Nothing is kept for a profile deleted meanwhile.
 */
export async function lookupMade(
  profileId: string,
  lookup: Lookup,
  how: LookupHow,
  logDays: number,
): Promise<LookupMade> {
  const { profiles } = await loadProfiles();
  const profile = profiles.find((p) => p.id === profileId);
  if (!profile) return { recent: how === "auto" ? null : [], entryId: null };
  const recent = how === "auto" ? null : await rememberRecentLookup(profileId, lookup);
  const host = apiHostOf(profile.region, profile.customUrl) ?? profile.customUrl ?? "";
  // Written in the profile list's turn: a delete meanwhile leaves no entry behind.
  let entryId: string | undefined;
  await whileProfileExists(profileId, async () => {
    entryId = await logLookup(
      { id: profile.id, name: profile.name, host, appId: profile.appId },
      lookup,
      how,
      logDays,
    );
  });
  return { recent, entryId: entryId ?? null };
}
