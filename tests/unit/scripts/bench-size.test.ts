import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { benchSize, contextsWithoutPolyfill, scriptsOf } from "../../../bench/size";

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A build as Vite writes it: the page names its entry; chunks import each other, statically or by import(). */
async function build(files: Record<string, string>) {
  dir = await mkdtemp(join(tmpdir(), "voucher-lens-size-"));
  await mkdir(join(dir, "chunks"));
  await mkdir(join(dir, "content-scripts"));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
}

const PANEL = {
  "sidepanel.html":
    '<script type="module" crossorigin src="/chunks/sidepanel-1.js"></script>\n<link rel="modulepreload" crossorigin href="/chunks/base-1.js">\n<link rel="stylesheet" crossorigin href="/chunks/panel-1.css">',
  "chunks/panel-1.css": 'body{font:13px system-ui}a[href="./x.js"]{color:red}',
  "chunks/sidepanel-1.js": 'import{a}from"./base-1.js";const en=()=>import("./en-1.js");',
  "chunks/base-1.js": "export const a=1;",
  "chunks/en-1.js": 'import{a}from"./base-1.js";import{w}from"./words-1.js";export const EN={a,w};',
  "chunks/words-1.js": 'export const w="word";const later=()=>import("./de-1.js");',
  "chunks/de-1.js": "export const DE={};",
  "content-scripts/content.js": "1",
  "background.js": "1",
  "popup.html": "",
  "options.html": "",
};

const POLYFILLED = "const reject={__mozWebExtensionPolyfillReject__:!0};";

describe("the size bench", () => {
  it("names each context of a build that does not carry webextension-polyfill", async () => {
    await build({
      ...PANEL,
      "background.js": POLYFILLED,
      "chunks/base-1.js": `export const a=1;${POLYFILLED}`,
      "popup.html": '<script type="module" src="/chunks/popup-1.js"></script>',
      "chunks/popup-1.js": 'import{a}from"./base-1.js";',
      "options.html": '<script type="module" src="/chunks/options-1.js"></script>',
      "chunks/options-1.js": 'const later=()=>import("./base-1.js");',
    });
    // The content script has none; the options page has it only in a chunk loaded later.
    expect(await contextsWithoutPolyfill(dir)).toEqual(["content-scripts/content.js", "options.html"]);
  });

  it("counts at opening what the panel's HTML loads and its scripts import statically, and lists what it loads later apart", async () => {
    await build(PANEL);
    expect(await scriptsOf(dir, "sidepanel.html")).toEqual({
      entry: ["chunks/base-1.js", "chunks/panel-1.css", "chunks/sidepanel-1.js"],
      lazy: ["chunks/de-1.js", "chunks/en-1.js", "chunks/words-1.js"],
    });
  });

  it("gives the chunks loaded later a row of their own, beside the budgeted ones", async () => {
    await build(PANEL);
    const { rows } = await benchSize(dir);
    expect(rows.map((row) => [row.measure.split(" (")[0], row.budget])).toEqual([
      ["content script", "≤ 17 kB"],
      ["side panel at opening", "≤ 46.5 kB"],
      ["side panel JS loaded later", undefined],
      ["service worker", "≤ 35 kB"],
      ["webextension-polyfill in the worker, the content script and every page", "in all five"],
    ]);
  });
});
