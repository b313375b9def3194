import { useEffect, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { notesOf } from "./changelog";
import type { ReleaseNotes } from "./release-notes";
import { dismissWhatsNew, whatsNewItem, whatsNewWaiting } from "./whats-new";

/**
 * The note of the version running now, after the extension was updated to it and until the agent
 * dismisses it; nothing when its changelog has no section for this version.
 */
export function useWhatsNew(): { notes: ReleaseNotes; dismiss(): void } | undefined {
  const { version } = browser.runtime.getManifest();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const read = () => void whatsNewWaiting(version).then(setWaiting);
    read();
    return whatsNewItem.watch(read);
  }, [version]);
  const notes = waiting ? notesOf(version) : undefined;
  if (!notes) return undefined;
  return {
    notes,
    dismiss() {
      setWaiting(false);
      void dismissWhatsNew(version);
    },
  };
}
