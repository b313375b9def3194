import { writerOf } from "@/lib/core/store/writes.worker";
import { whileProfileExists } from "@/lib/profiles/index.worker";
import {
  type CacheEntry,
  type CacheIndex,
  cachedAnswers,
  cacheKey,
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
 * nor one asked before the profile moved to another project: the move forgot them too. Every answer
 * is written and dropped in the index's turn, the answer before the index names it, so within one
 * run of the worker a keep and a forget never cross. A worker stopped between the two, or a drop
 * that failed, leaves an answer the index does not name: `forgetUnnamedAnswers` drops those.
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
        // Each on its own: one that fails stays unnamed, and the answer just kept is kept all the same.
        await Promise.allSettled(dropped.map((old) => writerOf(cachedAnswers).remove(old)));
        return index;
      }),
    (profile) => projectScope(profile) === scope,
  );
}

/** Whether the session keeps the answer to a question a profile asks (read from the index alone). */
export async function answerKept(
  profile: Parameters<typeof projectScope>[0],
  type: string,
  input: unknown,
): Promise<boolean> {
  const key = cacheKey(projectScope(profile), type, input);
  return (await lookupCacheIndex.read()).some((entry) => entry.key === key);
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
    const gone = (await cachedAnswers.ids()).filter(ofProfile);
    await Promise.all(gone.map((key) => writerOf(cachedAnswers).remove(key)));
    const kept = index.filter((entry) => !ofProfile(entry.key));
    // The index is written whenever anything of the profile went, so every page hears of it and
    // drops what it holds of that profile, an answer it is still handing over included.
    return kept.length === index.length && gone.length === 0 ? index : [...kept];
  });
}

/**
 * Drops the answers the index does not name (a worker stopped between an answer and the index, a
 * drop that failed): nothing else would, and they fill the area the tabs' records share. Run when
 * the worker starts; says how many went.
 */
export async function forgetUnnamedAnswers(): Promise<number> {
  let count = 0;
  await writerOf(lookupCacheIndex).update(async (index) => {
    const named = new Set(index.map((entry) => entry.key));
    const unnamed = (await cachedAnswers.ids()).filter((key) => !named.has(key));
    await Promise.all(unnamed.map((key) => writerOf(cachedAnswers).remove(key)));
    count = unnamed.length;
    return index;
  });
  return count;
}
