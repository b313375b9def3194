/**
 * Changes to one stored record, made one after another. A record the worker reads, changes and
 * writes back (what each frame of a tab detected, which frame holds the reply box, the profiles a
 * policy and the agent both change) would otherwise lose one of two changes made at the same
 * moment. Only the worker writes these records, so a queue in its memory is enough.
 */
export function changesInTurn(): <T>(change: () => Promise<T>) => Promise<T> {
  let lastChange: Promise<unknown> = Promise.resolve();
  return (change) => {
    const done = lastChange.then(change);
    lastChange = done.catch(() => undefined);
    return done;
  };
}

/**
 * The worker's one queue for the profile list: applying the organisation's policy, the agent's
 * saves and deletes. A save racing a policy that drops or moves its profile would otherwise bring
 * it back, or keep a token for a host the policy left.
 */
export const profileChangesInTurn = changesInTurn();
