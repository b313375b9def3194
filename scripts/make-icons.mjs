#!/usr/bin/env node
// Renders the icon set (16-128 px) from one SVG with Chromium, so the PNGs in public/icon/ can be
// remade after a design change: node scripts/make-icons.mjs
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";

// A magnifying lens over a voucher ticket: the product in one picture, legible at 16 px.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><title>Voucher Lens</title>
  <rect x="6" y="22" width="92" height="62" rx="10" fill="#0b57d0"/>
  <circle cx="6" cy="53" r="9" fill="#fff"/><circle cx="98" cy="53" r="9" fill="#fff"/>
  <path d="M30 38h40M30 52h26" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
  <circle cx="80" cy="78" r="26" fill="#fff" stroke="#0b1526" stroke-width="10"/>
  <path d="M98 97l20 20" stroke="#0b1526" stroke-width="13" stroke-linecap="round"/>
  <path d="M70 78l7 7 13-14" fill="none" stroke="#1a7f37" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const page = await browser.newPage();
for (const size of [16, 32, 48, 96, 128]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
  );
  await writeFile(`public/icon/${size}.png`, await page.screenshot({ omitBackground: true }));
}
await writeFile("public/icon/icon.svg", svg);
await browser.close();
console.log("Icons written to public/icon/");
