/**
 * The one cache of Intl formatters. Building a formatter costs about as much as rendering the row it
 * serves, and the time-zone arithmetic asks for one at every step: each is built once per kind,
 * locale and options, and kept.
 */

interface Formats {
  date: Intl.DateTimeFormat;
  number: Intl.NumberFormat;
  relative: Intl.RelativeTimeFormat;
  plural: Intl.PluralRules;
  list: Intl.ListFormat;
}

interface FormatOptions {
  date: Intl.DateTimeFormatOptions;
  number: Intl.NumberFormatOptions;
  relative: Intl.RelativeTimeFormatOptions;
  plural: Intl.PluralRulesOptions;
  list: Intl.ListFormatOptions;
}

export type FormatterKind = keyof Formats;

const build: { [K in FormatterKind]: (locale: string | undefined, options: FormatOptions[K]) => Formats[K] } =
  {
    date: (locale, options) => new Intl.DateTimeFormat(locale, options),
    number: (locale, options) => new Intl.NumberFormat(locale, options),
    relative: (locale, options) => new Intl.RelativeTimeFormat(locale, options),
    plural: (locale, options) => new Intl.PluralRules(locale, options),
    list: (locale, options) => new Intl.ListFormat(locale, options),
  };

/** Keys come from settings, profiles and what an agent types: bounded so typing cannot grow it for good. */
const MAX_ENTRIES = 500;
/** One map per kind, so each lookup keeps its formatter's type. */
const caches: { [K in FormatterKind]: Map<string, Formats[K] | null> } = {
  date: new Map(),
  number: new Map(),
  relative: new Map(),
  plural: new Map(),
  list: new Map(),
};

/**
 * The key of a request: its kind, locale and options. Options are taken in the order given, which is
 * the same at every call from the same place; the same options in another order only build one more
 * formatter. Sorting them would cost more than the wall-clock arithmetic that asks for them.
 * `undefined` (the browser's locale) and "" (which Intl refuses) stay apart.
 */
export function formatterKey(kind: FormatterKind, locale: string | undefined, options: object): string {
  // Intl options are plain objects of primitives: read as such to build the key.
  const values = options as Readonly<Record<string, unknown>>;
  let key = `${kind}|${locale === undefined ? "" : `=${locale}`}|`;
  for (const name in values) {
    const value = values[name];
    if (value !== undefined)
      key += `${name}=${typeof value === "object" ? JSON.stringify(value) : String(value)},`;
  }
  return key;
}

/**
 * The Intl formatter of this kind for the locale and options, built on first use; undefined when Intl
 * refuses them (a malformed locale, an unknown time zone or currency), which is kept too.
 */
export function formatter<K extends FormatterKind>(
  kind: K,
  locale: string | undefined,
  options: FormatOptions[K] = {},
): Formats[K] | undefined {
  const cache = caches[kind];
  const key = formatterKey(kind, locale, options);
  let format = cache.get(key);
  if (format === undefined) {
    try {
      format = build[kind](locale, options);
    } catch {
      format = null;
    }
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, format);
  }
  return format ?? undefined;
}
