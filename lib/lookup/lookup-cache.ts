import * as v from "valibot";
import type { CredentialUsed } from "@/lib/core/api/client";
import { apiOriginOf } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import type { CachedAnswer, QueryCache } from "@/lib/core/query/query-cache";
import { defineStoredFamily } from "@/lib/core/store/stored-family";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import type { StoredProfile } from "@/lib/profiles";

/**
 * Answers kept for the browser session, per project and query, so revisiting a lookup shows it at
 * once. In the panel's memory first: a read of session storage costs a round trip to the browser,
 * which is most of a cached answer's time. storage.session carries them to a panel opened later;
 * it is cleared when the browser closes and is readable by extension pages only. The worker keeps
 * them there (lookup-cache.worker.ts), one item per answer with an index beside them, and forgets a
 * profile's answers with the profile, and when its host, App ID or keys change.
 */
export const CachedAnswerSchema = v.object({
  at: v.number(),
  // Our own answers: the API's bodies, parsed by the panel that was given them before it kept them.
  value: v.unknown(),
  credential: v.optional(v.picklist(["app_keys", "oauth_token", "app_keys_and_oauth_token"])),
});
export type CacheEntry = v.InferOutput<typeof CachedAnswerSchema>;

/**
 * Each answer kept, under its cache key: the browser copies whatever a read or a change notice
 * holds, so a page reads, and hears of, the answers it asks for and no other. The worker writes
 * them and never reads them back.
 */
export const cachedAnswers = defineStoredFamily("lookupCache", {
  schema: v.optional(CachedAnswerSchema),
  fallback: undefined,
});

const IndexSchema = v.array(v.object({ key: v.string(), bytes: v.number() }));
export type CacheIndex = v.InferOutput<typeof IndexSchema>;

/** The keys of the answers kept, oldest first, each with its size as stored. */
export const lookupCacheIndex = defineStoredItem("lookupCacheIndex", { schema: IndexSchema, fallback: [] });

/** Enough for a working session; the oldest answers go first. */
export const MAX_ENTRIES = 40;
const memory = new Map<string, CachedAnswer<unknown>>();

/**
 * What an answer belongs to: the profile that asked, and the project it pointed at when it asked
 * (its API origin and App ID). A profile moved to another project (an App ID or host changed by
 * the agent or by a policy) asks under another scope, so no answer of the first project is ever
 * shown for the second, even one that arrives after the move; the worker forgets the first's too.
 */
export function projectScope(profile: Pick<StoredProfile, "id" | "region" | "customUrl" | "appId">): string {
  return JSON.stringify([profile.id, apiOriginOf(profile.region, profile.customUrl) ?? "", profile.appId]);
}

const SCOPE_PARTS = 3;

function scopeParts(text: string, at: number): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length < at) return undefined;
    const parts = parsed.slice(0, SCOPE_PARTS);
    return parts.length === SCOPE_PARTS && parts.every((p) => typeof p === "string") ? parts : undefined;
  } catch {
    return undefined;
  }
}

/** The key of a question in a scope (`projectScope`): the scope's parts, then the question. */
export function cacheKey(scope: string, kind: string, params: unknown): string {
  return JSON.stringify([...(scopeParts(scope, SCOPE_PARTS) ?? [scope]), kind, params]);
}

/** The scope (the profile and its project) a key was made for. */
export function scopeOf(key: string): string | undefined {
  const parts = scopeParts(key, SCOPE_PARTS + 2);
  return parts ? JSON.stringify(parts) : undefined;
}

/** The profile a scope (`projectScope`) belongs to. */
export function profileOfScope(scope: string): string | undefined {
  return scopeParts(scope, SCOPE_PARTS)?.[0];
}

/**
 * The answer kept for a key: at once from memory, or read from session storage (that answer alone).
 * The value is the one written for that key, so it has the type its writer gave it.
 */
export function readCached<V>(
  key: string,
): CachedAnswer<V> | undefined | Promise<CachedAnswer<V> | undefined> {
  // Which answers are kept is read once (beside this first read), then heard of: a later question
  // whose answer is not kept goes to the API without a round trip to the browser.
  preloadCachedAnswers();
  const hit = memory.get(key);
  if (hit) return hit as CachedAnswer<V>;
  if (storedKeys && !storedKeys.has(key)) return undefined;
  return readAnswer(key) as Promise<CachedAnswer<V> | undefined>;
}

/** The keys session storage holds, once its index is read or heard of; the change notices keep them current. */
let storedKeys: Set<string> | undefined;
/** The index's first read, under way or done. */
let indexRead: Promise<void> | undefined;
/** Counts the index's change notices: a read that a notice overtook says nothing of the keys. */
let notices = 0;
/** The reads of answers under way, by key: a question asks the read already going for its answer. */
const reading = new Map<string, Promise<CacheEntry | undefined>>();

