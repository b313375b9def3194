// Two conventions, checked on the source as it is on disk, each with a made-up tree that shows it can fail:
// every Intl formatter comes from the one cache, and reading or searching validity windows needs no
// wording (so the panel can load the wording when it has something to say).

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  buildImportGraph,
  findImportChains,
  formatChain,
  isCodeFile,
  lexSource,
  lineAt,
  readTree,
} from "./import-graph";

// Not `new URL(…, import.meta.url)`: happy-dom replaces the global URL.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE_DIRS = ["entrypoints", "app", "core", "features"];
const FORMATTER_CACHE = "core/intl/formatter.ts";
const WORDING = "features/redemptions/validity-words.ts";
const READING_AND_SEARCH = [
  "features/redemptions/validity-windows.ts",
  "features/redemptions/next-usable.ts",
];

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

  it("builds every Intl formatter through the one cache in core/intl", () => {
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
      ["features/redemptions/validity-windows.ts", "export const w = 1;"],
      ["features/redemptions/next-usable.ts", 'import { h } from "./helper";\nexport const n = h;'],
      ["features/redemptions/helper.ts", 'import { d } from "./validity-words";\nexport const h = d;'],
      [WORDING, "export const d = 1;"],
    ]);
    expect(wordingChains(files, READING_AND_SEARCH)).toEqual([
      `features/redemptions/next-usable.ts → features/redemptions/helper.ts → ${WORDING}`,
    ]);
    expect(wordingChains(new Map(), ["features/redemptions/next-usable.ts"])).toEqual([
      "features/redemptions/next-usable.ts is missing: the rule would pass without checking anything",
    ]);
  });
});
