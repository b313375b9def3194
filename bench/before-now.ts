/**
 * The "before → now" figures (--before): each figure the bench measures on this build, measured on
 * an earlier build in the same run, with a verdict that tells a change from noise. Every figure here
 * costs something (time, bytes, a ratio of time), so lower is better.
 */
import { MB, median, ms, type Row, times } from "./report";

/** How a figure's values are shown. */
type Unit = "ms" | "µs" | "bytes" | "MB" | "ratio";

/** One figure, the values of each run (or the one value of a size) on the before build and on this one. */
export interface Pair {
  section: string;
  measure: string;
  unit: Unit;
  before: number[];
  now: number[];
}

/** A section's result: its rows and figures as ever, and its before → now pairs when --before is given. */
export interface SectionResult {
  rows: Row[];
  figures: Record<string, unknown>;
  pairs?: Pair[];
}

type Verdict = "better" | "same within spread" | "worse";

const range = (values: number[]) => Math.max(...values) - Math.min(...values);

/**
 * The team's criterion: now is worse when its median exceeds the before median by more than the
 * larger of the two ranges (max − min), better when it is lower by more; else the difference is
 * within what the run's own runs spread. A size is one exact value: any byte counts.
 */
export function judge(pair: Pair) {
  const before = median(pair.before);
  const now = median(pair.now);
  const spread = Math.max(range(pair.before), range(pair.now));
  const verdict: Verdict =
    now - before > spread ? "worse" : before - now > spread ? "better" : "same within spread";
  return { before, now, ratio: before > 0 ? now / before : Number.NaN, spread, verdict };
}

const us = (millis: number) => `${(millis * 1000).toFixed(millis < 0.01 ? 1 : 0)} µs`;
const bytes = (value: number) => `${(value / 1000).toFixed(2)} kB`;
const FORMAT: Record<Unit, (value: number) => string> = { ms, µs: us, bytes, MB, ratio: times };

/** The median and, for more than one run, the range: "52.1 ms (50.0 ms–60.2 ms)". */
function shown(unit: Unit, values: number[]): string {
  const format = FORMAT[unit];
  if (!values.length) return "none";
  if (values.length === 1 || range(values) === 0) return format(median(values));
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

function difference(pair: Pair, judged: ReturnType<typeof judge>): string {
  if (pair.unit !== "bytes") return Number.isNaN(judged.ratio) ? "–" : times(judged.ratio);
  const delta = judged.now - judged.before;
  return `${times(judged.ratio)}, ${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${Math.abs(delta)} B`;
}

/** Rows for the main table, one a pair, without a budget: the budgets stay on this build's own rows. */
export function pairRows(pairs: Pair[]): Row[] {
  return pairs.map((pair) => {
    const judged = judge(pair);
    return {
      section: `${pair.section}, before → now`,
      measure:
        pair.before.length > 1 || pair.now.length > 1 ? `${pair.measure}, median (range)` : pair.measure,
      result: `${shown(pair.unit, pair.before)} → ${shown(pair.unit, pair.now)} (${difference(pair, judged)}): ${judged.verdict}`,
    };
  });
}

/** The compact table at the top of reports/bench.md: one line a pair, then what the verdicts add up to. */
export function beforeNowTable(pairs: Pair[], before: string): string {
  const judged = pairs.map((pair) => ({ pair, ...judge(pair) }));
  const worse = judged.filter((j) => j.verdict === "worse");
  const lines = [
    `| Measure (before = ${before}, now = this build) | Before, median (range) | Now, median (range) | Now ÷ before | Verdict |`,
    "| --- | --- | --- | --- | --- |",
    ...judged.map(
      (j) =>
        `| ${j.pair.section}: ${j.pair.measure} | ${shown(j.pair.unit, j.pair.before)} | ${shown(j.pair.unit, j.pair.now)} | ${difference(j.pair, j)} | ${j.verdict === "worse" ? "**worse**" : j.verdict} |`,
    ),
    "",
    "Worse: now's median above before's by more than the larger of the two ranges (max − min); better: below by more; sizes are exact, so any byte counts.",
    worse.length
      ? `${worse.length} of ${judged.length} figures worse beyond the run's own spread: ${worse.map((j) => `${j.pair.section}: ${j.pair.measure}`).join("; ")}.`
      : `No figure worse beyond the run's own spread (${judged.length} figures).`,
  ];
  return lines.join("\n");
}

/** Sizes are counted by bench/size.ts on both builds: each of its gzip figures, before → now. */
export function sizePairs(before: Record<string, unknown>, now: Record<string, unknown>): Pair[] {
  const gzipOf = (figures: Record<string, unknown>, which: string) => {
    const sizes = figures.gzipBytes;
    if (typeof sizes !== "object" || sizes === null)
      throw new Error(`bench/size.ts reported no gzipBytes figures for ${which}`);
    return sizes as Record<string, unknown>;
  };
  const beforeSizes = gzipOf(before, "the before build");
  const NAMES: Record<string, string> = {
    contentScript: "content script (content-scripts/content.js)",
    sidePanel: "side panel at opening (its scripts, preloads and stylesheets)",
    sidePanelLazy: "side panel JS loaded later (through import())",
    serviceWorker: "service worker (background.js)",
  };
  return Object.entries(gzipOf(now, "this build")).flatMap(([key, value]) => {
    const earlier = beforeSizes[key];
    // A part the before build did not have (nothing loaded later) has nothing to compare with.
    if (typeof value !== "number" || typeof earlier !== "number" || earlier === 0) return [];
    return [
      {
        section: "Size, gzip -9",
        measure: NAMES[key] ?? key,
        unit: "bytes" as const,
        before: [earlier],
        now: [value],
      },
    ];
  });
}
