/** What each part of the extension costs to download and parse: gzip level 9 of the built files. */
import { readFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { kB, type Row } from "./report";

const gzipped = async (dir: string, file: string) =>
  gzipSync(await readFile(join(dir, file)), { level: 9 }).length;

/** `from "./x.js"`, `import "./x.js"` and `import("./x.js")`: group 1 is "(" for a dynamic import. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*(\(?)\s*)["'](\.{1,2}\/[^"']+\.js|\/[^"']+\.js)["']/g;

/** What a page's HTML loads before its first paint: module scripts, module preloads and stylesheets. */
const LOADED_BY_HTML =
  /<script[^>]*\ssrc="\/?([^"]+\.js)"|<link[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref="\/?([^"]+)"/g;

/**
 * A page's files, split where the build splits them: the scripts, preloads and stylesheets the page
 * names with every chunk they import statically (all loaded before the page's first paint), and the
 * chunks loaded later through `import()`, with the chunks those import that the page had not loaded
 * already.
 */
export async function scriptsOf(dir: string, html: string): Promise<{ entry: string[]; lazy: string[] }> {
  const page = await readFile(join(dir, html), "utf8");
  const named = [...page.matchAll(LOADED_BY_HTML)].map((m) => (m[1] ?? m[2])!);
  const follow = async (start: string[], known: Set<string>, dynamic: boolean) => {
    const pending = [...start];
    const seen = new Set<string>();
    const later: string[] = [];
    while (pending.length) {
      const file = normalize(pending.pop()!);
      if (seen.has(file) || known.has(file)) continue;
      seen.add(file);
      const code = await readFile(join(dir, file), "utf8");
      if (!file.endsWith(".js")) continue;
      for (const m of code.matchAll(IMPORT)) {
        const target = m[2]!.startsWith("/") ? m[2]!.slice(1) : join(dirname(file), m[2]!);
        (m[1] && !dynamic ? later : pending).push(target);
      }
    }
    return { files: seen, later };
  };
  const entry = await follow(named, new Set(), false);
  const lazy = await follow(entry.later, entry.files, true);
  return { entry: [...entry.files].sort(), lazy: [...lazy.files].sort() };
}

/** A string of webextension-polyfill's that minifiers keep: the mark of a rejected promised reply. */
const POLYFILL_MARK = "__mozWebExtensionPolyfillReject__";

/**
 * The contexts of a build whose code at start does not carry webextension-polyfill: the worker, the
 * content script, and each page with what its HTML loads. Every context calls the extension API
 * through the polyfill's `browser`, so each of them must.
 */
export async function contextsWithoutPolyfill(dir: string): Promise<string[]> {
  const carries = async (files: string[]) => {
    const texts = await Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
    return texts.some((text) => text.includes(POLYFILL_MARK));
  };
  const contexts: [string, string[]][] = [
    ["background.js", ["background.js"]],
    ["content-scripts/content.js", ["content-scripts/content.js"]],
  ];
  for (const page of ["sidepanel.html", "popup.html", "options.html"])
    contexts.push([page, (await scriptsOf(dir, page)).entry.filter((file) => file.endsWith(".js"))]);
  const missing: string[] = [];
  for (const [name, files] of contexts) if (!(await carries(files))) missing.push(name);
  return missing;
}

export async function benchSize(dir: string): Promise<{ rows: Row[]; figures: Record<string, unknown> }> {
  const panel = await scriptsOf(dir, "sidepanel.html");
  const sizesOf = (files: string[]) => Promise.all(files.map((file) => gzipped(dir, file)));
  const [entrySizes, lazySizes] = await Promise.all([sizesOf(panel.entry), sizesOf(panel.lazy)]);
  const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
  const sizes = {
    contentScript: await gzipped(dir, "content-scripts/content.js"),
    sidePanel: sum(entrySizes),
    sidePanelLazy: sum(lazySizes),
    serviceWorker: await gzipped(dir, "background.js"),
  };
  const rows: Row[] = [
    budgeted("content script (content-scripts/content.js)", sizes.contentScript, 17),
    budgeted(
      `side panel at opening (${panel.entry.length} files: every script, preload and stylesheet its HTML loads)`,
      sizes.sidePanel,
      46.5,
    ),
    // No budget of its own: what only some answers need (reply languages, the note after an update,
    // the keyboard help…), loaded when they are; listed so no weight hides behind an import().
    {
      section: SECTION,
      measure: `side panel JS loaded later (${panel.lazy.length} files, each when an answer needs it)`,
      result: kB(sizes.sidePanelLazy),
    },
    budgeted("service worker (background.js)", sizes.serviceWorker, 35),
  ];
  // The sizes above are budgeted with webextension-polyfill in: a build without it would pass unfairly.
  const withoutPolyfill = await contextsWithoutPolyfill(dir);
  rows.push({
    section: SECTION,
    measure: "webextension-polyfill in the worker, the content script and every page",
    result: withoutPolyfill.length ? `missing from ${withoutPolyfill.join(", ")}` : "in all five",
    budget: "in all five",
    pass: withoutPolyfill.length === 0,
  });
  return {
    figures: {
      gzipBytes: sizes,
      sidePanelFiles: Object.fromEntries(panel.entry.map((file, i) => [file, entrySizes[i]])),
      sidePanelLazyFiles: Object.fromEntries(panel.lazy.map((file, i) => [file, lazySizes[i]])),
    },
    rows,
  };
}

const SECTION = "Size, gzip -9";

function budgeted(measure: string, bytes: number, budgetKB: number): Row {
  return {
    section: SECTION,
    measure,
    result: kB(bytes),
    budget: `≤ ${budgetKB} kB`,
    pass: bytes <= budgetKB * 1000,
  };
}
