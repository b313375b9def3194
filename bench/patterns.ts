/**
 * What the agents' code patterns cost the page scan on text built to make them backtrack: each
 * accepted pattern's detector (the pattern between the boundaries the content script adds) over
 * the hostile texts the options page times it on (hostile-text.ts), against the same detector on a
 * ticket of the codes those texts hold (what genuine codes cost), and against the detector a fresh
 * profile runs (no pattern) on the same texts, measured alternately in the same run. With --before, the before commit's
 * detector code (bundled from its sources) runs the same texts, its runs alternating with this
 * build's.
 */
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { hostileTexts } from "../lib/detection/hostile-text";
import { buildDetector, type Detector, findTokens } from "../lib/detection/patterns";
import { validateCodePattern } from "../lib/detection/validate-pattern";
import { ACCEPTED_PATTERNS } from "../tests/agent-patterns";
import type { Pair, SectionResult } from "./before-now";
import { median, ms, type Row, times } from "./report";

/** Ticket-sized text: a long message pasted into a ticket, 16 kB of one hostile shape. */
const LENGTH = 16_384;
/**
 * The worst pattern's hostile texts may cost this many times a ticket of its own codes: what text
 * built to make it backtrack adds to what genuine codes cost. A pattern that backtracks costs
 * hundreds of times, and more as the text grows.
 */
const BUDGET = 3;
/**
 * The worst pattern may cost this many times the scan without any. The scan without a pattern
 * skips ahead to the ids' literal prefixes (cust_, v_…) at gigabytes a second; a pattern with no
 * literal start is tried at every place, and a text full of its codes makes a token of each: tens
 * of times the bare scan on such text, and linear in it. One that backtracks costs thousands.
 */
const BUDGET_AGAINST_NONE = 100;

/** The detector's code of one build: this checkout's, or a commit's bundled from its sources. */
export interface DetectorCode {
  buildDetector: typeof buildDetector;
  findTokens: typeof findTokens;
  validateCodePattern: typeof validateCodePattern;
}

const NOW: DetectorCode = { buildDetector, findTokens, validateCodePattern };

const isDetectorCode = (module: Record<string, unknown>): module is Record<string, unknown> & DetectorCode =>
  ["buildDetector", "findTokens", "validateCodePattern"].every((name) => typeof module[name] === "function");

/**
 * Bundles the detector code of the commit checked out in `tree` (wherever that commit keeps it) into
 * `out` and loads it: the files that export buildDetector and validateCodePattern, outside tests.
 */
export async function loadDetectorCode(tree: string, out: string): Promise<DetectorCode> {
  const listed = (await promisify(execFile)("git", ["-C", tree, "ls-files", "*.ts"])).stdout.split("\n");
  const sources = listed.filter((file) => file && !/^(tests|bench|scripts)\//.test(file));
  const exporting = async (name: string) => {
    for (const file of sources)
      if ((await readFile(join(tree, file), "utf8")).includes(`export function ${name}(`)) return file;
    throw new Error(`No file of ${tree} exports ${name}`);
  };
  const entry = join(tree, "bench-detector-entry.ts");
  await writeFile(
    entry,
    `export { buildDetector, findTokens } from "./${await exporting("buildDetector")}";\n` +
      `export { validateCodePattern } from "./${await exporting("validateCodePattern")}";\n`,
  );
  const outfile = join(out, "before-detector.mjs");
  // The commit's tsconfig (its "@/" paths, from the .wxt its build just wrote) resolves its imports.
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "error",
  });
  const module: Record<string, unknown> = await import(pathToFileURL(outfile).href);
  if (!isDetectorCode(module)) throw new Error(`The detector code bundled from ${tree} lacks a function`);
  return module;
}

function timeScan(code: DetectorCode, texts: readonly string[], detector: Detector): number {
  const started = performance.now();
  for (const text of texts) code.findTokens(text, detector);
  return performance.now() - started;
}

/** One build's runs of one pattern: its scans with the pattern and without any, per run. */
interface Timed {
  withPattern: number[];
  without: number[];
  /** The scan with the pattern of tickets of its own codes, of the same lengths. */
  codes: number[];
}

/**
 * A ticket of the codes the hostile texts hold, side by side, as long as each of them: what a
 * ticket full of genuine codes costs the scan with this pattern (each code found is a token made).
 * A pattern whose codes none of its hostile texts hold is measured on them against themselves.
 */
function codesTicket(texts: readonly string[], detector: Detector): string[] {
  const codes = new Set(texts.flatMap((text) => findTokens(text, detector).map((token) => token.text)));
  if (!codes.size) return [...texts];
  const line = `${[...codes].slice(0, 50).join(" ")} `;
  return texts.map((text) => line.repeat(Math.ceil(text.length / line.length)).slice(0, text.length));
}

const ratios = (timed: Timed) =>
  timed.withPattern.map((took, run) => took / Math.max(timed.without[run]!, 0.01));
const ratioOf = (timed: Timed) => median(timed.withPattern) / Math.max(median(timed.without), 0.01);
const codesRatioOf = (timed: Timed) => median(timed.withPattern) / Math.max(median(timed.codes), 0.01);

