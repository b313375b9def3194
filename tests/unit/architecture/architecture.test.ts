// Conventions of the codebase, checked on the source as it is on disk: each test fails, naming the files,
// when a change breaks one. The import graph is built here (tests/unit/import-graph.ts), not by a bundler,
// so a rule reads like the convention it guards.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createHandlers, type WorkerServices } from "@/entrypoints/background/handlers";
import { CONTENT_REQUESTS, PAGE_REQUESTS } from "@/entrypoints/background/tables";
import { WorkerToPageSchema } from "@/lib/core/contract/envelope";
import { CONTENT_QUESTIONS, CONTENT_REPLIES } from "@/lib/core/contract/to-content";
import { UI_LANGUAGES } from "@/lib/core/i18n/languages";
import { type Owner, STORED_ITEMS } from "@/lib/core/store/registry";
import { PROJECT_ROOT } from "../helpers/paths";
import {
  buildImportGraph,
  extractImports,
  findImportChains,
  formatChain,
  type ImportEdge,
  type ImportGraph,
  isCodeFile,
  lexSource,
  lineAt,
  readTree,
  runtimeImports,
  SOURCE_DIRS,
} from "./import-graph";

const ROOT = PROJECT_ROOT;
/**
 * The design card's top level: its source folders, its tests, and the folders that are not the
 * extension's source. Any other folder of code at the top is source out of place.
 */
const CARD_TOP_LEVEL = [...SOURCE_DIRS, "tests", "bench", "scripts", "docs", "public"];
/** Files outside those folders that the code imports (as text, with Vite's `?raw`). */
const IMPORTED_ROOT_FILES = ["CHANGELOG.md"];
const THIS_FILE = "tests/unit/architecture/architecture.test.ts";

const SECRETS = "lib/profiles/secrets.worker.ts";
const CONTENT_ENTRY = "entrypoints/content/index.ts";
/** What the content script loads into a frame the first time the agent presses Insert there. */
const PUT_TEXT_ENTRY = "entrypoints/put-text/index.ts";
const PAGE_ENTRIES = [
  "entrypoints/sidepanel/main.tsx",
  "entrypoints/popup/main.tsx",
  "entrypoints/options/main.tsx",
];
const FETCH_OWNER = "lib/core/api/client.ts";

// ---------------------------------------------------------------------------------------------------------
// Rules, as functions of a file map or a graph, so the tests below can also run them on made-up trees.

const codeFiles = (files: ReadonlyMap<string, string>) => [...files].filter(([path]) => isCodeFile(path));

