import { resolve } from "node:path";
import preact from "@preact/preset-vite";
import { defineConfig } from "wxt";
import { PUBLIC_API_DOMAIN } from "./lib/core/api/regions";
import { FIREFOX_SETTINGS } from "./lib/core/platform/firefox-manifest";
import { MINIMUM_CHROME_VERSION } from "./lib/core/platform/store-rules";
import { HELPDESK_MATCHES } from "./lib/detection/helpdesks";

/** The API's six public clusters; dedicated clusters are asked for at run time (optional host permission). */
export const API_HOSTS = [`https://*.${PUBLIC_API_DOMAIN}/*`];

/**
 * The hosts of the helpdesks' agent workspaces. Firefox runs a content script only on a host the
 * extension holds, and grants none from matches narrowed to a path (Chrome needs no such grant):
 * Firefox's build asks for these hosts, and its content script still runs only in the workspaces.
 */
export const HELPDESK_HOSTS = [
  ...new Set(HELPDESK_MATCHES.map((match) => match.replace(/^(https:\/\/[^/]+)\/.*$/, "$1/*"))),
];

/**
 * A language's words in one chunk: every feature's table that only its loader's `import()` loads,
 * gathered, so a page loads one file of words, not one per feature. Each file a page loads costs the
 * browser a request and a module, slow enough on a busy machine to be much of the panel's opening;
 * the tables cost little to parse. A chunk takes what its modules import with it, so a table
 * imports nothing at run time (the architecture test keeps that); one a module imports outright stays
 * where the build puts it.
 */
function wordsChunkOf(
  id: string,
  graph: { getModuleInfo(id: string): { importers: readonly string[] } | null },
) {
  // Any language's table: one added later is gathered the same way.
  const language = /\/words\/([a-z]{2})\.ts$/.exec(id)?.[1];
  if (!language || (graph.getModuleInfo(id)?.importers.length ?? 1) > 0) return undefined;
  return `words-${language}`;
}

