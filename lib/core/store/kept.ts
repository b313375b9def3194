/**
 * A value read from the store and kept in memory until anything it was read from changes: for a
 * read that every request makes, in the context that owns what it reads. `watch` is given the way
 * to forget it and must call it as soon as anything it was read from changes (each change notice
 * or write hook of the items it reads). Callers already waiting get the value their read gave; the
 * next call reads again. A read that fails is not kept, and nothing read from one database is kept
 * once another one is in use (tests give each test a fresh one).
 */
export function keptUntilChanged<T>(
  read: () => Promise<T>,
  watch: (forget: () => void) => void,
): () => Promise<T> {
  let kept: { database: IDBFactory; value: Promise<T> } | undefined;
  let watching = false;
  const forget = () => {
    kept = undefined;
  };
  return () => {
    if (!watching) {
      // Marked once it holds: a watch that failed is tried again, never trusted.
      watch(forget);
      watching = true;
    }
    if (kept?.database !== indexedDB) {
      const entry = { database: indexedDB, value: read() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}
