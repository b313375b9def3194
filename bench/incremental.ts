/**
 * The content script's hot path against an earlier build (--content-baseline): on the 0.5 MB and
 * the 5 MB tickets, messages appended one by one (the page's `appendMessages`, as in the
 * detection section), each batch timed by the content script's own "voucher-lens:batch" measure.
 * Each run starts a fresh Chromium per build, one at a time, and closes it before the next: two
 * browsers alive together made the one measured second slower (an A/A run of one build against
 * itself read 1.11×). The runs come in pairs, the order reversed in each, so a slow moment of the
 * machine and being first after a launch hit both builds alike. Each run first appends messages it
 * does not time, then the ones it does: the first batches after a launch run before V8 optimises
 * the content script, at a moment that varies by run. The budget is judged on the runs' ratios,
 * each run's median batch over the baseline's in the same round: a run's batches share its
 * browser, its JIT and its moment of the machine, so they are not independent draws, and pooled
 * they read as sure after one run what the next run contradicts. On the 0.5 MB ticket, as information,
 * the agent typing 200 keys into a reply box on the same page: what the page's key events cost with
 * each build's listeners (Insert into reply's keydown listener is new). With --before, that build
 * is a third in the same runs (in the middle of each order), compared with this one in pairs.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { Pair, SectionResult } from "./before-now";
import { type BenchBrowser, callPage, HELPDESK_HOST } from "./browser";
import { APPENDED, initialScan, openTicket, TICKETS } from "./detection";
import { median, type Row, spread, times } from "./report";
import { judgedPass, measureUntilJudged, medianInterval, withInterval } from "./sampling";
import type { BenchPages } from "./server";

/** A build to measure: its label in the rows, and how to start a Chromium with it loaded. */
export interface ContentBuild {
  label: string;
  launch(): Promise<BenchBrowser>;
}

const MESSAGES = APPENDED;
/** Messages appended, untimed, before the timed ones of each run. */
const WARM_UP = 20;
/** The budget of #20: this build's per-batch median at most 10% above the baseline's. */
const BUDGET = 1.1;
/**
 * Runs a ticket (each a fresh Chromium per build, the order reversed every run), until the budget
 * is judged on the runs' ratios: two at least, each order once, and no new round once the section's
 * share of the bench's ten minutes is up (a round with the typing test is long).
 */
const SMALL_ROUNDS = { min: 2, max: 4, seconds: 40, least: 2 };
const LARGE_ROUNDS = { min: 2, max: 4, seconds: 40, least: 2 };
/** 200 key presses: letters and spaces, no key that moves focus or sends. */
const TYPED = "thanks for waiting the voucher is valid again ".repeat(5).slice(0, 200);
/** The measures the section reads, as the content script names them. */
const MEASURES = ["voucher-lens:batch", "voucher-lens:shadow-search"] as const;

/**
 * Throws unless the build's content script records the measures the section reads: a build from
 * before them would leave the section waiting for a first scan it never reports.
 */
export async function checkMeasures(extensionDir: string, label: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(extensionDir, "manifest.json"), "utf8"));
  const files: string[] = (manifest.content_scripts ?? []).flatMap((s: { js?: string[] }) => s.js ?? []);
  const code = (await Promise.all(files.map((f) => readFile(join(extensionDir, f), "utf8")))).join("\n");
  const missing = MEASURES.filter((name) => !code.includes(name));
  if (missing.length) {
    const found = [...new Set(code.match(/voucher-lens:[\w-]+/g) ?? [])];
    throw new Error(
      `The content script of ${label} records no ${missing.join(", ")} measure; it records: ${found.join(", ") || "none"}`,
    );
  }
}

/** Microseconds, for the key events' handling (the page's clock ticks every 5 µs). */
const us = (millis: number): string => `${(millis * 1000).toFixed(millis < 0.01 ? 1 : 0)} µs`;
const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

interface Typed {
  keydown: number[];
  keyup: number[];
}

/**
 * A textarea at the top of the ticket, its own batch over before the first key; then the agent's
 * click in it and 200 trusted key presses. Each key event is timed in the page's world from a
 * listener on window in the capture phase (the first to run) to one on window in the bubble phase
 * (the last), so every listener on the way runs in between: the content script's on the document.
 */
