import * as v from "valibot";
import { browser } from "wxt/browser";
import { extensionStore } from "./extension-db";

/**
 * The private area: settings as a few named records in the extension origin's IndexedDB, with
 * change notices between the panel, popup, options page and worker.
 *
 * Why not storage.local: every content script can read and write it, so a compromised helpdesk page
 * could read which projects the agent works on, or point a profile at its own URL and have the
 * worker send the App Token there. Version 1 (0.1.x) kept these items in storage.local; they move
 * here when the extension updates, and the old copies are removed.
 */

/** The version the storage.local migration writes: version 1 was the storage.local copy itself. */
export const SETTINGS_VERSION = 2;

const store = extensionStore("voucher-lens-settings", "items");
const CHANNEL = "voucher-lens-settings";

const RecordSchema = v.object({ version: v.number(), value: v.unknown() });
const NoticeSchema = v.object({ key: v.string() });

/** A record as stored: the item's value and the version of its format. */
export interface PrivateRecord {
  version: number;
  value: unknown;
}

const watchers = new Map<string, Set<() => void>>();
let channel: BroadcastChannel | undefined;

function notify(key: string) {
  for (const callback of watchers.get(key) ?? []) callback();
}

/** Tells this context and every other extension context that an item changed. */
function announce(key: string) {
  notify(key);
  listen();
  channel?.postMessage({ key });
}

function listen() {
  if (channel || typeof BroadcastChannel === "undefined") return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event) => {
    const notice = v.safeParse(NoticeSchema, event.data);
    if (notice.success) notify(notice.output.key);
  };
}

/**
 * Items an older version stored under another key: the key now, and the one it had (`settings` was
 * the profile list's key up to 0.3.x). Moved the first time a context reads or writes it.
 */
const FORMER_KEYS: Readonly<Record<string, string>> = { profiles: "settings" };

/** The moves made, per IndexedDB factory (tests swap the factory for a fresh database). */
const moves = new WeakMap<IDBFactory, Map<string, Promise<void>>>();

/**
 * Moves an item kept under its former key to its key, in one transaction: a copy already under the
 * new key wins, and the old one is removed either way. Once per context; again after a failure.
 */
function moveFromFormerKey(key: string): Promise<void> {
  const former = FORMER_KEYS[key];
  if (!former) return Promise.resolve();
  const made = moves.get(indexedDB) ?? new Map<string, Promise<void>>();
  moves.set(indexedDB, made);
  const already = made.get(key);
  if (already) return already;
  const move = store
    .run("readwrite", (items) => {
      const old = items.get(former);
      old.onsuccess = () => {
        if (old.result === undefined) return;
        const now = items.get(key);
        now.onsuccess = () => {
          if (now.result === undefined) items.put(old.result, key);
          items.delete(former);
        };
      };
      return old;
    })
    .then(() => undefined);
  made.set(key, move);
  move.catch(() => made.delete(key));
  return move;
}

/** The key an item has now, from the one an older version stored it under. */
const currentKey = (key: string) =>
  Object.entries(FORMER_KEYS).find(([, former]) => former === key)?.[0] ?? key;

/**
 * Moves a version 1 item out of storage.local, to the key it has now, unless a newer copy is
 * already here.
 */
async function migrateFromStorageLocal(key: string): Promise<void> {
  const legacyKeys = [key, `${key}$`];
  const legacy = await browser.storage.local.get(legacyKeys);
  if (legacy[key] === undefined) return;
  const target = currentKey(key);
  // A copy a later version left under the former key is newer than storage.local's.
  await moveFromFormerKey(target);
  // Read and write in one transaction: a value saved meanwhile is never overwritten by the old copy.
  await store.run("readwrite", (items) => {
    const request = items.get(target);
    request.onsuccess = () => {
      if (request.result === undefined)
        items.put({ version: SETTINGS_VERSION, value: legacy[key], migratedFrom: 1 }, target);
    };
    return request;
  });
  await browser.storage.local.remove(legacyKeys);
}

/**
 * The private area as stored-item.ts uses it: records read and written whole, each write announced
 * to every extension context. Items are defined there, from the registry, never here.
 */
export const privateArea = {
  /** The record under a key; undefined when there is none, or it is not a record. */
  async get(key: string): Promise<PrivateRecord | undefined> {
    await moveFromFormerKey(key);
    const stored = v.safeParse(RecordSchema, await store.run("readonly", (items) => items.get(key)));
    return stored.success ? stored.output : undefined;
  },
  async put(key: string, record: PrivateRecord): Promise<void> {
    await moveFromFormerKey(key);
    await store.run("readwrite", (items) => items.put(record, key));
    announce(key);
  },
  async remove(key: string): Promise<void> {
    await moveFromFormerKey(key);
    await store.run("readwrite", (items) => items.delete(key));
    announce(key);
  },
  /** Calls back when any context changes the record; returns the way to stop. */
  watch(key: string, callback: () => void): () => void {
    listen();
    const set = watchers.get(key) ?? new Set();
    set.add(callback);
    watchers.set(key, set);
    return () => set.delete(callback);
  },
};

/** Every item version 1 kept in storage.local, under the keys it had then. */
export const LEGACY_LOCAL_KEYS = [
  "settings",
  "detection",
  "preferences",
  "recentLookups",
  "connectionChecks",
] as const;

/** The first version that keeps settings here; anything older kept them in storage.local. */
const FIRST_PRIVATE_VERSION = [0, 2, 0];

function olderThanPrivateSettings(version: string): boolean {
  const parts = version.split(".").map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < FIRST_PRIVATE_VERSION.length; i++) {
    const difference = (parts[i] ?? 0) - (FIRST_PRIVATE_VERSION[i] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/**
 * Run by the worker when the extension is updated. Only an update from a version that used
 * storage.local migrates: otherwise a content script could plant "settings" there for a fresh
 * install to adopt, such as a profile pointing at its own URL.
 */
export async function migrateOnUpdate(details: { reason: string; previousVersion?: string }): Promise<void> {
  if (details.reason !== "update" || !details.previousVersion) return;
  if (!olderThanPrivateSettings(details.previousVersion)) return;
  for (const key of LEGACY_LOCAL_KEYS) {
    await migrateFromStorageLocal(key);
    announce(currentKey(key));
  }
}