/**
 * The answer kept for a key, read from session storage and held in memory; none when the read
 * fails (the question then asks the API), or when the worker forgot the answer while it was read
 * (its profile deleted, its keys changed): what it read is no longer this page's to keep.
 */
function readAnswer(key: string): Promise<CacheEntry | undefined> {
  const going = reading.get(key);
  if (going) return going;
  const before = notices;
  const read = cachedAnswers
    .read(key)
    .then(
      (entry) => {
        if (!entry || (notices !== before && !storedKeys?.has(key))) return undefined;
        memory.set(key, entry);
        return entry;
      },
      () => undefined,
    )
    .finally(() => reading.delete(key));
  reading.set(key, read);
  return read;
}

/**
 * Starts reading which answers the session keeps, ahead of a lookup the panel is about to ask (one
 * waiting as it opens), while the panel reads its settings: a lookup whose answer is not kept then
 * asks the API at once. Given the lookup's value, the answers kept for questions about it (its
 * redemptions, its memberships) are read too, before its questions are known: the profile they
 * will be asked under is not known yet either, so a question about the same value under another
 * profile is read too, and kept in memory under its own key, never shown for another.
 */
export function preloadCachedAnswers(about?: string): void {
  watchForForgetting();
  if (!indexRead) {
    const before = notices;
    indexRead = lookupCacheIndex.read().then(
      (index) => {
        if (notices === before) storedKeys = new Set(index.map((entry) => entry.key));
      },
      () => {
        indexRead = undefined;
      },
    );
  }
  if (about === undefined) return;
  // A question is about the value when its key (`cacheKey`'s JSON) holds the value as a whole JSON
  // string: not when the value is only part of a parameter. One whose scope part happens to equal
  // the value is read too, and only kept in memory under its own key.
  const named = JSON.stringify(about);
  void indexRead.then(() => {
    for (const key of storedKeys ?? []) if (!memory.has(key) && key.includes(named)) void readAnswer(key);
  });
}

let stopWatching: (() => void) | undefined;
/**
 * Answers of a profile the worker forgot (deleted), or a session storage emptied, leave the memory
 * too; an answer this page keeps meanwhile, of a profile still kept, stays (the worker drops the
 * oldest answers for room, not because they are wrong).
 */
function watchForForgetting() {
  if (stopWatching) return;
  stopWatching = lookupCacheIndex.watch((index) => {
    notices++;
    const keys = new Set(index.map((entry) => entry.key));
    storedKeys = keys;
    const scopes = new Set([...keys].map(scopeOf));
    for (const key of [...memory.keys()]) if (!keys.has(key) && !scopes.has(scopeOf(key))) memory.delete(key);
  });
}

/**
 * Keeps an answer: in this page's memory at once, and asks the worker to keep it in session storage
 * for panels opened later, never on the agent's way: once the answer shown is painted, since the
 * message copies the whole answer (a page of 100 redemptions) on the page's thread.
 */
export function writeCached<V>(
  key: string,
  answer: { value: V; credential?: CredentialUsed },
  at = Date.now(),
): Promise<void> {
  watchForForgetting();
  const entry = { at, value: answer.value, ...(answer.credential ? { credential: answer.credential } : {}) };
  memory.delete(key);
  memory.set(key, entry);
  for (const old of [...memory.keys()].slice(0, Math.max(0, memory.size - MAX_ENTRIES))) memory.delete(old);
  return (async () => {
    try {
      await afterNextPaint();
      await ask("lookupCache.keep", { key, answer: entry });
    } catch {
      // Kept in memory only: a panel opened later asks the API again.
    }
  })();
}

/** How long a page that paints no frame (hidden) waits instead. */
const NO_FRAME_MS = 100;

/** Resolves in a task after the next frame is painted, or after a moment where no frame comes. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function") return void setTimeout(resolve);
    let frame = 0;
    const done = () => {
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      setTimeout(resolve);
    };
    const fallback = setTimeout(done, NO_FRAME_MS);
    frame = requestAnimationFrame(done);
  });
}

/**
 * Forgets what this page keeps in memory and knows of session storage (the worker's), and stops
 * listening to it: the page starts afresh.
 */
export function clearCache(): void {
  memory.clear();
  reading.clear();
  indexRead = undefined;
  storedKeys = undefined;
  stopWatching?.();
  stopWatching = undefined;
}

/** The panel's session cache, as the query hook uses it. */
export const sessionCache: QueryCache = { keyOf: cacheKey, read: readCached, write: writeCached };
