import { writerOf } from "@/lib/core/store/writes.worker";
import type { Lookup, LookupHow } from "./classify";
import { type PendingLookup, pendingLookupItem } from "./pending-lookup";

export async function queueLookup(
  lookup: Lookup,
  from: { windowId?: number },
  how: LookupHow = "clicked",
): Promise<void> {
  const pending: PendingLookup = {
    lookup,
    how,
    ...(from.windowId !== undefined ? { windowId: from.windowId } : {}),
    at: Date.now(),
  };
  await writerOf(pendingLookupItem).write(pending);
}

/** Drops the lookup waiting for the panel: it was asked for a profile that is gone. */
export async function dropPendingLookup(): Promise<void> {
  await writerOf(pendingLookupItem).remove();
}
