import { writerOf } from "@/lib/core/store/writes.worker";
import { whatsNewItem } from "./whats-new";

/** Run by the worker when the extension is updated: the new version's note waits for the panel. */
export async function noteUpdate(version: string): Promise<void> {
  await writerOf(whatsNewItem).update((state) => ({ ...state, updatedTo: version }));
}

/** The agent dismissed the note of a version in the panel. */
export async function noteDismissed(version: string): Promise<void> {
  await writerOf(whatsNewItem).update((state) => ({ ...state, dismissed: version }));
}
