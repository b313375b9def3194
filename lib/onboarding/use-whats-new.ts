import { useEffect, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import type { ReleaseNotes } from "./release-notes";
import { dismissWhatsNew, whatsNewItem, whatsNewWaiting } from "./whats-new";

/**
 * The note of the version running now, after the extension was updated to it and until the agent
 * dismisses it; nothing when its changelog has no section for this version.
 */
export function useWhatsNew(): { notes: ReleaseNotes; dismiss(): void } | undefined {
  const { version } = browser.runtime.getManifest();
  const [waiting, setWaiting] = useState(false);
  const [notes, setNotes] = useState<ReleaseNotes>();
  useEffect(() => {
    const read = () => void whatsNewWaiting(version).then(setWaiting);
    read();
    return whatsNewItem.watch(read);
  }, [version]);
  // The changelog (and its parser) loads, and is read once, only when a note waits: most openings
  // of the panel have none. Should it fail to load, the note waits for the next opening.
  useEffect(() => {
    if (!waiting || notes?.version === version) return;
    let current = true;
    import("./changelog").then(
      ({ notesOf }) => {
        const read = notesOf(version);
        if (current && read) setNotes(read);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [waiting, version, notes]);
  if (!waiting || notes?.version !== version) return undefined;
  return {
    notes,
    dismiss() {
      setWaiting(false);
      void dismissWhatsNew(version);
    },
  };
}
