import * as v from "valibot";
import { storage } from "wxt/utils/storage";

const PendingLookupSchema = v.object({ query: v.string(), tabId: v.optional(v.number()), at: v.number() });
export type PendingLookup = v.InferOutput<typeof PendingLookupSchema>;

/** The lookup a page asked for, waiting for the side panel; session storage survives the worker's restarts. */
const pendingLookupItem = storage.defineItem<unknown>("session:pendingLookup");

export async function queueLookup(query: string, tabId: number | undefined): Promise<void> {
  await pendingLookupItem.setValue({ query, ...(tabId !== undefined ? { tabId } : {}), at: Date.now() });
}

export async function takePendingLookup(): Promise<PendingLookup | undefined> {
  const raw = await pendingLookupItem.getValue();
  await pendingLookupItem.removeValue();
  const parsed = v.safeParse(PendingLookupSchema, raw);
  return parsed.success ? parsed.output : undefined;
}
