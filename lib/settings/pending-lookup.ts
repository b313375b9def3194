import * as v from "valibot";
import { storage } from "wxt/utils/storage";

const PendingLookupSchema = v.object({ query: v.string(), tabId: v.optional(v.number()), at: v.number() });
export type PendingLookup = v.InferOutput<typeof PendingLookupSchema>;

/** The lookup a page asked for, waiting for the side panel; session storage survives the worker's restarts. */
const pendingLookupItem = storage.defineItem<unknown>("session:pendingLookup");

export async function queueLookup(query: string, tabId: number | undefined): Promise<void> {
  await pendingLookupItem.setValue({ query, ...(tabId !== undefined ? { tabId } : {}), at: Date.now() });
}

/** How long a lookup asked for from a page waits for a panel to show it. */
const FRESH_MS = 30_000;

/**
 * The pending lookup if it is fresh and newer than `after`. It is not removed: the side panel and
 * a panel opened in a tab may both be showing, and each shows it once (tracking `after`).
 */
export async function pendingLookupAfter(
  after: number,
  now = Date.now(),
): Promise<PendingLookup | undefined> {
  const parsed = v.safeParse(PendingLookupSchema, await pendingLookupItem.getValue());
  if (!parsed.success) return undefined;
  return parsed.output.at > after && parsed.output.at > now - FRESH_MS ? parsed.output : undefined;
}

export function watchPendingLookup(callback: () => void): () => void {
  return pendingLookupItem.watch(() => callback());
}
