import * as v from "valibot";
import { browser } from "wxt/browser";
import { type WorkerToPage, WorkerToPageSchema } from "./envelope";

/**
 * Calls `handler` with each notice of type `type` the worker sends to the extension's pages, parsed;
 * returns the function that stops listening. Only our own worker (no tab) speaks this way.
 */
export function onWorkerNotice<T extends WorkerToPage["type"]>(
  type: T,
  handler: (notice: Extract<WorkerToPage, { type: T }>) => void,
): () => void {
  const listener = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    if (sender.id !== browser.runtime.id || sender.tab) return;
    const notice = v.safeParse(WorkerToPageSchema, message);
    if (notice.success && isOfType(notice.output, type)) handler(notice.output);
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}

const isOfType = <T extends WorkerToPage["type"]>(
  notice: WorkerToPage,
  type: T,
): notice is Extract<WorkerToPage, { type: T }> => notice.type === type;
