import { languageInUse, type Say, sayNow } from "@/lib/core/i18n/words";
import { repliesWords } from "./words";
import type en from "./words/en";

/** The replies' words, as code that is not a view takes them. */
export type RepliesSay = Say<typeof en>;

/** Says each message's key: only ever seen when no page loaded the replies' words, in no language. */
/**
 * The replies' words for a check made outside a view, when its caller gave none: the page's language
 * when loaded (the views that show a check's words load it), else English.
 */
export function repliesSayNow(): RepliesSay {
  return sayNow<typeof en>(repliesWords.name);
}

/** The replies' words in the page's language, for an action that may wait for them. */
export const repliesSayLoaded = (): Promise<RepliesSay> => repliesWords.load(languageInUse());
