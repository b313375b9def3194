import * as v from "valibot";
import { browser } from "wxt/browser";
import { extensionStore } from "./extension-db";

/**
 * Settings as a few named items in the extension origin's IndexedDB, with change notices between
 * the panel, popup, options page and worker.
 *
 * Why not storage.local: every content script can read and write it, so a compromised helpdesk page
 * could read which projects the agent works on, or point a profile at its own URL and have the
 * worker send the App Token there. Version 1 kept these items in storage.local; they move here on
 * first read and the old copies are removed.
 */
export const SETTINGS_VERSION = 2;

const store = extensionStore("voucher-lens-settings", "items");
const CHANNEL = "voucher-lens-settings";

const RecordSchema = v.object({ version: v.number(), value: v.unknown() });
const NoticeSchema = v.object({ key: v.string() });

export interface PrivateItem {
  key: string;
  /** The stored value, unparsed: callers parse it with their own schema. */
  getValue(): Promise<unknown>;
  setValue(value: unknown): Promise<void>;
  /** Calls back when any context changes the item; returns the way to stop. */
  watch(callback: () => void): () => void;
}

const watchers = new Map<string, Set<() => void>>();
let channel: BroadcastChannel | undefined;

function notify(key: string) {
  for (const callback of watchers.get(key) ?? []) callback();
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
async function migrateFromStorageLocal(key: string): Promise<{ found: boolean; value?: unknown }> {
  const legacyKeys = [key, `${key}$`];
  const legacy = await browser.storage.local.get(legacyKeys);
  if (legacy[key] === undefined) return { found: false };
  // Read and write in one transaction: two contexts migrating at once cannot overwrite a newer value.
  const existing = await store.run("readwrite", (items) => {
    const request = items.get(key);
    request.onsuccess = () => {
      if (request.result === undefined)
        items.put({ version: SETTINGS_VERSION, value: legacy[key], migratedFrom: 1 }, key);
    };
    return request;
  });
  await browser.storage.local.remove(legacyKeys);
  const current = v.safeParse(RecordSchema, existing);
  return { found: true, value: current.success ? current.output.value : legacy[key] };
}

export function definePrivateItem(key: string, fallback: unknown): PrivateItem {
  return {
    key,
    async getValue() {
      const stored = v.safeParse(RecordSchema, await store.run("readonly", (items) => items.get(key)));
      if (stored.success) return stored.output.value;
      const migrated = await migrateFromStorageLocal(key);
      return migrated.found ? migrated.value : fallback;
    },
    async setValue(value) {
      await store.run("readwrite", (items) => items.put({ version: SETTINGS_VERSION, value }, key));
      notify(key);
      listen();
      channel?.postMessage({ key });
    },
    watch(callback) {
      listen();
      const set = watchers.get(key) ?? new Set();
      set.add(callback);
      watchers.set(key, set);
      return () => set.delete(callback);
    },
  };
}

/** Every item version 1 kept in storage.local; the worker moves them all when it starts. */
export const LEGACY_LOCAL_KEYS = [
  "settings",
  "detection",
  "preferences",
  "recentLookups",
  "connectionChecks",
] as const;

export async function migrateAllFromStorageLocal(): Promise<void> {
  for (const key of LEGACY_LOCAL_KEYS) await migrateFromStorageLocal(key);
}
