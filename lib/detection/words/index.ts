import { defineWords, type Say, sayNow } from "@/lib/core/i18n/words";
import type en from "./en";

/** Detection's words: the options page's section, the popup's This site, why a pattern is refused. */
export const detectionWords = defineWords<typeof en>("detection", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});

/** Each message's key: what a check says before any words are loaded (run outside a page, as in a test's worker thread). */
/**
 * Detection's words in the page's language, for a check called without them: the pages load them
 * before they draw, so a check never waits; English when the page's are not loaded yet.
 */
export const detectionWordsInUse = (): Say<typeof en> => sayNow<typeof en>(detectionWords.name);

/** Detection's words in one language, for a check another feature runs. */
export type DetectionSay = Say<typeof en>;