async function typeInReplyBox(page: Page): Promise<Typed> {
  await page.evaluate(`(async () => {
    const batches = () => window.__bench.measures.filter((m) => m.name === "voucher-lens:batch").length;
    const before = batches();
    const box = document.createElement("textarea");
    box.id = "bench-reply";
    box.rows = 4;
    box.cols = 60;
    box.style.cssText = "position: fixed; top: 8px; right: 8px; z-index: 1";
    document.body.append(box);
    const deadline = performance.now() + 5000;
    while (batches() === before && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const typed = { keydown: [], keyup: [] };
    window.__typed = typed;
    for (const type of ["keydown", "keyup"]) {
      let start = 0;
      addEventListener(type, () => { start = performance.now(); }, { capture: true, passive: true });
      addEventListener(type, () => { typed[type].push(performance.now() - start); }, { passive: true });
    }
  })()`);
  await page.click("#bench-reply");
  await page.keyboard.type(TYPED);
  const typed = (await page.evaluate("window.__typed")) as Typed;
  const value = (await page.evaluate("document.getElementById('bench-reply').value")) as string;
  if (value !== TYPED || typed.keydown.length !== TYPED.length || typed.keyup.length !== TYPED.length)
    throw new Error(
      `Typing into the reply box: ${value.length} characters arrived, ${typed.keydown.length} keydown and ${typed.keyup.length} keyup events of ${TYPED.length}`,
    );
  return typed;
}

/**
 * `baseline` (--content-baseline) carries the budget; `before` (--before) is compared with `now` in
 * the before → now pairs.
 */
