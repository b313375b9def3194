import { afterEach, describe, expect, it, vi } from "vitest";
import {
  benchBehindBy,
  judgedPass,
  measureUntilJudged,
  medianInterval,
  ratioInterval,
  standing,
  withInterval,
} from "../../../bench/sampling";

describe("the bench's median interval", () => {
  it("brackets the median with runs of the sample, wider for fewer runs", () => {
    const few = medianInterval([10, 11, 12, 13, 14, 15]);
    expect(few.median).toBe(12.5);
    expect(few.low).toBe(10);
    expect(few.high).toBe(15);
    const many = medianInterval(Array.from({ length: 40 }, (_, i) => 100 + i));
    expect(many.median).toBe(119.5);
    expect(many.low).toBeGreaterThan(100);
    expect(many.high).toBeLessThan(139);
    expect(many.low).toBeLessThanOrEqual(many.median);
    expect(many.high).toBeGreaterThanOrEqual(many.median);
  });

  it("reads a ratio's interval as the widest of its two figures'", () => {
    const ratio = ratioInterval([20, 20, 20, 20, 20], [10, 10, 10, 10, 10]);
    expect(ratio).toMatchObject({ median: 2, low: 2, high: 2, runs: 5 });
  });
});

describe("a budget's standing", () => {
  const steady = medianInterval([40, 41, 42, 43, 44, 45, 46, 47]);
  it("is met once the whole interval is under the budget, missed once over, open while it spans it", () => {
    expect(standing(steady, 50)).toBe("met");
    expect(standing(steady, 30)).toBe("missed");
    expect(standing(steady, 43)).toBe("open");
  });

  it("judges no budget beyond doubt from fewer than six runs, and prints their range as a range", () => {
    const five = medianInterval([40, 41, 42, 43, 44]);
    expect(standing(five, 50)).toBe("open");
    expect(standing(five, 30)).toBe("open");
    expect(judgedPass(five, 50)).toBe(true);
    expect(judgedPass(five, 30)).toBe(false);
    expect(withInterval(five, (v) => `${v} ms`)).toBe("42 ms (range 40 ms–44 ms, 5 runs)");
    expect(withInterval(steady, (v) => `${v} ms`)).toBe("43.5 ms (95%: 40 ms–47 ms, 8 runs)");
  });

  it("judges a budget still spanned at the end by its median", () => {
    expect(judgedPass(steady, 44)).toBe(true);
    expect(judgedPass(steady, 43)).toBe(false);
  });

  it("knows a figure without a budget once its interval is within a tenth of its median", () => {
    expect(standing(medianInterval([100, 101, 102, 103, 104, 105]))).toBe("known");
    expect(standing(medianInterval([50, 100, 150, 200, 250, 300]))).toBe("open");
  });
});

describe("measuring until judged", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    benchBehindBy(0, 0);
  });

  it("stops at the least rounds once every budget is judged, and says so", async () => {
    const runs: number[] = [];
    const stop = await measureUntilJudged(
      { min: 2, max: 10, seconds: 60 },
      () => [{ name: "Enter", interval: () => medianInterval(runs), budget: 100 }],
      async () => {
        runs.push(10, 11, 12);
      },
    );
    // Two rounds of three runs: six, the fewest that judge.
    expect(stop.runs).toBe(2);
    expect(stop.why).toBe("stopped after 2 rounds: every figure judged");
  });

  it("goes on while a figure spans its budget, to the most rounds, and names it", async () => {
    const runs: number[] = [];
    const stop = await measureUntilJudged(
      { min: 2, max: 4, seconds: 60 },
      () => [{ name: "Enter, cached", interval: () => medianInterval(runs), budget: 20 }],
      async (round) => {
        runs.push(10 + round, 30 - round);
      },
    );
    expect(stop.runs).toBe(4);
    expect(stop.why).toContain("the most it takes");
    expect(stop.why).toContain("Enter, cached still within its spread or under 6 runs, judged by its median");
    // A row of the table names its own figure: its note does not list every open one again.
    expect(stop.note).toBe(
      "stopped at 4 rounds (the most it takes): a figure still within its spread or under 6 runs is judged by its median",
    );
  });

  it("begins no round once its time is up", async () => {
    const runs: number[] = [];
    const stop = await measureUntilJudged(
      { min: 1, max: 50, seconds: 0 },
      () => [{ name: "open", interval: () => medianInterval(runs), budget: 20 }],
      async (round) => {
        runs.push(10 + round, 30 - round);
      },
    );
    expect(stop.runs).toBe(1);
    expect(stop.why).toContain("its 0 s were up");
  });

  it("begins no round that would end past its time, as long as the rounds so far took", async () => {
    // The bench's clock, moved by the rounds alone: each takes 30 s of a section's 50.
    let clock = 0;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    const runs: number[] = [];
    const stop = await measureUntilJudged(
      { min: 1, max: 50, seconds: 50 },
      () => [{ name: "open", interval: () => medianInterval(runs), budget: 20 }],
      async (round) => {
        runs.push(10 + round, 30 - round);
        clock += 30_000;
      },
    );
    // After one round, 30 s are gone: a second would end at 60 s, past the 50.
    expect(stop.runs).toBe(1);
    expect(stop.why).toContain("another round would not end within its 50 s");
  });

  it("starting with the bench behind its plan, gives up its part of the delay, down to its least rounds, and says so", async () => {
    let clock = 0;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    const section = async (rounds: { min: number; max: number; seconds: number; least?: number }) => {
      const runs: number[] = [];
      return measureUntilJudged(
        rounds,
        () => [{ name: "open", interval: () => medianInterval(runs), budget: 20 }],
        async (round) => {
          runs.push(10 + round, 30 - round);
          clock += 30_000;
        },
      );
    };
    // On plan: its two rounds at least, however long they take.
    expect((await section({ min: 2, max: 8, seconds: 100 })).runs).toBe(3);
    expect((await section({ min: 2, max: 8, seconds: 40 })).runs).toBe(2);
    // A little behind (20 s, against 400 planned after): its part of the delay is 5 s, not the
    // whole 20, and it still takes the rounds that fit.
    benchBehindBy(20, 400);
    expect((await section({ min: 2, max: 8, seconds: 100 })).runs).toBe(3);
    expect((await section({ min: 2, max: 8, seconds: 40 })).runs).toBe(2);
    // 80 s behind, 100 s planned after: 20 s of its 100 are left, and one round is the least it takes.
    benchBehindBy(80, 100);
    const behind = await section({ min: 2, max: 8, seconds: 100 });
    expect(behind.runs).toBe(1);
    expect(behind.why).toContain("its 20 s were up, the bench 80 s behind its plan");
    // A section whose figures need two rounds takes two, even behind.
    expect((await section({ min: 2, max: 8, seconds: 100, least: 2 })).runs).toBe(2);
  });
});
