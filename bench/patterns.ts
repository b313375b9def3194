/**
 * What the agents' code patterns cost the page scan on text built to make them backtrack: each
 * accepted pattern's detector (the pattern between the boundaries the content script adds) over
 * its hostile shapes, against the detector a fresh profile runs (no pattern) on the same texts,
 * measured alternately in the same run. A linear pattern costs a small multiple of the baseline;
 * one that backtracks costs thousands.
 */
import { hostileShapes } from "../features/detection/hostile-text";
import { buildDetector, type Detector, findTokens } from "../features/detection/patterns";
import { validateCodePattern } from "../features/detection/validate-pattern";
import { ACCEPTED_PATTERNS } from "../tests/agent-patterns";
import { median, ms, type Row, times } from "./report";

/** Ticket-sized text: a long message pasted into a ticket, 16 kB of one hostile shape. */
const LENGTH = 16_384;
/**
 * The worst pattern may cost this many times the scan without any. Bounded repeats in a row
 * (`[a-z]{1,64}` three times) cost some tens of times the bare scan and stay linear in the text;
 * a pattern that backtracks without bound costs thousands of times, and more as the text grows.
 */
const BUDGET = 100;

function timeScan(texts: readonly string[], detector: Detector): number {
  const started = performance.now();
  for (const text of texts) findTokens(text, detector);
  return performance.now() - started;
}

export function benchPatterns(runs: number, log: (line: string) => void) {
  const baseline = buildDetector({ emails: false, codePatterns: [] });
  const results = ACCEPTED_PATTERNS.map((raw) => {
    const check = validateCodePattern(raw);
    if (!check.ok) throw new Error(`${raw} is no longer accepted: ${check.reason}`);
    const detector = buildDetector({ emails: false, codePatterns: [check.pattern] });
    const texts = [...hostileShapes(check.pattern), "a", "A1-", "x_", "0", " ", "aa."].map(
      (shape) => `${shape.repeat(Math.ceil(LENGTH / shape.length)).slice(0, LENGTH)}a!`,
    );
    const withPattern: number[] = [];
    const without: number[] = [];
    // Alternating, after one warm-up each: both see the same machine.
    timeScan(texts, detector);
    timeScan(texts, baseline);
    for (let run = 0; run < runs; run++) {
      withPattern.push(timeScan(texts, detector));
      without.push(timeScan(texts, baseline));
    }
    const ratio = median(withPattern) / Math.max(median(without), 0.01);
    log(`  ${raw}: ${ms(median(withPattern))} against ${ms(median(without))} (${times(ratio)})`);
    return { raw, ms: median(withPattern), baselineMs: median(without), ratio };
  });
  const worst = results.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const rows: Row[] = [
    {
      section: "patterns",
      measure: `worst of ${results.length} accepted patterns on ${LENGTH / 1024} kB hostile texts, against no pattern`,
      result: `${times(worst.ratio)} (${worst.raw})`,
      budget: `≤ ${BUDGET}×`,
      pass: worst.ratio <= BUDGET,
    },
  ];
  return { rows, figures: { patterns: results } };
}
