import { DEFAULT_UI_LANGUAGE, type UiLanguage } from "./languages";
import {
  formatMessage,
  type Message,
  messageParts,
  type Table,
  type Translation,
  type Value,
  type ValuesOf,
} from "./message";

/** One feature's messages in the language in use, by key, with their values. */
export interface Say<T extends Table> {
  <K extends keyof T & string>(key: K, ...values: ValuesOf<T[K]>): string;
  /** The message in parts, for a view that puts elements (a link, a bold amount) in its placeholders. */
  parts<K extends keyof T & string, P>(
    key: K,
    values: { readonly [N in keyof ValuesOf<T[K]>[0]]: Value | P },
  ): (string | P)[];
  readonly language: UiLanguage;
}

type Loader<T extends Table> = () => Promise<{ default: Translation<T> }>;

/** A feature's messages: loaded one language at a time, the first time a page needs them. */
export interface Words<T extends Table> {
  readonly name: string;
  /** Loads the language's table, once; later calls answer from what was loaded. */
  load(language: UiLanguage): Promise<Say<T>>;
  /** The language's messages when loaded, else undefined. */
  loaded(language: UiLanguage): Say<T> | undefined;
  /** The language's table as loaded, by key, else undefined: for keys that arrive in messages. */
  table(language: UiLanguage): Readonly<Record<string, Message>> | undefined;
  /** Every language's loader, for the tests that keep the tables complete. */
  readonly loaders: Readonly<Record<UiLanguage, Loader<T>>>;
}

/** The language the page speaks, and who hears when it changes. */
let current: UiLanguage = DEFAULT_UI_LANGUAGE;
const listeners = new Set<(language: UiLanguage) => void>();

/** How numbers in messages are written: the agent's display locale, the language's own by default. */
let numberLocale: string | undefined;

/** Sets the locale numbers in messages are written in; undefined for the language's own. */
export function setNumberLocale(locale: string | undefined): void {
  numberLocale = locale || undefined;
}

function sayer<T extends Table>(language: UiLanguage, table: Translation<T>): Say<T> {
  const messages: Readonly<Record<string, Message>> = table;
  const messageOf = (key: string): Message => messages[key] ?? key;
  const say = (key: string, values?: Readonly<Record<string, Value>>) =>
    formatMessage(language, messageOf(key), values, numberLocale ?? language);
  return Object.assign(say, {
    parts: <P>(key: string, values: Readonly<Record<string, Value | P>>) =>
      messageParts(language, messageOf(key), values, numberLocale ?? language),
    language,
  }) as Say<T>;
}

/** What a change of language needs of a feature's words: to load them. */
export interface Loadable {
  load(language: UiLanguage): Promise<unknown>;
}

/** Every feature's words defined in this context, by name. */
const byName = new Map<string, Words<Table>>();

/** Says each message's key: what is shown of words still loading, never empty text. */
export function keySayer<T extends Table>(language: UiLanguage): Say<T> {
  const say = (key: string) => key;
  return Object.assign(say, { parts: (key: string) => [key], language }) as unknown as Say<T>;
}

/**
 * A feature's words as loaded now, found by its name: the page's language, else English, else
 * each message's key. For a function that words a value outside a view, without importing the
 * feature's tables, so a context that never shows them (the worker) does not carry them.
 */
export function sayNow<T extends Table>(name: string): Say<T> {
  const words = byName.get(name);
  const say = words?.loaded(current) ?? words?.loaded(DEFAULT_UI_LANGUAGE);
  return (say as Say<T> | undefined) ?? keySayer<T>(current);
}

/**
 * A message of a feature's words found by name and key as loaded now (in `wanted`, the page's
 * language by default, else English), for a key that arrived in a message rather than in code;
 * undefined when the page has no such words or they have no such key.
 */
export function sayKnown(
  name: string,
  key: string,
  values?: Readonly<Record<string, Value>>,
  wanted: UiLanguage = current,
): string | undefined {
  const words = byName.get(name);
  const language = words?.loaded(wanted) ? wanted : DEFAULT_UI_LANGUAGE;
  const table = words?.table(language);
  if (!table || !Object.hasOwn(table, key)) return undefined;
  return formatMessage(language, table[key]!, values, numberLocale ?? language);
}

/** Every feature's words a page has asked for, so a change of language can load them all first. */
const asked = new Set<Loadable>();

/** Declares a feature's messages: English the source, the other four checked against it. */
export function defineWords<T extends Table>(name: string, loaders: Record<UiLanguage, Loader<T>>): Words<T> {
  const tables = new Map<UiLanguage, Say<T>>();
  const raw = new Map<UiLanguage, Readonly<Record<string, Message>>>();
  const pending = new Map<UiLanguage, Promise<Say<T>>>();
  const words: Words<T> = {
    name,
    loaders,
    loaded: (language) => tables.get(language),
    table: (language) => raw.get(language),
    load(language) {
      asked.add(words);
      const ready = tables.get(language);
      if (ready) return Promise.resolve(ready);
      let loading = pending.get(language);
      if (!loading) {
        loading = loaders[language]().then(
          (module) => {
            const say = sayer(language, module.default);
            tables.set(language, say);
            raw.set(language, module.default);
            pending.delete(language);
            return say;
          },
          (error: unknown) => {
            pending.delete(language);
            throw error;
          },
        );
        pending.set(language, loading);
      }
      return loading;
    },
  };
  byName.set(name, words as unknown as Words<Table>);
  return words;
}

/** Loads these features' words in the language in use, beside a module that needs them. */
export async function withWords<M>(module: Promise<M>, words: readonly Loadable[]): Promise<M> {
  const [loaded] = await Promise.all([module, ...words.map((each) => each.load(current))]);
  return loaded;
}

/** The language the page speaks now. */
export const languageInUse = (): UiLanguage => current;

/**
 * Speaks another language: every feature's words the page has asked for are loaded in it first, so
 * the page changes at once, whole, never half in one language and half in the other.
 */
export async function switchLanguage(language: UiLanguage, first: readonly Loadable[] = []): Promise<void> {
  await Promise.all([...new Set([...asked, ...first])].map((words) => words.load(language)));
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener(language);
}

/** Calls back when the page changes language; returns the way to stop. */
export function onLanguageSwitch(listener: (language: UiLanguage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
