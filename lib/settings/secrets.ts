import * as v from "valibot";
import { type ProfileSecrets, ProfileSecretsSchema } from "./schema";

/**
 * Secrets live in the extension origin's IndexedDB: extension pages and the worker can open it,
 * content scripts (which run in the web page's origin) cannot, unlike storage.local and storage.sync.
 */
const DB_NAME = "voucher-lens-secrets";
const STORE = "secrets";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export async function readSecrets(profileId: string): Promise<ProfileSecrets | undefined> {
  const stored = await inStore("readonly", (store) => store.get(profileId));
  if (stored === undefined) return undefined;
  const parsed = v.safeParse(ProfileSecretsSchema, stored);
  // A record we cannot read is treated as absent: the agent is asked for the token again.
  return parsed.success ? parsed.output : undefined;
}

export async function writeSecrets(profileId: string, secrets: ProfileSecrets): Promise<void> {
  await inStore("readwrite", (store) => store.put(v.parse(ProfileSecretsSchema, secrets), profileId));
}

export async function deleteSecrets(profileId: string): Promise<void> {
  await inStore("readwrite", (store) => store.delete(profileId));
}
