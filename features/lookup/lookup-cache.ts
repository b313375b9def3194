import * as v from "valibot";
import { storage } from "wxt/utils/storage";
import type { CredentialUsed } from "@/core/api/client";

/**
 * Answers kept for the browser session, per profile and query, so revisiting a lookup shows it at
 * once. In the panel's memory first: a read of session storage costs a round trip to the browser,
 * which is most of a cached answer's time. storage.session carries them to a panel opened later;
 * it is cleared when the browser closes and is readable by extension pages only.
 */
const EntrySchema = v.object({
  at: v.number(),
  // Our own answers, written below after the worker parsed them at the HTTP boundary.
  value: v.unknown(),
  credential: v.optional(v.picklist(["app_keys", "oauth_token", "app_keys_and_oauth_token"])),
  /** The entry's size as stored, counted once when it is written. */
  bytes: v.optional(v.number()),
});
const CacheSchema = v.record(v.string(), EntrySchema);
const cacheItem = storage.defineItem<unknown>("session:lookupCache", { fallback: {} });

export interface CachedAnswer<V> {
  at: number;
  value: V;
  credential?: CredentialUsed;
}

/** Enough for a working session; the oldest answers go first. */
const MAX_ENTRIES = 40;
/**
 * storage.session holds 10 MB in Chrome, and a page of 100 redemptions is about 240 kB: 40 of them
 * would pass it, and every write after would fail. The oldest answers go once the cache passes this.
 */
const MAX_BYTES = 4_000_000;
const memory = new Map<string, CachedAnswer<unknown>>();

export function cacheKey(scope: string, kind: string, params: unknown): string {
  return JSON.stringify([scope, kind, params]);
}

async function readAll() {
  const parsed = v.safeParse(CacheSchema, await cacheItem.getValue());
  return parsed.success ? parsed.output : {};
}

/**
 * The answer kept for a key: at once from memory, or read from session storage. The value is the
 * one written for that key, so it has the type its writer gave it.
 */
export function readCached<V>(
  key: string,
): CachedAnswer<V> | undefined | Promise<CachedAnswer<V> | undefined> {
  watchForClearing();
  const hit = memory.get(key);
  if (hit) return hit as CachedAnswer<V>;
  return readAll().then((all) => {
    const entry = all[key];
    if (!entry) return undefined;
    memory.set(key, entry);
    return entry as CachedAnswer<V>;
  });
}

let watching = false;
/** Another page (or a test) emptying session storage empties the memory too. */
function watchForClearing() {
  if (watching) return;
  watching = true;
  cacheItem.watch((value) => {
    const parsed = v.safeParse(CacheSchema, value);
    if (!parsed.success || Object.keys(parsed.output).length === 0) memory.clear();
  });
}

let writing: Promise<void> = Promise.resolve();

/** Keeps an answer; the write to session storage happens after, never on the agent's way. */
export function writeCached<V>(
  key: string,
  answer: { value: V; credential?: CredentialUsed },
  at = Date.now(),
) {
  const entry = { at, value: answer.value, ...(answer.credential ? { credential: answer.credential } : {}) };
  memory.delete(key);
  memory.set(key, entry);
  for (const old of [...memory.keys()].slice(0, Math.max(0, memory.size - MAX_ENTRIES))) memory.delete(old);
  writing = writing
    .then(async () => {
      const all = await readAll();
      delete all[key];
      all[key] = { ...entry, bytes: JSON.stringify(entry).length };
      // Newest last: drop from the front until both the count and the size fit.
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
      await cacheItem.setValue(all);
    })
    .catch(() => undefined);
  return writing;
}

export async function clearCache(): Promise<void> {
  memory.clear();
  await cacheItem.setValue({});
}

/** Drops every answer given to a profile (deleted): the worker's side, straight from session storage. */
export async function forgetCachedAnswers(scope: string): Promise<void> {
  // Keys are cacheKey's: a JSON array whose first item is the scope.
  const prefix = `${JSON.stringify([scope]).slice(0, -1)},`;
  for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
  const all = await readAll();
  const kept = Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(prefix)));
  if (Object.keys(kept).length !== Object.keys(all).length) await cacheItem.setValue(kept);
}
