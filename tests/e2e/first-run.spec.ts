/// <reference types="chrome" />
import type { BrowserContext, Page, Worker } from "@playwright/test";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { commandsInBrowser, seriousViolations, termsOf } from "./panel-helpers";
import { detectedCounts, openMarkedTicket } from "./ticket-helpers";

// First run and discoverability (#21, part 2): the setup the install opens, the count on the toolbar
// icon and the shortcuts in the popup. The note after an update is tested in Firefox
// (tests/firefox/first-run.test.ts): here, a build whose version changed between two starts with
// --load-extension brought no update event, and runtime.reload() left the extension blocked.

/** The tab the install opened, once it shows the options page on its setup steps. */
async function setupTab(context: BrowserContext, extensionId: string): Promise<Page> {
  const url = `chrome-extension://${extensionId}/options.html#get-started`;
  await expect.poll(() => context.pages().some((page) => page.url() === url)).toBe(true);
  const page = context.pages().find((candidate) => candidate.url() === url)!;
  await page.waitForLoadState();
  return page;
}

/** What the toolbar icon shows on a tab: its badge and its title. */
function iconOf(worker: Worker, tabId: number): Promise<{ text: string; title: string }> {
  return worker.evaluate(
    async (id) => ({
      text: await chrome.action.getBadgeText({ tabId: id }),
      title: await chrome.action.getTitle({ tabId: id }),
    }),
    tabId,
  );
}

/**
 * What the sample ticket (without its late message) shows: a customer twice, an order, three loyalty
 * ids, a refund, a campaign, a voucher in a widget's shadow root, and another customer in its iframe.
 */
const TICKET_IDS = 9;

/**
 * The sample ticket once every frame reported all it shows, and its tab's id: the one tab whose page
 * reported (without the "tabs" permission the worker cannot ask a tab for its address).
 */
async function markedTicketTab(context: BrowserContext, helpdesk: HelpdeskServer, worker: Worker) {
  const page = await openMarkedTicket(context, helpdesk, worker);
  await expect.poll(async () => Object.values(await detectedCounts(worker))).toEqual([TICKET_IDS]);
  return { page, tabId: Number(Object.keys(await detectedCounts(worker))[0]) };
}

