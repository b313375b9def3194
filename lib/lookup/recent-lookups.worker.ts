import { writerOf } from "@/lib/core/store/writes.worker";
import { whileProfileExists } from "@/lib/profiles/index.worker";
import type { Lookup } from "./classify";
import { recentLookupsItem } from "./recent-lookups";

const KEEP = 8;

const same = (a: Lookup, b: Lookup) =>
  a.kind === b.kind && a.value === b.value && a.campaignId === b.campaignId;

/** Puts a lookup first in its profile's list; nothing is kept for a profile deleted meanwhile. */
export async function rememberRecentLookup(profileId: string, lookup: Lookup): Promise<Lookup[]> {
  let list: Lookup[] = [];
  await whileProfileExists(profileId, () =>
    writerOf(recentLookupsItem).update((all) => {
      list = [lookup, ...(all[profileId] ?? []).filter((t) => !same(t, lookup))].slice(0, KEEP);
      return { ...all, [profileId]: list };
    }),
  );
  return list;
}

/** Forgets a deleted profile's recent lookups. */
export async function forgetRecentLookups(profileId: string): Promise<void> {
  await writerOf(recentLookupsItem).update((all) => {
    if (!(profileId in all)) return all;
    const { [profileId]: _forgotten, ...rest } = all;
    return rest;
  });
}
