import { join } from "node:path";
import type { Page } from "playwright-core";
import { chooseLanguage, type Demo } from "./launch";

/** The panel's narrowest useful width, as the language tests check it. */
const NARROW = { width: 360, height: 900 };

/** Waits until the page speaks the language. */
const speaks = (page: Page, language: string) =>
  page.waitForFunction((chosen) => document.documentElement.lang === chosen, language);

/**
 * After the tour: the chosen language (`--lang`), then the panel with a failed code explained, the
 * popup and the options page in it, at the panel's narrowest width, each saved beside the tour's.
 */
export async function languageShots(
  demo: Demo,
  outDir: string,
  language: string,
  log: (line: string) => void,
): Promise<void> {
  const options = await demo.openExtensionPage("options.html");
  await options.setViewportSize(NARROW);
  await chooseLanguage(options, "");
  await speaks(options, language);
  const panel = await demo.openExtensionPage("sidepanel.html");
  await panel.setViewportSize(NARROW);
  await speaks(panel, language);
  const box = panel.getByRole("searchbox");
  await box.fill(demo.api.data.samples.failedCode);
  await box.press("Enter");
  const failure = panel.locator(".redemption.is-failure").first();
  await failure.waitFor();
  await failure
    .locator("details")
    .first()
    .evaluate((el) => {
      (el as HTMLDetailsElement).open = true;
    });
  const popup = await demo.openExtensionPage("popup.html");
  await popup.setViewportSize({ width: 360, height: 600 });
  await speaks(popup, language);
  for (const [name, page] of [
    ["panel", panel],
    ["popup", popup],
    ["options", options],
  ] as const) {
    const path = join(outDir, `lang-${language}-${name}.png`);
    await page.screenshot({ path, fullPage: name !== "options" });
    log(`  ${language}: ${name} → ${path}`);
  }
}
