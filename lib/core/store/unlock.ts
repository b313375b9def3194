import type { Owner } from "./registry";

/**
 * The keys that open a stored item's write half. Only lib/core/store imports this module (the
 * architecture test keeps it so): a feature gets a writer from its owner's door
 * (`writes.worker.ts`, `writes.options.ts`, `writes.sidepanel.ts`), which only that owner's entry
 * loads, never from the item it reads.
 */
export const WRITER: unique symbol = Symbol("writer");

/** Types only: the context whose door opens a handle's writes, so another door refuses it. */
declare const OWNED_BY: unique symbol;

/** What every door takes: a handle of its owner, and the write half it holds. */
export interface Lockable<W, O extends Owner> {
  readonly [WRITER]: () => W;
  readonly [OWNED_BY]?: O;
}
