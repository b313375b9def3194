import type { Lockable } from "./unlock";
import { WRITER } from "./unlock";

/** The side panel's door to the writes of the items it owns: writes.worker.ts says how doors work. */
export const writerOf = <W>(handle: Lockable<W, "sidepanel">): W => handle[WRITER]();
