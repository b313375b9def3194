import * as v from "valibot";
import { extensionStore } from "./extension-db";
import type { KeyOf, Owner, OwnerOf } from "./registry";
import { type Lockable, WRITER } from "./unlock";

/**
 * Records by id in a database of their own (the secrets: one record per profile), typed by their
 * schema. The database sits in the extension origin (extension-db.ts), out of content scripts'
 * reach; only the owner reads or writes it.
 */
export interface StoredRecords<T, O extends Owner = Owner> extends Lockable<RecordsWriter<T>, O> {
  readonly key: KeyOf<"secrets">;
  /** The record, parsed: undefined when there is none, or it does not parse. */
  read(id: string): Promise<T | undefined>;
}

/** The owner's half of the records, from its door (stored-item.ts says why). */
export interface RecordsWriter<T> {
  write(id: string, value: T): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Calls back before and after every write or removal of any record, so nothing the owner keeps
   * from them outlives a change: it alone writes them, in its own context. Returns the way to stop.
   */
  watch(onChange: () => void): () => void;
}

const DATABASES: Record<KeyOf<"secrets">, string> = { secrets: "voucher-lens-secrets" };

export function defineStoredRecords<T, K extends KeyOf<"secrets">>(
  key: K,
  { schema }: { schema: v.GenericSchema<unknown, T> },
): StoredRecords<T, OwnerOf<K>> {
  const records = extensionStore(DATABASES[key], key);
  const watchers = new Set<() => void>();
  const tell = () => {
    for (const watcher of watchers) watcher();
  };
  const changing = async (change: () => Promise<unknown>) => {
    tell();
    try {
      await change();
    } finally {
      tell();
    }
  };
  const writer: RecordsWriter<T> = {
    async write(id, value) {
      // Parsed on the way in too: only the schema's fields are stored, and a wrong record never is.
      const parsed = v.safeParse(schema, value);
      if (!parsed.success) throw new Error(parsed.issues[0].message);
      await changing(() => records.run("readwrite", (store) => store.put(parsed.output, id)));
    },
    remove: (id) => changing(() => records.run("readwrite", (store) => store.delete(id))),
    watch(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
  return {
    key,
    [WRITER]: () => writer,
    async read(id) {
      const stored = await records.run("readonly", (store) => store.get(id));
      if (stored === undefined) return undefined;
      const parsed = v.safeParse(schema, stored);
      return parsed.success ? parsed.output : undefined;
    },
  };
}
