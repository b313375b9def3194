/**
 * How many runs a figure needs: a section measures in rounds and stops once its figures are judged,
 * instead of a fixed count that is too many for steady figures and too few for noisy ones. A
 * figure's median is known to within its 95% interval, read from the runs' own order (no
 * assumption about their distribution): a budget is judged once that interval lies wholly on one
 * side of it; a figure without a budget once the interval is within a tenth of its median. Fewer
 * than six runs give no such interval (their whole range holds the median 50% of the time for two
 * runs, 94% for five): their range is printed as a range, and a budget is judged by their median.
 */
import { median } from "./report";

/**
 * The median and its 95% interval, from the sorted runs' ranks (distribution-free); with fewer than
 * SURE_RUNS runs, their whole range, which is no 95% interval.
 */
export interface Interval {
  median: number;
  low: number;
  high: number;
  runs: number;
}

export function medianInterval(values: number[]): Interval {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (!n) return { median: Number.NaN, low: Number.NaN, high: Number.NaN, runs: 0 };
  // Ranks n/2 ± 0.98·√n (1-based), the binomial's normal approximation: about 95% coverage.
  const half = 0.98 * Math.sqrt(n);
  const lowRank = Math.max(1, Math.floor(n / 2 - half));
  const highRank = Math.min(n, Math.ceil(n / 2 + 1 + half));
  return { median: median(sorted), low: sorted[lowRank - 1]!, high: sorted[highRank - 1]!, runs: n };
}

/** A figure's interval, as a ratio of two figures' (now ÷ another), widest both ways. */
export function ratioInterval(now: number[], against: number[]): Interval {
  const a = medianInterval(now);
  const b = medianInterval(against);
  return {
    median: a.median / b.median,
    low: a.low / b.high,
    high: a.high / b.low,
    runs: Math.min(a.runs, b.runs),
  };
}

/** The fewest runs whose range holds their median 95% of the time (1 − 2·0.5⁶ ≈ 97%). */
export const SURE_RUNS = 6;

/** Where a figure stands: a budget met or missed beyond doubt, a figure known well enough, or not yet. */
export type Standing = "met" | "missed" | "known" | "open";

/**
 * A budget (`≤ budget`) is met once the whole interval is at or under it, missed once it is wholly
 * over; a figure without one is known once its interval is within `precision` of its median. Never
 * from fewer than SURE_RUNS runs: their range is no 95% interval.
 */
export function standing(interval: Interval, budget?: number, precision = 0.1): Standing {
  if (!(interval.runs >= SURE_RUNS)) return "open";
  if (budget !== undefined) {
    if (interval.high <= budget) return "met";
    if (interval.low > budget) return "missed";
    return "open";
  }
  const width = Math.max(interval.median - interval.low, interval.high - interval.median);
  return width <= Math.abs(interval.median) * precision ? "known" : "open";
}

/** One figure a section judges as it measures. */
export interface Judged {
  name: string;
  interval: () => Interval;
  /** `≤ budget`; none for a figure only printed. */
  budget?: number;
}

/**
 * Rounds a section may take: at least `min`, at most `max`, and no new round once `seconds` have
 * gone (its share of the bench's ten minutes), or that would end past them if it took as long as
 * the rounds so far did on average, whatever is still open.
 */
export interface Rounds {
  min: number;
  max: number;
  seconds: number;
  /**
   * The fewest rounds the section's figures can be read from at all (one unless said): however far
   * behind its plan the bench is (benchBehindBy), a section takes these.
   */
  least?: number;
}

let behind = { seconds: 0, part: 0 };

/**
 * How far the bench is behind its plan as the next section starts: the time the sections so far
 * took beyond their planned shares, against the time planned for the sections still to come
 * (bench/main.ts says both between sections). Each section after it gives up the same part of its
 * share, and of the rounds it takes however long they are (down to its least), so the delay is
 * shared out: a machine slower than the plan's still gets every budget judged, by the medians of
 * fewer runs, within the bench's minutes.
 */
