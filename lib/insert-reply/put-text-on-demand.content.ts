import { browser } from "wxt/browser";
import { offeredPutText, type PutText } from "./put-text-offer.content";

let loading: Promise<PutText | undefined> | undefined;

/**
 * Putting text into a reply box, loaded into the frame the first time the agent presses Insert
 * there: most frames a content script runs in never take a reply. A failed load is tried again on
 * the next Insert; a file that loaded and offered nothing gives nothing (loading it again would not
 * run it again), and the reply is not taken.
 */
export function loadPutText(): Promise<PutText | undefined> {
  loading ??= import(/* @vite-ignore */ browser.runtime.getURL("/put-text.js")).then(
    offeredPutText,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
