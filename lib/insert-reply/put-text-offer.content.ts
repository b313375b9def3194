import type { putText } from "./put-text.content";

export type PutText = typeof putText;

/**
 * Where put-text.js leaves putText once loaded: a key of the content script's own global, in its
 * isolated world, which the page's scripts never see.
 */
const OFFERED = Symbol.for("voucher-lens.put-text");
type WithPutText = { [OFFERED]?: PutText };

/** put-text.js's side (entrypoints/put-text): hands putText to the content script that loaded it. */
export function offerPutText(put: PutText): void {
  (globalThis as WithPutText)[OFFERED] = put;
}

/** What put-text.js offered, once it has run. */
export const offeredPutText = (): PutText | undefined => (globalThis as WithPutText)[OFFERED];
