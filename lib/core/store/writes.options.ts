import type { ItemWriter, StoredItem } from "./stored-item";
import { WRITER } from "./unlock";

/**
 * The options page's door to the writes of the items it owns: writes.worker.ts says how doors work.
 * An agent may keep two options tabs open, each with its own queue of writes: every write here
 * holds the item's lock (one Web Lock name per item, shared by every tab of the extension), and an
 * update reads, changes and writes inside it, so one tab's change is never written over by another
 * tab's change made from an older value.
 */
export function writerOf<T>(item: StoredItem<T, "options">): ItemWriter<T> {
  const writer = item[WRITER]();
  const name = `voucher-lens:stored:${writer.key}`;
  const locked = <R>(work: () => Promise<R>): Promise<R> => {
    // A context without Web Locks (an old browser, a test page) has one tab only to order.
    const locks: LockManager | undefined = globalThis.navigator?.locks;
    return locks ? locks.request(name, work) : work();
  };
  return {
    key: writer.key,
    read: writer.read,
    write: (value) => locked(() => writer.write(value)),
    update: (change) => locked(() => writer.update(change)),
    remove: () => locked(() => writer.remove()),
  };
}
