import * as v from "valibot";
import { definePrivateItem } from "@/core/store/private-items";

/** Whether the agent hid the options page's setup steps; the page can show them again. */
const setupHiddenItem = definePrivateItem("setupHidden", false);

export async function loadSetupHidden(): Promise<boolean> {
  const parsed = v.safeParse(v.boolean(), await setupHiddenItem.getValue());
  return parsed.success && parsed.output;
}

export async function saveSetupHidden(hidden: boolean): Promise<void> {
  await setupHiddenItem.setValue(hidden);
}
