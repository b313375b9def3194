import type { Table } from "@/lib/core/i18n/message";
import type { Words } from "@/lib/core/i18n/words";

/** Every feature's words, found by where they live: `words/index.ts` in a feature's folder. */
const modules = import.meta.glob<Record<string, unknown>>([
  "/lib/**/words/index.ts",
  "/components/words/index.ts",
  "/entrypoints/**/words/index.ts",
]);

const isWords = (value: unknown): value is Words<Table> =>
  typeof value === "object" && value !== null && "loaders" in value && "load" in value && "name" in value;

/** Each feature's words with the file that defines them; a file that does not load fails the call. */
export async function allWords(): Promise<{ file: string; words: Words<Table> }[]> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([file, load]) =>
      Object.values(await load())
        .filter(isWords)
        .map((words) => ({ file, words })),
    ),
  );
  return loaded.flat();
}

/**
 * Loads every feature's words that loads in a language, as a page does before it draws. One that
 * does not load is left to the test of the tables, which names it.
 */
export async function loadAllWords(language: "en"): Promise<void> {
  await Promise.all(
    Object.values(modules).map((load) =>
      load().then(
        (module) =>
          Promise.all(
            Object.values(module)
              .filter(isWords)
              .map((words) => words.load(language).catch(() => undefined)),
          ),
        () => undefined,
      ),
    ),
  );
}
