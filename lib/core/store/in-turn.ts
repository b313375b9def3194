/**
 * Changes to one stored record, made one after another. A record read, changed and written back
 * (what each frame of a tab detected, the profiles a policy and the agent both change) would
 * otherwise lose one of two changes made at the same moment. Only the record's owner writes it
 * (registry.ts), so a queue in the owner's memory is enough: each stored item has one.
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
