import * as v from "valibot";
import { storage } from "wxt/utils/storage";
import { type Lookup, LookupSchema } from "./classify";

const PendingLookupSchema = v.object({
  lookup: LookupSchema,
  /** Where it was asked for: only a panel in that window shows it. */
  tabId: v.optional(v.number()),
  windowId: v.optional(v.number()),
  at: v.number(),
});
export type PendingLookup = v.InferOutput<typeof PendingLookupSchema>;

/** The lookup a page asked for, waiting for the side panel; session storage survives the worker's restarts. */
const pendingLookupItem = storage.defineItem<unknown>("session:pendingLookup");

export async function queueLookup(lookup: Lookup, from: { windowId?: number }): Promise<void> {
  const pending: PendingLookup = {
    lookup,
    ...(from.windowId !== undefined ? { windowId: from.windowId } : {}),
    at: Date.now(),
  };
  await pendingLookupItem.setValue(pending);
}

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
  const parsed = v.safeParse(PendingLookupSchema, await pendingLookupItem.getValue());
  if (!parsed.success) return undefined;
  const pending = parsed.output;
  if (pending.windowId !== undefined && pending.windowId !== windowId) return undefined;
  return pending.at > after && pending.at > now - FRESH_MS ? pending : undefined;
}

export function watchPendingLookup(callback: () => void): () => void {
  return pendingLookupItem.watch(() => callback());
}

/** Drops the lookup waiting for the panel: it was asked for a profile that is gone. */
export async function dropPendingLookup(): Promise<void> {
  await pendingLookupItem.removeValue();
}