/** A call of the global fetch: `fetch(`, `globalThis.fetch(`, `window.fetch(`; not `cache.fetch(`. */
const FETCH_CALL = /(?<![\w$.])fetch\s*\(|(?<![\w$.])(?:globalThis|window|self)\s*\??\.\s*fetch\s*\(/g;

function fetchCallers(files: ReadonlyMap<string, string>): string[] {
  return codeFiles(files)
    .filter(([path]) => path !== FETCH_OWNER)
    .flatMap(([path, text]) => {
      const { code } = lexSource(text);
      return [...code.matchAll(FETCH_CALL)].map((m) => `${path}:${lineAt(code, m.index)} calls fetch`);
    });
}

/**
 * Chrome's own `chrome` global used as the extension API: `chrome.tabs…`, `globalThis.chrome`, `typeof
 * chrome`. Every context goes through webextension-polyfill's `browser` (from wxt/browser), so both
 * browsers run one promise-based API; the polyfill hands Chrome-only namespaces (sidePanel) through.
 */
const CHROME_GLOBAL =
  /(?<![\w$.])chrome\s*\??\.\s*[\w$]|(?<![\w$.])(?:globalThis|window|self)\s*\??\.\s*chrome\b|\btypeof\s+chrome\b/g;

function chromeGlobalUsers(files: ReadonlyMap<string, string>): string[] {
  return codeFiles(files).flatMap(([path, text]) => {
    const { code } = lexSource(text);
    return [...code.matchAll(CHROME_GLOBAL)].map(
      (m) => `${path}:${lineAt(code, m.index)} uses ${m[0].replace(/\s+/g, " ")}`,
    );
  });
}

/**
 * Raw storage: the extension's storage areas (`browser.storage`, `chrome.storage`, through any alias
 * or destructuring, and so `storage.session`, `.local`, `.sync`, `.managed`), IndexedDB and the web
 * page stores, and WXT's storage module. Only lib/core/store touches them: everything else goes
 * through a stored item, whose owner alone can write it.
 */
const RAW_STORAGE = /(?<![\w$])(?:storage|indexedDB|localStorage|sessionStorage)(?![\w$])/g;
const RAW_STORAGE_NAMES = new Set(["storage", "indexedDB", "localStorage", "sessionStorage"]);
/** `browser["storage"]`: the name as a string, in brackets. */
const INDEXED_BY_STRING = /\[\s*"(\d+)"\s*\]/g;
const STORAGE_PACKAGES = new Set(["wxt/storage", "wxt/utils/storage", "@wxt-dev/storage"]);
const STORE_DIR = "lib/core/store/";

function rawStorageOutsideStore(graph: ImportGraph): string[] {
  return codeFiles(graph.files)
    .filter(([path]) => !path.startsWith(STORE_DIR))
    .flatMap(([path, text]) => {
      const { code, strings } = lexSource(text);
      const named = [...code.matchAll(RAW_STORAGE)].map(
        (m) => `${path}:${lineAt(code, m.index)} uses ${m[0]}`,
      );
      const indexed = [...code.matchAll(INDEXED_BY_STRING)]
        .filter((m) => RAW_STORAGE_NAMES.has(strings[Number(m[1])]!))
        .map((m) => `${path}:${lineAt(code, m.index)} uses ${strings[Number(m[1])]}`);
      const imported = (graph.imports.get(path) ?? [])
        .filter((edge) => STORAGE_PACKAGES.has(edge.specifier))
        .map((edge) => `${path} imports "${edge.specifier}"`);
      return [...named, ...indexed, ...imported];
    });
}

/** storage.managed, the organisation's policy: read in the store, for the worker's policy reader alone. */
const MANAGED_AREA = "lib/core/store/managed-area.ts";
const POLICY_READER = "lib/policy/apply-policy.worker.ts";

/** Files other than the policy reader that import the managed area, even for a type. */
const managedAreaImporters = (graph: ImportGraph) =>
  [...graph.imports]
    .filter(([from]) => from !== POLICY_READER)
    .flatMap(([from, edges]) =>
      edges
        .filter((edge) => edge.target.type === "module" && edge.target.path === MANAGED_AREA)
        .map(() => `${from} imports ${MANAGED_AREA}`),
    );

/** Each context's entry point: the worker's, each page's, the content script's. */
const ENTRY_OF_OWNER: Record<Owner, string> = {
  worker: "entrypoints/background/index.ts",
  options: "entrypoints/options/main.tsx",
  sidepanel: "entrypoints/sidepanel/main.tsx",
  popup: "entrypoints/popup/main.tsx",
};
const CONTEXT_ENTRIES = [...Object.values(ENTRY_OF_OWNER), CONTENT_ENTRY];

/** `const name = defineStoredItem("key", …)`, defineStoredRecords or defineStoredFamily: an item of the registry, defined. */
const ITEM_DEFINITION =
  /\b(?:const|let|var)\s+([\w$]+)\s*=\s*defineStored(?:Item|Records|Family)\s*\(\s*"(\d+)"/g;
const ANY_DEFINITION = /\bdefineStored(?:Item|Records|Family)\s*\(/g;

interface ItemDefinition {
  path: string;
  name: string;
  key: string;
}

/** Every stored item the source defines, and each call of the helpers that is not such a definition. */
function storedItemDefinitions(files: ReadonlyMap<string, string>) {
  const definitions: ItemDefinition[] = [];
  const unnamed: string[] = [];
  for (const [path, text] of codeFiles(files)) {
    if (path.startsWith(STORE_DIR)) continue;
    const { code, strings } = lexSource(text);
    const named = [...code.matchAll(ITEM_DEFINITION)].map((m) => ({
      path,
      name: m[1]!,
      key: strings[Number(m[2])]!,
    }));
    definitions.push(...named);
    if ([...code.matchAll(ANY_DEFINITION)].length > named.length)
      unnamed.push(`${path} defines a stored item that is not a named constant with its key written out`);
  }
  return { definitions, unnamed };
}

/** What is wrong with the definitions against the registry: each key defined once, under a name of its own. */
function registryProblems(definitions: ItemDefinition[], registry: Readonly<Record<string, unknown>>) {
  const problems: string[] = [];
  for (const key of Object.keys(registry)) {
    const defined = definitions.filter((d) => d.key === key);
    if (defined.length === 0) problems.push(`"${key}" is in the registry and defined nowhere`);
    if (defined.length > 1)
      problems.push(`"${key}" is defined ${defined.length} times: ${defined.map((d) => d.path).join(", ")}`);
  }
  for (const { key, path } of definitions)
    if (!Object.hasOwn(registry, key))
      problems.push(`${path} defines "${key}", which is not in lib/core/store/registry.ts`);
  for (const { name, path } of definitions)
    if (definitions.filter((d) => d.name === name).length > 1)
      problems.push(`${path}: another stored item is also named ${name}`);
  return problems;
}

/**
 * The owners' doors: an item's handle reads and watches; its writes come out of it only through
 * `writerOf` of its owner's door, `lib/core/store/writes.<owner>.ts`, which takes that owner's items
 * alone (a type brand the compiler checks). So the writes of an item reach only the files that
 * import its owner's door, however they name, alias or gather the items; here, on the import graph:
 * a door is loaded by its owner's entry and no other context's, and the key that opens a handle
 * (`lib/core/store/unlock.ts`) is imported by nothing outside the store.
 */
const UNLOCK = "lib/core/store/unlock.ts";
const doorOf = (owner: Owner) => `lib/core/store/writes.${owner}.ts`;

function writesOutsideOwner(graph: ImportGraph, owners: readonly Owner[]): string[] {
  const unlocked = [...graph.imports.keys()]
    .filter((from) => !from.startsWith(STORE_DIR))
    .flatMap((from) =>
      runtimeImports(graph, from)
        .filter((edge) => edge.target.type === "module" && edge.target.path === UNLOCK)
        .map(() => `${from} imports ${UNLOCK}: take a writer from the owner's door instead`),
    );
  const doors = owners.flatMap((owner) => {
    const door = doorOf(owner);
    const isDoor = (edge: ImportEdge) => edge.target.type === "module" && edge.target.path === door;
    const others = CONTEXT_ENTRIES.filter((entry) => entry !== ENTRY_OF_OWNER[owner]);
    return [
      ...(graph.files.has(door) ? [] : [`${door} is missing: ${owner} owns items it cannot write`]),
      ...chainsFrom(graph, others, isDoor).map((chain) => `${chain}: only the ${owner} may load this door`),
      ...(chainsFrom(graph, [ENTRY_OF_OWNER[owner]], isDoor).length
        ? []
        : [`${ENTRY_OF_OWNER[owner]} never loads ${door}: its items are never written`]),
    ];
  });
  return [...unlocked, ...doors];
}

/** The contexts that own at least one item of a registry. */
const ownersIn = (registry: Readonly<Record<string, { owner: Owner }>>) =>
  [...new Set(Object.values(registry).map((item) => item.owner))].sort();

/**
 * Runtime import cycles, each as "a → b → a". In a bundle a cycle decides which module's top level
 * runs first: a schema built from another module's schema can meet it uninitialised (a blank page).
 */
function importCycles(graph: ImportGraph): string[] {
  const cycles = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      const cycle = [...path.slice(path.indexOf(file)), file];
      cycles.add(cycle.join(" → "));
      return;
    }
    state.set(file, "open");
    for (const edge of graph.imports.get(file) ?? []) {
      if (edge.typeOnly || edge.target.type !== "module") continue;
      visit(edge.target.path, [...path, file]);
    }
    state.set(file, "done");
  };
  for (const file of graph.imports.keys()) visit(file, []);
  return [...cycles];
}

function chainsFrom(graph: ImportGraph, entries: readonly string[], offends: (edge: ImportEdge) => boolean) {
  return entries.flatMap((entry) =>
    graph.imports.has(entry)
      ? findImportChains(graph, entry, offends).map(formatChain)
      : [`${entry} is missing: the rule would pass without checking anything (update the entry list)`],
  );
}

const isSecretsStore = (edge: ImportEdge) => edge.target.type === "module" && edge.target.path === SECRETS;

const CONTENT_ALLOWED_DIRS = [
  "entrypoints/content/",
  "lib/detection/",
  "lib/insert-reply/",
  "lib/core/contract/",
  "lib/core/ids/",
];

function contentEntryImportViolations(graph: ImportGraph): string[] {
  if (!graph.imports.has(CONTENT_ENTRY)) return [`${CONTENT_ENTRY} is missing`];
  return runtimeImports(graph, CONTENT_ENTRY)
    .filter(({ target }) => {
      if (target.type === "module") return !CONTENT_ALLOWED_DIRS.some((dir) => target.path.startsWith(dir));
      if (target.type === "package") return target.name !== "wxt";
      return true;
    })
    .map(({ specifier, target }) =>
      target.type === "module" || target.type === "asset"
        ? `${CONTENT_ENTRY} imports ${target.path} ("${specifier}")`
        : `${CONTENT_ENTRY} imports "${specifier}"`,
    );
}

/** A feature's words in one language: the build gathers each language's tables into one chunk (wxt.config.ts). */
const WORDS_TABLE = /\/words\/[a-z]{2}\.ts$/;

/**
 * Words tables that import anything at run time: the chunk gathering a language's tables would take
 * it along, and every page that imports that module would load all the language's words with it.
 */
function wordsTablesWithRuntimeImports(graph: ImportGraph): string[] {
  return [...graph.imports.keys()]
    .filter((path) => WORDS_TABLE.test(path))
    .flatMap((path) => runtimeImports(graph, path).map(({ specifier }) => `${path} imports "${specifier}"`));
}

const isUiImport = (edge: ImportEdge) =>
  (edge.target.type === "package" &&
    (edge.target.name === "preact" || edge.target.name.startsWith("@preact/"))) ||
  ((edge.target.type === "module" || edge.target.type === "asset") && isView(edge.target.path));

/** The regular-expression parser that checks agent patterns: the options page's alone. */
const isPatternParser = (edge: ImportEdge) =>
  edge.target.type === "package" && edge.target.name === "@eslint-community/regexpp";

/** `browser.`/`chrome.` (WXT also provides `browser` as an auto-import, so a missing import proves nothing). */
const EXTENSION_API = /(?<![\w$.])(?:browser|chrome)\s*\??\.\s*[\w$]/g;
const EXTENSION_API_PACKAGES = new Set(["wxt/browser", "webextension-polyfill", "@wxt-dev/browser"]);

/** A component: a .tsx file of a feature or of the shared views; the pages in entrypoints/ wire them. */
const isView = (path: string) => path.endsWith(".tsx") && !path.startsWith("entrypoints/");

function componentExtensionApiUse(graph: ImportGraph): string[] {
  const components = [...graph.imports.keys()].filter(isView);
  return components.flatMap((path) => {
    const { code } = lexSource(graph.files.get(path)!);
    const calls = [...code.matchAll(EXTENSION_API)].map(
      (m) => `${path}:${lineAt(code, m.index)} uses ${m[0].replace(/\s/g, "")}…`,
    );
    const imports = runtimeImports(graph, path)
      .filter((edge) => EXTENSION_API_PACKAGES.has(edge.specifier))
      .map((edge) => `${path} imports "${edge.specifier}"`);
    return [...calls, ...imports];
  });
}

/**
 * A comment citing a line: "line 12", "lines 3-5", "l. 12", "L42", "#L42", "file.ts:123". Line numbers go
 * stale with the next edit above them; name the function, the constant or the test instead.
 */
const LINE_CITATIONS = [
  /\blines?\s+#?\d+/i,
  /\bl\.\s?\d+/i,
  /(?<![\w$])#?L\d+\b/,
  /\.(?:[cm]?[jt]sx?|css|html|json|md|ya?ml)\s?:\s?\d+/i,
];

function lineCitations(files: ReadonlyMap<string, string>, exclude: readonly string[] = []): string[] {
  return codeFiles(files)
    .filter(([path]) => !exclude.includes(path))
    .flatMap(([path, text]) =>
      lexSource(text).comments.flatMap((comment) =>
        comment.text.split("\n").flatMap((commentLine, offset) => {
          const cited = LINE_CITATIONS.map((pattern) => pattern.exec(commentLine)?.[0]).find(Boolean);
          return cited ? [`${path}:${comment.line + offset} cites "${cited}": ${commentLine.trim()}`] : [];
        }),
      ),
    );
}

/** Only lib/core/contract/ puts a message on the wire: everything else goes through ask() and its kin. */
const MESSAGING_DIR = "lib/core/contract/";
const SEND_MESSAGE_CALL = /\bsendMessage\s*\(/g;

function rawMessageSenders(files: ReadonlyMap<string, string>): string[] {
  return codeFiles(files)
    .filter(([path]) => !path.startsWith(MESSAGING_DIR))
    .flatMap(([path, text]) => {
      const { code } = lexSource(text);
      return [...code.matchAll(SEND_MESSAGE_CALL)].map(
        (m) => `${path}:${lineAt(code, m.index)} calls sendMessage`,
      );
    });
}

/** A cast of something asked of the worker, in a page: the contract's reply type must reach it as is. */
const REPLY_CAST = /\b(?:reply|result|value|answer|outcome)\b[\w.?!]*\s+as\s+(?!const\b)/g;

function replyCastsInPages(files: ReadonlyMap<string, string>): string[] {
  return codeFiles(files)
    .filter(([path]) => path.startsWith("entrypoints/"))
    .flatMap(([path, text]) => {
      const { code } = lexSource(text);
      return [...code.matchAll(REPLY_CAST)].map(
        (m) => `${path}:${lineAt(code, m.index)} casts "${m[0].trim()}"`,
      );
    });
}

/** Every message type of the contract, with the tables that declare it. */
function contractTypes(): { type: string; schema: boolean; handled: boolean }[] {
  const handlers = createHandlers(new Proxy({} as WorkerServices, { get: () => () => undefined }));
  const handled = new Set([...Object.keys(handlers.page), ...Object.keys(handlers.content)]);
  const toWorker = [PAGE_REQUESTS, CONTENT_REQUESTS].flatMap((table) =>
    Object.entries(table).map(([type, schema]) => ({
      type,
      schema: Boolean(schema),
      handled: handled.has(type),
    })),
  );
  // The content script answers these through answerWorker(), whose type makes it answer every one.
  const toContent = Object.entries(CONTENT_QUESTIONS).map(([type, input]) => ({
    type,
    schema: Boolean(input && Object.hasOwn(CONTENT_REPLIES, type)),
    handled: true,
  }));
  return [
    ...toWorker,
    ...toContent,
    { type: "lookup.waiting", schema: Boolean(WorkerToPageSchema), handled: true },
  ];
}

/**
 * The folder a file lives in, for layering: `lib/core/<part>`, `lib/<feature>`, `components`, or
 * `entrypoints/<context>`. Cycles and the public-entry rule are about these, not single files.
 */
function homeOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] === "lib" && parts[1] === "core") return parts.slice(0, 3).join("/");
  if (parts[0] === "lib" || parts[0] === "entrypoints") return parts.slice(0, 2).join("/");
  return parts[0]!;
}

