import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../helpers/paths";
import {
  buildImportGraph,
  findImportChains,
  formatChain,
  isCodeFile,
  lexSource,
  lineAt,
  readTree,
  SOURCE_DIRS,
} from "./import-graph";

const ROOT = PROJECT_ROOT;
const FORMATTER_CACHE = "lib/core/intl/formatter.ts";
const WORDING = "lib/redemptions/validity-words.ts";
const READING_AND_SEARCH = ["lib/redemptions/validity-windows.ts", "lib/redemptions/next-usable.ts"];

/** `new Intl.NumberFormat(`, `Intl.DateTimeFormat(`…: a formatter built on the spot, not a type. */
const INTL_FORMATTER_BUILT =
  /\bIntl\s*\.\s*(?:DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules|ListFormat|DisplayNames|Collator|Segmenter)\s*\(/g;

function formattersBuiltOutsideTheCache(files: ReadonlyMap<string, string>): string[] {
  return [...files]
    .filter(([path]) => isCodeFile(path) && path !== FORMATTER_CACHE)
    .flatMap(([path, text]) => {
      const { code } = lexSource(text);
      return [...code.matchAll(INTL_FORMATTER_BUILT)].map(
        (m) => `${path}:${lineAt(code, m.index)} builds ${m[0].replace(/\s+/g, "")}`,
      );
    });
}

function wordingChains(files: ReadonlyMap<string, string>, entries: readonly string[]): string[] {
  const graph = buildImportGraph(files);
  return entries.flatMap((entry) =>
    graph.imports.has(entry)
      ? findImportChains(
          graph,
          entry,
          (edge) => edge.target.type === "module" && edge.target.path === WORDING,
        ).map(formatChain)
      : [`${entry} is missing: the rule would pass without checking anything`],
  );
}

describe("on the source", () => {
  const source = readTree(ROOT, SOURCE_DIRS);

  it("builds every Intl formatter through the one cache in lib/core/intl", () => {
    expect(formattersBuiltOutsideTheCache(source), `use formatter() from ${FORMATTER_CACHE}`).toEqual([]);
  });

  it("reads and searches validity windows without the wording", () => {
    expect(wordingChains(source, READING_AND_SEARCH), `import chains to ${WORDING}`).toEqual([]);
  });
});

describe("the rules can fail", () => {
  it("finds a formatter built on the spot, and not one in a comment or a string, nor a type", () => {
    const files = new Map([
      ["features/a.ts", 'const f = new Intl.NumberFormat("en");\nconst g = Intl.DateTimeFormat();'],
      ["features/b.ts", '// new Intl.NumberFormat("en")\nconst s = "Intl.DateTimeFormat(";'],
      ["features/c.ts", "type O = Intl.DateTimeFormatOptions;\nlet f: Intl.NumberFormat;"],
      [FORMATTER_CACHE, "const f = new Intl.NumberFormat(locale, options);"],
    ]);
    expect(formattersBuiltOutsideTheCache(files)).toEqual([
      "features/a.ts:1 builds Intl.NumberFormat(",
      "features/a.ts:2 builds Intl.DateTimeFormat(",
    ]);
  });

  it("finds the search reaching the wording, even through another module", () => {
    const files = new Map([
      ["lib/redemptions/validity-windows.ts", "export const w = 1;"],
      ["lib/redemptions/next-usable.ts", 'import { h } from "./helper";\nexport const n = h;'],
      ["lib/redemptions/helper.ts", 'import { d } from "./validity-words";\nexport const h = d;'],
      [WORDING, "export const d = 1;"],
    ]);
    expect(wordingChains(files, READING_AND_SEARCH)).toEqual([
      `lib/redemptions/next-usable.ts → lib/redemptions/helper.ts → ${WORDING}`,
    ]);
    expect(wordingChains(new Map(), ["lib/redemptions/next-usable.ts"])).toEqual([
      "lib/redemptions/next-usable.ts is missing: the rule would pass without checking anything",
    ]);
  });
});
