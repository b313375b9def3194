import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contextsWithoutPolyfill } from "../../bench/size";
import { FIREFOX_MIN_VERSION, GECKO_ID } from "../../lib/core/platform/firefox-manifest";
import { type LocaleMessages, storeProblems } from "../../lib/core/platform/store-rules";
import { BUILD_DIR, HOOK_FILE } from "./firefox";

/** What `npm run build:firefox` produced: the files a Firefox user installs, read as text. */
async function buildFiles(): Promise<Map<string, string>> {
  if (!existsSync(join(BUILD_DIR, "manifest.json"))) {
    throw new Error(`No Firefox build in ${BUILD_DIR}: run npm run build:firefox first`);
  }
  const files = new Map<string, string>();
  for (const entry of await readdir(BUILD_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|json|html|css)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(BUILD_DIR.length + 1), await readFile(path, "utf8"));
  }
  return files;
}

async function manifest() {
  return JSON.parse((await buildFiles()).get("manifest.json")!);
}

/** The package's `_locales`, by language. */
async function locales(): Promise<LocaleMessages> {
  const files = await buildFiles();
  return Object.fromEntries(
    [...files].flatMap(([path, text]) => {
      const language = /^_locales\/([\w-]+)\/messages\.json$/.exec(path)?.[1];
      return language ? [[language, JSON.parse(text)] as const] : [];
    }),
  );
}

describe("the production Firefox build", () => {
  it("runs webextension-polyfill's browser in the worker, the content script and every page", async () => {
    expect(existsSync(join(BUILD_DIR, "manifest.json"))).toBe(true);
    expect(await contextsWithoutPolyfill(BUILD_DIR)).toEqual([]);
  });

  it("passes addons.mozilla.org's limits on name and description, keeping strict_min_version", async () => {
    const m = await manifest();
    expect(Object.keys(await locales()).sort()).toEqual(["de", "en", "es", "fr", "pl"]);
    expect(storeProblems(m, await locales())).toEqual([]);
    expect(m.browser_specific_settings.gecko.strict_min_version).toBe(FIREFOX_MIN_VERSION);
    expect(m.minimum_chrome_version).toBeUndefined();
  });

  it("is Manifest V3 with a fixed add-on id and Firefox 140 as its minimum", async () => {
    const m = await manifest();
    expect(m.manifest_version).toBe(3);
    expect(m.browser_specific_settings.gecko).toMatchObject({
      id: GECKO_ID,
      strict_min_version: FIREFOX_MIN_VERSION,
    });
    expect(m.browser_specific_settings.gecko.data_collection_permissions.required).not.toContain("none");
    // Firefox has no extension service worker: the worker runs as an event page.
    expect(m.background).toEqual({ scripts: ["background.js"] });
  });

  it("offers the side panel as Firefox's sidebar, closed until the agent asks, with the popup and options", async () => {
    const m = await manifest();
    expect(m.sidebar_action).toEqual({
      default_panel: "sidepanel.html",
      default_title: "Voucher Lens",
      open_at_install: false,
    });
    expect(m).not.toHaveProperty("side_panel");
    expect(m.action).toMatchObject({ default_popup: "popup.html" });
    expect(m.options_ui).toMatchObject({ page: "options.html", open_in_tab: true });
    expect(m.commands["lookup-selection"].suggested_key.default).toBe("Alt+Shift+L");
  });

  it("asks for the same permissions as Chrome, less Chrome's sidePanel, and the helpdesks' hosts its content script needs", async () => {
    const m = await manifest();
    expect(m.permissions).toEqual(["storage", "contextMenus", "scripting", "activeTab"]);
    // Firefox grants no host from a content script's matches narrowed to a path: the workspaces'
    // hosts are asked for, nothing wider.
    const hostsOf = (matches: string[]) =>
      [...new Set(matches.map((match) => match.replace(/^(https:\/\/[^/]+)\/.*$/, "$1/*")))].sort();
    expect([...m.host_permissions].sort()).toEqual(
      hostsOf(["https://*.voucherify.io/*", ...m.content_scripts[0].matches]),
    );
    expect(m.content_scripts[0].matches).toContain("https://*.zendesk.com/agent/*");
    expect(m.optional_host_permissions).toEqual(["https://*/*"]);
    expect(m).not.toHaveProperty("externally_connectable");
    expect(m).not.toHaveProperty("content_security_policy");
    expect(JSON.stringify(m.content_scripts)).not.toContain("<all_urls>");
  });

  it("asks for nothing PRIVACY.md does not justify", async () => {
    const m = await manifest();
    const privacy = await readFile(resolve(import.meta.dirname, "../../PRIVACY.md"), "utf8");
    const rows = privacy.split("\n").filter((line) => line.startsWith("|"));
    for (const permission of [...m.permissions, ...m.host_permissions, ...m.optional_host_permissions]) {
      const row = rows.find((line) => line.includes(`\`${permission}\``));
      expect(row, `${permission} has a row in PRIVACY.md`).toBeDefined();
      expect(row!.split("|").at(-2)!.trim().length, `${permission} is explained`).toBeGreaterThan(15);
    }
    for (const kind of m.browser_specific_settings.gecko.data_collection_permissions.required) {
      // authenticationInfo reads "authentication info", as Firefox's prompt words it.
      const words = kind.replace(/([A-Z])/g, " $1").toLowerCase();
      expect(privacy.toLowerCase(), `${kind} is explained`).toContain(words);
    }
  });

  it("carries no test hook, and no Chrome-only side panel call", async () => {
    const files = await buildFiles();
    expect([...files.keys()]).not.toContain(HOOK_FILE);
    for (const [name, text] of files) {
      expect(text, name).not.toContain(HOOK_FILE);
      expect(text, name).not.toContain("sidePanel.open");
    }
  });
});

describe("web-ext lint's innerHTML warning", () => {
  // It points at Preact's renderer, which sets innerHTML only for dangerouslySetInnerHTML.
  it("stays about Preact: no source of ours uses dangerouslySetInnerHTML", async () => {
    const root = resolve(import.meta.dirname, "../..");
    const users: string[] = [];
    for (const dir of ["entrypoints", "components", "lib"]) {
      for (const entry of await readdir(join(root, dir), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        if ((await readFile(path, "utf8")).includes("dangerouslySetInnerHTML")) users.push(path);
      }
    }
    expect(users).toEqual([]);
  });
});
