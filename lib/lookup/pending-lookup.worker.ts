import type { TicketRef } from "@/lib/core/ids/ticket-ref";
import { writerOf } from "@/lib/core/store/writes.worker";
import type { Lookup, LookupHow } from "./classify";
import { type PendingLookup, pendingLookupItem } from "./pending-lookup";

/**
 * Queues what a page asked to look up for the panel of its window, with the tab it was asked in and
 * the ticket that tab showed then: the panel files the answer under that ticket, not under whatever
 * the agent has open when the panel shows it.
 */
export async function queueLookup(
  lookup: Lookup,
  from: { tabId?: number | undefined; ticket?: TicketRef | undefined; windowId?: number | undefined },
  how: LookupHow = "clicked",
): Promise<void> {
  const pending: PendingLookup = {
    lookup,
    how,
    ...(from.tabId !== undefined ? { tabId: from.tabId } : {}),
    ...(from.ticket ? { ticket: from.ticket } : {}),
    ...(from.windowId !== undefined ? { windowId: from.windowId } : {}),
    at: Date.now(),
  };
  await writerOf(pendingLookupItem).write(pending);
}

/** Drops the lookup waiting for the panel: it was asked for a profile that is gone. */
export async function dropPendingLookup(): Promise<void> {
  await writerOf(pendingLookupItem).remove();
}
