import type { Schedulers } from "@/lib/detection/schedulers.content";

type Queued = "drawn" | "frame" | "idle" | "microtask" | "yieldToPage";

/**
 * Schedulers whose callbacks wait until the test runs them, with a clock that moves only when the
 * test moves it: what the page watcher does when is decided by the test, not by timers.
 */
export interface FakeSchedulers {
  schedulers: Schedulers;
  /** How many callbacks wait for this (timeouts: however far ahead). */
  waiting(kind: Queued | "timeout"): number;
  /** Runs the callbacks waiting for this, not those they queue; returns how many ran. */
  run(kind: Queued): number;
  /** Moves the clock on, running the timeouts that fall due on the way. */
  advance(ms: number): void;
  /** The `atLatestMs` each idle callback was queued with. */
  idleDeadlines: number[];
  /** Runs everything waiting, and what that queues, until nothing waits (timeouts by moving the clock). */
  settle(): Promise<void>;
}

/** Lets the promise chains a step resumed go on, without a timer. */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export function fakeSchedulers(): FakeSchedulers {
  let clock = 0;
  const queues: Record<Queued, (() => void)[]> = {
    drawn: [],
    frame: [],
    idle: [],
    microtask: [],
    yieldToPage: [],
  };
  let timers: { at: number; callback: () => void }[] = [];
  const idleDeadlines: number[] = [];

  const run = (kind: Queued) => {
    const callbacks = queues[kind].splice(0);
    for (const callback of callbacks) callback();
    return callbacks.length;
  };
  const advance = (ms: number) => {
    const until = clock + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      clock = Math.max(clock, due.at);
      due.callback();
    }
    clock = until;
  };

  return {
    schedulers: {
      drawn: (callback) => void queues.drawn.push(callback),
      frame: (callback) => void queues.frame.push(callback),
      idle(callback, atLatestMs) {
        idleDeadlines.push(atLatestMs);
        queues.idle.push(callback);
      },
      timeout: (callback, ms) => void timers.push({ at: clock + ms, callback }),
      microtask: (callback) => void queues.microtask.push(callback),
      yieldToPage: () => new Promise((resolve) => queues.yieldToPage.push(resolve)),
      now: () => clock,
    },
    waiting: (kind) => (kind === "timeout" ? timers.length : queues[kind].length),
    run,
    advance,
    idleDeadlines,
    async settle() {
      for (let round = 0; round < 1000; round++) {
        await flushMicrotasks();
        const kind = (["microtask", "yieldToPage", "drawn", "frame", "idle"] as const).find(
          (k) => queues[k].length,
        );
        if (kind) run(kind);
        else if (timers.length) advance(Math.min(...timers.map((t) => t.at)) - clock);
        else return;
      }
      throw new Error("the watcher kept scheduling work for 1,000 rounds");
    },
  };
}
