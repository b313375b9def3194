/// <reference types="chrome" />
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BrowserContext, test as base, chromium, type Page, type Worker } from "@playwright/test";
import { extensionFlags, QUIET_CHROMIUM_FLAGS, unpackedExtensionId } from "../chromium-flags";
import type { ApiServer } from "../server/api-server";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { type ProfileOverrides, profileForm } from "../shared/profile-form";
import { apiServerFixture, helpdeskServerFixture, localHosts } from "../shared/servers";

/** The production build: tests load exactly what agents install. */
export const EXTENSION_DIR = resolve(import.meta.dirname, "../../.output/chrome-mv3");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Fixtures {
  /** The browser's own interface language (`--lang`), as an agent set it up; the machine's when unset. */
  browserLanguage: string | undefined;
  api: ApiServer;
  /** Sample helpdesk pages, reached by the browser as https://acme.zendesk.com/… (or acme.lightning.force.com) */
  helpdesk: HelpdeskServer;
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens one of the extension's pages (options.html, sidepanel.html, popup.html) in a tab. */
  openPage(name: string): Promise<Page>;
}

export const test = base.extend<Fixtures>({
  browserLanguage: [undefined, { option: true }],
  api: apiServerFixture,
  helpdesk: helpdeskServerFixture,

  context: async ({ api, helpdesk, browserLanguage }, use) => {
    const launched = await launchExtensionContext(
      defaultHostMap(api, helpdesk),
      EXTENSION_DIR,
      browserLanguage,
    );
    await use(launched.context);
    await launched.close();
  },

  worker: async ({ context }, use) => {
    await use(await extensionWorker(context));
  },

  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },

  openPage: async ({ context, extensionId }, use) => {
    await use(async (name) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${name}`);
      return page;
    });
  },
});

export { expect } from "@playwright/test";

/**
 * Where the browser sends each host: the local servers' hosts both suites use, and Salesforce's two
 * (Lightning and the org's own domain), whose sample pages only Chromium's tests open.
 */
export function defaultHostMap(api: ApiServer, helpdesk: HelpdeskServer): Record<string, number> {
  return {
    ...localHosts(api, helpdesk),
    "*.lightning.force.com": helpdesk.port,
    "*.my.salesforce.com": helpdesk.port,
  };
}

/**
 * Chromium with the built extension and a temporary profile, its hosts mapped to local ports.
 * Chromium uses the first rule that matches a host, in the map's order: put a specific host
 * ("us1.api.voucherify.io") before the wildcard that would also match it. `close` closes the
 * browser and removes the profile.
 */
export async function launchExtensionContext(
  hostMap: Record<string, number>,
  extensionDir = EXTENSION_DIR,
  browserLanguage?: string,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profileDir = await mkdtemp(join(tmpdir(), "voucher-lens-e2e-"));
  try {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      ignoreHTTPSErrors: true,
      // Playwright disables extensions by default.
      ignoreDefaultArgs: ["--disable-extensions"],
      args: [
        ...extensionFlags(extensionDir, hostMap),
        ...QUIET_CHROMIUM_FLAGS,
        // The browser's interface language: its own translations (Debian's chromium-l10n) must be
        // installed for the extensions' i18n to see it, not only navigator.language.
        ...(browserLanguage ? [`--lang=${browserLanguage}`] : []),
      ],
      // On Linux, Chromium takes its interface language from the environment; --lang alone reaches
      // navigator.language (Playwright's locale does the same) but not chrome.i18n.getUILanguage().
      ...(browserLanguage
        ? {
            locale: browserLanguage,
            env: { ...process.env, LANGUAGE: browserLanguage, LANG: `${browserLanguage}.UTF-8` },
          }
        : {}),
    });
    return {
      context,
      async close() {
        await context.close();
        await rm(profileDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true });
    throw error;
  }
}

export { unpackedExtensionId };

/**
 * The extension's service worker. On a loaded machine Chrome may start it before anyone listens
 * and stop it again, so no "serviceworker" event comes: a message from one of the extension's own
 * pages then starts it, as any message would for an agent.
 */
export async function extensionWorker(
  context: BrowserContext,
  extensionDir = EXTENSION_DIR,
): Promise<Worker> {
  const running = context.serviceWorkers()[0];
  if (running) return running;
  const started = await context.waitForEvent("serviceworker", { timeout: 10_000 }).catch(() => undefined);
  if (started) return started;
  const woken = context.waitForEvent("serviceworker", { timeout: 30_000 });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${unpackedExtensionId(extensionDir)}/options.html`);
  await page.evaluate(() => chrome.runtime.sendMessage({ type: "wake" }).catch(() => undefined));
  await page.close();
  return context.serviceWorkers()[0] ?? (await woken);
}

/** Fills and saves a profile through the options page, as an agent would (tests/shared/profile-form.ts). */
export async function saveProfileThroughOptions(
  page: Page,
  api: ApiServer,
  overrides: ProfileOverrides = {},
): Promise<void> {
  const { fields, saved } = profileForm(api, overrides);
  for (const field of fields) {
    const control = page.getByLabel(field.label);
    await (field.select ? control.selectOption(field.value) : control.fill(field.value));
  }
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText(saved).waitFor();
}
