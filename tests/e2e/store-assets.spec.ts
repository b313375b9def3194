import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { SCREENSHOT, SMALL_PROMO_TILE } from "../../scripts/store/images";
import { decodePng, type Picture, readPngHeader } from "../../scripts/store/png";

/** How many colours a region holds, and the share of its most common one: a blank page has 1 and 100%. */
function colours(picture: Picture, fromX: number, toX: number) {
  const counts = new Map<number, number>();
  for (let y = 0; y < picture.height; y++) {
    for (let x = fromX; x < toX; x++) {
      const at = (y * picture.width + x) * picture.channels;
      const key = (picture.pixels[at]! << 16) | (picture.pixels[at + 1]! << 8) | picture.pixels[at + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return { count: counts.size, commonest: Math.max(...counts.values()) / ((toX - fromX) * picture.height) };
}

// The listing's images come from the real extension, through the demo's tour, as the store takes them.
test("npm run store-assets writes five 1280×800 screenshots and the 440×280 promo tile, 24-bit, none blank", async () => {
  test.setTimeout(180_000);
  const out = await mkdtemp(join(tmpdir(), "voucher-lens-store-assets-"));
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn("npx", ["tsx", "scripts/store/assets.ts", `--out=${out}`], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (exitCode) => resolve({ code: exitCode, output }));
    });
    // The script's own reason first: a failure's summary keeps only an error's first lines.
    expect(output.match(/^Store images failed: .*$/m)?.[0]).toBeUndefined();
    expect(output).toContain(`Store images written to ${out}`);
    expect(code).toBe(0);

    const files = (await readdir(out)).sort();
    expect(files).toEqual([
      "screenshot-1-ticket-marked.png",
      "screenshot-2-failure-explained.png",
      "screenshot-3-reply-inserted.png",
      "screenshot-4-customer-no-click.png",
      "screenshot-5-expiring-points.png",
      "small-promo-tile-440x280.png",
    ]);
    for (const file of files) {
      const png = await readFile(join(out, file));
      const size = file.startsWith("screenshot-") ? SCREENSHOT : SMALL_PROMO_TILE;
      // 24-bit: 8 bits for each of red, green and blue, no alpha channel (colour type 2).
      expect({ file, ...readPngHeader(png) }).toEqual({ file, ...size, bitDepth: 8, colorType: 2 });
      const picture = decodePng(png);
      const whole = colours(picture, 0, picture.width);
      expect(whole.count, `${file} has too few colours to be a picture`).toBeGreaterThan(256);
      expect(whole.commonest, `${file} is mostly one colour`).toBeLessThan(0.9);
      if (file.startsWith("screenshot-")) {
        // Both the helpdesk ticket (left) and the side panel (right, 380 px) are on it, neither blank.
        for (const [from, to] of [
          [0, 880],
          [910, 1280],
        ] as const) {
          const part = colours(picture, from, to);
          expect(part.count, `${file}, x ${from}–${to}`).toBeGreaterThan(64);
          expect(part.commonest, `${file}, x ${from}–${to}`).toBeLessThan(0.95);
        }
      }
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
