// A small import graph of the extension's own source, read from disk, for architecture tests
// (tests/unit/architecture.test.ts). No parser: a lexer that tells code from comments, strings, template
// literals and regular expressions, then a few regular expressions over the code that is left.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";

// ---------------------------------------------------------------------------------------------------------
// Lexing

/** Where the extension's source lives, as the design card lays it out: every rule reads these. */
export const SOURCE_DIRS = ["entrypoints", "components", "lib"] as const;

export interface SourceComment {
  /** The comment's text, without its delimiters. */
  text: string;
  /** 1-based line the comment starts on. */
  line: number;
}

export interface LexedSource {
  /**
   * The code with comments removed (newlines kept, so code keeps its line numbers) and each quoted string,
   * and each template literal without substitutions, replaced by `"N"`, N indexing `strings`. Template
   * literals with substitutions keep their backticks and substitutions, not their text. A regular expression
   * literal becomes `/r/` plus its flags.
   */
  code: string;
  strings: string[];
  comments: SourceComment[];
}

/** Words after which a `/` starts a regular expression rather than a division. */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  "return",
  "typeof",
  "instanceof",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "case",
  "do",
  "else",
  "yield",
  "await",
]);

/**
 * Splits TypeScript/TSX source into code, string literals and comments. Quoted strings and regular
 * expressions cannot span lines, so an opening quote or slash with no closing one on its line (an
 * apostrophe in JSX text, the slash of `</p>`) is kept as a plain character.
 */
export function lexSource(source: string): LexedSource {
  const strings: string[] = [];
  const comments: SourceComment[] = [];
  let code = "";
  let line = 1;
  let i = 0;
  // One entry per open template substitution: how many `{` are open inside it.
  const templateDepths: number[] = [];

  const newlinesIn = (text: string) => text.split("\n").length - 1;
  const lastSignificant = (): { char: string | undefined; word: string } => {
    const trimmed = code.trimEnd();
    const word = /[\w$]+$/.exec(trimmed)?.[0] ?? "";
    return { char: trimmed.at(-1), word };
  };
  const regexMayStart = () => {
    // `</p>` and `<Item key={id} />` close JSX elements.
    if (source[i - 1] === "<") return false;
    const { char, word } = lastSignificant();
    if (char === undefined) return true;
    if (word) return KEYWORDS_BEFORE_EXPRESSION.has(word);
    if (char === "}") return source[i + 1] !== ">";
    return "(,=:[!&|?{};+-*%<>~^".includes(char);
  };

  /** Reads template text from i (just after a backtick or a substitution's `}`) up to `${` or the end. */
  const readTemplateText = (): { text: string; endsWithSubstitution: boolean } => {
    let text = "";
    while (i < source.length) {
      const c = source[i]!;
      if (c === "\\") {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === "`") {
        i += 1;
        return { text, endsWithSubstitution: false };
      } else if (c === "$" && source[i + 1] === "{") {
        i += 2;
        return { text, endsWithSubstitution: true };
      } else {
        text += c;
        i += 1;
      }
    }
    return { text, endsWithSubstitution: false };
  };

  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      comments.push({ text: source.slice(i + 2, stop), line });
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end;
      const text = source.slice(i + 2, stop);
      comments.push({ text, line });
      const lines = newlinesIn(text);
      line += lines;
      code += lines ? "\n".repeat(lines) : " ";
      i = end === -1 ? source.length : end + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      let value = "";
      while (j < source.length && source[j] !== c && source[j] !== "\n") {
        if (source[j] === "\\") {
          value += source.slice(j, j + 2);
          j += 2;
        } else {
          value += source[j];
          j += 1;
        }
      }
      if (source[j] === c) {
        strings.push(value);
        code += `"${strings.length - 1}"`;
        line += newlinesIn(value);
        i = j + 1;
      } else {
        code += c;
        i += 1;
      }
    } else if (c === "`") {
      i += 1;
      const { text, endsWithSubstitution } = readTemplateText();
      line += newlinesIn(text);
      if (endsWithSubstitution) {
        code += `\`${"\n".repeat(newlinesIn(text))}\${`;
        templateDepths.push(0);
      } else {
        strings.push(text);
        code += `"${strings.length - 1}"${"\n".repeat(newlinesIn(text))}`;
      }
    } else if (c === "}" && templateDepths.length > 0 && templateDepths.at(-1) === 0) {
      templateDepths.pop();
      i += 1;
      const { text, endsWithSubstitution } = readTemplateText();
      line += newlinesIn(text);
      code += `}${"\n".repeat(newlinesIn(text))}`;
      if (endsWithSubstitution) {
        code += "${";
        templateDepths.push(0);
      } else {
        code += "`";
      }
    } else if (c === "/" && regexMayStart()) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== "\n" && (inClass || source[j] !== "/")) {
        if (source[j] === "\\") j += 1;
        else if (source[j] === "[") inClass = true;
        else if (source[j] === "]") inClass = false;
        j += 1;
      }
      if (source[j] === "/") {
        const flags = /^[a-z]*/.exec(source.slice(j + 1))![0];
        code += `/r/${flags}`;
        i = j + 1 + flags.length;
      } else {
        code += c;
        i += 1;
      }
    } else {
      if (c === "\n") line += 1;
      if (templateDepths.length > 0) {
        if (c === "{") templateDepths[templateDepths.length - 1]! += 1;
        if (c === "}") templateDepths[templateDepths.length - 1]! -= 1;
      }
      code += c;
      i += 1;
    }
  }
  return { code, strings, comments };
}

