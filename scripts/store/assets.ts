/**
 * `npm run store-assets`: the Chrome Web Store's (and addons.mozilla.org's) listing images, made
 * from the real extension: the headless demo tour (scripts/demo/tour.ts) runs with its pages at the
 * store's size, a ticket and the side panel side by side in each 1280×800 screenshot, and the
 * 440×280 small promo tile is an HTML page photographed by the same Chromium. All are 24-bit PNGs
 * without alpha, as the store asks.
 *   npm run store-assets                       into .output/store-assets/
 *   npm run store-assets -- --out=some/folder
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startDemo } from "../demo/launch";
import { BESIDE_GAP, runTour, type TourLayout } from "../demo/tour";
import { SCREENSHOT, SMALL_PROMO_TILE } from "./images";
import { decodePng, encodePngRgb } from "./png";
import { promoTileHtml } from "./promo-tile";

/** The side panel's width in the screenshots: about what Chrome gives a side panel by default. */
const PANEL_WIDTH = 380;

const STORE_LAYOUT: TourLayout = {
  replyTicket: { width: SCREENSHOT.width - PANEL_WIDTH - BESIDE_GAP, height: SCREENSHOT.height },
  panel: { width: PANEL_WIDTH, height: SCREENSHOT.height },
  ticket: { width: SCREENSHOT.width - PANEL_WIDTH - BESIDE_GAP, height: SCREENSHOT.height },
  answers: { width: PANEL_WIDTH, height: SCREENSHOT.height },
  popup: { width: 360, height: 640 },
  answersBesideTicket: true,
};

/** The tour's steps the listing shows (the store takes five at most), in the listing's order. */
const STORE_SCREENSHOTS = [
  { step: "04-customer-redemptions.png", file: "screenshot-1-ticket-marked.png" },
  { step: "05-failure-explained.png", file: "screenshot-2-failure-explained.png" },
  { step: "02-spanish-reply-inserted.png", file: "screenshot-3-reply-inserted.png" },
  { step: "01-ticket-customer-no-click.png", file: "screenshot-4-customer-no-click.png" },
  { step: "07-expiring-points.png", file: "screenshot-5-expiring-points.png" },
] as const;
const PROMO_TILE_FILE = "small-promo-tile-440x280.png";

const outArg = process.argv.find((arg) => arg.startsWith("--out="));
const outDir = resolve(outArg ? outArg.slice("--out=".length) : ".output/store-assets");
const tourDir = await mkdtemp(join(tmpdir(), "voucher-lens-store-tour-"));

let demo: Awaited<ReturnType<typeof startDemo>> | undefined;
try {
  demo = await startDemo({ headless: true });
  console.log("Running the demo tour at the store's sizes…");
  await runTour(demo, tourDir, (line) => console.log(`  ${line}`), STORE_LAYOUT);

  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  const save = async (file: string, png: Buffer, size: { width: number; height: number }) => {
    const picture = decodePng(png);
    if (picture.width !== size.width || picture.height !== size.height) {
      throw new Error(
        `${file} came out ${picture.width}×${picture.height}, not ${size.width}×${size.height}`,
      );
    }
    await writeFile(join(outDir, file), encodePngRgb(picture));
    written.push(`  ${file} (${size.width}×${size.height})`);
  };
  for (const { step, file } of STORE_SCREENSHOTS) {
    await save(file, await readFile(join(tourDir, step)), SCREENSHOT);
  }

  const tile = await demo.context.newPage();
  await tile.setViewportSize(SMALL_PROMO_TILE);
  await tile.setContent(promoTileHtml(await readFile(join(tourDir, "05-failure-explained.png"))));
  await tile.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  await save(PROMO_TILE_FILE, await tile.screenshot(), SMALL_PROMO_TILE);
  await tile.close();

  console.log([`Store images written to ${outDir}:`, ...written].join("\n"));
} catch (error) {
  console.error(`Store images failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await demo?.stop().catch(() => undefined);
  await rm(tourDir, { recursive: true, force: true });
}
