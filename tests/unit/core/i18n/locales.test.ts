import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "@/lib/core/i18n/languages";
import { storeProblems } from "@/lib/core/platform/store-rules";
import { PROJECT_ROOT } from "../../helpers/paths";

const LOCALES = join(PROJECT_ROOT, "public/_locales");
const read = (language: string): Record<string, { message: string }> =>
  JSON.parse(readFileSync(join(LOCALES, language, "messages.json"), "utf8"));

describe("what the browser itself reads in the agent's language (public/_locales)", () => {
  it("has the five languages, each with every message English has", () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...UI_LANGUAGES].sort());
    const english = Object.keys(read("en")).sort();
    for (const language of UI_LANGUAGES)
      expect(Object.keys(read(language)).sort(), language).toEqual(english);
  });

  it("keeps each language's store description within the stores' limit", () => {
    const locales = Object.fromEntries(UI_LANGUAGES.map((language) => [language, read(language)]));
    expect(storeProblems({ name: "Voucher Lens", description: "__MSG_extDescription__" }, locales)).toEqual(
      [],
    );
  });

  it("translates every message but the product's name", () => {
    const english = read("en");
    for (const language of UI_LANGUAGES.filter((l) => l !== "en"))
      for (const [key, { message }] of Object.entries(read(language)))
        expect(message, `${language}: ${key}`).not.toBe(english[key]!.message);
  });
});
