import { apiHostOf } from "@/lib/core/api/regions";
import type { Lookup } from "@/lib/lookup/classify";
import type { KeptLookup } from "@/lib/lookup/recent-lookups";
import { rememberRecentLookup } from "@/lib/lookup/recent-lookups.worker";
import { currentPrivacy } from "@/lib/privacy/privacy.worker";
import { loadProfiles } from "@/lib/profiles";
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
 * every one goes in the lookup log (unless the policy switched it off). Nothing is kept for a
 * profile deleted meanwhile.
 */
export async function lookupMade(profileId: string, lookup: Lookup, how: LookupHow): Promise<LookupMade> {
  const [{ profiles }, privacy] = await Promise.all([loadProfiles(), currentPrivacy()]);
  const profile = profiles.find((p) => p.id === profileId);
  if (!profile) return { recent: how === "auto" ? null : [], entryId: null };
  const recent = how === "auto" ? null : await rememberRecentLookup(profileId, lookup);
  const host = apiHostOf(profile.region, profile.customUrl) ?? profile.customUrl ?? "";
  const entryId = await logLookup(
    { id: profile.id, name: profile.name, host, appId: profile.appId },
    lookup,
    how,
    privacy.logDays,
  );
  return { recent, entryId: entryId ?? null };
}
