import { expect, test } from "./fixtures";
import { markedTexts } from "./ui";

/**
 * "Enable on this site" in Firefox. The popup learns its site through activeTab, which only a click
 * on the toolbar button grants and BiDi cannot click; so this test makes, from a click in an
 * extension page, the very calls lib/detection/site-access.ts makes, and checks Firefox honours them.
 */
test("a site the agent enables gets detection, and keeps it registered", async ({
  helpdesk,
  firefox,
  home,
}) => {
  await home.bringToFront();
  await home.evaluate(() => {
    const button = document.createElement("button");
    button.textContent = "Enable on help.acme.test";
    button.addEventListener("click", () => {
      // As enableOnSite: the permission is asked first, inside the click.
      const request = browser.permissions.request({ origins: ["https://help.acme.test/*"] });
      void request.then(async (granted) => {
        await browser.scripting.registerContentScripts([
          {
            id: "site:https://help.acme.test",
            matches: ["https://help.acme.test/*"],
            js: ["/content-scripts/content.js"],
            allFrames: true,
            runAt: "document_idle",
            persistAcrossSessions: true,
          },
        ]);
        document.body.dataset.enabled = String(granted);
      });
    });
    document.body.prepend(button);
  });
  await home.locator("::-p-text(Enable on help.acme.test)").click();
  await home.waitForSelector('body[data-enabled="true"]');
  const registered = await home.evaluate(() =>
    browser.scripting.getRegisteredContentScripts({ ids: ["site:https://help.acme.test"] }),
  );
  expect(registered).toMatchObject([{ persistAcrossSessions: true, matches: ["https://help.acme.test/*"] }]);

  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000", "help.acme.test"));
  await expect
    .poll(async () => (await markedTexts(page))["voucher-lens-campaign"])
    .toEqual(["camp_fkZ28pe7DUAEmmabofkxHI8N"]);
});
