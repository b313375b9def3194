import { languageInUse, type Say } from "@/lib/core/i18n/words";
import { formatter } from "@/lib/core/intl/formatter";
import { loyaltyWords } from "./words";
import type en from "./words/en";

/** Loyalty's messages in one language. */
export type LoyaltySay = Say<typeof en>;

/**
 * The words a pure function says its text in: the ones its caller passes (the views pass theirs),
 * else loyalty's words as the page has loaded them, in its language or in English.
 */
export function loyaltySay(say?: LoyaltySay): LoyaltySay {
  const found = say ?? loyaltyWords.loaded(languageInUse()) ?? loyaltyWords.loaded("en");
  if (!found) throw new Error("Loyalty's words are not loaded: load them before saying anything of a card.");
  return found;
}

/** Fields named in a row, "balance, pending points", as the language lists them. */
export const fieldList = (names: readonly string[], say: LoyaltySay): string =>
  formatter("list", say.language, { type: "unit", style: "short" })?.format(names) ?? names.join(", ");

/** Clauses said one after the other, each a whole statement: "Gold until …; 240 points to Platinum". */
export const clauses = (parts: readonly string[], say: LoyaltySay): string =>
  parts.length ? parts.reduce((said, part) => say("clauses", { first: said, next: part })) : "";
