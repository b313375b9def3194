import * as v from "valibot";
import { TicketRefSchema } from "@/lib/core/ids/ticket-ref";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { LOOKUP_HOWS, LookupSchema } from "./classify";

const PendingLookupSchema = v.object({
  lookup: LookupSchema,
  /**
   * The tab it was asked in, and the ticket that tab showed then: its answer is about that ticket,
   * whichever ticket the panel that shows it speaks about (the agent may have moved on meanwhile).
   */
  tabId: v.optional(v.number()),
  ticket: v.optional(TicketRefSchema),
  /** Only a panel in the window it was asked in shows it. */
  windowId: v.optional(v.number()),
  at: v.number(),
  /** How the page asked: a click on a mark, the right-click menu or the keyboard command. */
  how: v.optional(v.picklist(LOOKUP_HOWS)),
});
export type PendingLookup = v.InferOutput<typeof PendingLookupSchema>;

/** The lookup a page asked for, waiting for the side panel; session storage survives the worker's restarts. */
export const pendingLookupItem = defineStoredItem("pendingLookup", {
  schema: v.nullable(PendingLookupSchema),
  fallback: null,
});

/** How long a lookup asked for from a page waits for a panel to show it. */
const FRESH_MS = 30_000;

/**
 * The pending lookup if it is fresh, newer than `after` and asked for in the panel's window. It is
 * not removed: the side panel and a panel opened in a tab of the same window may both be showing,
 * and each shows it once (tracking `after`).
 */
export async function pendingLookupAfter(
  after: number,
  windowId: number | undefined,
  now = Date.now(),
): Promise<PendingLookup | undefined> {
  return pendingFor(await pendingLookupItem.read(), after, windowId, now);
}

/** The pending lookup as read, if it is fresh, newer than `after` and asked for in the panel's window. */
export function pendingFor(
  pending: PendingLookup | null,
  after: number,
  windowId: number | undefined,
  now = Date.now(),
): PendingLookup | undefined {
  if (!pending) return undefined;
  if (pending.windowId !== undefined && pending.windowId !== windowId) return undefined;
  return pending.at > after && pending.at > now - FRESH_MS ? pending : undefined;
}

export function watchPendingLookup(callback: () => void): () => void {
  return pendingLookupItem.watch(() => callback());
}
