import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { extensionFlags, QUIET_CHROMIUM_FLAGS, unpackedExtensionId } from "../../tests/chromium-flags";
import { type ApiServer, startApiServer } from "../../tests/server/api-server";
import { type HelpdeskServer, startHelpdeskServer } from "../../tests/server/helpdesk-server";
import { findChromium } from "./chromium";

export const EXTENSION_DIR = resolve(import.meta.dirname, "../../.output/chrome-mv3");

export interface Demo {
  api: ApiServer;
  helpdesk: HelpdeskServer;
  context: BrowserContext;
  extensionId: string;
  openExtensionPage(name: string): Promise<Page>;
  stop(): Promise<void>;
}

/** The agent's choice of language, as the Display language setting makes it; "" for the browser's. */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate(
    (chosen) => chrome.runtime.sendMessage({ type: "language.choose", input: { language: chosen } }),
    language,
  );
  if (language) await page.waitForFunction((chosen) => document.documentElement.lang === chosen, language);
}

/**
 * Starts everything the demo needs: the local API with its seeded data, the sample helpdesk pages,
 * and Chromium with the built extension, a demo profile already saved through the options page
 * (its language key `locale`, so a reply to a customer whose record keeps one is in their language).
 */
export async function startDemo(options: {
  headless: boolean;
  /** The window is on Xvfb: a display with no GPU behind it. */
  virtualDisplay?: boolean;
  /** The browser's language (`--lang=de`): Voucher Lens follows it, as it would an agent's browser. */
  language?: string;
  /** Customers' personal data masked (`--masking`), as an agent sharing their screen would have it. */
  masking?: boolean;
}): Promise<Demo> {
  const { masking = false } = options;
  const executablePath = findChromium();
  const api = await startApiServer({ port: 0 });
  const helpdesk = await startHelpdeskServer();
  // Every file the browser writes, its profile and its own temporary files, in one folder removed
  // on stop: a browser that ends without cleaning up (its virtual display gone first) leaves none.
  const demoDir = await mkdtemp(join(tmpdir(), "voucher-lens-demo-"));
  const browserTemp = join(demoDir, "tmp");
  await mkdir(browserTemp);
  removeOnceEnded(demoDir);
  const context = await chromium.launchPersistentContext(join(demoDir, "profile"), {
    executablePath,
    headless: options.headless,
    ignoreHTTPSErrors: true,
    ignoreDefaultArgs: ["--disable-extensions"],
    viewport: options.headless ? { width: 1280, height: 800 } : null,
    // Chromium on Linux takes its interface language from the environment, --lang its pages'.
    ...(options.language ? { locale: options.language } : {}),
    env: {
      ...process.env,
      TMPDIR: browserTemp,
      ...(options.language ? { LANGUAGE: options.language, LANG: `${options.language}.UTF-8` } : {}),
    },
    args: [
      // The extension talks to https://api.voucherify.io as in production; here that is the local API.
      ...extensionFlags(EXTENSION_DIR, {
        "*.voucherify.io": api.port,
        "*.zendesk.com": helpdesk.port,
        "app.intercom.com": helpdesk.port,
      }),
      // A desktop demo keeps the GPU, and the sandbox unless it runs as root (where Chromium needs it off).
      // Xvfb has no GPU to keep, and there Chromium 150 gives a new tab a viewport of no size.
      ...QUIET_CHROMIUM_FLAGS.filter(
        (flag) =>
          (options.headless || options.virtualDisplay || flag !== "--disable-gpu") &&
          (process.getuid?.() === 0 || flag !== "--no-sandbox"),
      ),
      ...(options.language ? [`--lang=${options.language}`] : []),
    ],
  });
  // Known from the folder: on a loaded machine Chrome may start and stop the worker before anyone
  // listens, and the demo must not wait for an event that never comes.
  const extensionId = unpackedExtensionId(EXTENSION_DIR);
  const openExtensionPage = async (name: string) => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/${name}`);
    return page;
  };

  const optionsPage = await openExtensionPage("options.html");
  // The demo's setup is typed in English, whatever the browser speaks; the browser's language after.
  await chooseLanguage(optionsPage, "en");
  await optionsPage.getByLabel("Profile name").fill("Demo project (local API)");
  await optionsPage.getByLabel("Region").selectOption("api");
  await optionsPage.getByLabel("App ID").fill(api.credentials.appId);
  await optionsPage.getByLabel("App Token").fill(api.credentials.appToken);
  await optionsPage.getByLabel("OAuth token").fill(api.credentials.oauthToken);
  // The seeded customers who keep their language keep it under `locale`: their replies follow it.
  await optionsPage.getByLabel("Customer metadata key for their language (optional)").fill("locale");
  await optionsPage.getByRole("button", { name: "Save" }).click();
  await optionsPage.getByText("Saved “Demo project (local API)”.").waitFor();
  // Gift card codes of the demo data are free-form: teach detection their prefix.
  await optionsPage.getByLabel("Code pattern").fill("SUMMER24-");
  await optionsPage.getByRole("button", { name: "Add pattern" }).click();
  // And the loyalty program's card codes: a ticket that names its card gets that card's history.
  await optionsPage.getByLabel("Code pattern").fill("AOR-");
  await optionsPage.getByRole("button", { name: "Add pattern" }).click();
  // `--masking`: customers' personal data masked, in the window and in every screenshot of the tour.
  if (masking) {
    await optionsPage.getByRole("checkbox", { name: "Mask customer data" }).check();
    await optionsPage.getByRole("checkbox", { name: "Mask customer data", checked: true }).waitFor();
  }
  await chooseLanguage(optionsPage, "");
  await optionsPage.close();

  return {
    api,
    helpdesk,
    context,
    extensionId,
    openExtensionPage,
    async stop() {
      await context.close().catch(() => undefined);
      await Promise.allSettled([helpdesk.close(), api.close()]);
      // Retried: a browser process may still be writing as it ends.
      await rm(demoDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * A process of its own, outside the demo's process group, that waits for the demo to end and then
 * removes `dir`: the demo cleans up after itself on Ctrl-C, but the runner it was started with
 * (tsx) may kill it before it has, when it does not answer the signal at once.
 */
function removeOnceEnded(dir: string): void {
  const janitor = spawn(process.execPath, ["-e", REMOVE_ONCE_ENDED, String(process.pid), dir], {
    detached: true,
    stdio: "ignore",
  });
  janitor.unref();
}

/** `node -e` with the demo's pid and its folder: checks every quarter second, removes twice. */
const REMOVE_ONCE_ENDED = `
const [pid, dir] = process.argv.slice(1);
const { rmSync } = require("node:fs");
const running = () => { try { process.kill(Number(pid), 0); return true; } catch { return false; } };
const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
const watch = setInterval(() => {
  if (running()) return;
  clearInterval(watch);
  // Twice: a browser process still ending may write once more after the first.
  setTimeout(remove, 500);
  setTimeout(remove, 3000);
}, 250);
`;
