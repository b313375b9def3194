import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "@/lib/core/i18n/languages";
import { type Message, placeholdersIn } from "@/lib/core/i18n/message";
import { allWords } from "../../helpers/all-words";

const ROOT = join(__dirname, "../../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "words" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every source file but the tables themselves: where a key must be used. */
const sources = ["lib", "components", "entrypoints"]
  .flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, "utf8") }));

const features = await allWords();

describe("the message tables", () => {
  it("are found: one set of words per feature that shows any", () => {
    expect(features.length).toBeGreaterThan(0);
    expect(new Set(features.map(({ words }) => words.name)).size).toBe(features.length);
  });

  for (const { file, words } of features) {
    describe(`${words.name} (${file})`, () => {
      it("has every English key in every language, and no other", async () => {
        const english = Object.keys((await words.loaders.en()).default).sort();
        for (const language of UI_LANGUAGES)
          expect(Object.keys((await words.loaders[language]()).default).sort(), language).toEqual(english);
      });

      it("uses the same placeholders in every language", async () => {
        const english = (await words.loaders.en()).default;
        for (const language of UI_LANGUAGES) {
          const table = (await words.loaders[language]()).default;
          for (const [key, message] of Object.entries(english))
            expect(placeholdersIn(table[key]!), `${language}: ${key}`).toEqual(placeholdersIn(message));
        }
      });

      it("gives every plural form each language needs, and leaves no message empty", async () => {
        for (const language of UI_LANGUAGES) {
          const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          const table: Readonly<Record<string, Message>> = (await words.loaders[language]()).default;
          for (const [key, message] of Object.entries(table)) {
            if (typeof message === "string") {
              expect(message.trim(), `${language}: ${key}`).not.toBe("");
              continue;
            }
            for (const category of categories)
              expect(message[category]?.trim(), `${language}: ${key} needs "${category}"`).toBeTruthy();
          }
        }
      });

      it("has no key that no source file uses", async () => {
        const english = (await words.loaders.en()).default;
        const unused = Object.keys(english).filter(
          (key) => !sources.some(({ text }) => text.includes(`"${key}"`) || text.includes(`${key}:`)),
        );
        expect(unused).toEqual([]);
      });
    });
  }
});