export function benchBehindBy(seconds: number, plannedAfter: number): void {
  behind =
    seconds > 0 && plannedAfter > 0
      ? { seconds, part: Math.min(1, seconds / plannedAfter) }
      : { seconds: 0, part: 0 };
}

/** `--quick`: the fewest rounds that still give a median; the full bench's are the section's own. */
export const QUICK = process.argv.includes("--quick");

/**
 * Measures in rounds (`round(index)` adds a run or a few of each side) until every figure stands
 * judged, `max` rounds are taken or the section's time is up (or would be, after one more round as
 * long as the mean so far), and says which: "stopped after 3 rounds: every figure judged", or
 * which figure was still open. A budget whose interval still spans it at the end is judged by its
 * median. `--quick` takes two or three rounds in half the time; a section that starts with the
 * bench behind its plan, fewer in less (benchBehindBy).
 */
export async function measureUntilJudged(
  rounds: Rounds,
  figures: () => Judged[],
  round: (index: number) => Promise<void>,
): Promise<{ runs: number; why: string; note: string }> {
  const planned = QUICK
    ? { min: Math.min(2, rounds.min), max: Math.min(3, rounds.max), seconds: rounds.seconds / 2 }
    : rounds;
  const lateBy = Math.round(behind.seconds);
  const { max } = planned;
  // The rounds it takes whatever their time shrink with its part of the delay, to its least.
  const min = Math.min(planned.min, Math.max(rounds.least ?? 1, Math.round(planned.min * (1 - behind.part))));
  const seconds = Math.round(planned.seconds * (1 - behind.part));
  const late = lateBy > 0 ? `, the bench ${lateBy} s behind its plan` : "";
  const started = performance.now();
  const roundsOf = (n: number) => `${n} round${n === 1 ? "" : "s"}`;
  let index = 0;
  let out = "";
  for (; index < max; index++) {
    if (index >= min) {
      const open = figures().filter((f) => standing(f.interval(), f.budget) === "open");
      if (!open.length) {
        const why = `stopped after ${roundsOf(index)}: every figure judged`;
        return { runs: index, why, note: why };
      }
      const spent = performance.now() - started;
      if (spent > seconds * 1000) {
        out = `its ${seconds} s were up${late}`;
        break;
      }
      // A round as long as the mean so far would end past the section's time: the bench's ten
      // minutes are the sum of the sections' shares, so a section does not begin a round it would
      // most likely not finish within its own.
      if (index > 0 && spent + spent / index > seconds * 1000) {
        out = `another round would not end within its ${seconds} s${late}`;
        break;
      }
    }
    await round(index);
  }
  const open = figures().filter((f) => standing(f.interval(), f.budget) === "open");
  if (!open.length) {
    const why = `stopped after ${roundsOf(index)}: every figure judged`;
    return { runs: index, why, note: why };
  }
  const stopped = `stopped at ${roundsOf(index)} (${out || "the most it takes"})`;
  return {
    runs: index,
    why: `${stopped}: ${open.map((f) => f.name).join("; ")} still within ${open.length > 1 ? "their" : "its"} spread or under ${SURE_RUNS} runs, judged by ${open.length > 1 ? "their medians" : "its median"}`,
    // A table row names its own figure: the stop without the list of every figure still open.
    note: `${stopped}: a figure still within its spread or under ${SURE_RUNS} runs is judged by its median`,
  };
}

/** "42.1 ms (95%: 40.0–45.3 ms, 12 runs)"; under SURE_RUNS runs, "42.1 ms (range 40.0–45.3 ms, 4 runs)". */
export const withInterval = (interval: Interval, format: (value: number) => string): string =>
  `${format(interval.median)} (${interval.runs >= SURE_RUNS ? "95%:" : "range"} ${format(interval.low)}–${format(interval.high)}, ${interval.runs} runs)`;

/**
 * A budget's verdict at the end: met when the interval is under it, missed when over it; when it
 * still spans the budget (the section's rounds ran out), by the median.
 */
export function judgedPass(interval: Interval, budget: number): boolean {
  const where = standing(interval, budget);
  return where === "met" || (where === "open" && interval.median <= budget);
}
