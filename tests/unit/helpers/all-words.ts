import type { Table } from "@/lib/core/i18n/message";
import type { Words } from "@/lib/core/i18n/words";

/** Every feature's words, found by where they live: `words/index.ts` in a feature's folder. */
const modules = import.meta.glob<Record<string, unknown>>(
  ["/lib/**/words/index.ts", "/components/words/index.ts", "/entrypoints/**/words/index.ts"],
  { eager: true },
);

const isWords = (value: unknown): value is Words<Table> =>
  typeof value === "object" && value !== null && "loaders" in value && "load" in value && "name" in value;

/** Each feature's words with the file that defines them. */
export function allWords(): { file: string; words: Words<Table> }[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.values(module)
      .filter(isWords)
      .map((words) => ({ file, words })),
  );
}
