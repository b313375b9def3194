import * as v from "valibot";
import { browser } from "wxt/browser";
import { changesInTurn } from "./in-turn";
import { privateArea } from "./private-items";
// Types only: the registry's list stays out of the bundles; its tests read it.
import type { KeyOf, Owner, OwnerOf } from "./registry";
import { type Lockable, WRITER } from "./unlock";

/**
 * A stored item, typed by its schema: what any extension context holds of it, to read and watch.
 * It cannot write: the write half (ItemWriter) comes from the owner's door in lib/core/store
 * (`writes.worker.ts`, …), which only the owner's entry loads, and which takes the items of that
 * owner alone (the type brand `O`). The other contexts ask the owner through the contract.
 */
export interface StoredItem<T, O extends Owner = Owner> extends Lockable<ItemWriter<T>, O> {
  readonly key: KeyOf<"private" | "session">;
  /** The stored value, parsed with the item's schema: the fallback when none, or none readable, is stored. */
  read(): Promise<T>;
  /** Calls back with the new value when any context changes the item; returns the way to stop. */
  watch(onChange: (value: T) => void): () => void;
}

/**
 * The owner's half of an item. Its writes in the owner's context take turns in one queue, so a
 * read-change-write is never mixed with another write.
 */
export interface ItemWriter<T> {
  readonly key: KeyOf<"private" | "session">;
  read(): Promise<T>;
  write(value: T): Promise<void>;
  /**
   * Reads the value, changes it and writes it back, in turn with the item's other writes. A change
   * that returns the value it was given writes nothing. The change must not write the item.
   */
  update(change: (now: T) => T | Promise<T>): Promise<T>;
  /** Forgets the stored value; the item reads as its fallback. */
  remove(): Promise<void>;
}

/** Upgrades a stored value from the version written before to the next: keyed by the version it makes. */
export type Migrations = Readonly<Record<number, (stored: unknown) => unknown>>;

interface Definition<T> {
  // The input is what storage holds, whatever that is; the output is the item's type.
  schema: v.GenericSchema<unknown, T>;
  fallback: T;
}

interface PrivateDefinition<T> extends Definition<T> {
  /** The version of the stored format; a record of an older one goes through `migrations` on reading. */
  version: number;
  migrations?: Migrations;
}

/** The stored value made current: each migration from the record's version up to the item's. */
export function migrated(
  record: { version: number; value: unknown },
  version: number,
  migrations: Migrations,
) {
  let value = record.value;
  for (let step = record.version + 1; step <= version; step++) {
    const migration = migrations[step];
    if (migration) value = migration(value);
  }
  return value;
}

interface Backend {
  /**
   * The stored value, made current, and whether its record is of an older format (migrated at
   * each read until it is written again).
   */
  get(): Promise<{ value: unknown; outdated: boolean }>;
  put(value: unknown): Promise<void>;
  remove(): Promise<void>;
  /** Calls back with the new stored value when it is in the notice, else with nothing: then it is read. */
  watch(callback: (stored?: { value: unknown }) => void): () => void;
}

function privateBackend(key: string, { version, migrations = {} }: PrivateDefinition<unknown>): Backend {
  return {
    async get() {
      const record = await privateArea.get(key);
      return {
        value: record && migrated(record, version, migrations),
        outdated: (record?.version ?? version) < version,
      };
    },
    put: (value) => privateArea.put(key, { version, value }),
    remove: () => privateArea.remove(key),
    watch: (callback) => privateArea.watch(key, callback),
  };
}

/**
 * storage.session, unversioned: the browser clears it on every update of the extension, so a value
 * of an older format is never read.
 */
function sessionBackend(key: string): Backend {
  const session = () => browser.storage.session;
  return {
    get: async () => ({ value: (await session().get(key))[key], outdated: false }),
    put: (value) => (value === undefined ? session().remove(key) : session().set({ [key]: value })),
    remove: () => session().remove(key),
    // The browser's change notice carries the new value: no read needed.
    watch(callback) {
      const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
        if (area === "session" && Object.hasOwn(changes, key)) callback({ value: changes[key]?.newValue });
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}

/**
 * Defines the item of a key of the registry: a key of the private area takes a version (and the
 * migrations to it), a key of the session none, and each is kept in its area.
 */
export function defineStoredItem<T, K extends KeyOf<"private">>(
  key: K,
  definition: PrivateDefinition<T>,
): StoredItem<T, OwnerOf<K>>;
export function defineStoredItem<T, K extends KeyOf<"session">>(
  key: K,
  definition: Definition<T>,
): StoredItem<T, OwnerOf<K>>;
export function defineStoredItem<T>(
  key: KeyOf<"private" | "session">,
  definition: Definition<T> | PrivateDefinition<T>,
): StoredItem<T> {
  const backend = "version" in definition ? privateBackend(key, definition) : sessionBackend(key);
  const { schema, fallback } = definition;
  const parse = (stored: unknown): T => {
    if (stored === undefined || stored === null) return fallback;
    const parsed = v.safeParse(schema, stored);
    return parsed.success ? parsed.output : fallback;
  };
  const read = async (): Promise<T> => parse((await backend.get()).value);
  const inTurn = changesInTurn();
  const writer: ItemWriter<T> = {
    key,
    read,
    write: (value) => inTurn(() => backend.put(value)),
    // A record of an older format is written in the new one even when the change changes nothing,
    // so what its migration dropped or dated is stored so, not migrated again at every read.
    update: (change) =>
      inTurn(async () => {
        const stored = await backend.get();
        const now = parse(stored.value);
        const next = await change(now);
        if (next !== now || stored.outdated) await backend.put(next);
        return next;
      }),
    remove: () => inTurn(() => backend.remove()),
  };
  return {
    key,
    read,
    [WRITER]: () => writer,
    watch(onChange) {
      let watching = true;
      const stop = backend.watch((stored) => {
        if (stored) return onChange(parse(stored.value));
        void read().then((value) => {
          if (watching) onChange(value);
        });
      });
      return () => {
        watching = false;
        stop();
      };
    },
  };
}

/**
 * Calls back when any context changes one of these items, without reading them: for a page that
 * asks their owner what it needs of them, and so bundles none of their schemas. Returns the way to
 * stop.
 */
export function watchChanges(keys: readonly KeyOf<"private">[], onChange: () => void): () => void {
  const stops = keys.map((key) => privateArea.watch(key, onChange));
  return () => {
    for (const stop of stops) stop();
  };
}
