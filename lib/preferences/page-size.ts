import * as v from "valibot";
import { defineStoredItem } from "@/lib/core/store/stored-item";

/** The page sizes the panel offers for a list of redemptions. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Redemptions per page, as last chosen in the panel: an agent who wants 100 wants them every time. */
export const pageSizeItem = defineStoredItem("pageSize", {
  schema: v.picklist(PAGE_SIZES),
  fallback: 25 as PageSize,
  version: 2,
});

export const loadPageSize = (): Promise<PageSize> => pageSizeItem.read();