/** 1-based line of an index into `LexedSource.code`. */
export function lineAt(code: string, index: number): number {
  return code.slice(0, index).split("\n").length;
}

// ---------------------------------------------------------------------------------------------------------
// Imports

export type ImportKind = "import" | "side-effect" | "export-from" | "dynamic" | "jsx-runtime";

export interface ImportRef {
  specifier: string;
  kind: ImportKind;
  /** Erased at build time: `import type`, `export type`, all-`type` braces, `typeof import("x")`. */
  typeOnly: boolean;
}

/** `{ type A, type B }`: every name is a type, so the whole import is erased (no verbatimModuleSyntax). */
const allNamesAreTypes = (braces: string) => {
  const names = braces
    .slice(1, -1)
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
};

const isTypeOnlyClause = (clause: string) =>
  /^type[\s{*]/.test(clause) || (/^\{[^}]*\}$/.test(clause) && allNamesAreTypes(clause));

/**
 * The modules a source file imports: static imports, side-effect imports, re-exports, and dynamic
 * `import("literal")`. A `.tsx` file also imports the JSX runtime (`<jsxImportSource>/jsx-runtime`).
 */
export function extractImports(source: string, options: { tsx?: boolean; jsxImportSource?: string } = {}) {
  const { code, strings } = lexSource(source);
  const refs: ImportRef[] = [];
  const str = (index: string) => strings[Number(index)]!;
  for (const m of code.matchAll(/(?<![\w$.])import\s+(?!\()([^;"]*?)\s*from\s*"(\d+)"/g)) {
    refs.push({ specifier: str(m[2]!), kind: "import", typeOnly: isTypeOnlyClause(m[1]!.trim()) });
  }
  for (const m of code.matchAll(/(?<![\w$.])import\s*"(\d+)"/g)) {
    refs.push({ specifier: str(m[1]!), kind: "side-effect", typeOnly: false });
  }
  for (const m of code.matchAll(/(?<![\w$.])export\s+([^;"]*?)\s*from\s*"(\d+)"/g)) {
    const clause = m[1]!.trim();
    if (!/^(type\s+)?(\*(\s+as\s+[\w$]+)?|\{[^}]*\})$/.test(clause)) continue;
    refs.push({ specifier: str(m[2]!), kind: "export-from", typeOnly: isTypeOnlyClause(clause) });
  }
  for (const m of code.matchAll(/(?<![\w$.])import\s*\(\s*"(\d+)"\s*[,)]/g)) {
    const typeOnly = /\btypeof\s*$/.test(code.slice(0, m.index));
    refs.push({ specifier: str(m[1]!), kind: "dynamic", typeOnly });
  }
  if (options.tsx) {
    refs.push({
      specifier: `${options.jsxImportSource ?? "preact"}/jsx-runtime`,
      kind: "jsx-runtime",
      typeOnly: false,
    });
  }
  return refs;
}

// ---------------------------------------------------------------------------------------------------------
// Resolution and the graph

export type ImportTarget =
  | { type: "module"; path: string }
  | { type: "asset"; path: string }
  | { type: "package"; name: string }
  | { type: "unresolved" };

export interface ImportEdge extends ImportRef {
  from: string;
  target: ImportTarget;
}

export interface ImportGraph {
  /** Every file given, by posix path relative to the project root. */
  files: ReadonlyMap<string, string>;
  /** Each code file's imports, in source order. */
  imports: ReadonlyMap<string, ImportEdge[]>;
}

export interface GraphOptions {
  /** Specifier prefixes mapped to a root-relative folder ("" is the root). WXT's defaults. */
  aliases?: Record<string, string>;
  jsxImportSource?: string;
}

const DEFAULT_ALIASES: Record<string, string> = { "@/": "", "~/": "", "@@/": "", "~~/": "" };

/** Code this graph reads: TypeScript and JavaScript, not declaration files. */
export const isCodeFile = (path: string) =>
  /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(path) && !/\.d\.[cm]?ts$/.test(path);

/** `preact/hooks` → `preact`; `@scope/pkg/sub` → `@scope/pkg`. */
export const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

export function resolveImport(
  from: string,
  specifier: string,
  files: ReadonlyMap<string, string>,
  aliases: Record<string, string> = DEFAULT_ALIASES,
): ImportTarget {
  // A Vite query (`?raw`, `?url`) brings in the file as text or an address: an asset, whatever it is.
  const query = specifier.indexOf("?");
  if (query !== -1) {
    const target = resolveImport(from, specifier.slice(0, query), files, aliases);
    return target.type === "module" ? { type: "asset", path: target.path } : target;
  }
  let base: string | undefined;
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    base = posix.join(posix.dirname(from), specifier);
  } else {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (alias === undefined) return { type: "package", name: packageName(specifier) };
    base = posix.join(aliases[alias]!, specifier.slice(alias.length));
  }
  if (base.startsWith("../")) return { type: "unresolved" };
  const swapped = /\.[cm]?jsx?$/.test(base) ? [base.replace(/\.([cm]?)js(x?)$/, ".$1ts$2")] : [];
  const candidates = [base, ...swapped, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  const path = candidates.find((candidate) => files.has(candidate));
  if (path === undefined) return { type: "unresolved" };
  return isCodeFile(path) ? { type: "module", path } : { type: "asset", path };
}

/** The import graph of a set of files (path → text); `readTree` reads one from disk. */
export function buildImportGraph(
  files: ReadonlyMap<string, string>,
  options: GraphOptions = {},
): ImportGraph {
  const imports = new Map<string, ImportEdge[]>();
  for (const [path, text] of files) {
    if (!isCodeFile(path)) continue;
    const refs = extractImports(text, {
      tsx: path.endsWith(".tsx"),
      jsxImportSource: options.jsxImportSource,
    });
    imports.set(
      path,
      refs.map((ref) => ({
        ...ref,
        from: path,
        target: resolveImport(path, ref.specifier, files, options.aliases),
      })),
    );
  }
  return { files, imports };
}

/** Imports that carry code at run time. */
export const runtimeImports = (graph: ImportGraph, path: string) =>
  (graph.imports.get(path) ?? []).filter((edge) => !edge.typeOnly);

/** Modules reachable from `entry` through run-time imports, with the edge each was first reached by. */
export function reachableFrom(graph: ImportGraph, entry: string): Map<string, ImportEdge | null> {
  const reachedBy = new Map<string, ImportEdge | null>([[entry, null]]);
  const queue = [entry];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    for (const edge of runtimeImports(graph, module)) {
      if (edge.target.type !== "module" || reachedBy.has(edge.target.path)) continue;
      reachedBy.set(edge.target.path, edge);
      queue.push(edge.target.path);
    }
  }
  return reachedBy;
}

/**
 * For each run-time import matching `offends` that `entry` reaches, the shortest chain of imports that
 * leads to it (first edge from the entry, last edge the offending one). One chain per offending edge,
 * leaving out edges reached only through another offending one.
 */
export function findImportChains(
  graph: ImportGraph,
  entry: string,
  offends: (edge: ImportEdge) => boolean,
): ImportEdge[][] {
  const reachedBy = reachableFrom(graph, entry);
  const chains: ImportEdge[][] = [];
  for (const module of reachedBy.keys()) {
    for (const edge of runtimeImports(graph, module).filter(offends)) {
      const chain = [edge];
      for (let by = reachedBy.get(module); by; by = reachedBy.get(by.from)) chain.unshift(by);
      // Past an offending import, the rest is its consequence: report the first one only.
      if (!chain.slice(0, -1).some(offends)) chains.push(chain);
    }
  }
  return chains;
}

const describeTarget = (edge: ImportEdge) =>
  edge.target.type === "module" || edge.target.type === "asset" ? edge.target.path : `"${edge.specifier}"`;

/** `a.ts → b.ts → "preact"` */
export const formatChain = (chain: readonly ImportEdge[]) =>
  [chain[0]?.from ?? "?", ...chain.map(describeTarget)].join(" → ");

// ---------------------------------------------------------------------------------------------------------
// Disk

/** Every file under `dirs` of `root` (skipping node_modules and dot-folders), by root-relative posix path. */
export function readTree(root: string, dirs: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(path);
      } else if (entry.isFile()) {
        files.set(path, readFileSync(join(root, path), "utf8"));
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}
