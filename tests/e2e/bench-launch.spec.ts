import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { copyBuild, launch } from "../../bench/browser";
import { SETUP_FRAGMENT } from "../../lib/onboarding/setup-fragment";
import { EXTENSION_DIR } from "./fixtures";

/** Long enough for the worker's install to open its setup steps, which it does within a second here. */
const INSTALL_SETTLES_MS = 2_000;

test("the bench measures its pages in front: the setup tab a fresh install opens is closed first", async () => {
  const copy = await mkdtemp(join(tmpdir(), "voucher-lens-bench-launch-"));
  try {
    // No page is reached: the hosts' ports go nowhere.
    const browser = await launch(await copyBuild(copy, EXTENSION_DIR), { pages: 9, api: 9 });
    try {
      const page = await browser.newPage();
      await page.waitForTimeout(INSTALL_SETTLES_MS);
      const urls = browser.context.pages().map((open) => open.url());
      expect(urls.filter((url) => url.includes(`#${SETUP_FRAGMENT}`))).toEqual([]);
      // The page the bench opened is the one in front.
      expect(await page.evaluate(() => document.hasFocus())).toBe(true);
    } finally {
      await browser.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});
