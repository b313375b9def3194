import { sayNow } from "@/lib/core/i18n/words";
import type { LookupSay } from "./classify";
import { lookupWords } from "./words";
import type en from "./words/en";

/**
 * Search's words in the language the page speaks, for a panel caller that gives none; English
 * until they are loaded. Not for the worker: it loads no module on demand.
 */
export const lookupSay = (): LookupSay => sayNow<typeof en>(lookupWords.name);
