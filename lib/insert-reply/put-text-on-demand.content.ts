import { browser } from "wxt/browser";
import { offeredPutText, type PutText } from "./put-text-offer.content";

let loading: Promise<PutText> | undefined;

/**
 * Putting text into a reply box, loaded into the frame the first time the agent presses Insert
 * there: most frames a content script runs in never take a reply. A failed load is tried again on
 * the next Insert.
 */
export function loadPutText(): Promise<PutText> {
  loading ??= import(/* @vite-ignore */ browser.runtime.getURL("/put-text.js")).then(
    () => {
      const put = offeredPutText();
      if (!put) throw new Error("put-text.js offered nothing");
      return put;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