const CORE_DIR = "lib/core/";
/** A file of a feature: anything under lib/ but lib/core. */
const isFeatureFile = (path: string) => path.startsWith("lib/") && !path.startsWith(CORE_DIR);

/** Runtime links between folders, each with one file-to-file import that makes it. */
function folderLinks(graph: ImportGraph): Map<string, Map<string, string>> {
  const links = new Map<string, Map<string, string>>();
  for (const [from, edges] of graph.imports) {
    for (const edge of edges) {
      if (edge.typeOnly || edge.target.type !== "module") continue;
      const a = homeOf(from);
      const b = homeOf(edge.target.path);
      if (a === b) continue;
      const out = links.get(a) ?? new Map<string, string>();
      if (!out.has(b)) out.set(b, `${from} → ${edge.target.path}`);
      links.set(a, out);
    }
  }
  return links;
}

/**
 * Folders that import each other in a circle at run time, each cycle once, with the imports that
 * close it. Files may form no cycle either, but a folder cycle means two features cannot be read,
 * tested or changed apart.
 */
function folderCycles(graph: ImportGraph): string[] {
  const links = folderLinks(graph);
  const cycles = new Map<string, string>();
  const visit = (folder: string, path: string[]) => {
    for (const next of links.get(folder)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = [...path.slice(at), next];
        const key = [...loop.slice(0, -1)].sort().join(",");
        if (!cycles.has(key)) {
          const vias = loop.slice(0, -1).map((f, i) => links.get(f)!.get(loop[i + 1]!)!);
          cycles.set(key, `${loop.join(" → ")} (${vias.join("; ")})`);
        }
      } else if (path.length < 12) visit(next, [...path, next]);
    }
  };
  for (const folder of [...links.keys()].sort()) visit(folder, [folder]);
  return [...cycles.values()];
}

/** lib/core knows no feature: it imports nothing outside lib/core, not even a type. */
function coreImportsOfFeatures(graph: ImportGraph): string[] {
  return [...graph.imports]
    .filter(([from]) => from.startsWith(CORE_DIR))
    .flatMap(([from, edges]) =>
      edges
        .filter(
          (edge) =>
            (edge.target.type === "module" || edge.target.type === "asset") &&
            !edge.target.path.startsWith(CORE_DIR),
        )
        .map((edge) => `${from} imports ${edge.specifier}`),
    );
}

/**
 * What one feature may import of another: its public entries (index.ts, and index.<context>.ts for
 * what only one context may load: the worker, the content script, or one page) and its message
 * declarations (*.messages.ts), which are the contract.
 */
const isPublicEntry = (path: string) =>
  /^lib\/(?!core\/)[^/]+\/(index(\.(?:worker|content|options|sidepanel|popup)(?:-[a-z]+)?)?\.tsx?|[^/]+\.messages\.ts)$/.test(
    path,
  );

function privateFeatureImports(graph: ImportGraph): string[] {
  return [...graph.imports]
    .filter(([from]) => isFeatureFile(from))
    .flatMap(([from, edges]) =>
      edges
        .filter(
          (edge) =>
            edge.target.type === "module" &&
            isFeatureFile(edge.target.path) &&
            homeOf(edge.target.path) !== homeOf(from) &&
            !isPublicEntry(edge.target.path),
        )
        .map((edge) => `${from} imports ${edge.specifier}: import it from the feature's index instead`),
    );
}

/** The pages: each composes the features it shows, and reads them only through their indexes. */
const PAGE_DIRS = ["entrypoints/sidepanel/", "entrypoints/options/", "entrypoints/popup/"];
const isFeatureIndex = (path: string) =>
  /^lib\/(?!core\/)[^/]+\/index(\.(?:worker|content|options|sidepanel|popup))?\.tsx?$/.test(path);

/**
 * A page imports a feature only through its index (index.ts, or index.<context>.ts for what only
 * that page loads), even for a type: what a page may use of a feature is what the feature offers,
 * never a file it may rename or split.
 */
function pagePrivateImports(graph: ImportGraph): string[] {
  return [...graph.imports]
    .filter(([from]) => PAGE_DIRS.some((dir) => from.startsWith(dir)))
    .flatMap(([from, edges]) =>
      edges
        .filter(
          (edge) =>
            edge.target.type === "module" &&
            isFeatureFile(edge.target.path) &&
            !isFeatureIndex(edge.target.path),
        )
        .map((edge) => `${from} imports ${edge.specifier}: import it from the feature's index instead`),
    );
}

const isWorkerFile = (edge: ImportEdge) =>
  edge.target.type === "module" && /\.worker\.tsx?$/.test(edge.target.path);

/** `runtime.onMessage` listeners: the contract's alone (ask, answerWorker, the worker's router). */
const MESSAGE_LISTENER = /\bonMessage\s*\??\.\s*addListener\b/g;

function messageListenersOutsideContract(files: ReadonlyMap<string, string>): string[] {
  return codeFiles(files)
    .filter(([path]) => !path.startsWith(MESSAGING_DIR))
    .flatMap(([path, text]) => {
      const { code } = lexSource(text);
      return [...code.matchAll(MESSAGE_LISTENER)].map(
        (m) => `${path}:${lineAt(code, m.index)} listens to runtime.onMessage`,
      );
    });
}

/**
 * WXT's entry files (`index.ts`, a page's `main.tsx`) are wiring: a few lines each that call the
 * composition beside them in their entry folder, holding no state of their own.
 */
