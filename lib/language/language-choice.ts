import * as v from "valibot";
import { browser } from "wxt/browser";
import { UI_LANGUAGES, type UiLanguage, uiLanguageOf } from "@/lib/core/i18n/languages";
import { defineStoredItem } from "@/lib/core/store/stored-item";

/** The agent's choice of language: one of those offered, or empty for the browser's own. */
export const LanguageChoiceSchema = v.picklist(["", ...UI_LANGUAGES], "Choose one of the languages offered");
export type LanguageChoice = v.InferOutput<typeof LanguageChoiceSchema>;

const LanguageSchema = v.object({
  /** What the agent chose in the options page or the panel's help. */
  chosen: LanguageChoiceSchema,
  /** The language every context speaks, once the worker has weighed the choice and the policy. */
  inForce: v.nullable(v.picklist(UI_LANGUAGES)),
  /** A locked policy sets the language: the agent's choice waits until it no longer does. */
  locked: v.boolean(),
});
export type LanguageState = v.InferOutput<typeof LanguageSchema>;

/** The language in force and the agent's choice: written by the worker alone. */
export const languageItem = defineStoredItem("language", {
  schema: LanguageSchema,
  fallback: { chosen: "", inForce: null, locked: false },
  version: 1,
});

/** The browser's own interface language (Chromium's --lang, Firefox's intl.locale.requested). */
export function browserLanguage(): string | undefined {
  try {
    return browser.i18n.getUILanguage() || globalThis.navigator?.language;
  } catch {
    return globalThis.navigator?.language;
  }
}

/** The browser's own language when Voucher Lens speaks it, else English. */
export const browsersOwnLanguage = (): UiLanguage => uiLanguageOf(browserLanguage()) ?? "en";

/** The language a context speaks: the one in force, or before the worker first weighed it, the browser's. */
export const languageOf = (state: LanguageState): UiLanguage => state.inForce ?? browsersOwnLanguage();

/** The language every context speaks now. */
export const readLanguage = async (): Promise<UiLanguage> => languageOf(await languageItem.read());
