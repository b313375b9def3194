import * as v from "valibot";
import { isKnownCurrency } from "@/core/intl/money";
import { definePrivateItem } from "@/core/store/private-items";
import { PAGE_SIZES, type PageSize } from "@/features/lookup/query";

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

/** Redemptions per page, as last chosen in the panel: an agent who wants 100 wants them every time. */
const PageSizeSchema = v.picklist(PAGE_SIZES);
const pageSizeItem = definePrivateItem("pageSize", 25);

export async function loadPageSize(): Promise<PageSize> {
  const parsed = v.safeParse(PageSizeSchema, await pageSizeItem.getValue());
  return parsed.success ? parsed.output : 25;
}

export async function savePageSize(size: PageSize): Promise<void> {
  await pageSizeItem.setValue(v.parse(PageSizeSchema, size));
}

export const DEFAULT_PREFERENCES: Preferences = { currency: "EUR", locale: "" };

/** How money and dates are shown. */
export const preferencesItem = definePrivateItem("preferences", DEFAULT_PREFERENCES);

export async function loadPreferences(): Promise<Preferences> {
  const parsed = v.safeParse(PreferencesSchema, await preferencesItem.getValue());
  return parsed.success ? parsed.output : DEFAULT_PREFERENCES;
}

export async function savePreferences(
  input: unknown,
): Promise<{ ok: true; value: Preferences } | { ok: false; field: string; message: string }> {
  const parsed = v.safeParse(PreferencesSchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, field: v.getDotPath(issue) ?? "preferences", message: issue.message };
  }
  await preferencesItem.setValue(parsed.output);
  return { ok: true, value: parsed.output };
}
