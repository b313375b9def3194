import { writerOf } from "@/lib/core/store/writes.worker";
import { whileProfileExists } from "@/lib/profiles/index.worker";
import type { Lookup } from "./classify";
import { type KeptLookup, type RecentLookups, recentLookupsItem, stillRecent } from "./recent-lookups";

const KEEP = 8;

const same = (a: Lookup, b: Lookup) =>
  a.kind === b.kind && a.value === b.value && a.campaignId === b.campaignId;

/** Every profile's list without the lookups older than a week; the same object when none is. */
function withoutOld(all: RecentLookups, now: number): RecentLookups {
  let dropped = false;
  const kept: RecentLookups = {};
  for (const [profileId, list] of Object.entries(all)) {
    const recent = stillRecent(list, now);
    if (recent.length !== list.length) dropped = true;
    if (recent.length) kept[profileId] = recent;
  }
  return dropped ? kept : all;
}

/**
 * Puts a lookup first in its profile's list, and drops every lookup older than a week; nothing is
 * kept for a profile deleted meanwhile.
 */
export async function rememberRecentLookup(
  profileId: string,
  lookup: Lookup,
  now = Date.now(),
): Promise<KeptLookup[]> {
  let list: KeptLookup[] = [];
  await whileProfileExists(profileId, () =>
    writerOf(recentLookupsItem).update((stored) => {
      const all = withoutOld(stored, now);
      list = [
        { lookup, at: now },
        ...(all[profileId] ?? []).filter((entry) => !same(entry.lookup, lookup)),
      ].slice(0, KEEP);
      return { ...all, [profileId]: list };
    }),
  );
  return list;
}

/** Drops the lookups older than a week: when the worker starts, for an agent who looks nothing up. */
export async function forgetOldRecentLookups(now = Date.now()): Promise<void> {
  await writerOf(recentLookupsItem).update((all) => withoutOld(all, now));
}

/** Forgets a deleted profile's recent lookups. */
export async function forgetRecentLookups(profileId: string): Promise<void> {
  await writerOf(recentLookupsItem).update((all) => {
    if (!(profileId in all)) return all;
    const { [profileId]: _forgotten, ...rest } = all;
    return rest;
  });
}
