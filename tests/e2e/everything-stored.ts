import type { Worker } from "@playwright/test";

/** What one IndexedDB object store holds: its records, key and value. */
export type StoredRecordsDump = { key: unknown; value: unknown }[];

/** Everything the extension keeps, in every store it can write. */
export interface EverythingStored {
  local: Record<string, unknown>;
  session: Record<string, unknown>;
  sync: Record<string, unknown>;
  /** Every database of the extension origin, by name, and each of its object stores, by name. */
  indexedDB: Record<string, Record<string, StoredRecordsDump>>;
}

/**
 * Reads every store the extension has, from its worker: the three storage areas it can write, and
 * every IndexedDB database of its origin with every object store in it, found by listing them
 * (`indexedDB.databases()`), not by the names the code uses today. A test that a secret is never
 * kept reads this, so it still fails when a secret goes to a store added later.
 */
export function everythingStored(worker: Worker): Promise<EverythingStored> {
  return worker.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const databases: Record<string, Record<string, { key: unknown; value: unknown }[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      const stores: Record<string, { key: unknown; value: unknown }[]> = {};
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, "readonly").objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        stores[storeName] = keys.map((key, i) => ({ key, value: values[i] }));
      }
      db.close();
      databases[name] = stores;
    }
    return {
      local: await chrome.storage.local.get(null),
      session: await chrome.storage.session.get(null),
      sync: await chrome.storage.sync.get(null),
      indexedDB: databases,
    };
  });
}

/** Each thing kept, as `area key` or `database/store key`: what a test that nothing is kept expects empty. */
export function everyRecord(stored: EverythingStored): string[] {
  const areas = (["local", "session", "sync"] as const).flatMap((area) =>
    Object.keys(stored[area]).map((key) => `${area} ${key}`),
  );
  const records = Object.entries(stored.indexedDB).flatMap(([db, stores]) =>
    Object.entries(stores).flatMap(([store, rows]) => rows.map(({ key }) => `${db}/${store} ${String(key)}`)),
  );
  return [...areas, ...records];
}
