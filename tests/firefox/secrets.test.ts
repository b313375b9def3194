import { expect, test } from "./fixtures";
import { markedTexts, saveProfileThroughOptions } from "./ui";

/**
 * Firefox runs content scripts in a sandbox whose IndexedDB is the page's: the test runs code in
 * that same world on a helpdesk page (scripting.executeScript, after the agent grants the site) and
 * looks for the tokens everywhere a content script could.
 */
test("content scripts cannot read the tokens: not in IndexedDB, storage.local, sync or session", async ({
  api,
  helpdesk,
  firefox,
  home,
}) => {
  await saveProfileThroughOptions(home, api, { oauthToken: api.credentials.oauthToken });
  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  // Our content script is running there.
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-campaign"]).toBeTruthy();

  // executeScript needs the site's host permission: asked from a click, as "Enable on this site" does
  // (the test profile grants optional permissions without a prompt).
  await home.bringToFront();
  await home.evaluate(() => {
    const button = document.createElement("button");
    button.textContent = "Grant the test site";
    button.addEventListener("click", () => {
      document.body.dataset.granted = "asking";
      void browser.permissions.request({ origins: ["https://acme.zendesk.com/*"] }).then((granted) => {
        document.body.dataset.granted = String(granted);
      });
    });
    document.body.prepend(button);
  });
  await home.locator("::-p-text(Grant the test site)").click();
  await home.waitForSelector('body[data-granted="true"]');

  const seen = await home.evaluate(async () => {
    const [tab] = await browser.tabs.query({ url: "https://acme.zendesk.com/*" });
    const [injection] = await browser.scripting.executeScript({
      target: { tabId: tab!.id! },
      // Runs in the content scripts' world of the helpdesk page.
      func: async () => {
        const api = (globalThis as unknown as { browser: typeof browser }).browser;
        return {
          origin: location.origin,
          databases: (await indexedDB.databases()).map((d) => d.name),
          local: JSON.stringify(await api.storage.local.get(null)),
          sync: JSON.stringify(await api.storage.sync.get(null)),
          session: api.storage.session === undefined ? "no storage.session" : "storage.session is there",
        };
      },
    });
    return {
      contentScript: injection!.result,
      extensionPages: (await indexedDB.databases()).map((d) => d.name).sort(),
    };
  });
  // The extension's own origin holds the two databases...
  expect(seen.extensionPages).toEqual(["voucher-lens-secrets", "voucher-lens-settings"]);
  // ...which the content scripts' world cannot see: its IndexedDB is the helpdesk page's.
  expect(seen.contentScript).toEqual({
    origin: "https://acme.zendesk.com",
    databases: [],
    local: "{}",
    sync: "{}",
    session: "no storage.session",
  });
  // Nor can the page itself.
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
});
