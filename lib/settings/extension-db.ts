/**
 * The extension origin's IndexedDB. Extension pages and the worker share it; content scripts run in
 * the web page's origin and cannot open it. storage.local and storage.sync, by contrast, are read and
 * written by every content script, so anything a compromised page could abuse lives here instead.
 */
export interface ExtensionStore {
  run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
}

export function extensionStore(dbName: string, storeName: string): ExtensionStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  return {
    // One transaction per call: IndexedDB commits it as soon as the work has no pending request.
    async run(mode, work) {
      const db = await open();
      try {
        return await new Promise((resolve, reject) => {
          const transaction = db.transaction(storeName, mode);
          const request = work(transaction.objectStore(storeName));
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = () => reject(transaction.error);
          transaction.onabort = () => reject(transaction.error);
        });
      } finally {
        db.close();
      }
    },
  };
}
