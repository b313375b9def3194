/**
 * Renders the icon set into public/icon/ with Chromium, each size with the stores' transparent
 * padding (scripts/store/images.ts), after a change of the artwork (scripts/store/icon-artwork.ts):
 *   npm run make-icons
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { QUIET_CHROMIUM_FLAGS } from "../tests/chromium-flags";
import { findChromium } from "./demo/chromium";
import { iconSvg } from "./store/icon-artwork";
import { ICON_PADDING, ICON_SIZES } from "./store/images";

const ICON_DIR = resolve(import.meta.dirname, "../public/icon");

const browser = await chromium.launch({ executablePath: findChromium(), args: QUIET_CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  for (const size of ICON_SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${iconSvg(size, ICON_PADDING[size])}`,
    );
    await writeFile(`${ICON_DIR}/${size}.png`, await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${ICON_DIR}`);
