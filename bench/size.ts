/** What each part of the extension costs to download and parse: gzip level 9 of the built files. */
import { readFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { kB, type Row } from "./report";

const gzipped = async (dir: string, file: string) =>
  gzipSync(await readFile(join(dir, file)), { level: 9 }).length;

/** `from "./x.js"`, `import "./x.js"` and `import("./x.js")`: group 1 is "(" for a dynamic import. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*(\(?)\s*)["'](\.{1,2}\/[^"']+\.js|\/[^"']+\.js)["']/g;

/**
 * A page's scripts, split where the build splits them: the module scripts the page names with every
 * chunk they import statically (all loaded before the page's first paint), and the chunks loaded
 * later through `import()`, with the chunks those import that the page had not loaded already.
 */
export async function scriptsOf(dir: string, html: string): Promise<{ entry: string[]; lazy: string[] }> {
  const page = await readFile(join(dir, html), "utf8");
  const named = [...page.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const follow = async (start: string[], known: Set<string>, dynamic: boolean) => {
    const pending = [...start];
    const seen = new Set<string>();
    const later: string[] = [];
    while (pending.length) {
      const file = normalize(pending.pop()!);
      if (seen.has(file) || known.has(file)) continue;
      seen.add(file);
      const code = await readFile(join(dir, file), "utf8");
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
    budgeted("content script (content-scripts/content.js)", sizes.contentScript, 15),
    budgeted(
      `side panel JS at opening (${panel.entry.length} files: the entry and the chunks it imports)`,
      sizes.sidePanel,
      45,
    ),
    // No budget of its own: what only some answers need (reply languages, the note after an update,
    // the keyboard help…), loaded when they are; listed so no weight hides behind an import().
    {
      section: SECTION,
      measure: `side panel JS loaded later (${panel.lazy.length} files, each when an answer needs it)`,
      result: kB(sizes.sidePanelLazy),
    },
    budgeted("service worker (background.js)", sizes.serviceWorker, 25),
  ];
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
