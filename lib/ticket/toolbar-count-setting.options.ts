import { writerOf } from "@/lib/core/store/writes.options";
import { toolbarCountItem } from "./toolbar-count-setting";

/** The options page's Display switch. */
export async function saveToolbarCount(on: boolean): Promise<void> {
  await writerOf(toolbarCountItem).write(on);
}
