import { writerOf } from "@/lib/core/store/writes.sidepanel";
import { type PageSize, pageSizeItem } from "./preferences";

/** The panel's choice of redemptions per page, kept for the next lookup and the next panel. */
export async function savePageSize(size: PageSize): Promise<void> {
  await writerOf(pageSizeItem).write(size);
}
