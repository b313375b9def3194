/**
 * Changes to one stored record, made one after another. A record the worker reads, changes and
 * writes back (what each frame of a tab detected, which frame holds the reply box) would otherwise
 * lose one of two changes made at the same moment. Only the worker writes these records, so a
 * queue in its memory is enough.
 */
export function changesInTurn(): (change: () => Promise<void>) => Promise<void> {
  let lastChange: Promise<void> = Promise.resolve();
  return (change) => {
    const done = lastChange.then(change);
    lastChange = done.catch(() => undefined);
    return done;
  };
}