export default defineConfig({
  // wxt/browser is webextension-polyfill's `browser`: one promise-based API in both browsers, including
  // what Chrome still lacks, the reply an onMessage listener returns as a promise. In Firefox it hands
  // back the browser's own object.
  modules: ["@wxt-dev/webextension-polyfill"],
  // Manifest V3 in Firefox too, not WXT's default MV2: one permission model and one content security
  // policy for both browsers. Why, and what still differs: docs/firefox.md.
  manifestVersion: 3,
  // VL_SOURCEMAP=1 (bench/bundle-report.ts) builds apart, leaving the build the tests load alone.
  ...(process.env.VL_SOURCEMAP ? { outDirTemplate: "{{browser}}-mv{{manifestVersion}}-report" } : {}),
  manifest: ({ browser }) => ({
    name: "Voucher Lens",
    short_name: "Voucher Lens",
    // In the browser's language, from public/_locales: each at most 132 characters, as the Chrome
    // Web Store requires (lib/core/platform/store-rules.ts). The name is the product's in every language.
    description: "__MSG_extDescription__",
    default_locale: "en",
    ...(browser === "firefox" ? {} : { minimum_chrome_version: MINIMUM_CHROME_VERSION }),
    // What an admin may push (docs/admin-guide.md): never a secret. Firefox reads the same keys
    // from policies.json with no schema, so the worker checks them all (managed-policy.ts).
    ...(browser === "firefox" ? {} : { storage: { managed_schema: "managed_schema.json" } }),
    // contextMenus: look up selected text anywhere; scripting: detection on sites the agent enables;
    // activeTab: the popup may see which site it was opened on, to offer "Enable on this site".
    // sidePanel is Chrome's; Firefox gets sidebar_action from the same entrypoint and needs no permission.
    permissions: [
      "storage",
      ...(browser === "firefox" ? [] : ["sidePanel"]),
      "contextMenus",
      "scripting",
      "activeTab",
    ],
    commands: {
      "open-panel": {
        suggested_key: { default: "Alt+Shift+V" },
        description: "__MSG_openPanel__",
      },
      "lookup-selection": {
        suggested_key: { default: "Alt+Shift+L" },
        description: "__MSG_lookupSelection__",
      },
    },
    host_permissions: browser === "firefox" ? [...API_HOSTS, ...HELPDESK_HOSTS] : API_HOSTS,
    // Putting a reply into the box loads into a helpdesk frame only when the agent presses Insert
    // (lib/insert-reply/put-text-on-demand.content.ts). Chrome gives the file a URL that changes each
    // session, so a page cannot learn from it that the extension is installed; Firefox's extension
    // URLs differ per install already.
    web_accessible_resources: [
      {
        resources: ["put-text.js"],
        matches: ["https://*/*"],
        ...(browser === "firefox" ? {} : { use_dynamic_url: true }),
      },
    ],
    // A dedicated cluster has its own https host: asked for when the agent saves such a profile.
    optional_host_permissions: ["https://*/*"],
    // The add-on id, the minimum version and the data Firefox's install prompt lists.
    ...(browser === "firefox" ? { browser_specific_settings: FIREFOX_SETTINGS } : {}),
  }),
  hooks: {
    // The content script runs in the built-in helpdesks' agent workspaces; its entrypoint leaves the
    // list to this file, so the script's bundle does not carry it. Set on the entrypoint, it reaches
    // the manifest of a build and the scripts `wxt` registers while developing alike.
    "entrypoints:resolved": (_wxt, entrypoints) => {
      for (const entrypoint of entrypoints) {
        if (entrypoint.type === "content-script" && entrypoint.name === "content")
          entrypoint.options.matches = [...HELPDESK_MATCHES];
      }
    },
    // The privacy policy the first-run page links to, in the package: nothing is fetched to show it.
    "build:publicAssets": (wxt, files) => {
      files.push({ absoluteSrc: resolve(wxt.config.root, "PRIVACY.md"), relativeDest: "privacy-policy.txt" });
    },
    "build:manifestGenerated": (wxt, manifest) => {
      // Firefox opens a new extension's sidebar at install by default; Chrome's panel opens when asked.
      if (wxt.config.browser === "firefox" && manifest.sidebar_action) {
        manifest.sidebar_action.open_at_install = false;
      }
    },
    "vite:build:extendConfig": (entrypoints, config) => {
      // The HTML pages, built together: a language's words in one chunk (wordsChunkOf). The scripts
      // built alone (worker, content script) are single files, with no chunks to gather.
      if (entrypoints.every((entrypoint) => entrypoint.inputPath.endsWith(".html"))) {
        const output = config.build?.rollupOptions?.output;
        // Files named without a content hash: a package's files are replaced whole on update, so a
        // hash busts no cache, and each file a page loads names its chunks, every hash an incompressible
        // few bytes of the opening (and a change elsewhere moved its size).
        const gathered = {
          manualChunks: wordsChunkOf,
          entryFileNames: "chunks/[name].js",
          chunkFileNames: "chunks/[name].js",
          assetFileNames: "assets/[name][extname]",
        };
        config.build = {
          ...config.build,
          rollupOptions: {
            ...config.build?.rollupOptions,
            output: Array.isArray(output)
              ? output.map((each) => ({ ...each, ...gathered }))
              : { ...output, ...gathered },
          },
        };
      }
      // Every context is minified by terser, which packs the code tighter than esbuild does.
      if (process.env.VL_NO_MINIFY) return;
      config.build = {
        ...config.build,
        minify: "terser",
        terserOptions: { compress: { passes: 3 }, format: { comments: false } },
      };
    },
  },
  // The sources zip for addons.mozilla.org's reviewers (SOURCE_CODE_REVIEW.md): what rebuilds the
  // package, not tests, benchmarks, README pictures or a test run's output. WXT already leaves out
  // node_modules, .output and every dotfile (.env*, .npmrc); keys and packages are left out too.
  zip: {
    excludeSources: [
      "tests/**",
      "bench/**",
      "docs/screenshots/**",
      "demo-output/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      "**/*.log",
      "**/*.pem",
      "**/*.key",
      "**/*.p12",
      "**/*.zip",
      "**/*.xpi",
      "**/*.crx",
    ],
  },
  vite: () => ({
    plugins: [preact()],
    build: {
      // Every browser version the manifests admit preloads modules itself: no polyfill in every page.
      modulePreload: { polyfill: false },
      // VL_NO_MINIFY=1: a readable build, for reading a performance profile of the content script.
      ...(process.env.VL_NO_MINIFY ? { minify: false } : {}),
      // VL_SOURCEMAP=1: source maps for bench/bundle-report.ts, which shares each file's weight out by module.
      ...(process.env.VL_SOURCEMAP ? { sourcemap: true } : {}),
    },
  }),
});