export function benchPatterns(
  runs: number,
  log: (line: string) => void,
  before?: DetectorCode,
): SectionResult {
  const builds = [{ label: "now", code: NOW }, ...(before ? [{ label: "before", code: before }] : [])];
  const baselines = builds.map(({ code }) => code.buildDetector({ emails: false, codePatterns: [] }));
  const measured = ACCEPTED_PATTERNS.map((raw) => {
    const check = validateCodePattern(raw);
    if (!check.ok) throw new Error(`${raw} is no longer accepted: ${check.reason}`);
    // The texts the options page times the pattern on (hostile-text.ts), at ticket size, and a few
    // plain shapes besides.
    const texts = [
      ...hostileTexts(check.pattern).map((make) => make(LENGTH)),
      ...["a", "A1-", "x_", "0", " ", "aa."].map(
        (shape) => `${shape.repeat(Math.ceil(LENGTH / shape.length)).slice(0, LENGTH)}a!`,
      ),
    ];
    const codes = codesTicket(texts, buildDetector({ emails: false, codePatterns: [check.pattern] }));
    // Each build its own detector, on the same texts; a pattern the before build refuses is left out there.
    const sides = builds.flatMap(({ label, code }, i) => {
      const checked = code.validateCodePattern(raw);
      if (!checked.ok) {
        log(`  ${raw}: refused by the ${label} build (${checked.reason}), not measured there`);
        return [];
      }
      const detector = code.buildDetector({ emails: false, codePatterns: [checked.pattern] });
      return [
        {
          label,
          code,
          detector,
          baseline: baselines[i]!,
          timed: { withPattern: [], without: [], codes: [] } as Timed,
        },
      ];
    });
    // Alternating, after one warm-up each: both see the same machine.
    for (const side of sides) {
      timeScan(side.code, texts, side.detector);
      timeScan(side.code, texts, side.baseline);
      timeScan(side.code, codes, side.detector);
    }
    for (let run = 0; run < runs; run++)
      for (const side of run % 2 ? [...sides].reverse() : sides) {
        side.timed.withPattern.push(timeScan(side.code, texts, side.detector));
        side.timed.without.push(timeScan(side.code, texts, side.baseline));
        side.timed.codes.push(timeScan(side.code, codes, side.detector));
      }
    const now = sides[0]!.timed;
    const earlier = sides.find((side) => side.label === "before")?.timed;
    log(
      `  ${raw}: ${ms(median(now.withPattern))} against ${ms(median(now.without))} without it (${times(ratioOf(now))}), ` +
        `${ms(median(now.codes))} on a ticket of its codes (${times(codesRatioOf(now))})` +
        (earlier ? `; before ${times(ratioOf(earlier))}` : ""),
    );
    return { raw, now, before: earlier };
  });
  const results = measured.map(({ raw, now }) => ({
    raw,
    ms: median(now.withPattern),
    baselineMs: median(now.without),
    codesMs: median(now.codes),
    ratio: ratioOf(now),
    codesRatio: codesRatioOf(now),
  }));
  const worst = results.reduce((a, b) => (b.codesRatio > a.codesRatio ? b : a));
  const worstAgainstNone = results.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const rows: Row[] = [
    {
      section: "patterns",
      measure: `worst of ${results.length} accepted patterns on ${LENGTH / 1024} kB hostile texts, against a ticket of its codes`,
      result: `${times(worst.codesRatio)} (${worst.raw})`,
      budget: `≤ ${BUDGET}×`,
      pass: worst.codesRatio <= BUDGET,
    },
    {
      section: "patterns",
      measure: `worst of ${results.length} accepted patterns on ${LENGTH / 1024} kB hostile texts, against no pattern`,
      result: `${times(worstAgainstNone.ratio)} (${worstAgainstNone.raw})`,
      budget: `≤ ${BUDGET_AGAINST_NONE}×`,
      pass: worstAgainstNone.ratio <= BUDGET_AGAINST_NONE,
    },
  ];
  const figures: Record<string, unknown> = { patterns: results };
  if (!before) return { rows, figures };

  const both = measured.flatMap(({ raw, now, before }) => (before ? [{ raw, now, before }] : []));
  figures["patterns before"] = both.map(({ raw, before }) => ({ raw, ...before, ratio: ratioOf(before) }));
  const worstOf = (side: "now" | "before") =>
    both.reduce((a, b) => (ratioOf(b[side]) > ratioOf(a[side]) ? b : a))[side];
  const together = (side: "now" | "before") =>
    Array.from({ length: runs }, (_, run) =>
      both.reduce((sum, pattern) => sum + pattern[side].withPattern[run]!, 0),
    );
  const pairs: Pair[] = [
    {
      section: "Patterns",
      measure: `worst of the ${both.length} accepted patterns on ${LENGTH / 1024} kB hostile texts ÷ no pattern, per run`,
      unit: "ratio",
      before: ratios(worstOf("before")),
      now: ratios(worstOf("now")),
    },
    {
      section: "Patterns",
      measure: `the scans of those ${both.length} patterns' detectors over their hostile texts, together, per run`,
      unit: "ms",
      before: together("before"),
      now: together("now"),
    },
  ];
  return { rows, figures, pairs };
}
