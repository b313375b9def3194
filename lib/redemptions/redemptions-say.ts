import { type Say, sayNow } from "@/lib/core/i18n/words";
import { formatter } from "@/lib/core/intl/formatter";
import { redemptionWords } from "./words";
import type en from "./words/en";

/** The redemption list's words, as the functions that word a row take them. */
export type RedemptionsSay = Say<typeof en>;

/**
 * Says each key as it is: what a caller that gives no words sees before any language of the list's
 * words is loaded, rather than an error or nothing.
 */
/** The list's words in the language the page speaks, for a caller that gives none. */
export const redemptionsSay = (): RedemptionsSay => sayNow<typeof en>(redemptionWords.name);

/** English lists as the panel has always written them: "Monday, Wednesday and Friday", no serial comma. */
const listLocale = (say: RedemptionsSay) => (say.language === "en" ? "en-GB" : say.language);

/** Names as one list, the way the language joins them ("A, B and C"). */
export const listOf = (say: RedemptionsSay, items: readonly string[]): string =>
  formatter("list", listLocale(say), { type: "conjunction" })?.format(items) ?? items.join(", ");

/** A day of the week (0 Sunday … 6 Saturday) by its name in the language, as a sentence uses it. */
export function weekdayName(say: RedemptionsSay, day: number): string {
  // 7 January 2024 was a Sunday: the day `day` days after it has that weekday.
  const at = Date.UTC(2024, 0, 7 + day);
  return formatter("date", say.language, { weekday: "long", timeZone: "UTC" })?.format(at) ?? String(day);
}
