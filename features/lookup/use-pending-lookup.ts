import { useEffect, useRef, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import type { Lookup } from "./classify";
import { pendingLookupAfter, watchPendingLookup } from "./pending-lookup";

/** The window the panel is in: lookups asked for from a page go to that window's panel only. */
export function useWindowId(): number | undefined | null {
  const [windowId, setWindowId] = useState<number | undefined | null>(null);
  useEffect(() => {
    void browser.windows
      .getCurrent()
      .then((w) => setWindowId(w.id))
      .catch(() => setWindowId(undefined));
  }, []);
  return windowId;
}

/**
 * Shows the lookup a page asked for (a click on a marked id, the context menu, the shortcut) once,
 * in the panel of the window it was asked in, with the kind it was asked as. `onLookup` is kept from
 * one render to the next.
 */
export function usePendingLookup(
  ready: boolean,
  windowId: number | undefined | null,
  onLookup: (lookup: Lookup) => void,
) {
  // When the last lookup shown was asked for: each is shown once, however often the effect starts.
  const handledAt = useRef(0);
  useEffect(() => {
    // null: the window is not known yet; nothing is shown before it is.
    if (!ready || windowId === null) return;
    const pick = () =>
      void pendingLookupAfter(handledAt.current, windowId).then((pending) => {
        // Asked again here: two reads in flight (the watch and a restart of this effect) both see it.
        if (!pending || pending.at <= handledAt.current) return;
        handledAt.current = pending.at;
        onLookup(pending.lookup);
      });
    pick();
    // The panel may already be open when the agent clicks a code on the page.
    return watchPendingLookup(pick);
  }, [ready, windowId, onLookup]);
}
