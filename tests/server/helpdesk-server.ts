import { readFile } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { extname, resolve } from "node:path";
import { makeCertificate } from "./cert";

/** Sample helpdesk pages, served over HTTPS on loopback; browsers reach them as *.zendesk.com. */
export interface HelpdeskServer {
  port: number;
  /**
   * A page in the host's agent workspace, where Voucher Lens runs: e.g.
   * https://acme.zendesk.com/agent/ticket.html once Chromium maps *.zendesk.com here. A name that
   * starts with a path of its own ("hc/en-us/…", "agent/tickets/1") is taken as it is.
   */
  pageUrl(name: string, host?: string): string;
  close(): Promise<void>;
}

/**
 * Each sample host's agent workspace (lib/detection/helpdesks.ts): every page is also served under
 * these paths, so a page's relative links and frames stay in the workspace.
 */
const WORKSPACES: [host: RegExp, path: string][] = [
  [/\.zendesk\.com$/, "agent/"],
  [/\.freshdesk\.com$/, "a/"],
  [/^app\.intercom\.com$/, "a/"],
  [/\.gorgias\.com$/, "app/"],
  [/\.lightning\.force\.com$/, "lightning/"],
];
const WORKSPACE_PATH = /^\/(?:agent|a|app|lightning|helpdesk|hc\/[a-z-]+)\//;

/** The page's URL on `host`: in its workspace unless `name` already says where. */
export function helpdeskPageUrl(name: string, host = "acme.zendesk.com"): string {
  const workspace = WORKSPACES.find(([pattern]) => pattern.test(host))?.[1] ?? "";
  const inPath = /^[a-z0-9-]+\//.test(name);
  return `https://${host}/${inPath ? "" : workspace}${name}`;
}

const PAGES = resolve(import.meta.dirname, "helpdesk");
const MODULES = resolve(import.meta.dirname, "../../node_modules");
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};
const SLDS = "@salesforce-ux/design-system/assets";
/**
 * The design systems' own files, as the helpdesks load them: the pages built from their blueprints
 * (salesforce-*.html, zendesk-garden.html…) link these paths. A fixed list, nothing else of
 * node_modules is served. The icon paths are the ones SLDS's blueprints write.
 */
const VENDOR: Record<string, string> = {
  "/vendor/slds.css": `${SLDS}/styles/salesforce-lightning-design-system.min.css`,
  "/assets/icons/utility-sprite/svg/symbols.svg": `${SLDS}/icons/utility-sprite/svg/symbols.svg`,
  "/assets/icons/standard-sprite/svg/symbols.svg": `${SLDS}/icons/standard-sprite/svg/symbols.svg`,
  "/vendor/garden-variables.css": "@zendeskgarden/css-variables/dist/index.css",
  "/vendor/garden-bedrock.css": "@zendeskgarden/css-bedrock/dist/index.css",
  "/vendor/garden-avatars.css": "@zendeskgarden/css-avatars/dist/index.css",
  "/vendor/garden-callouts.css": "@zendeskgarden/css-callouts/dist/index.css",
  "/vendor/garden-tables.css": "@zendeskgarden/css-tables/dist/index.css",
  "/vendor/garden-tabs.css": "@zendeskgarden/css-tabs/dist/index.css",
  "/vendor/garden-tags.css": "@zendeskgarden/css-tags/dist/index.css",
};

/** The editor pages' scripts (editors/<name>.ts), bundled with the editor library they mount. */
export const EDITORS = [
  "prosemirror",
  "quill",
  "ckeditor",
  "lexical",
  "textarea",
  "contenteditable",
  "draftjs",
  "quill1",
  "slate",
  "tiptap",
  "summernote",
  "tinymce",
  "codemirror",
  "easymde",
  "ckeditor4",
  "quillshadow",
  "refusing",
  "asking",
] as const;
const EDITOR_SOURCES = resolve(import.meta.dirname, "editors");
interface EditorBundle {
  js: string;
  css: string;
}
/** Built in memory on first request, once per process: a source change takes a new test run. */
const bundles = new Map<string, Promise<EditorBundle>>();

function editorBundle(name: string): Promise<EditorBundle> {
  let bundle = bundles.get(name);
  if (!bundle) {
    bundle = buildEditor(name);
    bundles.set(name, bundle);
    // A failed build is not kept: the next request tries again and reports its own error.
    bundle.catch(() => bundles.delete(name));
  }
  return bundle;
}

async function buildEditor(name: string): Promise<EditorBundle> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [resolve(EDITOR_SOURCES, `${name}.ts`)],
    bundle: true,
    // Summernote's style sheet names its icon font: not needed to edit.
    loader: { ".woff": "empty", ".woff2": "empty", ".ttf": "empty", ".eot": "empty" },
    format: "iife",
    target: "es2022",
    platform: "browser",
    // Lexical's development build: its errors say what went wrong.
    conditions: ["development"],
    // Draft.js's dependencies read Node's `global`.
    define: { "process.env.NODE_ENV": '"development"', global: "globalThis" },
    write: false,
    outdir: "/editors",
    logLevel: "silent",
    legalComments: "none",
  });
  const text = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text;
  return { js: text(".js") ?? "", css: text(".css") ?? "" };
}

