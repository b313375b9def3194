import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { Browser as FirefoxApi } from "webextension-polyfill";
import { GECKO_ID } from "../../lib/core/platform/firefox-manifest";

/** Debian's Firefox ESR (`apt-get install firefox-esr`), or the path in FIREFOX_PATH. */
export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** The production Firefox build (`npm run build:firefox`). */
export const BUILD_DIR = resolve(import.meta.dirname, "../../.output/firefox-mv3");

/**
 * Firefox gives every installed extension a random UUID for its moz-extension:// origin unless the
 * `extensions.webextensions.uuids` preference names one: fixed here, so tests know the pages' URLs.
 */
export const EXTENSION_UUID = "5f0c3e2a-8d4b-4c1e-9a7f-2b6d1e0c9a54";
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

/**
 * The tests' one addition to the production build, in a copy of it: WebDriver BiDi refuses to
 * navigate a tab to a moz-extension:// URL, so a second background script opens the options page
 * once installed. From that page the tests open the others with tabs.create. The production build
 * never contains it (firefox-build.test.ts checks).
 *
 * It sends a tab puppeteer made to the options page rather than opening one: puppeteer always lists
 * a tab it made, while a tab the extension opens is, once in a while, never listed (a CI run waited a
 * minute on `["about:blank"]`). Installed, the tab Firefox started with (the lowest id); updated, the
 * tab the test opened last for it (the highest id), as Firefox closes the add-on's own pages.
 */
export const HOOK_FILE = "e2e-open-options.js";
const HOOK_SOURCE = `// Test-only, added by tests/firefox/firefox.ts to a copy of the build.
browser.runtime.onInstalled.addListener(async ({ reason }) => {
  const ids = (await browser.tabs.query({})).map((tab) => tab.id).filter((id) => id !== undefined);
  if (ids.length === 0) return browser.tabs.create({ url: "/options.html" });
  const tab = reason === "install" ? Math.min(...ids) : Math.max(...ids);
  await browser.tabs.update(tab, { url: "/options.html" });
});
`;

/** Copies the production build and adds the hook; the caller removes the directory. */
export async function testCopyOfBuild(buildDir = BUILD_DIR, addonId = GECKO_ID): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "voucher-lens-firefox-ext-"));
  try {
    await cp(buildDir, dir, { recursive: true });
    const manifestFile = join(dir, "manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
    manifest.background.scripts = [...manifest.background.scripts, HOOK_FILE];
    // Another id: what a machine-wide policy names reaches this copy only (managed-policy.test.ts).
    manifest.browser_specific_settings.gecko.id = addonId;
    await writeFile(manifestFile, JSON.stringify(manifest));
    await writeFile(join(dir, HOOK_FILE), HOOK_SOURCE);
    return dir;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Firefox's preferences for a test profile. Every https connection goes through `proxyPort` (see
 * connect-proxy.ts), which reaches the local API and helpdesk servers and refuses the rest.
 */
export function testPreferences(proxyPort: number, addonId = GECKO_ID): Record<string, unknown> {
  return {
    "extensions.webextensions.uuids": JSON.stringify({ [addonId]: EXTENSION_UUID }),
    "network.proxy.type": 1,
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": proxyPort,
    "network.proxy.http": "127.0.0.1",
    "network.proxy.http_port": proxyPort,
    "network.proxy.no_proxies_on": "",
    // permissions.request() from a click is granted without the doorhanger no test can click.
    "extensions.webextOptionalPermissionPrompts": false,
    // The panel runs as a tab here (WebDriver BiDi cannot open the sidebar), which puts the
    // helpdesk's tab in the background, where Firefox runs its timers once a second at most. Beside
    // the sidebar the helpdesk's tab is in front: its timers run as they do there.
    "dom.min_background_timeout_value": 4,
    "dom.min_background_timeout_value_without_budget_throttling": 4,
    "dom.timeout.enable_budget_timer_throttling": false,
    // Quieter: no remote settings, captive portal or connectivity checks knocking at the proxy.
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "services.settings.server": "https://127.0.0.1:9/",
  };
}

/**
 * Starts Firefox ESR headless over WebDriver BiDi. acceptInsecureCerts: the local servers' throwaway
 * self-signed certificate; in Firefox this holds for every request, the extension's own included.
 * `prefs` adds preferences to the tests' own.
 */
export function launchFirefox(
  profileDir: string,
  proxyPort: number,
  addonId = GECKO_ID,
  prefs: Record<string, unknown> = {},
): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profileDir,
    acceptInsecureCerts: true,
    extraPrefsFirefox: { ...testPreferences(proxyPort, addonId), ...prefs },
  });
}

/** Polls `probe` until it returns something other than undefined, or fails with `what`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * What a tab answers to `question` (run in its page), or undefined when it cannot: the call fails,
 * or gets no answer within `timeoutMs`. A call into a document being replaced (a navigation, the
 * add-on's update) may never answer, hence the time limit.
 */
export function askWithin<T>(
  page: Page,
  question: () => T,
  timeoutMs = 5_000,
): Promise<Awaited<T> | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<undefined>((done) => {
    timer = setTimeout(() => done(undefined), timeoutMs);
  });
  const asked = page.evaluate(question).catch(() => undefined);
  return Promise.race([asked, gaveUp]).finally(() => clearTimeout(timer));
}