export async function benchIncremental(
  { baseline, before, now }: { baseline?: ContentBuild; before?: ContentBuild; now: ContentBuild },
  pages: BenchPages,
  log: (line: string) => void,
): Promise<SectionResult> {
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  const pairs: Pair[] = [];
  const builds = [baseline, before, now].filter((build) => build !== undefined);
  const versus = baseline ? `${baseline.label} → ${now.label}` : now.label;
  const typing = new Map<string, Typed[]>(builds.map((b) => [b.label, []]));

  for (const { label, bytes } of TICKETS) {
    /** Per build, the batch durations of each run. */
    const batches = new Map<string, number[][]>(builds.map((b) => [b.label, []]));
    /** Per build, what each run's batches left for the frame after them: counting what the agent sees. */
    const counts = new Map<string, number[][]>(builds.map((b) => [b.label, []]));
    const pooled = (build: ContentBuild) => batches.get(build.label)!.flat();
    /** Each round's ratio: this build's median batch over the other's, measured in the same round. */
    const runRatios = (other: ContentBuild) => {
      const theirs = batches.get(other.label)!;
      return batches
        .get(now.label)!
        .slice(0, theirs.length)
        .map((mine, run) => median(mine) / median(theirs[run]!));
    };
    // Pairs of runs, each build first once a pair, until this build's budget is judged.
    const judged = () =>
      baseline
        ? [
            {
              name: `the ${label} ticket's per-batch detection ÷ ${baseline.label}'s`,
              interval: () => medianInterval(runRatios(baseline)),
              budget: BUDGET,
            },
          ]
        : [];
    const stop = await measureUntilJudged(bytes < 1_000_000 ? SMALL_ROUNDS : LARGE_ROUNDS, judged, (run) =>
      oneRun(run),
    );
    log(`  incremental ${label}: ${stop.why}`);
    const runs = batches.get(now.label)!.length;
    async function oneRun(run: number) {
      const order = run % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        const browser = await build.launch();
        try {
          const page = await openTicket(browser, pages, HELPDESK_HOST, bytes);
          await initialScan(page);
          batches.get(build.label)!.push(await callPage<number[]>(page, "appendMessages", MESSAGES, WARM_UP));
          // The first count is the first scan's; a build from before the count records none.
          counts
            .get(build.label)!
            .push(
              (await page.evaluate(
                `window.__bench.measures.filter((m) => m.name === "voucher-lens:visibility").slice(1).map((m) => m.duration)`,
              )) as number[],
            );
          if (bytes < 1_000_000) typing.get(build.label)!.push(await typeInReplyBox(page));
        } finally {
          await browser.close();
        }
      }
      log(
        `  incremental ${label} run ${run + 1}: per-batch median ${builds
          .map((b) => `${b.label} ${median(batches.get(b.label)!.at(-1)!).toFixed(3)} ms`)
          .join(", ")}`,
      );
    }

    figures[`incremental vs baseline ${label}`] = Object.fromEntries(
      builds.map((b) => [
        b.label,
        { batchMsPerRun: batches.get(b.label), countMsPerRun: counts.get(b.label) },
      ]),
    );
    // Information, no budget: work a batch leaves for once the frame after it is drawn.
    const counted = counts.get(now.label)!.flat();
    rows.push({
      section: baseline ? `Content script vs ${baseline.label}, ${label}` : `Content script, ${label}`,
      measure: `then, once the frame after a batch is drawn, counting its new marks the agent sees (voucher-lens:visibility), ${now.label}, pooled, median (range)`,
      result: counted.length ? `${spread(counted)} (${counted.length})` : "none",
    });
    const measure =
      `${WARM_UP} messages appended untimed, then ${MESSAGES} one by one: detection per batch (the content script's voucher-lens:batch), ` +
      `${runs} run${runs > 1 ? "s" : ""} per build (${pooled(now).length} batches for ${now.label}), ` +
      `${builds.length > 1 ? "a fresh Chromium per build and run, one at a time, the order reversed every run" : "a fresh Chromium each run"}; batches pooled: median (range), ${versus}`;
    if (baseline) {
      const ratio = medianInterval(runRatios(baseline));
      rows.push({
        section: `Content script vs ${baseline.label}, ${label}`,
        measure: `${measure}; the ratio: each run's median batch ÷ ${baseline.label}'s in the same round, median of the runs; ${stop.why}`,
        result: `${baseline.label} ${spread(pooled(baseline))} → ${now.label} ${spread(pooled(now))}: ${withInterval(ratio, times)}`,
        budget: `≤ ${BUDGET.toFixed(2)}× ${baseline.label}`,
        pass: judgedPass(ratio, BUDGET),
      });
    } else {
      rows.push({
        section: `Content script, ${label}`,
        measure: `${measure} (no --content-baseline: this build only)`,
        result: spread(pooled(now)),
      });
    }
    if (before)
      pairs.push({
        section: `Content script, ${label}`,
        measure: `${MESSAGES} messages appended one by one: detection per batch, the batches of ${runs} runs pooled`,
        unit: "ms",
        before: pooled(before),
        now: pooled(now),
      });
  }

  // Information, no budget: one key press is its keydown and its keyup, each dispatch timed alone.
  const perKey = (list: Typed[]) => list.flatMap((t) => t.keydown.map((down, i) => down + t.keyup[i]!));
  const keydowns = (list: Typed[]) => list.flatMap((t) => t.keydown);
  const describe = (build: ContentBuild) => {
    const list = typing.get(build.label)!;
    return (
      `${build.label} ${us(median(perKey(list)))} (mean ${us(mean(perKey(list)))}; ` +
      `keydown alone ${us(median(keydowns(list)))}, mean ${us(mean(keydowns(list)))})`
    );
  };
  figures["typing in a reply box 0.5 MB"] = Object.fromEntries(
    builds.map((b) => [b.label, { typedPerRun: typing.get(b.label) }]),
  );
  rows.push({
    section: baseline ? `Content script vs ${baseline.label}, 0.5 MB` : "Content script, 0.5 MB",
    measure:
      `${TYPED.length} key presses typed into a textarea on the ticket after the appends: the page's keydown + keyup ` +
      `dispatch per key press (window, capture → bubble: every listener, the content script's too), ` +
      `median of ${perKey(typing.get(now.label)!).length} per build, ${versus}`,
    result: [baseline, now]
      .filter((build) => build !== undefined)
      .map(describe)
      .join(" → "),
  });
  if (before)
    pairs.push({
      section: "Content script, 0.5 MB",
      measure: `${TYPED.length} key presses typed into a textarea on the ticket: keydown + keyup dispatch per key press`,
      unit: "µs",
      before: perKey(typing.get(before.label)!),
      now: perKey(typing.get(now.label)!),
    });
  return { rows, figures, pairs };
}
