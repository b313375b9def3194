import * as v from "valibot";
import { ask } from "@/lib/core/contract/ask";
import { defineStoredItem } from "@/lib/core/store/stored-item";

const WhatsNewSchema = v.object({
  /** The version the extension was last updated to: its note waits in the panel. */
  updatedTo: v.optional(v.string()),
  /** The last version whose note the agent dismissed. */
  dismissed: v.optional(v.string()),
});

/** Whether the panel shows the note of the version the extension was updated to. */
export const whatsNewItem = defineStoredItem("whatsNew", {
  schema: WhatsNewSchema,
  fallback: {},
  version: 2,
});

/** Whether the note of `version` (the one running) is still to be shown: updated to it, not dismissed. */
export async function whatsNewWaiting(version: string): Promise<boolean> {
  const state = await whatsNewItem.read();
  return state.updatedTo === version && state.dismissed !== version;
}

/** The agent dismissed the note: the worker records it, and it is never shown again for this version. */
export async function dismissWhatsNew(version: string): Promise<void> {
  await ask("whatsNew.dismiss", { version });
}
