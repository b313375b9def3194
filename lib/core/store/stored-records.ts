import * as v from "valibot";
import { extensionStore } from "./extension-db";
import type { KeyOf } from "./registry";

/**
 * Records by id in a database of their own (the secrets: one record per profile), typed by their
 * schema. The database sits in the extension origin (extension-db.ts), out of content scripts'
 * reach; only the owner reads or writes it.
 */
export interface StoredRecords<T> {
  readonly key: KeyOf<"secrets">;
  /** The record, parsed: undefined when there is none, or it does not parse. */
  read(id: string): Promise<T | undefined>;
  /** Owner only. */
  write(id: string, value: T): Promise<void>;
  /** Owner only. */
  remove(id: string): Promise<void>;
}

const DATABASES: Record<KeyOf<"secrets">, string> = { secrets: "voucher-lens-secrets" };

export function defineStoredRecords<T>(
  key: KeyOf<"secrets">,
  { schema }: { schema: v.GenericSchema<unknown, T> },
): StoredRecords<T> {
  const records = extensionStore(DATABASES[key], key);
  return {
    key,
    async read(id) {
      const stored = await records.run("readonly", (store) => store.get(id));
      if (stored === undefined) return undefined;
      const parsed = v.safeParse(schema, stored);
      return parsed.success ? parsed.output : undefined;
    },
    async write(id, value) {
      // Parsed on the way in too: only the schema's fields are stored, and a wrong record never is.
      const parsed = v.safeParse(schema, value);
      if (!parsed.success) throw new Error(parsed.issues[0].message);
      await records.run("readwrite", (store) => store.put(parsed.output, id));
    },
    async remove(id) {
      await records.run("readwrite", (store) => store.delete(id));
    },
  };
}
