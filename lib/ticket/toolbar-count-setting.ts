import * as v from "valibot";
import { defineStoredItem } from "@/lib/core/store/stored-item";

/** Whether the toolbar icon shows how many ids and codes a tab's page has: on until switched off. */
export const toolbarCountItem = defineStoredItem("toolbarCount", {
  schema: v.boolean(),
  fallback: true,
  version: 2,
});

export const loadToolbarCount = (): Promise<boolean> => toolbarCountItem.read();
