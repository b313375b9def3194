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

/** Moves a version 1 item out of storage.local, unless a newer copy is already here. */
async function migrateFromStorageLocal(key: string): Promise<void> {
  const legacyKeys = [key, `${key}$`];
  const legacy = await browser.storage.local.get(legacyKeys);
  if (legacy[key] === undefined) return;
  // Read and write in one transaction: a value saved meanwhile is never overwritten by the old copy.
  await store.run("readwrite", (items) => {
    const request = items.get(key);
    request.onsuccess = () => {
      if (request.result === undefined)
        items.put({ version: SETTINGS_VERSION, value: legacy[key], migratedFrom: 1 }, key);
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
    const stored = v.safeParse(RecordSchema, await store.run("readonly", (items) => items.get(key)));
    return stored.success ? stored.output : undefined;
  },
  async put(key: string, record: PrivateRecord): Promise<void> {
    await store.run("readwrite", (items) => items.put(record, key));
    announce(key);
  },
  async remove(key: string): Promise<void> {
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

/** Every item version 1 kept in storage.local. */
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
    announce(key);
  }
}
