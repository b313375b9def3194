import { writerOf } from "@/lib/core/store/writes.worker";
import { whileProfileExists } from "@/lib/profiles/index.worker";
import {
  type CacheEntry,
  type CacheIndex,
  cachedAnswers,
  lookupCacheIndex,
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
 * The index with `key` kept newest, and the keys to drop: the oldest, until both the count and the
 * size fit. The answer just kept is never dropped, however big.
 */
function withNewest(index: CacheIndex, key: string, bytes: number): { index: CacheIndex; dropped: string[] } {
  const kept = [...index.filter((entry) => entry.key !== key), { key, bytes }];
  let total = kept.reduce((sum, entry) => sum + entry.bytes, 0);
  const dropped: string[] = [];
  while (kept.length > 1 && (kept.length > MAX_ENTRIES || total > MAX_BYTES)) {
    const oldest = kept.shift()!;
    total -= oldest.bytes;
    dropped.push(oldest.key);
  }
  return { index: kept, dropped };
}

/**
 * Keeps an answer the panel was given, newest last, dropping the oldest until both the count and
 * the size fit. An answer for a profile deleted meanwhile is not kept: the delete forgot its answers;
 * nor one asked before the profile moved to another project: the move forgot them too. The answer
 * is written before the index names it, and every answer is written and dropped in the index's
 * turn, so keeps and forgets never cross.
 */
export function keepAnswer(key: string, answer: CacheEntry): Promise<boolean> {
  const scope = scopeOf(key);
  const profileId = scope === undefined ? undefined : profileOfScope(scope);
  if (profileId === undefined) return Promise.resolve(false);
  return whileProfileExists(
    profileId,
    () =>
      writerOf(lookupCacheIndex).update(async (now) => {
        await writerOf(cachedAnswers).write(key, answer);
        const { index, dropped } = withNewest(now, key, JSON.stringify(answer).length);
        await Promise.all(dropped.map((old) => writerOf(cachedAnswers).remove(old)));
        return index;
      }),
    (profile) => projectScope(profile) === scope,
  );
}

/**
 * Drops every answer given to a profile: deleted, or its host, App ID or keys changed (by the
 * agent or by the policy). Every answer stored is looked at, not only those the index names, so
 * none is left behind by a keep the browser broke off between the answer and the index.
 */
export async function forgetCachedAnswers(profileId: string): Promise<void> {
  const ofProfile = (key: string) => {
    const scope = scopeOf(key);
    return scope !== undefined && profileOfScope(scope) === profileId;
  };
  await writerOf(lookupCacheIndex).update(async (index) => {
    const stored = await cachedAnswers.ids();
    await Promise.all(stored.filter(ofProfile).map((key) => writerOf(cachedAnswers).remove(key)));
    const kept = index.filter((entry) => !ofProfile(entry.key));
    return kept.length === index.length ? index : kept;
  });
}
