/**
 * The extension origin's IndexedDB. Extension pages and the worker share it; content scripts run in
 * the web page's origin and cannot open it. storage.local and storage.sync, by contrast, are read and
 * written by every content script, so anything a compromised page could abuse lives here instead.
 */
export interface ExtensionStore {
  run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
}

export function extensionStore(dbName: string, storeName: string): ExtensionStore {
  // Kept open between calls: opening costs about as much as the read itself, on every lookup
  // (the worker reads the profile and its secrets for each). Closed when another version asks.
  let opened: { factory: IDBFactory; db: Promise<IDBDatabase> } | undefined;
  const open = (): Promise<IDBDatabase> => {
    if (opened?.factory === indexedDB) return opened.db;
    const db = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => {
        const result = request.result;
        const forget = () => {
          if (opened?.db === db) opened = undefined;
        };
        result.onversionchange = () => {
          result.close();
          forget();
        };
        result.onclose = forget;
        resolve(result);
      };
      request.onerror = () => reject(request.error);
    });
    opened = { factory: indexedDB, db };
    db.catch(() => {
      if (opened?.db === db) opened = undefined;
    });
    return db;
  };
  return {
    // One transaction per call: IndexedDB commits it as soon as the work has no pending request.
    async run(mode, work) {
      const db = await open();
      return new Promise((resolve, reject) => {
        const transaction = db.transaction(storeName, mode);
        const request = work(transaction.objectStore(storeName));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    },
  };
}
