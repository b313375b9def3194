import type { Lookup, LookupHow } from "@/lib/lookup";
import { queueLookup } from "@/lib/lookup/pending-lookup.worker";
import { ticketShownIn } from "@/lib/ticket/index.worker";

/**
 * Queues a lookup a page asked for (a click on a mark, the menu, the keyboard command) with the
 * ticket its tab shows as it is asked, read from the tab's records: the panel files its answer
 * under that ticket, so an agent who moved on before the panel showed it is told the answer is
 * about another ticket, and its replies go nowhere else. Composed here: the lookup feature keeps
 * nothing of tickets.
 */
export async function queueLookupFrom(
  lookup: Lookup,
  from: { tabId?: number | undefined; windowId?: number | undefined },
  how?: LookupHow,
): Promise<void> {
  const ticket = from.tabId === undefined ? undefined : await ticketShownIn(from.tabId);
  await queueLookup(lookup, { ...from, ...(ticket ? { ticket } : {}) }, how);
}
