/**
 * Why StaticRange: live Ranges are updated by the browser on every DOM change of the host page
 * while they exist. This measures a helpdesk-like workload (insert and remove 1,000 messages) with
 * 12,000 highlighted ids held as live Ranges, as StaticRanges, and with none, side by side.
 * Run: node bench/ranges.mjs
 */
import { chromium } from "playwright-core";

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
async function inFreshPage(kind) {
  const page = await browser.newPage();
  await page.setContent("<main id=m></main>");
  const value = await page.evaluate((kind) => {
    const main = document.getElementById("m");
    for (let i = 0; i < 12_000; i++) {
      const p = document.createElement("p");
      p.textContent = `Customer cust_${String(i).padStart(24, "0")} wrote about order ord_${String(i).padStart(24, "0")}.`;
      main.append(p);
    }
    const texts = [...main.querySelectorAll("p")].map((p) => p.firstChild);
    const workload = () => {
      const start = performance.now();
      for (let round = 0; round < 1000; round++) {
        const div = document.createElement("div");
        div.innerHTML = "<p>New message with <b>some</b> text</p>";
        main.insertBefore(div, main.children[round * 7] ?? null);
        div.remove();
      }
      return performance.now() - start;
    };
    const measure = (kind) => {
      CSS.highlights.clear();
      if (kind !== "none") {
        const highlight = new Highlight();
        for (const t of texts) {
          if (kind === "live") {
            const r = document.createRange();
            r.setStart(t, 9);
            r.setEnd(t, 33);
            highlight.add(r);
          } else {
            highlight.add(
              new StaticRange({ startContainer: t, startOffset: 9, endContainer: t, endOffset: 33 }),
            );
          }
        }
        CSS.highlights.set("bench", highlight);
      }
      const runs = [workload(), workload(), workload(), workload(), workload()].sort((a, b) => a - b);
      return runs[2];
    };
    return measure(kind);
  }, kind);
  await page.close();
  return value;
}
// Each kind in a page of its own, twice, interleaved: no kind pays for another's garbage.
const result = { none: [], live: [], static: [] };
for (let i = 0; i < 2; i++)
  for (const kind of ["none", "live", "static"]) result[kind].push(await inFreshPage(kind));
for (const kind of Object.keys(result)) result[kind] = Math.min(...result[kind]);
await browser.close();
console.log(
  `insert+remove 1,000 messages, median of 5: no ranges ${result.none.toFixed(1)} ms, ` +
    `12,000 live Ranges ${result.live.toFixed(1)} ms (${(result.live / result.none).toFixed(2)}×), ` +
    `12,000 StaticRanges ${result.static.toFixed(1)} ms (${(result.static / result.none).toFixed(2)}×)`,
);
