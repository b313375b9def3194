import type { Lockable } from "./unlock";
import { WRITER } from "./unlock";

/**
 * The worker's door to the writes of the items it owns (registry.ts). Only the worker's entry
 * loads this file, and it takes only handles branded "worker": a page cannot import it, and an
 * item of another owner does not compile here (the architecture test checks the first, the
 * compiler the second).
 */
export const writerOf = <W>(handle: Lockable<W, "worker">): W => handle[WRITER]();
