import * as v from "valibot";
import { browser } from "wxt/browser";
import { changesInTurn } from "./in-turn";
// Types only: the registry's list stays out of the bundles; its tests read it.
import type { FamilyKey, Owner, OwnerOf } from "./registry";
import { type Lockable, WRITER } from "./unlock";

/**
 * A family of stored items of one shape, one per id (what each tab shows: `detected:7`, `detected:9`),
 * in storage.session. Each member is read, watched and written alone: a write to one never reads,
 * checks or rewrites another, and a watcher of one is told of that one only. Any extension context
 * reads and watches; only the owner (registry.ts) writes, each member's writes in a queue of their own.
 *
 * The owner keeps its own copy of each member it wrote or changed: it is the only writer, so what
 * it wrote last is what is stored, and a change starts from that copy without reading and checking
 * the stored value again. (The browser clears storage.session only when it closes or the extension
 * updates, and the owner's memory goes with it then.)
 */
export interface StoredFamily<T, O extends Owner = Owner> extends Lockable<FamilyWriter<T>, O> {
  readonly key: FamilyKey;
  /** The member's value, parsed with the family's schema: the fallback when none, or none readable. */
  read(id: string | number): Promise<T>;
  /** Calls back with the member's new value when it changes; returns the way to stop. */
  watch(id: string | number, onChange: (value: T) => void): () => void;
  /** The ids of the members stored now. */
  ids(): Promise<string[]>;
  /** Calls back when a member is stored where none was, or removed; returns the way to stop. */
  watchIds(onChange: () => void): () => void;
}

/** The owner's half of a family, from its door (stored-item.ts says why). */
export interface FamilyWriter<T> {
  write(id: string | number, value: T): Promise<void>;
  /**
   * Changes the member, in turn with its other writes. A change that returns the value it was
   * given writes nothing; one that returns `undefined` removes the member.
   */
  update(id: string | number, change: (now: T) => T | undefined | Promise<T | undefined>): Promise<T>;
  /** Forgets the member; it reads as the fallback. */
  remove(id: string | number): Promise<void>;
  /**
   * Forgets the member for good (a closed tab, whose id the browser never gives again): a write or
   * change still on its way for it, or made later, stores nothing.
   */
  retire(id: string | number): Promise<void>;
}

/** Every family's owner memory, so tests that clear the fake storage under them can forget it too. */
const memories = new Set<{ clear(): void }>();

/** Forgets what owners hold of their families: storage.session was cleared under them (tests do). */
export function forgetOwnerCopies(): void {
  for (const memory of memories) memory.clear();
}

export function defineStoredFamily<T, K extends FamilyKey>(
  key: K,
  { schema, fallback }: { schema: v.GenericSchema<unknown, T>; fallback: T },
): StoredFamily<T, OwnerOf<K>> {
  const session = () => browser.storage.session;
  const prefix = `${key}:`;
  const storedKey = (id: string | number) => `${prefix}${id}`;
  const parse = (stored: unknown): T => {
    if (stored === undefined || stored === null) return fallback;
    const parsed = v.safeParse(schema, stored);
    return parsed.success ? parsed.output : fallback;
  };
  const readStored = async (id: string | number): Promise<T> => {
    const name = storedKey(id);
    return parse((await session().get(name))[name]);
  };
  /** The owner's copy: what it wrote last, by stored key; `undefined` for a member it removed. */
  const copy = new Map<string, T | undefined>();
  /** Members retired: nothing is stored for them again. */
  const retired = new Set<string>();
  memories.add(copy);
  memories.add(retired);
  const queues = new Map<string, ReturnType<typeof changesInTurn>>();
  const inTurn = <R>(id: string | number, change: () => Promise<R>) => {
    const name = storedKey(id);
    let queue = queues.get(name);
    if (!queue) {
      queue = changesInTurn();
      queues.set(name, queue);
    }
    return queue(change);
  };
  const put = async (id: string | number, value: T | undefined) => {
    const name = storedKey(id);
    if (retired.has(name) && value !== undefined) return;
    copy.set(name, value);
    try {
      if (value === undefined) await session().remove(name);
      else await session().set({ [name]: value });
    } catch (error) {
      // Not stored (the area is full): the copy must not say otherwise.
      copy.delete(name);
      throw error;
    }
  };
  const current = async (id: string | number): Promise<T> => {
    const name = storedKey(id);
    if (copy.has(name)) return copy.get(name) ?? fallback;
    const value = await readStored(id);
    copy.set(name, value === fallback ? undefined : value);
    return value;
  };

  const writer: FamilyWriter<T> = {
    write: (id, value) => inTurn(id, () => put(id, value)),
    update: (id, change) =>
      inTurn(id, async () => {
        const now = await current(id);
        const next = await change(now);
        if (next === now || retired.has(storedKey(id))) return now;
        await put(id, next);
        return next ?? fallback;
      }),
    remove: (id) => inTurn(id, () => put(id, undefined)),
    retire: (id) => {
      retired.add(storedKey(id));
      return inTurn(id, () => put(id, undefined));
    },
  };

  return {
    key,
    [WRITER]: () => writer,
    read: async (id) => {
      const name = storedKey(id);
      // The owner's copy is what is stored; another context has none and reads the area.
      return copy.has(name) ? (copy.get(name) ?? fallback) : readStored(id);
    },
    watch(id, onChange) {
      const name = storedKey(id);
      // The browser's change notice carries the new value: no read needed.
      const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
        if (area === "session" && Object.hasOwn(changes, name)) onChange(parse(changes[name]?.newValue));
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
    async ids() {
      // Chrome 130 lists the keys without their values; older browsers read them all.
      const area: { getKeys?: () => Promise<string[]> } = session();
      const keys = area.getKeys ? await area.getKeys() : Object.keys(await session().get(null));
      return keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
    },
    watchIds(onChange) {
      // A member rewritten is not news here: only one that comes or goes. A value that is not
      // there is left out of the notice (Chrome) or null (some test doubles).
      const absent = (value: unknown) => value === undefined || value === null;
      const listener = (
        changes: Record<string, { oldValue?: unknown; newValue?: unknown }>,
        area: string,
      ) => {
        if (
          area === "session" &&
          Object.entries(changes).some(
            ([k, change]) => k.startsWith(prefix) && absent(change.oldValue) !== absent(change.newValue),
          )
        )
          onChange();
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}
