import { mkdtemp, rm } from "node:fs/promises";
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
  const profileDir = await mkdtemp(join(tmpdir(), "voucher-lens-demo-"));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: options.headless,
    ignoreHTTPSErrors: true,
    ignoreDefaultArgs: ["--disable-extensions"],
    viewport: options.headless ? { width: 1280, height: 800 } : null,
    // Chromium on Linux takes its interface language from the environment, --lang its pages'.
    ...(options.language
      ? {
          locale: options.language,
          env: { ...process.env, LANGUAGE: options.language, LANG: `${options.language}.UTF-8` },
        }
      : {}),
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
      await helpdesk.close();
      await api.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}
