import * as v from "valibot";
import { definePrivateItem } from "@/core/store/private-items";

/** Whether the toolbar icon shows how many ids and codes a tab's page has: on until switched off. */
const toolbarCountItem = definePrivateItem("toolbarCount", true);

export async function loadToolbarCount(): Promise<boolean> {
  const parsed = v.safeParse(v.boolean(), await toolbarCountItem.getValue());
  return parsed.success ? parsed.output : true;
}

export async function saveToolbarCount(on: boolean): Promise<void> {
  await toolbarCountItem.setValue(on);
}