/** How each editor page names its editor, and the element its script mounts on (#reply). */
const EDITOR_PAGES: Record<(typeof EDITORS)[number], { label: string; box: string }> = {
  prosemirror: { label: "ProseMirror", box: '<div id="reply"></div>' },
  quill: { label: "Quill", box: '<div id="reply"></div>' },
  ckeditor: { label: "CKEditor 5", box: '<div id="reply"></div>' },
  lexical: { label: "Lexical", box: '<div id="reply"></div>' },
  textarea: {
    label: "plain textarea",
    box: '<textarea id="reply" aria-labelledby="reply-label" rows="6" placeholder="Write your reply…"></textarea>',
  },
  contenteditable: { label: "plain contenteditable", box: '<div id="reply" contenteditable="true"></div>' },
  draftjs: { label: "Draft.js", box: '<div id="reply"></div>' },
  quill1: { label: "Quill 1", box: '<div id="reply"></div>' },
  slate: { label: "Slate", box: '<div id="reply"></div>' },
  tiptap: { label: "TipTap", box: '<div id="reply"></div>' },
  summernote: { label: "Summernote", box: '<div id="reply"></div>' },
  tinymce: { label: "TinyMCE (iframe)", box: '<div id="reply"></div>' },
  codemirror: { label: "CodeMirror 6", box: '<div id="reply"></div>' },
  easymde: { label: "EasyMDE (CodeMirror 5)", box: '<div id="reply"></div>' },
  ckeditor4: { label: "CKEditor 4, two frames deep", box: '<div id="reply"></div>' },
  quillshadow: { label: "Quill in a shadow root", box: '<div id="reply"></div>' },
  refusing: { label: "an editor that refuses every input", box: '<div id="reply"></div>' },
  asking: { label: "an editor that asks before pasting HTML", box: '<div id="reply"></div>' },
};
const isEditor = (name: string): name is (typeof EDITORS)[number] => Object.hasOwn(EDITOR_PAGES, name);

/** editor-<name>.html: one ticket page (editor-page.html), the editor's name and reply box filled in. */
async function serveEditorPage(path: string, res: ServerResponse): Promise<boolean> {
  const name = /^\/editor-([a-z0-9]+)\.html$/.exec(path)?.[1];
  if (!name || !isEditor(name)) return false;
  const { label, box } = EDITOR_PAGES[name];
  const page = (await readFile(resolve(import.meta.dirname, "editor-page.html"), "utf8"))
    .replaceAll("{{name}}", name)
    .replace("{{label}}", label)
    .replace("{{box}}", box);
  res.writeHead(200, { "Content-Type": TYPES[".html"]! }).end(page);
  return true;
}

/** /editors/<name>.js or .css for the fixed names only; anything else is no editor. */
async function serveEditor(path: string, res: ServerResponse): Promise<boolean> {
  const match = /^\/editors\/([a-z0-9]+)\.(js|css)$/.exec(path);
  if (!match || !(EDITORS as readonly string[]).includes(match[1]!)) return false;
  const [, name, kind] = match;
  try {
    const bundle = await editorBundle(name!);
    res
      .writeHead(200, { "Content-Type": TYPES[`.${kind}`]!, "Cache-Control": "no-store" })
      .end(kind === "js" ? bundle.js : bundle.css);
  } catch (error) {
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(String(error));
  }
  return true;
}

/**
 * CKEditor 4's own files (/vendor/ckeditor4/…), which its ckeditor.js loads from its base path as it
 * needs them: config, language, skin, plugin icons. Only paths inside its package.
 */
async function serveCkeditor4(path: string, res: ServerResponse): Promise<boolean> {
  const match = /^\/vendor\/ckeditor4\/((?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.(js|css|png|svg))$/i.exec(path);
  if (!match || match[1]!.includes("..")) return false;
  try {
    const body = await readFile(resolve(MODULES, "ckeditor4", match[1]!));
    const type = { js: TYPES[".js"], css: TYPES[".css"], png: "image/png", svg: TYPES[".svg"] }[
      match[2]!.toLowerCase()
    ];
    res.writeHead(200, { "Content-Type": type ?? "text/plain" }).end(body);
  } catch {
    res.writeHead(404).end();
  }
  return true;
}

export async function startHelpdeskServer(): Promise<HelpdeskServer> {
  const sockets = new Set<Socket>();
  const server = createServer(await makeCertificate(), async (req, res) => {
    const raw = (req.url ?? "/").split("?")[0]!;
    // The single-page helpdesk answers at any ticket's address, as a helpdesk's app shell does;
    // any other page at the root, in a workspace or in a help center ("hc/en-us/").
    const path = /^\/agent\/tickets\/\d+(?:\/|$)/.test(raw) ? raw : raw.replace(WORKSPACE_PATH, "/");
    if (
      (await serveEditor(path, res)) ||
      (await serveEditorPage(path, res)) ||
      (await serveCkeditor4(path, res))
    )
      return;
    const vendor = Object.hasOwn(VENDOR, path) ? VENDOR[path] : undefined;
    if (vendor) {
      try {
        const body = await readFile(resolve(MODULES, vendor));
        res.writeHead(200, { "Content-Type": TYPES[extname(vendor)] ?? "text/plain" }).end(body);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    const name = /^\/agent\/tickets\/\d+(?:\/|$)/.test(path)
      ? "tickets-spa.html"
      : path.replace(/^\/+/, "") || "ticket.html";
    if (!/^[a-z0-9-]+\.(html|js)$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(resolve(PAGES, name));
      res.writeHead(200, { "Content-Type": TYPES[extname(name)] ?? "text/plain" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    pageUrl: (name, host) => helpdeskPageUrl(name, host),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
