import { DEFAULT_UI_LANGUAGE } from "@/lib/core/i18n/languages";
import { languageInUse } from "@/lib/core/i18n/words";
import { ENGLISH_LOOKUP_SAY, type LookupSay } from "./classify";
import { lookupWords } from "./words";

/**
 * Search's words in the language the page speaks, for a panel caller that gives none; English
 * until they are loaded. Not for the worker: it loads no module on demand.
 */
export const lookupSay = (): LookupSay =>
  lookupWords.loaded(languageInUse()) ?? lookupWords.loaded(DEFAULT_UI_LANGUAGE) ?? ENGLISH_LOOKUP_SAY();
