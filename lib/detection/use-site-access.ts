import { useCallback, useEffect, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { useWords } from "@/components/use-words";
import type { Say } from "@/lib/core/i18n/words";
import { disableOnSite, enableOnSite, findSite, type SiteFound, siteInWords } from "./site-access";
import { detectionWords } from "./words";
import type en from "./words/en";

/** What the switch last said, kept apart from its words so a change of language says it again. */
type Note = { kind: "not_granted" } | { kind: "failed"; reason: string } | { kind: "off" };

/**
 * The tab the popup was opened on, and whether detection runs on its site, with the switch's
 * words. Known before any click: the side panel and the permission prompt must open inside the
 * click's user gesture.
 */
export function useSiteAccess() {
  const say = useWords(detectionWords);
  const [windowId, setWindowId] = useState<number>();
  const [tabId, setTabId] = useState<number>();
  const [found, setFound] = useState<SiteFound>();
  const [note, setNote] = useState<Note>();
  const refresh = useCallback(async () => {
    // activeTab lets the popup see the page it was opened on, and only that page.
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    setWindowId(tab?.windowId);
    setTabId(tab?.id);
    setFound(await findSite(tab?.url));
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const enable = (origin: string) => {
    // The permission prompt needs the click's user gesture: nothing awaited before it.
    enableOnSite(origin, tabId).then(
      (granted) => {
        setNote(granted ? undefined : { kind: "not_granted" });
        void refresh();
      },
      (error: Error) => setNote({ kind: "failed", reason: error.message }),
    );
  };
  const disable = async (origin: string) => {
    await disableOnSite(origin);
    setNote({ kind: "off" });
    await refresh();
  };
  return {
    windowId,
    site: found && siteInWords(found, say),
    note: note && noteWords(note, say),
    enable,
    disable,
  };
}

const NOTE_WORDS = {
  not_granted: "notGranted",
  off: "offNextLoad",
} as const satisfies Record<Exclude<Note["kind"], "failed">, string>;

function noteWords(note: Note, say: Say<typeof en>): string {
  return note.kind === "failed" ? say("notEnabled", { reason: note.reason }) : say(NOTE_WORDS[note.kind]);
}

export type SiteAccess = ReturnType<typeof useSiteAccess>;
