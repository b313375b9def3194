import { formatter } from "@/lib/core/intl/formatter";

/** The languages Voucher Lens speaks to an agent in: the same five its replies are written in. */
export const UI_LANGUAGES = ["en", "de", "es", "fr", "pl"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);

/** Each language by its own name, as a language menu lists them: never translated. */
export const LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  pl: "Polski",
};

/** The language a tag such as `de-AT` or `pl` names, when Voucher Lens speaks it. */
export function uiLanguageOf(tag: string | undefined): UiLanguage | undefined {
  if (!tag) return undefined;
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag.replace(/_/g, "-"))[0];
  } catch {
    return undefined;
  }
  const language = canonical?.split("-")[0]?.toLowerCase();
  return isUiLanguage(language) ? language : undefined;
}

/** The language the agent speaks when they have not chosen: English when Voucher Lens does not speak it. */
export const DEFAULT_UI_LANGUAGE: UiLanguage = "en";

/**
 * The locale dates and numbers are written in: the agent's own format when set; else the browser's
 * own (undefined: Intl's default) when it is of the language Voucher Lens speaks, so an agent whose
 * browser writes "4 December" keeps it; else the language's.
 */
export function displayLocale(chosen: string, language: UiLanguage): string | undefined {
  if (chosen) return chosen;
  return uiLanguageOf(formatter("date", undefined)?.resolvedOptions().locale) === language
    ? undefined
    : language;
}
