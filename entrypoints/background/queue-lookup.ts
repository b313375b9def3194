import type { Lookup } from "@/lib/lookup";
import type { FileLookup } from "@/lib/lookup/lookup-entry.worker";
import { queueLookup } from "@/lib/lookup/pending-lookup.worker";
import { ticketShownIn } from "@/lib/ticket/index.worker";

/**
 * Files a lookup a page asks for (a click on a mark, the menu, the keyboard command) under the
 * ticket its tab shows as the agent asks, read from the tab's records at once, before the worker
 * waits on anything else (the profile's patterns, the page's selection): a route the page reports
 * meanwhile is recorded after this read, so it cannot file the lookup under the next ticket. The
 * panel files its answer under that ticket, so an agent who moved on before the panel showed it is
 * told the answer is about another ticket, and its replies go nowhere else. Composed here: the
 * lookup feature keeps nothing of tickets.
 *
 * `askAhead` asks the API what the panel will ask for the lookup, beside its queueing: the answer is
 * on its way while the panel opens. It decides nothing of the ticket: the panel files the answer as
 * it would its own.
 */
export const fileLookupFrom =
  (askAhead: (lookup: Lookup) => Promise<void>): FileLookup =>
  (from, how) => {
    const shown = from.tabId === undefined ? Promise.resolve(undefined) : ticketShownIn(from.tabId);
    // Nothing may follow (a selection that is no lookup): a failed read then fails nothing. When a
    // lookup follows, the read's failure is its queueing's, below.
    shown.catch(() => undefined);
    return async (lookup) => {
      // A question asked ahead that fails is asked again by the panel, which says why.
      askAhead(lookup).catch(() => undefined);
      const ticket = await shown;
      await queueLookup(lookup, { ...from, ...(ticket ? { ticket } : {}) }, how);
    };
  };
