import { formatter } from "@/lib/core/intl/formatter";
import type { UiLanguage } from "./languages";

/**
 * A message whose wording depends on a number, `{count}`: one wording per plural category of the
 * language (`Intl.PluralRules`). English needs `one` and `other`; Polish `one`, `few`, `many` and
 * `other` (fractions).
 */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** A whole sentence or label, with `{name}` placeholders: never glued from fragments. */
export type Message = string | PluralMessage;

/** One feature's messages in one language, by key. */
export type Table = { readonly [key: string]: Message };

/** The same keys in another language: each a string where English has one, plural forms where it has them. */
export type Translation<T extends Table> = {
  readonly [K in keyof T]: T[K] extends string ? string : PluralMessage;
};

type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
/** A name in braces is a placeholder as the runtime reads one: a letter first, no comma or space (`{4,32}` is text). */
type PlaceholderName<Name> = Name extends `${Digit}${string}` | `${string}${"," | " " | "-"}${string}` | ""
  ? never
  : Name;
type NamesIn<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? PlaceholderName<Name> | NamesIn<Rest>
  : never;

/** The placeholders of a message, read from the English source's wording. */
export type PlaceholdersOf<M> = M extends string
  ? NamesIn<M>
  : M extends PluralMessage
    ? "count" | NamesIn<M["other"]>
    : never;

/** What a placeholder takes: text, or a number written the language's way. */
export type Value = string | number;

/** The values a message needs, when it has placeholders. */
export type ValuesOf<M> = [PlaceholdersOf<M>] extends [never]
  ? []
  : [values: { readonly [N in PlaceholdersOf<M>]: Value }];

/** Placeholders are names of letters and digits in braces; a brace that is not one is text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]{0,40})\}/g;

/** The placeholders a wording uses, for the tests that keep languages in step. */
export function placeholdersIn(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!);
  if (typeof message !== "string") names.add("count");
  return [...names].sort();
}

/** The wording of a plural message for this count in this language. */
export function pluralWording(language: UiLanguage, message: PluralMessage, count: number): string {
  const category = formatter("plural", language)?.select(count) ?? "other";
  return message[category] ?? message.other;
}

/** A number as the locale writes it; anything else as it is. */
export function valueText(locale: string, value: Value): string {
  return typeof value === "number" ? (formatter("number", locale)?.format(value) ?? String(value)) : value;
}

/**
 * The message in words: its plural form for `count` in the language, each placeholder replaced by
 * its value, numbers written the way of `locale` (the agent's display locale). A
 * placeholder without a value stays as written, so a missing value shows rather than vanishes.
 */
export function formatMessage(
  language: UiLanguage,
  message: Message,
  values: Readonly<Record<string, Value>> = {},
  locale: string = language,
): string {
  const count = values.count;
  const wording =
    typeof message === "string"
      ? message
      : pluralWording(language, message, typeof count === "number" ? count : Number(count ?? 0));
  return wording.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : valueText(locale, value);
  });
}

/**
 * The message in parts, for a view that puts an element in a placeholder (a link, a bold amount):
 * the wording's text between the placeholders, and each placeholder's value as it was given.
 */
export function messageParts<P>(
  language: UiLanguage,
  message: Message,
  values: Readonly<Record<string, Value | P>>,
  locale: string = language,
): (string | P)[] {
  const count = values.count;
  const wording =
    typeof message === "string"
      ? message
      : pluralWording(language, message, typeof count === "number" ? count : Number(count ?? 0));
  const parts: (string | P)[] = [];
  let last = 0;
  for (const match of wording.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > last) parts.push(wording.slice(last, match.index));
    const value = values[name]!;
    parts.push(typeof value === "string" || typeof value === "number" ? valueText(locale, value) : value);
    last = match.index + match[0].length;
  }
  if (last < wording.length) parts.push(wording.slice(last));
  return parts;
}
