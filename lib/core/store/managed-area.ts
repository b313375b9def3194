import { browser } from "wxt/browser";

/**
 * storage.managed: what the organisation's admin set, read-only to the extension. Only the worker's
 * policy reader imports this file (the architecture test keeps it so); it parses what it gets.
 */
export const readManagedArea = (): Promise<unknown> => browser.storage.managed.get();

/** Calls back when the browser reports the managed area changed; returns the way to stop. */
export function watchManagedArea(onChange: () => void): () => void {
  const listener = (_changes: unknown, area: string) => {
    if (area === "managed") onChange();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
