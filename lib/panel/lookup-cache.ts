import * as v from "valibot";
import { storage } from "wxt/utils/storage";

/**
 * Answers kept for the browser session, per profile and query, so revisiting a lookup shows it at
 * once. storage.session is cleared when the browser closes and is readable by extension pages only.
 */
const CacheSchema = v.record(v.string(), v.object({ at: v.number(), value: v.unknown() }));
const cacheItem = storage.defineItem<unknown>("session:lookupCache", { fallback: {} });

/** Enough for a working session; the oldest answers go first. */
const MAX_ENTRIES = 40;

export function cacheKey(profileId: string, kind: string, params: unknown): string {
  return JSON.stringify([profileId, kind, params]);
}

async function readAll() {
  const parsed = v.safeParse(CacheSchema, await cacheItem.getValue());
  return parsed.success ? parsed.output : {};
}

export async function readCached(key: string): Promise<{ at: number; value: unknown } | undefined> {
  return (await readAll())[key];
}

export async function writeCached(key: string, value: unknown, at = Date.now()): Promise<void> {
  const all = await readAll();
  delete all[key];
  all[key] = { at, value };
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[old];
  await cacheItem.setValue(all);
}

export async function clearCache(): Promise<void> {
  await cacheItem.setValue({});
}
