import * as v from "valibot";
import { isKnownCurrency } from "@/lib/core/intl/money";
import { defineStoredItem } from "@/lib/core/store/stored-item";

export const PreferencesSchema = v.object({
  currency: v.pipe(
    v.string(),
    v.check(isKnownCurrency, "Use a three-letter currency code, such as EUR or USD"),
  ),
  /** Empty means the browser's own locale. */
  locale: v.pipe(
    v.string(),
    v.check((tag) => {
      if (!tag) return true;
      try {
        return Intl.getCanonicalLocales(tag).length === 1;
      } catch {
        return false;
      }
    }, "Use a language tag such as en-GB, de-DE or fr-FR, or leave it empty"),
  ),
});
export type Preferences = v.InferOutput<typeof PreferencesSchema>;

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

export const DEFAULT_PREFERENCES: Preferences = { currency: "EUR", locale: "" };

/** How money and dates are shown. */
export const preferencesItem = defineStoredItem("preferences", {
  schema: PreferencesSchema,
  fallback: DEFAULT_PREFERENCES,
  version: 2,
});

export const loadPreferences = (): Promise<Preferences> => preferencesItem.read();
