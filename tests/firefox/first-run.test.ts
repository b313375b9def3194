import { rm } from "node:fs/promises";
import type { Page } from "puppeteer-core";
import { askWithin, EXTENSION_ORIGIN, openExtensionPage, pageAt, testCopyOfBuild, until } from "./firefox";
import { expect, test } from "./fixtures";
import { markedTexts, press, saveProfileThroughOptions, shows } from "./ui";

// First run and discoverability (#21, part 2) in Firefox: the setup the install opens, the shortcuts
// in the popup, the count on the toolbar icon and the note after an update.

/** A <dl>'s terms and descriptions, in order, as the agent reads them. */
function termsOf(page: Page, selector: string): Promise<{ key: string; what: string }[]> {
  return page.$eval(selector, (dl) =>
    [...dl.querySelectorAll("dt")].map((dt) => ({
      key: (dt.textContent ?? "").trim(),
      what: (dt.nextElementSibling?.textContent ?? "").trim(),
    })),
  );
}

/** The commands as Firefox holds them now, the way the extension lists them. */
async function commandsInBrowser(page: Page): Promise<{ key: string; what: string }[]> {
  const all = await page.evaluate(() => browser.commands.getAll());
  return all
    .filter((command) => command.description)
    .map((command) => ({ key: command.shortcut || "not set", what: command.description! }));
}

// The setup tab is opened by the extension, and puppeteer, once in a while, never lists such a tab
// (the gap openExtensionPage works around): the whole test, with a fresh Firefox, is tried once more.
test("the install opens the options page on its setup steps", { retry: 1 }, async ({ firefox }) => {
  const setup = await pageAt(firefox, `${EXTENSION_ORIGIN}/options.html#get-started`);
  await shows(setup, "Get started");
  await shows(setup, "Your profile");
  await shows(setup, "Where detection runs");
  await setup.waitForSelector(".get-started dl.command-keys dt");
  expect(await termsOf(setup, ".get-started dl.command-keys")).toEqual(await commandsInBrowser(setup));
});

test("the popup lists each command's current key, and where to change them", async ({ home, openPage }) => {
  const popup = await openPage("popup.html");
  await shows(popup, "Keyboard shortcuts");
  await popup.waitForSelector(".shortcuts dl dt");
  const listed = await termsOf(popup, ".shortcuts dl");
  expect(listed).toEqual(await commandsInBrowser(home));
  expect(listed.map((command) => command.key)).toContain("Alt+Shift+V");
  // Firefox opens its shortcut settings itself where it can, or the popup says where they are.
  const change = await popup.$('::-p-aria([name="Change these keys"][role="button"])');
  if (!change) await shows(popup, "Manage Extension Shortcuts");
});

test("the toolbar icon counts the ids and codes on the ticket, and forgets them with the page", async ({
  helpdesk,
  firefox,
  home,
}) => {
  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-order"]).toBeTruthy();
  const detectedTabs = () =>
    // One record per tab, under detected:<tabId>.
    home.evaluate(async () =>
      Object.keys(await browser.storage.session.get(null))
        .filter((key) => key.startsWith("detected:"))
        .map((key) => key.slice("detected:".length)),
    );
  await expect.poll(async () => (await detectedTabs()).length).toBe(1);
  const tabId = Number((await detectedTabs())[0]);
  const icon = () =>
    home.evaluate(
      async (id) => ({
        text: await browser.action.getBadgeText({ tabId: id }),
        title: await browser.action.getTitle({ tabId: id }),
      }),
      tabId,
    );
  // A customer twice, an order, three loyalty ids, a refund, a campaign, a voucher in a widget's
  // shadow root, and another customer in the ticket's iframe.
  await expect
    .poll(icon)
    .toEqual({ text: "9", title: "Voucher Lens: 9 ids and codes detected on this page" });

  await page.goto(helpdesk.pageUrl("reply-frames.html"));
  await expect.poll(icon).toEqual({ text: "", title: "Voucher Lens" });
});

test("after an update, the panel shows one line of what's new until the agent dismisses it", async ({
  api,
  firefox,
  home,
  openPage,
  onTestFinished,
}) => {
  await saveProfileThroughOptions(home, api);
  const before = await openPage("sidepanel.html");
  await before.waitForSelector('::-p-aria([name="Search"][role="searchbox"])');
  // A new install has nothing new to tell.
  expect(await before.$(".whats-new")).toBeNull();
  const { version } = await home.evaluate(() => browser.runtime.getManifest());

  // The same add-on installed over itself: Firefox updates it, and onInstalled says so. Its test
  // hook opens the options page again, the way into the updated add-on's pages.
  await home.evaluate(() => {
    window.name = "before the update";
  });
  const copy = await testCopyOfBuild();
  onTestFinished(() => rm(copy, { recursive: true, force: true }));
  // Firefox closes the add-on's pages as it updates it: an agent has other tabs open, and with none
  // left, Firefox would close its window and quit. The updated add-on's test hook opens the options
  // page in this tab, one puppeteer lists.
  await firefox.newPage();
  await firefox.installExtension(copy);
  const updatedHome = await until("the options page the updated add-on opened", async () => {
    for (const page of await firefox.pages()) {
      // A tab whose document the update replaces may never answer: asked for 5 s at most.
      const seen = await askWithin(page, () => ({ url: location.href, name: window.name }));
      if (seen?.url === `${EXTENSION_ORIGIN}/options.html` && seen.name !== "before the update") return page;
    }
    return undefined;
  });
  const panel = await openExtensionPage(firefox, updatedHome, "sidepanel.html");
  await shows(panel, `Updated to ${version}:`);
  await shows(panel, "What's new");
  await press(panel, "Dismiss what's new");
  await expect.poll(async () => panel.$(".whats-new")).toBeNull();
  // Dismissed for good: a panel opened later has no note.
  const later = await openExtensionPage(firefox, updatedHome, "sidepanel.html");
  await later.waitForSelector('::-p-aria([name="Search"][role="searchbox"])');
  expect(await later.$(".whats-new")).toBeNull();
});
