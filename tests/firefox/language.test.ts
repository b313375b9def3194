import lookupFr from "../../lib/lookup/words/fr";
import redemptionsFr from "../../lib/redemptions/words/fr";
import { expect, test } from "./fixtures";
import { saveProfileThroughOptions, shows } from "./ui";

// Firefox asked for French (intl.locale.requested, with Debian's French language pack): Voucher Lens
// follows the browser's language with no setting, in every page.
test.scoped({ firefoxPrefs: { "intl.locale.requested": "fr" } });

const pageLanguage = (page: { evaluate<T>(fn: () => T): Promise<T> }) =>
  page.evaluate(() => document.documentElement.lang);

test("the browser in French: the options page and the panel speak French, a lookup's answer too", async ({
  api,
  home,
  openPage,
}) => {
  await expect.poll(() => home.evaluate(() => browser.i18n.getUILanguage())).toMatch(/^fr/);
  await expect.poll(() => pageLanguage(home)).toBe("fr");
  await shows(home, "Langue d’affichage");

  // The profile is saved in English, as every other test saves it, then French again.
  const choose = (language: string) =>
    home.evaluate(
      (chosen) => browser.runtime.sendMessage({ type: "language.choose", input: { language: chosen } }),
      language,
    );
  await choose("en");
  await expect.poll(() => pageLanguage(home)).toBe("en");
  await saveProfileThroughOptions(home, api);
  await choose("");
  await expect.poll(() => pageLanguage(home)).toBe("fr");

  const panel = await openPage("sidepanel.html");
  await expect.poll(() => pageLanguage(panel)).toBe("fr");
  const box = await panel.waitForSelector(`::-p-aria([name="${lookupFr.search}"][role="searchbox"])`);
  await box!.type(api.data.samples.customerId);
  await box!.press("Enter");
  await shows(panel, lookupFr.readAs.replace("{kind}", lookupFr.kindCustomerId));
  await panel.waitForSelector(".redemption");
  await panel.waitForSelector(`::-p-aria([name="${redemptionsFr.refresh}"][role="button"])`);
});
