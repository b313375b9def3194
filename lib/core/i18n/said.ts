import * as v from "valibot";
import type { UiLanguage } from "./languages";
import type { Table, ValuesOf } from "./message";
import { sayKnown } from "./words";

/**
 * What the worker means rather than what it writes: a message's key in a feature's words and its
 * values. The worker carries no words; the page says it in the agent's language, and the English
 * sentence sent beside it is what a page without those words shows.
 */
export const SaidSchema = v.object({
  /** The feature's words, by name (defineWords). */
  words: v.pipe(v.string(), v.maxLength(40)),
  key: v.pipe(v.string(), v.maxLength(80)),
  values: v.optional(v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.string(), v.number()]))),
});
export type Said = v.InferOutput<typeof SaidSchema>;

/**
 * Says messages of one feature's words as values to send: keys and placeholders checked against
 * the English table's type, which the worker imports as a type only, so it carries none of the words.
 */
export function saying<T extends Table>(words: string) {
  return <K extends keyof T & string>(key: K, ...values: ValuesOf<T[K]>): Said =>
    values[0] ? { words, key, values: values[0] } : { words, key };
}

/**
 * The message in `language` (the page's by default) when the page has that feature's words and
 * knows the key; else `fallback`, the worker's own English sentence.
 */
export function sayThat(said: Said, fallback: string, language?: UiLanguage): string {
  return sayKnown(said.words, said.key, said.values, language) ?? fallback;
}