const MAX_ENTRY_LINES = 20;
const STATE_IN_ENTRY =
  /\b(?:let|var)\s|\buse(?:State|Reducer|Ref|Effect|Memo|Callback)\s*\(|\bnew\s+(?:Map|Set)\b/g;

function entryPointProblems(files: ReadonlyMap<string, string>): string[] {
  return codeFiles(files)
    .filter(([path]) => /^entrypoints\/[^/]+\/(?:index\.ts|main\.tsx)$/.test(path))
    .flatMap(([path, text]) => {
      const { code } = lexSource(text);
      const lines = code.split("\n").filter((line) => line.trim() !== "").length;
      const state = [...code.matchAll(STATE_IN_ENTRY)].map(
        (m) => `${path}:${lineAt(code, m.index)} holds state ("${m[0].trim()}"): move it beside the entry`,
      );
      return [
        ...(lines > MAX_ENTRY_LINES
          ? [`${path} has ${lines} lines of code: move them beside the entry`]
          : []),
        ...state,
      ];
    });
}

/**
 * Each feature folder has a README naming every file in it: a newcomer finds a feature's parts by
 * context there, and a file added without a line, or a line left for a file gone, fails here.
 */
function featureReadmeProblems(files: ReadonlyMap<string, string>): string[] {
  const folders = new Set([...files.keys()].filter(isFeatureFile).map(homeOf));
  return [...folders].sort().flatMap((folder) => {
    const readme = files.get(`${folder}/README.md`);
    if (readme === undefined) return [`${folder} has no README.md`];
    const own = [...files.keys()].filter((p) => p.startsWith(`${folder}/`) && !p.endsWith("/README.md"));
    const unlisted = own
      .map((p) => p.slice(folder.length + 1))
      .filter((name) => !readme.includes(`\`${name}\``) && !readme.includes(`\`${name.split("/").pop()}\``))
      .map((name) => `${folder}/README.md does not list ${name}`);
    const gone = [...readme.matchAll(/`([\w./-]+\.(?:tsx?|css))`/g)]
      .map((m) => m[1]!)
      .filter((name) => !name.includes("/") && !own.some((p) => p.endsWith(`/${name}`)))
      .map((name) => `${folder}/README.md lists ${name}, which is not in the folder`);
    return [...unlisted, ...gone];
  });
}

/**
 * Words an agent reads, written in a view instead of its feature's tables (words/en.ts and the other
 * languages): JSX text, and the text of attributes a person reads or hears (aria-label, title,
 * placeholder, alt, label). The product's names and text without words (a "×", a "+") are not words
 * to translate.
 */
const VIEW_TEXT_ATTRIBUTES = /\b(aria-label|aria-description|title|placeholder|alt|label)=\{?"(\d+)"\}?/g;
const TEXT_AFTER_TAG = /<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?>([^<>{}]*[A-Za-z]{2,}[^<>{}]*)[<{]/g;
const TEXT_BEFORE_CLOSING_TAG = /\}([^<>{}]*[A-Za-z]{2,}[^<>{}]*)<\//g;
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/Voucher Lens|Voucherify/g, ""));
/** What the patterns above take for text in a .tsx file that is code: a generic's `<T>(…)`, a `? (`. */
const CODE_NOT_TEXT = /[;=]|^[(),:|]|^[\w.?]+\(|\?\s*\(/;
/** Example values, the same in every language. */
const EXAMPLE_VALUES = new Set(["acme.com, support.acme.com"]);

function literalTextInViews(files: ReadonlyMap<string, string>): string[] {
  return codeFiles(files)
    .filter(([path]) => path.endsWith(".tsx") && !path.includes("/words/"))
    .flatMap(([path, text]) => {
      const { code, strings } = lexSource(text);
      const found: string[] = [];
      for (const m of [...code.matchAll(TEXT_AFTER_TAG), ...code.matchAll(TEXT_BEFORE_CLOSING_TAG)]) {
        const words = m[1]!.replace(/\s+/g, " ").trim();
        if (hasWords(words) && !CODE_NOT_TEXT.test(words))
          found.push(`${path}:${lineAt(code, m.index)} shows “${words}”: put it in the feature's words`);
      }
      for (const m of code.matchAll(VIEW_TEXT_ATTRIBUTES)) {
        const words = strings[Number(m[2])] ?? "";
        if (hasWords(words) && !EXAMPLE_VALUES.has(words))
          found.push(`${path}:${lineAt(code, m.index)} ${m[1]} “${words}”: put it in the feature's words`);
      }
      return found;
    });
}

/** Top-level folders the card does not name, from the clone's tracked files (dot folders are tooling). */
function foldersOffCard(trackedPaths: readonly string[]): string[] {
  const tops = new Set(trackedPaths.filter((path) => path.includes("/")).map((path) => path.split("/")[0]!));
  return [...tops]
    .filter((top) => !top.startsWith(".") && !CARD_TOP_LEVEL.includes(top))
    .sort()
    .map(
      (top) => `${top}/ is not on the design card: move its source into lib/, components/ or entrypoints/`,
    );
}

const unresolvedImports = (graph: ImportGraph) =>
  [...graph.imports.values()]
    .flat()
    .filter((edge) => edge.target.type === "unresolved")
    .map(
      (edge) =>
        `${edge.from} imports "${edge.specifier}", which is not a file under ${SOURCE_DIRS.join("/, ")}/`,
    );

// ---------------------------------------------------------------------------------------------------------
// The rules, on the real source

describe("architecture", () => {
  const source = new Map([
    ...readTree(ROOT, SOURCE_DIRS),
    ...IMPORTED_ROOT_FILES.map((path) => [path, readFileSync(resolve(ROOT, path), "utf8")] as const),
  ]);
  const graph = buildImportGraph(source);

  it("reads the source and resolves every relative and alias import to a file", () => {
    expect(codeFiles(source).length).toBeGreaterThan(50);
    expect(unresolvedImports(graph), "the import graph has holes: the rules below would miss code").toEqual(
      [],
    );
  });

  it("keeps the top level to the design card's folders", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n");
    expect(tracked.length).toBeGreaterThan(100);
    expect(foldersOffCard(tracked)).toEqual([]);
  });

  it("lets only lib/core/api/client.ts call fetch", () => {
    expect(fetchCallers(source), `only ${FETCH_OWNER} talks to the network; go through it`).toEqual([]);
  });

  it("calls every extension API through webextension-polyfill's browser, never the chrome global", () => {
    expect(chromeGlobalUsers(source), 'use `browser` from "wxt/browser"').toEqual([]);
  });

  it("keeps raw storage (browser.storage, IndexedDB, WXT's storage) inside lib/core/store", () => {
    expect(rawStorageOutsideStore(graph), "define a stored item, or give the store the function").toEqual([]);
    // The store does use them: a rule that finds nothing anywhere would pass on any tree.
    const store = new Map([...source].filter(([path]) => path.startsWith(STORE_DIR)));
    expect(
      rawStorageOutsideStore(buildImportGraph(new Map([...store].map(([p, t]) => [`lib/x/${p}`, t])))),
    ).not.toEqual([]);
  });

  it("finds raw storage outside the store, through any alias, not in comments or strings", () => {
    const files = tree({
      "lib/a/panel.ts":
        'await browser.storage.session.set({ lookupCache: {} });\n// storage.local\nconst s = "storage";',
      "lib/a/alias.ts": "const area = chrome.storage;\nawait area.sync.get(null);",
      "lib/a/destructured.ts": "const { storage: s } = browser;\nawait s.managed.get();",
      "lib/a/indexed.ts": 'await browser["storage"].local.get();',
      "lib/a/db.ts": 'const open = self.indexedDB.open("x");',
      "lib/a/wxt.ts": 'import { storage as kept } from "wxt/utils/storage";',
      "lib/a/fine.ts": "const restorage = 1;\nconst storageKey = item.key;",
      "lib/core/store/session.ts": "await browser.storage.session.get(key);",
    });
    expect(rawStorageOutsideStore(files)).toEqual([
      "lib/a/panel.ts:1 uses storage",
      "lib/a/alias.ts:1 uses storage",
      "lib/a/destructured.ts:1 uses storage",
      "lib/a/indexed.ts:1 uses storage",
      "lib/a/db.ts:1 uses indexedDB",
      "lib/a/wxt.ts:1 uses storage",
      'lib/a/wxt.ts imports "wxt/utils/storage"',
    ]);
  });

  it("lets only the worker's policy reader read storage.managed (through the store), and keeps it out of pages and the content script", () => {
    expect(managedAreaImporters(graph), `read the policy through ${POLICY_READER}`).toEqual([]);
    const isPolicyReader = (edge: ImportEdge) =>
      edge.target.type === "module" && edge.target.path === POLICY_READER;
    expect(chainsFrom(graph, [...PAGE_ENTRIES, CONTENT_ENTRY], isPolicyReader)).toEqual([]);
    // And the worker does reach it, and it reads the area: the rules above would pass on a tree that never reads a policy.
    expect(chainsFrom(graph, ["entrypoints/background/index.ts"], isPolicyReader)).not.toEqual([]);
    expect(runtimeImports(graph, POLICY_READER).map((edge) => edge.target)).toContainEqual({
      type: "module",
      path: MANAGED_AREA,
    });
  });

  it("finds the managed area imported by anything but the policy reader", () => {
    const files = tree({
      [MANAGED_AREA]: "export const readManagedArea = () => browser.storage.managed.get();",
      [POLICY_READER]: 'import { readManagedArea } from "@/lib/core/store/managed-area";',
      "lib/a/b.ts": 'import type { readManagedArea } from "@/lib/core/store/managed-area";',
    });
    expect(managedAreaImporters(files)).toEqual([`lib/a/b.ts imports ${MANAGED_AREA}`]);
  });

  it("defines every stored item of the registry exactly once, and no item outside it", () => {
    const { definitions, unnamed } = storedItemDefinitions(source);
    expect(definitions.length).toBe(Object.keys(STORED_ITEMS).length);
    expect([...unnamed, ...registryProblems(definitions, STORED_ITEMS)]).toEqual([]);
  });

  it("finds each stored item's definition, and a key defined twice, nowhere or outside the registry", () => {
    const files = new Map([
      ["lib/a/a.ts", 'export const aItem = defineStoredItem("a", { schema, fallback: 1, version: 2 });'],
      ["lib/b/b.ts", 'const bItem = defineStoredItem("b", def);\nconst again = defineStoredItem("b", def);'],
      [
        "lib/c/c.ts",
        'const cItem = defineStoredItem("c", def);\n// defineStoredItem("d")\nmake(defineStoredItem(key));',
      ],
      ["lib/d/d.ts", 'export const dTabs = defineStoredFamily("d", def);'],
      ["lib/core/store/stored-item.ts", "export function defineStoredItem(key, definition) {}"],
    ]);
    const { definitions, unnamed } = storedItemDefinitions(files);
    expect(definitions.map((d) => `${d.name}=${d.key}`)).toEqual([
      "aItem=a",
      "bItem=b",
      "again=b",
      "cItem=c",
      "dTabs=d",
    ]);
    expect(unnamed).toEqual([
      "lib/c/c.ts defines a stored item that is not a named constant with its key written out",
    ]);
    expect(registryProblems(definitions, { a: {}, b: {}, e: {} })).toEqual([
      '"b" is defined 2 times: lib/b/b.ts, lib/b/b.ts',
      '"e" is in the registry and defined nowhere',
      'lib/c/c.ts defines "c", which is not in lib/core/store/registry.ts',
      'lib/d/d.ts defines "d", which is not in lib/core/store/registry.ts',
    ]);
  });

  it("lets only its owner's context write each stored item: the others ask the owner", () => {
    expect(
      writesOutsideOwner(graph, ownersIn(STORED_ITEMS)),
      "write it in a file only the owner loads (x.worker.ts, x.options.ts…), or ask the owner through the contract",
    ).toEqual([]);
    // The doors are real: the worker, the options page and the panel each own items, and write them.
    expect(ownersIn(STORED_ITEMS)).toEqual(["options", "sidepanel", "worker"]);
  });

  describe("finds a stored item written outside its owner's context", () => {
    /** A worker that writes `settings`, an options page that writes `preferences`, and a panel. */
    const base = {
      "entrypoints/background/index.ts": 'import { save } from "@/lib/a/a.worker";',
      "entrypoints/options/main.tsx": 'import { keep } from "@/lib/a/keep.options";',
      "entrypoints/sidepanel/main.tsx": 'import { show } from "@/lib/a/panel";',
      "entrypoints/popup/main.tsx": "",
      "entrypoints/content/index.ts": "",
      "lib/core/store/unlock.ts": "export const WRITER = Symbol();",
      "lib/core/store/writes.worker.ts":
        'import { WRITER } from "./unlock";\nexport const writerOf = (h) => h[WRITER]();',
      "lib/core/store/writes.options.ts":
        'import { WRITER } from "./unlock";\nexport const writerOf = (h) => h[WRITER]();',
      "lib/a/items.ts":
        'export const profileListItem = defineStoredItem("settings", def);\nexport const preferencesItem = defineStoredItem("preferences", def);',
      "lib/a/a.worker.ts":
        'import { writerOf } from "@/lib/core/store/writes.worker";\nimport { profileListItem } from "./items";\nexport const save = (x) => writerOf(profileListItem).write(x);',
      "lib/a/keep.options.ts":
        'import { writerOf } from "@/lib/core/store/writes.options";\nimport { preferencesItem } from "./items";\nexport const keep = (x) => writerOf(preferencesItem).write(x);',
      "lib/a/panel.ts":
        'import { profileListItem } from "./items";\nexport const show = () => profileListItem.read();',
    };
    const owners: Owner[] = ["options", "worker"];

    it("and passes the tree where each owner writes its own", () => {
      expect(writesOutsideOwner(tree(base), owners)).toEqual([]);
    });

    it("through an alias, from a panel file", () => {
      const graph = tree({
        ...base,
        "lib/a/panel.ts":
          'import { writerOf } from "@/lib/core/store/writes.worker";\nimport { profileListItem } from "./items";\nconst list = writerOf(profileListItem);\nexport const show = () => list.write([]);',
      });
      expect(writesOutsideOwner(graph, owners)).toEqual([
        "entrypoints/sidepanel/main.tsx → lib/a/panel.ts → lib/core/store/writes.worker.ts: only the worker may load this door",
      ]);
    });

    it("through an array of items, from a page file two imports away", () => {
      const graph = tree({
        ...base,
        "lib/a/panel.ts": 'import { clear } from "./clear";\nexport const show = () => clear();',
        "lib/a/clear.ts":
          'import * as doors from "@/lib/core/store/writes.options";\nimport { preferencesItem, profileListItem } from "./items";\nexport const clear = () => [preferencesItem, profileListItem].forEach((i) => doors.writerOf(i).remove());',
      });
      expect(writesOutsideOwner(graph, owners)).toEqual([
        "entrypoints/sidepanel/main.tsx → lib/a/panel.ts → lib/a/clear.ts → lib/core/store/writes.options.ts: only the options may load this door",
      ]);
    });

    it("by opening a handle without a door", () => {
      const graph = tree({
        ...base,
        "lib/a/panel.ts":
          'import { WRITER } from "@/lib/core/store/unlock";\nimport { profileListItem } from "./items";\nconst list = profileListItem;\nexport const show = () => list[WRITER]().write([]);',
      });
      expect(writesOutsideOwner(graph, owners)).toEqual([
        "lib/a/panel.ts imports lib/core/store/unlock.ts: take a writer from the owner's door instead",
      ]);
    });

    it("by a raw storage call from a panel file, past the store", () => {
      const graph = tree({
        ...base,
        "lib/a/panel.ts": "export const show = () => browser.storage.session.set({ lookupCache: {} });",
      });
      expect(rawStorageOutsideStore(graph)).toEqual(["lib/a/panel.ts:1 uses storage"]);
    });

    it("and an owner whose entry never loads its door, or that has none", () => {
      const graph = tree({ ...base, "entrypoints/options/main.tsx": "" });
      expect(writesOutsideOwner(graph, [...owners, "sidepanel"])).toEqual([
        "entrypoints/options/main.tsx never loads lib/core/store/writes.options.ts: its items are never written",
        "lib/core/store/writes.sidepanel.ts is missing: sidepanel owns items it cannot write",
        "entrypoints/sidepanel/main.tsx never loads lib/core/store/writes.sidepanel.ts: its items are never written",
      ]);
    });
  });

  it("has no runtime import cycle between folders", () => {
    expect(
      folderCycles(graph),
      "a feature that needs another's state asks through the contract, or the page composes the two",
    ).toEqual([]);
  });

  it("writes no words an agent reads in a view: each comes from its feature's tables, in five languages", () => {
    expect(literalTextInViews(source)).toEqual([]);
  });

  it("keeps lib/core free of features: it imports nothing outside lib/core", () => {
    expect(coreImportsOfFeatures(graph)).toEqual([]);
  });

  it("lets a feature import another only through its public entry or its messages", () => {
    expect(privateFeatureImports(graph)).toEqual([]);
  });

  it("lets the pages import a feature only through its index", () => {
    expect(pagePrivateImports(graph), "export it from the feature's index.<page>.ts").toEqual([]);
  });

  it("keeps every *.worker.ts out of the pages and the content script", () => {
    expect(
      chainsFrom(graph, [...PAGE_ENTRIES, CONTENT_ENTRY], isWorkerFile),
      "a .worker.ts file runs in the worker only: pages and content scripts ask it",
    ).toEqual([]);
    // And the worker does reach them: the rule would pass on a tree without any.
    expect(chainsFrom(graph, ["entrypoints/background/index.ts"], isWorkerFile)).not.toEqual([]);
  });

  it("keeps every words table free of imports at run time, so a language's tables load as one file", () => {
    const features = [...graph.imports.keys()].filter((path) => path.endsWith("/words/index.ts"));
    expect(features.length).toBeGreaterThan(10);
    expect([...graph.imports.keys()].filter((path) => WORDS_TABLE.test(path)).length).toBe(
      features.length * UI_LANGUAGES.length,
    );
    expect(
      wordsTablesWithRuntimeImports(graph),
      "a words table is data: import only types in it (`as const satisfies Table`)",
    ).toEqual([]);
  });

  it("listens to runtime.onMessage only in lib/core/contract", () => {
    expect(messageListenersOutsideContract(source), "use ask(), answerWorker() or answerMessages()").toEqual(
      [],
    );
  });

  it("gives every feature a README that lists each of its files", () => {
    expect(featureReadmeProblems(source)).toEqual([]);
    expect(
      [...source.keys()].filter((path) => /^lib\/(?!core\/)[^/]+\/README\.md$/.test(path)).length,
    ).toBeGreaterThan(10);
  });

  it("keeps the entry points short and stateless", () => {
    expect(entryPointProblems(source)).toEqual([]);
    expect(codeFiles(source).filter(([path]) => path.startsWith("entrypoints/")).length).toBeGreaterThan(3);
  });

  it("has no runtime import cycle", () => {
    expect(
      importCycles(graph),
      "a module's top level may run before what it imports: break the cycle",
    ).toEqual([]);
  });

  it("finds an import cycle, and not a type-only one", () => {
    const files = new Map([
      ["lib/a.ts", 'import { b } from "./b";\nexport const a = b;'],
      ["lib/b.ts", 'import { c } from "./c";\nexport const b = c;'],
      ["lib/c.ts", 'import { a } from "./a";\nexport const c = 1;'],
      ["lib/d.ts", 'import type { e } from "./e";\nexport const d = 1;'],
      ["lib/e.ts", 'import { d } from "./d";\nexport type e = number;'],
    ]);
    expect(importCycles(buildImportGraph(files))).toEqual(["lib/a.ts → lib/b.ts → lib/c.ts → lib/a.ts"]);
  });

  it("keeps the secrets store out of every page and the content script", () => {
    expect(
      chainsFrom(graph, [...PAGE_ENTRIES, CONTENT_ENTRY, PUT_TEXT_ENTRY], isSecretsStore),
      `${SECRETS} is the worker's alone: pages and content scripts must not bundle it. Import chains`,
    ).toEqual([]);
  });

  it("has the content script import only detection, insert into reply, the contract, id kinds and wxt", () => {
    expect(
      contentEntryImportViolations(graph),
      `${CONTENT_ENTRY} imports outside its allowed folders`,
    ).toEqual([]);
  });

  it("keeps preact and components out of everything the content script reaches", () => {
    expect(
      chainsFrom(graph, [CONTENT_ENTRY, PUT_TEXT_ENTRY], isUiImport),
      "the content script runs on every helpdesk page: no UI framework in it. Import chains",
    ).toEqual([]);
  });

  it("keeps the pattern parser (regexpp) out of the content script, the worker and the panel", () => {
    const ENTRIES = [
      CONTENT_ENTRY,
      "entrypoints/background/index.ts",
      "entrypoints/sidepanel/main.tsx",
      "entrypoints/popup/main.tsx",
    ];
    expect(chainsFrom(graph, ENTRIES, isPatternParser), "check patterns in the options page only").toEqual(
      [],
    );
    // And the options page does reach it: the rule above would pass on a tree that never checks.
    expect(chainsFrom(graph, ["entrypoints/options/main.tsx"], isPatternParser)).not.toEqual([]);
  });

  it("has no comment cite a line number", () => {
    const everything = new Map([...source, ...readTree(ROOT, ["tests"])]);
    expect(lineCitations(everything, [THIS_FILE]), "cite a name, not a line: line numbers go stale").toEqual(
      [],
    );
  });

  it("puts messages on the wire only in lib/core/contract", () => {
    expect(rawMessageSenders(source), "use ask(), askTab() or answerWorker() from lib/core/contract").toEqual(
      [],
    );
  });

  it("casts no reply in the pages: the contract types them", () => {
    expect(replyCastsInPages(source), "type the reply in lib/core/contract/protocol.ts instead").toEqual([]);
  });

  it("gives every message type of the contract a schema, a handler and a test that names it", () => {
    const tests = [...readTree(ROOT, ["tests"])]
      .filter(([path]) => path !== THIS_FILE)
      .map(([, text]) => text);
    const missing = contractTypes().flatMap(({ type, schema, handled }) => [
      ...(schema ? [] : [`${type} has no schema`]),
      ...(handled ? [] : [`${type} has no handler in the worker`]),
      ...(tests.some((text) => text.includes(`"${type}"`)) ? [] : [`${type} is named in no test`]),
    ]);
    expect(contractTypes().length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it("has components use no extension API: they take props and raise events", () => {
    expect(componentExtensionApiUse(graph), "move the call to the page (entrypoints/) or a hook").toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The machinery, on made-up trees: a rule that cannot fail guards nothing.

const tree = (files: Record<string, string>) => buildImportGraph(new Map(Object.entries(files)));

describe("architecture test machinery", () => {
  it("reads static, side-effect, re-export and dynamic imports, and which are type-only", () => {
    const refs = extractImports(
      [
        'import a from "./a";',
        'import type { B } from "./b";',
        'import { type C, d } from "./c";',
        'import { type E, type F } from "./e";',
        'import type from "./type-named-default";',
        'import "./side.css";',
        'export * from "./star";',
        'export type { G } from "./g";',
        'export { h, type I } from "./h";',
        'const lazy = () => import("./lazy");',
        'type T = typeof import("./typeof");',
        "import {\n  j,\n  k,\n} from './multi-line';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
        "const url = `${base}/x`; // import './in-comment'",
        "/* import './in-block-comment'; */",
        "const text = \"import './in-string'\";",
      ].join("\n"),
    );
    expect(refs.map((ref) => [ref.specifier, ref.kind, ref.typeOnly])).toEqual([
      ["./a", "import", false],
      ["./b", "import", true],
      ["./c", "import", false],
      ["./e", "import", true],
      ["./type-named-default", "import", false],
      ["./multi-line", "import", false],
      ["./side.css", "side-effect", false],
      ["./star", "export-from", false],
      ["./g", "export-from", true],
      ["./h", "export-from", false],
      ["./lazy", "dynamic", false],
      ["./typeof", "dynamic", true],
    ]);
  });

  it("finds words written in a view, in its text and in what is read out, and not code or names", () => {
    const files = new Map([
      [
        "lib/a/View.tsx",
        [
          "const ref = useRef<HTMLElement>(null);",
          "export const View = () => (",
          '  <p title="Copy the code" class="x">',
          "    Nothing here yet <strong>{count}</strong> more to come</p>",
          ");",
          'export const Fine = () => <h1 aria-label={say("title")}>Voucher Lens ×</h1>;',
        ].join("\n"),
      ],
    ]);
    expect(literalTextInViews(files)).toEqual([
      "lib/a/View.tsx:3 shows “Nothing here yet”: put it in the feature's words",
      "lib/a/View.tsx:4 shows “more to come”: put it in the feature's words",
      "lib/a/View.tsx:3 title “Copy the code”: put it in the feature's words",
    ]);
  });

  it("tells comments from strings, template literals, regular expressions and JSX text", () => {
    const { comments, code } = lexSource(
      [
        "const a = 'it\\'s // not a comment';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
        "const b = `x ${c /* one */} // not a comment ${`${d}`}`; // two",
        "const re = /[\"'`]\\/\\/[/]/g; // three",
        "const half = total / 2; // four",
        "const view = <p>Don't /* five */ stop</p>; // six",
      ].join("\n"),
    );
    expect(comments.map((comment) => [comment.text.trim(), comment.line])).toEqual([
      ["one", 2],
      ["two", 2],
      ["three", 3],
      ["four", 4],
      ["five", 5],
      ["six", 5],
    ]);
    expect(code.split("\n")).toHaveLength(5);
  });

  it("resolves relative, @/ and ~/ imports to .ts, .tsx and index files", () => {
    const graph = tree({
      "entrypoints/popup/main.tsx": 'import { App } from "@/entrypoints/popup/App";\nimport "./popup.css";',
      "entrypoints/popup/App.tsx": 'import { x } from "@/lib/x";\nimport { y } from "~/lib/y";',
      "entrypoints/popup/popup.css": "",
      "lib/x.ts": 'export { z } from "../lib/z.js";',
      "lib/y/index.ts": 'import { nope } from "./missing";',
      "lib/z.ts": "",
    });
    const targets = [...graph.imports.values()]
      .flat()
      .map((edge) => [edge.from, edge.specifier, edge.target]);
    expect(targets).toEqual([
      [
        "entrypoints/popup/main.tsx",
        "@/entrypoints/popup/App",
        { type: "module", path: "entrypoints/popup/App.tsx" },
      ],
      ["entrypoints/popup/main.tsx", "./popup.css", { type: "asset", path: "entrypoints/popup/popup.css" }],
      ["entrypoints/popup/main.tsx", "preact/jsx-runtime", { type: "package", name: "preact" }],
      ["entrypoints/popup/App.tsx", "@/lib/x", { type: "module", path: "lib/x.ts" }],
      ["entrypoints/popup/App.tsx", "~/lib/y", { type: "module", path: "lib/y/index.ts" }],
      ["entrypoints/popup/App.tsx", "preact/jsx-runtime", { type: "package", name: "preact" }],
      ["lib/x.ts", "../lib/z.js", { type: "module", path: "lib/z.ts" }],
      ["lib/y/index.ts", "./missing", { type: "unresolved" }],
    ]);
    expect(unresolvedImports(graph)).toEqual([
      'lib/y/index.ts imports "./missing", which is not a file under entrypoints/, components/, lib/',
    ]);
  });

  it("reads a Vite ?raw or ?url import as the file it names, brought in as an asset", () => {
    const graph = tree({
      "lib/notes.ts": 'import notes from "@/CHANGELOG.md?raw";\nimport code from "./z.ts?raw";',
      "lib/z.ts": "",
      "CHANGELOG.md": "",
    });
    expect(graph.imports.get("lib/notes.ts")!.map((edge) => edge.target)).toEqual([
      { type: "asset", path: "CHANGELOG.md" },
      { type: "asset", path: "lib/z.ts" },
    ]);
  });

  it("prints the chain from a page to the secrets store, and ignores type-only links", () => {
    const graph = tree({
      "entrypoints/popup/main.tsx": 'import { App } from "@/entrypoints/popup/App";',
      "entrypoints/popup/App.tsx": 'import { type Profile, load } from "@/lib/profiles/profiles";',
      "lib/profiles/profiles.ts": 'import { readSecrets } from "./secrets.worker";',
      "lib/profiles/secrets.worker.ts": "",
      "entrypoints/options/main.tsx": 'import type { Secret } from "@/lib/profiles/secrets.worker";',
      "entrypoints/sidepanel/main.tsx": 'const later = () => import("@/lib/profiles/profiles");',
      "entrypoints/content/index.ts": 'import { detect } from "@/lib/detect/scan";',
      "lib/detect/scan.ts": "export const detect = 1;",
    });
    expect(chainsFrom(graph, [...PAGE_ENTRIES, CONTENT_ENTRY], isSecretsStore)).toEqual([
      "entrypoints/sidepanel/main.tsx → lib/profiles/profiles.ts → lib/profiles/secrets.worker.ts",
      "entrypoints/popup/main.tsx → entrypoints/popup/App.tsx → lib/profiles/profiles.ts → lib/profiles/secrets.worker.ts",
    ]);
    expect(chainsFrom(tree({}), ["entrypoints/popup/main.tsx"], isSecretsStore)).toEqual([
      "entrypoints/popup/main.tsx is missing: the rule would pass without checking anything (update the entry list)",
    ]);
  });

  it("flags what the content script imports and the UI it reaches", () => {
    const graph = tree({
      "entrypoints/content/index.ts": [
        'import { browser } from "wxt/browser";',
        'import { scan } from "@/lib/detection/scan";',
        'import { send } from "@/lib/core/contract/client";',
        'import type { Settings } from "@/lib/profiles/schema";',
        'import { load } from "@/lib/profiles/profiles";',
      ].join("\n"),
      "lib/detection/scan.ts": 'import { badge } from "./badge";',
      "lib/detection/badge.ts": 'import { Badge } from "@/components/Badge";\nimport { h } from "preact";',
      "lib/core/contract/client.ts": "",
      "lib/profiles/schema.ts": "",
      "lib/profiles/profiles.ts": "",
      "components/Badge.tsx": "",
    });
    expect(contentEntryImportViolations(graph)).toEqual([
      'entrypoints/content/index.ts imports lib/profiles/profiles.ts ("@/lib/profiles/profiles")',
    ]);
    expect(chainsFrom(graph, [CONTENT_ENTRY], isUiImport)).toEqual([
      "entrypoints/content/index.ts → lib/detection/scan.ts → lib/detection/badge.ts → components/Badge.tsx",
      'entrypoints/content/index.ts → lib/detection/scan.ts → lib/detection/badge.ts → "preact"',
    ]);
  });

  it("finds folders importing each other in a circle, naming the imports, and not type-only links", () => {
    const graph = tree({
      "lib/a/x.ts": 'import { y } from "@/lib/b/y";',
      "lib/b/y.ts": 'import { z } from "@/lib/c/z";',
      "lib/c/z.ts": 'import { x } from "@/lib/a/x";\nimport type { W } from "@/lib/d/w";',
      "lib/d/w.ts": 'import { z } from "@/lib/c/z";',
      "lib/core/e/e.ts": "",
    });
    expect(folderCycles(graph)).toEqual([
      "lib/a → lib/b → lib/c → lib/a (lib/a/x.ts → lib/b/y.ts; lib/b/y.ts → lib/c/z.ts; lib/c/z.ts → lib/a/x.ts)",
    ]);
  });

  it("finds lib/core importing a feature, a component or an entry, even for a type", () => {
    const graph = tree({
      "lib/core/api/a.ts": 'import type { P } from "@/lib/profiles/schema";\nimport { b } from "./b";',
      "lib/core/api/b.ts": 'import { w } from "@/entrypoints/background/main";',
      "lib/profiles/schema.ts": "",
      "entrypoints/background/main.ts": 'import { a } from "@/lib/core/api/a";',
    });
    expect(coreImportsOfFeatures(graph)).toEqual([
      "lib/core/api/a.ts imports @/lib/profiles/schema",
      "lib/core/api/b.ts imports @/entrypoints/background/main",
    ]);
  });

  it("finds a feature reaching into another's files, and allows its index and messages", () => {
    const graph = tree({
      "lib/a/x.ts": [
        'import { p } from "@/lib/b";',
        'import { q } from "@/lib/b/index.worker";',
        'import { t } from "@/lib/b/index.sidepanel-answers";',
        'import { M } from "@/lib/b/b.messages";',
        'import { r } from "@/lib/b/inner";',
        'import { s } from "./own";',
      ].join("\n"),
      "lib/a/own.ts": "",
      "lib/b/index.ts": 'export { r as p } from "./inner";',
      "lib/b/index.worker.ts": "",
      "lib/b/index.sidepanel-answers.ts": "",
      "lib/b/b.messages.ts": "",
      "lib/b/inner.ts": "",
      "entrypoints/sidepanel/App.tsx": 'import { r } from "@/lib/b/inner";',
    });
    expect(privateFeatureImports(graph)).toEqual([
      "lib/a/x.ts imports @/lib/b/inner: import it from the feature's index instead",
    ]);
  });

  it("finds a page reaching into a feature's files, even for a type, and allows its indexes", () => {
    const graph = tree({
      "entrypoints/popup/App.tsx": [
        'import { p } from "@/lib/b";',
        'import { q } from "@/lib/b/index.popup";',
        'import type { M } from "@/lib/b/b.messages";',
        'import { r } from "@/lib/b/inner";',
        'import { c } from "@/lib/core/api/client";',
        'import { s } from "./own";',
      ].join("\n"),
      "entrypoints/popup/own.ts": "",
      "entrypoints/background/main.ts": 'import { r } from "@/lib/b/inner";',
      "lib/b/index.ts": 'export { r as p } from "./inner";',
      "lib/b/index.popup.ts": "",
      "lib/b/b.messages.ts": "",
      "lib/b/inner.ts": "",
      "lib/core/api/client.ts": "",
    });
    expect(pagePrivateImports(graph)).toEqual([
      "entrypoints/popup/App.tsx imports @/lib/b/b.messages: import it from the feature's index instead",
      "entrypoints/popup/App.tsx imports @/lib/b/inner: import it from the feature's index instead",
    ]);
  });

  it("finds a *.worker.ts reached from a page, and not through a type-only import", () => {
    const graph = tree({
      "entrypoints/popup/main.tsx": 'import { App } from "@/entrypoints/popup/App";',
      "entrypoints/popup/App.tsx":
        'import { save } from "@/lib/p/save";\nimport type { T } from "@/lib/p/t.worker";',
      "lib/p/save.ts": 'import { write } from "./write.worker";',
      "lib/p/write.worker.ts": "",
      "lib/p/t.worker.ts": "",
    });
    expect(chainsFrom(graph, ["entrypoints/popup/main.tsx"], isWorkerFile)).toEqual([
      "entrypoints/popup/main.tsx → entrypoints/popup/App.tsx → lib/p/save.ts → lib/p/write.worker.ts",
    ]);
  });

  it("finds a words table importing at run time, and not a type-only import", () => {
    const graph = tree({
      "lib/a/words/en.ts":
        'import { table } from "@/lib/core/i18n/words";\nimport type { Table } from "@/lib/core/i18n/message";',
      "lib/a/words/de.ts": 'import type en from "./en";',
      "lib/core/i18n/words.ts": "",
      "lib/core/i18n/message.ts": "",
    });
    expect(wordsTablesWithRuntimeImports(graph)).toEqual([
      'lib/a/words/en.ts imports "@/lib/core/i18n/words"',
    ]);
  });

  it("finds runtime.onMessage listeners outside the contract, not in comments", () => {
    const files = new Map([
      ["lib/core/contract/ask.ts", "browser.runtime.onMessage.addListener(f);"],
      ["lib/k/use-k.ts", "// onMessage.addListener in a comment\nbrowser.runtime.onMessage.addListener(f);"],
      ["lib/k/other.ts", "chrome.runtime.onMessage?.addListener(f);"],
    ]);
    expect(messageListenersOutsideContract(files)).toEqual([
      "lib/k/use-k.ts:2 listens to runtime.onMessage",
      "lib/k/other.ts:1 listens to runtime.onMessage",
    ]);
  });

  it("finds a feature README that misses a file or lists one gone", () => {
    const files = new Map([
      ["lib/a/x.ts", ""],
      ["lib/a/y.worker.ts", ""],
      ["lib/a/README.md", "- `x.ts`: x\n- `z.ts`: gone"],
      ["lib/b/b.ts", ""],
    ]);
    expect(featureReadmeProblems(files)).toEqual([
      "lib/a/README.md does not list y.worker.ts",
      "lib/a/README.md lists z.ts, which is not in the folder",
      "lib/b has no README.md",
    ]);
  });

  it("finds an entry point that is long or holds state", () => {
    const files = new Map([
      [
        "entrypoints/background/index.ts",
        'import { start } from "@/entrypoints/background/main";\nexport default defineBackground(start);',
      ],
      ["entrypoints/content/index.ts", `${"const a = 1;\n".repeat(21)}`],
      ["entrypoints/popup/main.tsx", "let count = 0;\nconst [x] = useState(1);"],
    ]);
    expect(entryPointProblems(files)).toEqual([
      "entrypoints/content/index.ts has 21 lines of code: move them beside the entry",
      'entrypoints/popup/main.tsx:1 holds state ("let"): move it beside the entry',
      'entrypoints/popup/main.tsx:2 holds state ("useState("): move it beside the entry',
    ]);
  });

  it("finds a source folder at the top that the card does not name", () => {
    expect(
      foldersOffCard([
        "package.json",
        "lib/core/api/client.ts",
        "components/Field.tsx",
        "entrypoints/popup/main.tsx",
        "features/lookup/index.ts",
        "app/panel/App.tsx",
        "docs/architecture.md",
        ".ci/run",
      ]),
    ).toEqual([
      "app/ is not on the design card: move its source into lib/, components/ or entrypoints/",
      "features/ is not on the design card: move its source into lib/, components/ or entrypoints/",
    ]);
  });

  it("finds fetch calls outside the API client, not in comments, strings or other names", () => {
    const files = new Map(
      Object.entries({
        "lib/core/api/client.ts": "await fetch(url);",
        "lib/a.ts": "// fetch(url) in a comment\nconst s = 'fetch(x)';\nfetchPage(1); cache.fetch(2);",
        "lib/b.ts": "\nconst r = await globalThis.fetch(url);",
        "lib/c.ts": "const r = await fetch (url);",
      }),
    );
    expect(fetchCallers(files)).toEqual(["lib/b.ts:2 calls fetch", "lib/c.ts:1 calls fetch"]);
  });

  it("finds the chrome global used as the extension API, not in comments, strings or other names", () => {
    const files = new Map(
      Object.entries({
        "lib/a.ts":
          '// chrome.tabs in a comment\nconst url = "chrome://extensions";\nthis.chrome.x; inChrome.y;',
        "lib/b.ts": "\nawait chrome.tabs.query({});",
        "lib/c.ts": 'if (typeof chrome !== "undefined") globalThis.chrome?.sidePanel;',
        "entrypoints/d.ts": "chrome?.runtime.id;",
      }),
    );
    expect(chromeGlobalUsers(files)).toEqual([
      "lib/b.ts:2 uses chrome.t",
      "lib/c.ts:1 uses typeof chrome",
      "lib/c.ts:1 uses globalThis.chrome",
      "entrypoints/d.ts:1 uses chrome?.r",
    ]);
  });

  it("finds messages sent outside lib/messaging, and reply casts in pages", () => {
    const files = new Map(
      Object.entries({
        "lib/core/contract/ask.ts": "await browser.runtime.sendMessage(m);",
        "lib/panel/x.ts": "// sendMessage(m) explained\nawait chrome.runtime.sendMessage(m);",
        "entrypoints/popup/App.tsx": "const page = reply.value as RedemptionPage;\nconst k = [1] as const;",
        "entrypoints/options/App.tsx": "const check = (await ask(t, i)).value;",
      }),
    );
    expect(rawMessageSenders(files)).toEqual(["lib/panel/x.ts:2 calls sendMessage"]);
    expect(replyCastsInPages(files)).toEqual(['entrypoints/popup/App.tsx:1 casts "reply.value as"']);
  });

  it("finds line numbers cited in comments, and only those", () => {
    const cited = ["line 12", "Lines 3-5", "l. 12", "L42", "see #L42", "page-watcher.ts:123"];
    const fine = ["one line", "a line break", "the first 2 lines", "as of 14:05", "HTML5", "lineHeight 3"];
    const files = new Map([
      ["lib/cited.ts", cited.map((text) => `// ${text}`).join("\n")],
      ["lib/fine.ts", `${fine.map((text) => `// ${text}`).join("\n")}\nconst s = "line 12";`],
    ]);
    expect(lineCitations(files).map((violation) => violation.split(" cites ")[0])).toEqual(
      cited.map((_, index) => `lib/cited.ts:${index + 1}`),
    );
  });

  it("finds extension API use in components", () => {
    const graph = tree({
      "components/A.tsx":
        'import { browser } from "wxt/browser";\nexport const A = () => browser.tabs.query({});',
      "components/B.tsx":
        "// browser.tabs in a comment\nexport const B = (p: { browser: string }) => p.browser;",
      "components/C.tsx": "\n\nchrome.runtime.sendMessage({});",
    });
    expect(componentExtensionApiUse(graph)).toEqual([
      "components/A.tsx:2 uses browser.t…",
      'components/A.tsx imports "wxt/browser"',
      "components/C.tsx:3 uses chrome.r…",
    ]);
  });
});