/**
 * A tab's URL, or "" while it cannot say. Over BiDi, Firefox reports no navigation of a tab to a
 * moz-extension:// page (page.url() stays about:blank), so the tab is asked. A document still being
 * parsed (no body yet), or an extension page not yet given the extension's API, answers its URL
 * marked as loading: a test handed that tab would reach into a page that is not there yet.
 */
async function whereIs(page: Page): Promise<string> {
  const answer = await askWithin(page, () =>
    document.body === null || (location.protocol === "moz-extension:" && typeof browser === "undefined")
      ? `${location.href} (loading)`
      : location.href,
  );
  return answer ?? "";
}

/**
 * The tab showing `url` (the first of `urls` found), among those open. A timeout names the tabs
 * that were open, as they said where they were (the extension's origin left out, so the list fits
 * the lines a CI log keeps), so a failure in CI says what Firefox showed.
 */
export async function pageAt(firefox: Browser, ...urls: [string, ...string[]]): Promise<Page> {
  return pageWithin(60_000, firefox, ...urls);
}

/** pageAt, waiting at most `timeoutMs`. */
async function pageWithin(
  timeoutMs: number,
  firefox: Browser,
  ...urls: [string, ...string[]]
): Promise<Page> {
  let seen: string[] = [];
  try {
    return await until(
      `a tab at ${urls.map((url) => url.replace(EXTENSION_ORIGIN, "")).join(" or ")}`,
      async () => {
        const pages = await firefox.pages();
        seen = await Promise.all(pages.map(whereIs));
        for (const url of urls) {
          const at = seen.indexOf(url);
          if (at >= 0) return pages[at];
        }
        return undefined;
      },
      timeoutMs,
    );
  } catch (error) {
    const short = seen.map((url) => url.replace(EXTENSION_ORIGIN, "").slice(0, 40) || "(no answer)");
    throw new Error(`${(error as Error).message}; open tabs: ${JSON.stringify(short)}`);
  }
}

let opened = 0;

/** How many times a new tab is opened before the test gives up on it. */
const OPEN_ATTEMPTS = 3;

/**
 * A tab puppeteer made itself (so it knows it, whatever events it misses), sent by the extension to
 * `url` (WebDriver BiDi may not navigate to moz-extension://); undefined when it cannot be told from
 * another new tab, or does not get there.
 */
async function openKnownTab(firefox: Browser, home: Page, url: string): Promise<Page | undefined> {
  const ids = () => browser.tabs.query({}).then((tabs) => tabs.map((tab) => tab.id ?? -1));
  // Asked until it answers: once in CI the home tab, found at the options page, had no extension
  // API yet ("browser is not defined"), as if its document was still being replaced.
  const before = await until("the home tab's list of tabs", () => askWithin(home, ids), 15_000);
  const page = await firefox.newPage();
  try {
    const id = await home.evaluate(async (known) => {
      for (let tries = 0; tries < 50; tries++) {
        const fresh = (await browser.tabs.query({})).filter((tab) => !known.includes(tab.id ?? -1));
        if (fresh.length === 1) return fresh[0]!.id;
        await new Promise((done) => setTimeout(done, 100));
      }
      return undefined;
    }, before);
    if (id === undefined) throw new Error("the new tab could not be told apart");
    await home.evaluate(
      (tab, target) => browser.tabs.update(tab, { url: target }).then(() => undefined),
      id,
      url,
    );
    return await until(
      `the new tab at ${url}`,
      async () => ((await whereIs(page)) === url ? page : undefined),
      15_000,
    );
  } catch {
    await page.close().catch(() => undefined);
    return undefined;
  }
}

/**
 * Opens an extension page (options.html, sidepanel.html, popup.html) in a new tab, from `home`.
 * First in a tab puppeteer made itself: puppeteer may never hear of a tab the extension opens (it
 * is open, but not among `firefox.pages()`). Else the extension opens it, and a tab puppeteer did
 * not hear of is closed and another opened, with a query of its own.
 */
export async function openExtensionPage(firefox: Browser, home: Page, name: string): Promise<Page> {
  opened += 1;
  const known = await openKnownTab(firefox, home, `${EXTENSION_ORIGIN}/${name}?tab=${opened}`);
  if (known) return known;
  let missed: unknown;
  for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
    // A query string tells this tab from others showing the same page. The tab is found by where it
    // is, not as the first new one: the setup tab the install opens can appear at any moment.
    opened += 1;
    const url = `${EXTENSION_ORIGIN}/${name}?tab=${opened}`;
    const id = await home.evaluate(
      (target) => browser.tabs.create({ url: target }).then((tab) => tab.id),
      url,
    );
    try {
      return await pageWithin(20_000, firefox, url);
    } catch (error) {
      missed = error;
      if (id !== undefined) await home.evaluate((tab) => browser.tabs.remove(tab), id).catch(() => undefined);
    }
  }
  throw missed;
}

/** Whether Firefox's sidebar shows the extension, asked from one of its pages. */
export function sidebarIsOpen(extensionPage: Page): Promise<boolean> {
  // Firefox's own API, absent from the Chrome-shaped types of wxt/browser.
  return extensionPage.evaluate(() =>
    (globalThis as unknown as { browser: FirefoxApi }).browser.sidebarAction.isOpen({}),
  );
}
