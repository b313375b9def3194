import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import type { Lookup, LookupHow } from "./classify";
import type { AskedFrom } from "./lookup.slice";
import { preloadCachedAnswers } from "./lookup-cache";
import {
  type PendingLookup,
  pendingFor,
  pendingLookupAfter,
  pendingLookupItem,
  watchPendingLookup,
} from "./pending-lookup";

/** The lookup waiting, and (panel opened by a click on a page) its answer kept for the session. */
const readPendingLookup = () =>
  pendingLookupItem.read().then((pending) => {
    // Fresh (its window is checked when it is shown).
    if (pendingFor(pending, 0, pending?.windowId)) preloadCachedAnswers(pending?.lookup.value);
    return pending;
  });

/** The panel's window; undefined when the browser does not say. */
const readWindowId = async (): Promise<number | undefined> => {
  try {
    return (await browser.windows.getCurrent()).id;
  } catch {
    return undefined;
  }
};

let early: Promise<PendingLookup | null> | undefined;
let earlyWindow: Promise<number | undefined> | undefined;
const takeEarlyRead = () => {
  const read = early;
  early = undefined;
  return read;
};

/**
 * Reads the lookup waiting as the panel's scripts start, beside its language and settings, and the
 * window it is shown in: the panel's first render finds both read. The hooks take these reads, once.
 * Says whether a fresh lookup waits, so the page can load what shows its answer meanwhile.
 */
export function readPendingLookupEarly(): Promise<boolean> {
  earlyWindow ??= readWindowId();
  early ??= readPendingLookup();
  return early.then(
    (pending) => Boolean(pendingFor(pending, 0, pending?.windowId)),
    () => false,
  );
}

/** The window the panel is in: lookups asked for from a page go to that window's panel only. */
export function useWindowId(): number | undefined | null {
  const [windowId, setWindowId] = useState<number | undefined | null>(null);
  // Asked as the panel opens, beside its settings: a lookup waiting waits for the answer.
  useLayoutEffect(() => {
    const read = earlyWindow ?? readWindowId();
    earlyWindow = undefined;
    void read.then(setWindowId);
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
  onLookup: (lookup: Lookup, how: LookupHow, from: AskedFrom) => void,
) {
  // When the last lookup shown was asked for: each is shown once, however often the effect starts.
  const handledAt = useRef(0);
  // Read as the panel opens (readPendingLookupEarly), while its settings are read: a lookup waiting
  // is known by the time they are, and its answer kept for the session is read meanwhile.
  const opening = useRef<Promise<PendingLookup | null> | undefined>(undefined);
  useLayoutEffect(() => {
    opening.current = takeEarlyRead() ?? readPendingLookup();
  }, []);
  // A layout effect: the lookup is asked in the render that makes the panel ready, not a frame later.
  useLayoutEffect(() => {
    // null: the window is not known yet; nothing is shown before it is.
    if (!ready || windowId === null) return;
    const pick = (read: Promise<PendingLookup | undefined>) =>
      void read.then((pending) => {
        // Asked again here: two reads in flight (the watch and a restart of this effect) both see it.
        if (!pending || pending.at <= handledAt.current) return;
        handledAt.current = pending.at;
        const { tabId, ticket } = pending;
        onLookup(pending.lookup, pending.how ?? "clicked", {
          ...(tabId !== undefined ? { tabId } : {}),
          ...(ticket ? { ticket } : {}),
        });
      });
    const read = () => pendingLookupAfter(handledAt.current, windowId);
    const first = opening.current;
    opening.current = undefined;
    if (first) pick(first.then((pending) => pendingFor(pending, handledAt.current, windowId)));
    // Read now too: one asked for since the opening's read, or since the effect last ran.
    pick(read());
    // The panel may already be open when the agent clicks a code on the page.
    return watchPendingLookup(() => pick(read()));
  }, [ready, windowId, onLookup]);
}
