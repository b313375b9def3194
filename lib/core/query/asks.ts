import type { Ask } from "./query-state";

/** A question's number and the profile's project it is asked in: an `Ask` without its question. */
export type AskNumber = Pick<Ask<unknown>, "id" | "scope">;

/**
 * Numbers the questions one event asks, in the project of the profile in use. A slice's reducer is
 * given one only when a profile is in use: without one, nothing is asked.
 */
export interface Asks {
  next(): AskNumber;
}

/** Numbers after `serial`, in `scope`; `last()` is the last number given (the panel's new serial). */
export function numberAsks(serial: number, scope: string): Asks & { last(): number } {
  let last = serial;
  return { next: () => ({ id: ++last, scope }), last: () => last };
}
