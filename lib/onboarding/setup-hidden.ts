import * as v from "valibot";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { writerOf } from "@/lib/core/store/writes.options";

/** Whether the agent hid the options page's setup steps; the page can show them again. */
const setupHiddenItem = defineStoredItem("setupHidden", { schema: v.boolean(), fallback: false, version: 2 });

export const loadSetupHidden = (): Promise<boolean> => setupHiddenItem.read();

export async function saveSetupHidden(hidden: boolean): Promise<void> {
  await writerOf(setupHiddenItem).write(hidden);
}
