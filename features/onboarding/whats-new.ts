import * as v from "valibot";
import { definePrivateItem } from "@/core/store/private-items";

const WhatsNewSchema = v.object({
  /** The version the extension was last updated to: its note waits in the panel. */
  updatedTo: v.optional(v.string()),
  /** The last version whose note the agent dismissed. */
  dismissed: v.optional(v.string()),
});
type WhatsNew = v.InferOutput<typeof WhatsNewSchema>;

/** Whether the panel shows the note of the version the extension was updated to. */
export const whatsNewItem = definePrivateItem("whatsNew", {});

async function read(): Promise<WhatsNew> {
  const parsed = v.safeParse(WhatsNewSchema, await whatsNewItem.getValue());
  return parsed.success ? parsed.output : {};
}

/** Run by the worker when the extension is updated: the new version's note waits for the panel. */
export async function noteUpdate(version: string): Promise<void> {
  await whatsNewItem.setValue({ ...(await read()), updatedTo: version });
}

/** Whether the note of `version` (the one running) is still to be shown: updated to it, not dismissed. */
export async function whatsNewWaiting(version: string): Promise<boolean> {
  const state = await read();
  return state.updatedTo === version && state.dismissed !== version;
}

/** The agent dismissed the note: never shown again for this version. */
export async function dismissWhatsNew(version: string): Promise<void> {
  await whatsNewItem.setValue({ ...(await read()), dismissed: version });
}
