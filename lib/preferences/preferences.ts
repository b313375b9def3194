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

// The page size is an item of its own, in a module of its own: the worker reads it without the
// preferences' checks.
export { loadPageSize, PAGE_SIZES, type PageSize, pageSizeItem } from "./page-size";

export const DEFAULT_PREFERENCES: Preferences = { currency: "EUR", locale: "" };

/** How money and dates are shown. */
export const preferencesItem = defineStoredItem("preferences", {
  schema: PreferencesSchema,
  fallback: DEFAULT_PREFERENCES,
  version: 2,
});

export const loadPreferences = (): Promise<Preferences> => preferencesItem.read();