test("a new install opens the options page on its setup: profile, Test connection, detection, shortcuts", async ({
  api,
  context,
  worker,
  extensionId,
}) => {
  const options = await setupTab(context, extensionId);
  const setup = options.getByRole("region", { name: "Get started" });
  await expect(setup).toBeVisible();
  await expect(setup.getByRole("heading", { level: 3 })).toHaveText([
    // Before any setup: what Voucher Lens reads, sends and keeps.
    "What Voucher Lens reads, sends and keeps",
    "Your profile",
    "Test the connection",
    "Where detection runs",
    "Keyboard shortcuts",
  ]);
  const disclosure = setup.getByRole("region", { name: "What Voucher Lens reads, sends and keeps" });
  await expect(disclosure).toContainText("Nothing of the page leaves your browser.");
  await expect(
    disclosure.getByRole("link", { name: "Your privacy settings and the lookup log" }),
  ).toBeVisible();
  // The privacy policy the package carries, nothing fetched from elsewhere.
  const link = disclosure.getByRole("link", { name: "Privacy policy" });
  const policy = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  expect(policy).toBe(`chrome-extension://${extensionId}/privacy-policy.txt`);
  expect(await options.evaluate(async (url) => (await fetch(url)).text(), policy!)).toContain(
    "# Voucher Lens and your data",
  );
  await expect(setup).toContainText("zendesk.com, freshdesk.com, app.intercom.com");
  // The browser's keys as it holds them now, each with its command.
  await expect.poll(() => termsOf(setup.locator("dl.command-keys"))).toEqual(await commandsInBrowser(worker));
  await expect(setup.locator("dl.command-keys")).toContainText("Alt+Shift+V");
  expect(await seriousViolations(options)).toEqual([]);

  // Each step leads to where it is done.
  await setup.getByRole("button", { name: "Fill in the profile form" }).click();
  await expect(options.getByLabel("Profile name")).toBeFocused();
  await setup.getByRole("link", { name: "Detection on helpdesk pages" }).click();
  await expect(options).toHaveURL(/#detection-heading$/);
  const opened = context.waitForEvent("page");
  await setup.getByRole("button", { name: "Change these keys" }).click();
  await expect.poll(async () => (await opened).url()).toBe("chrome://extensions/shortcuts");
  await (await opened).close();

  // Saving the App Token does not pull the steps away: the agent goes on to test and learn the keys.
  await saveProfileThroughOptions(options, api);
  await expect(setup).toContainText("Done: “Acme EU” has its App Token.");

  // Hidden, they stay hidden; the page offers them again.
  await setup.getByRole("button", { name: "Hide these steps" }).click();
  await expect(setup).toBeHidden();
  await options.reload();
  await expect(options.getByRole("heading", { name: "Profiles" })).toBeVisible();
  await expect(options.getByRole("region", { name: "Get started" })).toHaveCount(0);
  await options.getByRole("button", { name: "Show the setup steps" }).click();
  await expect(options.getByRole("region", { name: "Get started" })).toBeVisible();
});

test("the setup no longer opens on its own once a profile has its App Token", async ({
  api,
  context,
  extensionId,
  openPage,
}) => {
  await saveProfileThroughOptions(await setupTab(context, extensionId), api);
  const later = await openPage("options.html");
  await expect(later.getByRole("button", { name: "Show the setup steps" })).toBeVisible();
  await expect(later.getByRole("region", { name: "Get started" })).toHaveCount(0);
});

test("the toolbar icon counts the ids and codes on the ticket, says so in its title, and forgets them with the page", async ({
  api,
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  await saveProfileThroughOptions(await openPage("options.html"), api);
  const { page, tabId } = await markedTicketTab(context, helpdesk, worker);
  // The same number the panel gives for the page.
  const panel = await openPage("sidepanel.html");
  await expect(panel.locator(".on-this-page summary")).toHaveText(`On this page (${TICKET_IDS})`);
  await expect
    .poll(() => iconOf(worker, tabId))
    .toEqual({
      text: String(TICKET_IDS),
      title: `Voucher Lens: ${TICKET_IDS} ids and codes detected on this page`,
    });
  // A neutral grey, not a warning colour.
  expect(await worker.evaluate((id) => chrome.action.getBadgeBackgroundColor({ tabId: id }), tabId)).toEqual([
    0x5f, 0x63, 0x68, 255,
  ]);
  // Only that tab: the other tabs' icons have no count.
  const others = await worker.evaluate(
    async (id) => (await chrome.tabs.query({})).flatMap((tab) => (tab.id === id || !tab.id ? [] : [tab.id])),
    tabId,
  );
  expect(others.length).toBeGreaterThan(0);
  for (const other of others)
    expect(await iconOf(worker, other)).toEqual({ text: "", title: "Voucher Lens" });

  // Another page in the tab, with nothing on it: the count goes.
  await page.goto(helpdesk.pageUrl("reply-frames.html"));
  await expect.poll(() => iconOf(worker, tabId)).toEqual({ text: "", title: "Voucher Lens" });
  // And comes back with the ticket.
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect.poll(async () => (await iconOf(worker, tabId)).text).toBe(String(TICKET_IDS));
});

test("the switch in the options page takes the count off the toolbar icon at once, and puts it back", async ({
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  const { page, tabId } = await markedTicketTab(context, helpdesk, worker);
  await expect.poll(async () => (await iconOf(worker, tabId)).text).toBe(String(TICKET_IDS));

  const options = await openPage("options.html");
  const toggle = options.getByRole("checkbox", {
    name: "Show the count of ids and codes on the toolbar icon",
  });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect.poll(() => iconOf(worker, tabId)).toEqual({ text: "", title: "Voucher Lens" });
  // The page reporting again (a reload) brings no count back.
  await page.reload();
  await expect.poll(async () => (await detectedCounts(worker))[tabId]).toBe(TICKET_IDS);
  await page.waitForTimeout(500);
  expect((await iconOf(worker, tabId)).text).toBe("");
  // Kept when the options page opens again.
  await options.reload();
  await expect(toggle).not.toBeChecked();

  await toggle.check();
  await expect.poll(async () => (await iconOf(worker, tabId)).text).toBe(String(TICKET_IDS));
});

test("the popup lists each command's current key, 'not set' for one without, and where to change them", async ({
  context,
  worker,
  openPage,
}) => {
  const popup = await openPage("popup.html");
  const shortcuts = popup.getByRole("region", { name: "Keyboard shortcuts" });
  const list = shortcuts.locator("dl");
  await expect.poll(() => termsOf(list)).toEqual(await commandsInBrowser(worker));
  await expect(list).toContainText("Alt+Shift+V");
  expect(await seriousViolations(popup)).toEqual([]);

  // The agent takes the key off the lookup command in the browser's settings, from the popup's link.
  const opened = context.waitForEvent("page");
  await shortcuts.getByRole("button", { name: "Change these keys" }).click();
  const settings = await opened;
  await expect.poll(() => settings.url()).toBe("chrome://extensions/shortcuts");
  await settings
    .locator(".command-entry", { hasText: "Look up the selected text in Voucher Lens" })
    .locator("#clear")
    .click();
  await expect
    .poll(async () => (await commandsInBrowser(worker)).find((c) => c.what.startsWith("Look up"))?.key)
    .toBe("not set");

  const again = await openPage("popup.html");
  const listAgain = again.getByRole("region", { name: "Keyboard shortcuts" }).locator("dl");
  await expect.poll(() => termsOf(listAgain)).toEqual(await commandsInBrowser(worker));
  await expect(listAgain).toContainText("not set");
});
