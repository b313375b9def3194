import * as v from "valibot";
import type { CredentialUsed } from "@/lib/core/api/client";
import { apiOriginOf } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import type { CachedAnswer, QueryCache } from "@/lib/core/query/query-cache";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import type { StoredProfile } from "@/lib/profiles";

/**
 * Answers kept for the browser session, per project and query, so revisiting a lookup shows it at
 * once. In the panel's memory first: a read of session storage costs a round trip to the browser,
 * which is most of a cached answer's time. storage.session carries them to a panel opened later;
 * it is cleared when the browser closes and is readable by extension pages only. The worker keeps
 * them there (lookup-cache.worker.ts), and forgets a profile's answers with the profile, and when
 * its host, App ID or keys change.
 */
export const CachedAnswerSchema = v.object({
  at: v.number(),
  // Our own answers: the API's bodies, parsed by the panel that was given them before it kept them.
  value: v.unknown(),
  credential: v.optional(v.picklist(["app_keys", "oauth_token", "app_keys_and_oauth_token"])),
});
const EntrySchema = v.object({
  ...CachedAnswerSchema.entries,
  /** The entry's size as stored, counted once when it is written. */
  bytes: v.optional(v.number()),
});
export type CacheEntry = v.InferOutput<typeof EntrySchema>;

export const lookupCacheItem = defineStoredItem("lookupCache", {
  schema: v.record(v.string(), EntrySchema),
  fallback: {},
});

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
 * The answer kept for a key: at once from memory, or read from session storage. The value is the
 * one written for that key, so it has the type its writer gave it.
 */
export function readCached<V>(
  key: string,
): CachedAnswer<V> | undefined | Promise<CachedAnswer<V> | undefined> {
  watchForForgetting();
  const hit = memory.get(key);
  if (hit) return hit as CachedAnswer<V>;
  // Not in session storage as last read or heard: no read, the question goes at once.
  if (storedKeys && !storedKeys.has(key)) return undefined;
  const read = preloaded ?? readStored();
  preloaded = undefined;
  return read.then((all) => {
    const entry = all[key];
    if (!entry) return undefined;
    memory.set(key, entry);
    return entry as CachedAnswer<V>;
  });
}

/** The kept answers, read ahead of a lookup about to be asked; used by the next read, once. */
let preloaded: Promise<Record<string, CacheEntry>> | undefined;
/** The keys session storage holds, once read or heard of; the change notices keep them current. */
let storedKeys: Set<string> | undefined;
/** Counts the change notices: a read that a notice overtook says nothing of the keys. */
let notices = 0;

function readStored(): Promise<Record<string, CacheEntry>> {
  const before = notices;
  return lookupCacheItem.read().then((all) => {
    if (notices === before) storedKeys = new Set(Object.keys(all));
    return all;
  });
}

/**
 * Starts reading the answers kept for the session ahead of a lookup the panel is about to ask (one
 * waiting as it opens), while the panel reads its settings: the lookup then finds its answer, or
 * asks the API, without waiting for that read.
 */
export function preloadCachedAnswers(): void {
  watchForForgetting();
  preloaded ??= readStored();
}

let stopWatching: (() => void) | undefined;
/**
 * Answers of a profile the worker forgot (deleted), or a session storage emptied, leave the memory
 * too; an answer this page keeps meanwhile, of a profile still kept, stays.
 */
function watchForForgetting() {
  if (stopWatching) return;
  stopWatching = lookupCacheItem.watch((all) => {
    // Read before this change: the next read reads again.
    preloaded = undefined;
    notices++;
    storedKeys = new Set(Object.keys(all));
    const scopes = new Set(Object.keys(all).map(scopeOf));
    for (const key of [...memory.keys()]) if (!(key in all) && !scopes.has(scopeOf(key))) memory.delete(key);
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
  preloaded = undefined;
  storedKeys = undefined;
  stopWatching?.();
  stopWatching = undefined;
}

/** The panel's session cache, as the query hook uses it. */
export const sessionCache: QueryCache = { keyOf: cacheKey, read: readCached, write: writeCached };
