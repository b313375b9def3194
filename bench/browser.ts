import { cp, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { SETUP_FRAGMENT } from "../lib/onboarding/setup-fragment";
import { extensionFlags, QUIET_CHROMIUM_FLAGS } from "../tests/chromium-flags";

export const BUILD_DIR = resolve(import.meta.dirname, "../.output/chrome-mv3");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Host names the bench's pages are reached by: the first runs the content script, the second does not. */
export const HELPDESK_HOST = "acme.zendesk.com";
export const PLAIN_HOST = "tickets.example.org";

/**
 * A private copy of the build: other work on this machine rebuilds .output while the bench runs.
 * Every file the manifest names must be there, or the build was caught half-written.
 */
export async function copyBuild(into: string, from = BUILD_DIR, name = "extension"): Promise<string> {
  const dir = join(into, name);
  await cp(from, dir, { recursive: true });
  const manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8"));
  const named: string[] = [
    manifest.background?.service_worker,
    manifest.side_panel?.default_path,
    ...(manifest.content_scripts ?? []).flatMap((script: { js?: string[] }) => script.js ?? []),
  ].filter(Boolean);
  for (const file of named) {
    const info = await stat(join(dir, file)).catch(() => undefined);
    if (!info?.size) throw new Error(`The build in ${from} lacks ${file}: run \`npx wxt build\` again.`);
  }
  // An empty page of the extension's own, in the bench's copy only: what the browser alone takes to
  // open a page of the extension and run its first script, measured beside the panel's opening.
  await writeFile(
    join(dir, EMPTY_PAGE),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Empty</title><script src="/bench-empty.js"></script></head><body></body></html>`,
  );
  await writeFile(join(dir, "bench-empty.js"), `performance.mark("bench:empty");`);
  return dir;
}

/** The empty page copyBuild adds; its one script marks `bench:empty` on the page's clock. */
export const EMPTY_PAGE = "bench-empty.html";

export interface BenchBrowser {
  context: BrowserContext;
  extensionId: string;
  /** A fresh tab; closed by the caller. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Chromium with the extension loaded, helpdesk and plain hosts sent to the bench server, the API to its own. */
export async function launch(
  extensionDir: string,
  ports: { pages: number; api: number },
): Promise<BenchBrowser> {
  const profile = await mkdtemp(join(tmpdir(), "voucher-lens-bench-profile-"));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      ignoreHTTPSErrors: true,
      // Playwright disables extensions by default.
      ignoreDefaultArgs: ["--disable-extensions"],
      viewport: { width: 1280, height: 900 },
      args: [
        ...extensionFlags(extensionDir, {
          "*.zendesk.com": ports.pages,
          "*.example.org": ports.pages,
          "*.voucherify.io": ports.api,
        }),
        ...QUIET_CHROMIUM_FLAGS,
      ],
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    const started = context;
    await closeSetupTab(started, extensionDir);
    return {
      context: started,
      extensionId: new URL(worker.url()).host,
      newPage: () => started.newPage(),
      close: async () => {
        await started.close();
        await rm(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await context?.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
}

/** How long a build that opens its setup steps on install may take to open them. */
const SETUP_TAB_MS = 15_000;

/**
 * A build that opens its setup steps when installed (every launch installs it in a fresh profile)
 * does so in a tab that comes to the front whenever it opens, often after the bench's page: that
 * page is then behind, its timers wake about once a second and its idle callbacks wait for their
 * timeout, so the content script's batches came half a second apart in some launches and not in
 * others. The tab is waited for and closed before anything is measured; builds older than the
 * setup steps (the baselines) open none, and are not waited on.
 */
async function closeSetupTab(context: BrowserContext, extensionDir: string): Promise<void> {
  const workerCode = await readFile(join(extensionDir, "background.js"), "utf8");
  if (!workerCode.includes(SETUP_FRAGMENT)) return;
  const deadline = performance.now() + SETUP_TAB_MS;
  for (;;) {
    const setup = context.pages().find((page) => page.url().endsWith(`/options.html#${SETUP_FRAGMENT}`));
    if (setup) {
      await setup.close();
      return;
    }
    if (performance.now() > deadline)
      throw new Error(
        `The build did not open its setup steps within ${SETUP_TAB_MS / 1000} s of its install`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Calls a function the bench page (bench/pages/ticket.js) defines in its main world. */
export function callPage<T>(page: Page, name: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ({ name, args }) =>
      (globalThis as unknown as Record<string, (...values: unknown[]) => unknown>)[name]!(...args) as T,
    { name, args },
  );
}
