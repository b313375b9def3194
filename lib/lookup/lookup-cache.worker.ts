import { writerOf } from "@/lib/core/store/writes.worker";
import { whileProfileExists } from "@/lib/profiles/index.worker";
import {
  type CacheEntry,
  lookupCacheItem,
  MAX_ENTRIES,
  profileOfScope,
  projectScope,
  scopeOf,
} from "./lookup-cache";

/**
 * storage.session holds 10 MB in Chrome, and a page of 100 redemptions is about 240 kB: 40 of them
 * would pass it, and every write after would fail. The oldest answers go once the cache passes this.
 */
const MAX_BYTES = 4_000_000;

/**
 * Keeps an answer the panel was given, newest last, dropping the oldest until both the count and
 * the size fit. An answer for a profile deleted meanwhile is not kept: the delete forgot its answers;
 * nor one asked before the profile moved to another project: the move forgot them too.
 */
export function keepAnswer(key: string, answer: Omit<CacheEntry, "bytes">): Promise<boolean> {
  const scope = scopeOf(key);
  const profileId = scope === undefined ? undefined : profileOfScope(scope);
  if (profileId === undefined) return Promise.resolve(false);
  return whileProfileExists(
    profileId,
    () =>
      writerOf(lookupCacheItem).update((stored) => {
        const all = { ...stored };
        delete all[key];
        all[key] = { ...answer, bytes: JSON.stringify(answer).length };
        const keys = Object.keys(all);
        const sizeOf = (k: string) => all[k]!.bytes ?? JSON.stringify(all[k]).length;
        let count = keys.length;
        let bytes = keys.reduce((sum, k) => sum + sizeOf(k), 0);
        for (const old of keys) {
          if (old === key || (count <= MAX_ENTRIES && bytes <= MAX_BYTES)) break;
          bytes -= sizeOf(old);
          count--;
          delete all[old];
        }
        return all;
      }),
    (profile) => projectScope(profile) === scope,
  );
}

/**
 * Drops every answer given to a profile: deleted, or its host, App ID or keys changed (by the
 * agent or by the policy).
 */
export async function forgetCachedAnswers(profileId: string): Promise<void> {
  const ofProfile = (key: string) => {
    const scope = scopeOf(key);
    return scope !== undefined && profileOfScope(scope) === profileId;
  };
  await writerOf(lookupCacheItem).update((all) => {
    const kept = Object.fromEntries(Object.entries(all).filter(([key]) => !ofProfile(key)));
    return Object.keys(kept).length === Object.keys(all).length ? all : kept;
  });
}
