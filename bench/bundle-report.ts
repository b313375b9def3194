/**
 * Where each context's weight comes from: every source module's share of the content script, the
 * service worker and the side panel at opening, in gzip -9 bytes as bench/size.ts counts them.
 *
 *   VL_SOURCEMAP=1 npx wxt build && npx tsx bench/bundle-report.ts [--top=N] [--all]
 *
 * VL_SOURCEMAP=1 builds into .output/chrome-mv3-report, so the build the tests load is left alone.
 * Each file's minified bytes are attributed to the source its source map names for them; the file's
 * gzip size is then shared out in proportion (gzip packs text unevenly, so a share is an estimate,
 * good for ranking, not for budgets). --all also lists the side panel's lazy chunks.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { scriptsOf } from "./size";

const ROOT = resolve(import.meta.dirname, "..");
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const DIR = resolve(ROOT, arg("dir") ?? ".output/chrome-mv3-report");
const TOP = Number(arg("top") ?? 25);

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The source index of each generated segment of a source map, with its line and column span. */
function* segments(mappings: string) {
  let source = 0;
  for (const [line, text] of mappings.split(";").entries()) {
    let column = 0;
    for (const segment of text.split(",")) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      yield { line, column, source: fields.length > 1 ? source : -1 };
    }
  }
}

/** A module's name: a package's, or the source file's path from the project root. */
function moduleName(source: string, mapDir: string): string {
  const path = relative(ROOT, resolve(mapDir, source));
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return pkg ? `npm:${pkg[1]}` : path;
}

/** Minified bytes per source module of one built file, and its gzip -9 size. */
async function attribute(file: string): Promise<{ gzip: number; bytes: Map<string, number> }> {
  const code = await readFile(join(DIR, file), "utf8");
  const gzip = gzipSync(code, { level: 9 }).length;
  const bytes = new Map<string, number>();
  const add = (name: string, n: number) => bytes.set(name, (bytes.get(name) ?? 0) + n);
  const mapFile = join(DIR, `${file}.map`);
  if (!existsSync(mapFile)) {
    add(`(no source map) ${file}`, code.length);
    return { gzip, bytes };
  }
  const map = JSON.parse(await readFile(mapFile, "utf8")) as { sources: string[]; mappings: string };
  const mapDir = join(DIR, file, "..");
  const lines = code.split("\n");
  const list = [...segments(map.mappings)];
  let mapped = 0;
  for (const [i, segment] of list.entries()) {
    const next = list[i + 1];
    const end = next && next.line === segment.line ? next.column : lines[segment.line]!.length;
    const name = segment.source < 0 ? "(glue)" : moduleName(map.sources[segment.source]!, mapDir);
    add(name, end - segment.column);
    mapped += end - segment.column;
  }
  add("(glue)", code.length - mapped);
  return { gzip, bytes };
}

/** Each module's estimated gzip bytes over a set of files. */
async function entryReport(files: string[]) {
  const shares = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const { gzip, bytes } = await attribute(file);
    total += gzip;
    const raw = [...bytes.values()].reduce((a, b) => a + b, 0);
    for (const [name, n] of bytes) shares.set(name, (shares.get(name) ?? 0) + (gzip * n) / raw);
  }
  return { total, shares: [...shares].sort((a, b) => b[1] - a[1]) };
}

function print(title: string, report: { total: number; shares: [string, number][] }) {
  console.log(`\n${title}: ${(report.total / 1000).toFixed(1)} kB gzip -9`);
  for (const [name, bytes] of report.shares.slice(0, TOP))
    console.log(
      `  ${(bytes / 1000).toFixed(2).padStart(6)} kB ${((100 * bytes) / report.total).toFixed(1).padStart(5)}%  ${name}`,
    );
  const rest = report.shares.slice(TOP);
  if (rest.length)
    console.log(
      `  ${(rest.reduce((a, [, b]) => a + b, 0) / 1000).toFixed(2).padStart(6)} kB in ${rest.length} more modules`,
    );
}

if (!existsSync(join(DIR, "manifest.json")))
  throw new Error(`No build in ${DIR}: run VL_SOURCEMAP=1 npx wxt build first`);
const panel = await scriptsOf(DIR, "sidepanel.html");
print("content script", await entryReport(["content-scripts/content.js"]));
print("service worker", await entryReport(["background.js"]));
print(`side panel at opening (${panel.entry.join(", ")})`, await entryReport(panel.entry));
if (process.argv.includes("--all")) print("side panel, loaded later", await entryReport(panel.lazy));
