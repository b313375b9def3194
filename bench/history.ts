/**
 * The side panel with a card's History open (lib/history), against the memberships view alone, in
 * the same panel and the same run: the customer with two loyalty v2 memberships looked up, his four
 * v2 cards painted, then
 *   - alone: nothing more;
 *   - one page: History pressed on his first card (membershipsCardCode): one page of 100
 *     transactions asked, 25 lines shown; timed from the click to the frame that shows them;
 *   - three pages: then Older pressed until the third page of 100 is in (25 lines more a press, from
 *     memory, then a page asked): 300 transactions loaded, 225 lines shown; each press timed to the
 *     frame that shows its lines.
 * The card is given about 320 transactions first, in the bench's local API (older copies of its own).
 * In each state, what the panel costs while it sits open: its main thread's script and task time
 * over an idle window (CDP Performance.getMetrics, deltas), during which the panel's clock ticks
 * once a second, and its JS heap after a GC (Runtime.getHeapUsage). The clock
 * (entrypoints/sidepanel/use-clock.ts) is a 30 s setInterval: the bench keeps its callback and calls
 * it, so each window holds the same five re-renders whatever the clock's phase (a tick of its own
 * in the window is skipped and counted). The three states are taken in blocks, their order alternating block by block (as
 * bench/panel.ts alternates builds). No budget: the issue sets none.
 */
import { randomBytes } from "node:crypto";
import type { CDPSession, Page } from "playwright-core";
import type { ApiServer } from "../tests/server/api-server";
import type { SectionResult } from "./before-now";
import type { BenchBrowser } from "./browser";
import { LIST_SHOWN, preparePanel, rendered, saveProfile, submitQuery } from "./panel";
import { MB, median, ms, spread, times } from "./report";

/** Counted runs per state; taken in BLOCKS blocks, each block's first run of each state not counted. */
const RUNS = 2;
const BLOCKS = 2;
const UNCOUNTED = 1;
/** The card's transactions once grown: three pages of 100 and some left. */
const TRANSACTIONS = 320;
const PAGE = 100;
/** Lines CardHistory shows at first and adds each Older. */
const LINES = 25;
/** The panel's clock (entrypoints/sidepanel/use-clock.ts) and how often the bench ticks it in a window. */
const CLOCK_MS = 30_000;
const TICK_MS = 1_000;
const WINDOW_MS = 3_000;
/** After a state is set up: the session cache's write and the worker's replies have landed. */
const SETTLE_MS = 1_000;

const STATES = ["alone", "onePage", "threePages"] as const;
type State = (typeof STATES)[number];

/**
 * Installed in the panel before its scripts: LIST_SHOWN (bench/panel.ts), and the panel's clock
 * kept: its setInterval of CLOCK_MS still runs (its ticks counted), and `__tick(times, every)` calls
 * its callback now and every `every` ms after, `times` in all; for `times` × `every` ms the bench
 * is the clock, and a tick of the panel's own is skipped (counted).
 */
const WATCH = `(() => {
${LIST_SHOWN}
  const setTimer = window.setInterval.bind(window);
  const clearTimer = window.clearInterval.bind(window);
  const clocks = new Map();
  let driving = false;
  window.__clock = { natural: 0, forced: 0, skipped: 0 };
  window.setInterval = (handler, timeout, ...args) => {
    if (timeout !== ${CLOCK_MS} || typeof handler !== "function") return setTimer(handler, timeout, ...args);
    const id = setTimer(() => {
      if (driving) {
        window.__clock.skipped++;
        return;
      }
      window.__clock.natural++;
      handler(...args);
    }, timeout);
    clocks.set(id, () => handler(...args));
    return id;
  };
  window.clearInterval = (id) => {
    clocks.delete(id);
    clearTimer(id);
  };
  window.__tick = (times, every) => {
    const tick = () => {
      for (const handler of clocks.values()) handler();
      window.__clock.forced++;
    };
    driving = true;
    tick();
    let left = times - 1;
    const timer = setTimer(() => {
      if (left-- > 0) tick();
      else {
        driving = false;
        clearTimer(timer);
      }
    }, every);
    return clocks.size;
  };
})()`;

const sleep = (millis: number) => new Promise((done) => setTimeout(done, millis));

/**
 * Older copies of the card's own transactions, so that it has `total`: each with a fresh id of the
 * same shape (lctx_, 10 hex digits growing with the date, 8 random) and a date before the oldest.
 */
function growCardHistory(api: ApiServer, code: string, total: number): { cardId: string; rows: number } {
  const card = api.data.v2.cards.find((c) => c.code === code);
  const history = card && api.history.cards.find((c) => c.id === card.id);
  if (!card || !history) throw new Error(`The local API has no history for card ${code}`);
  const rows = history.transactions;
  const seeded = rows.length;
  if (!seeded) throw new Error(`Card ${code} has no transactions to copy`);
  const ids = new Set(rows.map((row) => row.id));
  const oldest = rows.reduce((a, b) => (a.created_at < b.created_at ? a : b));
  const oldestMs = Date.parse(oldest.created_at);
  const oldestTime = Number.parseInt(oldest.id.slice(5, 15), 16);
  for (let i = 0; rows.length < total; i++) {
    const source = rows[i % seeded]!;
    const ageSeconds = (i + 1) * 20 * 3600;
    let id: string;
    do
      id = `lctx_${(oldestTime - ageSeconds).toString(16).padStart(10, "0")}${randomBytes(4).toString("hex")}`;
    while (ids.has(id));
    ids.add(id);
    const at = oldestMs - ageSeconds * 1000;
    rows.push({
      ...structuredClone(source),
      id,
      created_at: new Date(at).toISOString(),
      updated_at: source.updated_at === null ? null : new Date(at + 900).toISOString(),
    });
  }
  // Newest first, as the history keeps them (the server sorts each page anyway).
  rows.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  return { cardId: card.id, rows: seeded };
}

interface Idle {
  scriptMs: number;
  taskMs: number;
  layoutMs: number;
  styleMs: number;
  heapBytes: number;
  /** The clock's ticks in the window, the bench's; the panel's own (its 30 s interval) run and skipped. */
  forcedTicks: number;
  naturalTicks: number;
  skippedTicks: number;
}

interface Taken {
  idle: Idle;
  /** History → 25 lines painted. */
  openMs?: number;
  /** Each Older → its 25 lines painted: three from memory, the second page, three more, the third page. */
  olderMs?: number[];
}

/** Clicks a button of the card named `name`, then polls each frame until `lines` lines show. */
const pressAndPaint = (panel: Page, code: string, name: string, lines: number) =>
  panel.evaluate(
    async ({ code, name, lines }) => {
      const card = document.querySelector(`article[aria-label="Loyalty v2 card ${code}"]`);
      if (!card) throw new Error(`No card ${code} in the panel`);
      const button = [...card.querySelectorAll("button")].find(
        (b) => b.textContent?.trim() === name && !b.disabled,
      );
      if (!button) throw new Error(`No ${name} button on card ${code}`);
      // No named functions in here (see bench/panel.ts): the bench's compiler would wrap them.
      const start = performance.now();
      button.click();
      for (;;) {
        // The frame that first shows them, taken in its requestAnimationFrame (as bench/panel.ts polls).
        await new Promise((done) => requestAnimationFrame(done));
        const shown = card.querySelectorAll(
          'section[aria-label="Card history"] ol.history-lines > li',
        ).length;
        const at = performance.now();
        if (shown >= lines) return { ms: at - start, shown };
        if (at - start > 30_000) throw new Error(`${name}: ${shown} lines after 30 s, not ${lines}`);
      }
    },
    { code, name, lines },
  );

async function metrics(cdp: CDPSession) {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
  return {
    script: of("ScriptDuration"),
    task: of("TaskDuration"),
    layout: of("LayoutDuration"),
    style: of("RecalcStyleDuration"),
  };
}

async function heapAfterGc(cdp: CDPSession) {
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
  return usedSize;
}

export async function benchHistory(
  browser: BenchBrowser,
  api: ApiServer,
  log: (line: string) => void,
): Promise<SectionResult> {
  const started = performance.now();
  const {
    membershipsCustomerId: member,
    membershipsCardCode: code,
    customerWithManyRedemptions,
  } = api.data.samples;
  const { cardId, rows: seeded } = growCardHistory(api, code, TRANSACTIONS);
  const asked = () =>
    api.requests.filter((r) => r.path.includes(`/cards/${cardId}/transactions`)).map((r) => r.query);

  await saveProfile(browser, api, "History");
  const panel = await browser.newPage();
  try {
    await preparePanel(panel, browser, api, WATCH);
    await panel.bringToFront();
    const cdp = await browser.context.newCDPSession(panel);
    await cdp.send("Performance.enable");

    /** Another customer's list, then the member's: no card's history held, his four v2 cards painted. */
    const membersView = async () => {
      await submitQuery(panel, customerWithManyRedemptions);
      await rendered(panel);
      await submitQuery(panel, member);
      await rendered(panel);
      await panel.locator(".v2-card").nth(3).waitFor();
      if (await panel.locator('section[aria-label="Card history"]').count())
        throw new Error("A card's history is still shown after another lookup");
    };

    const idle = async (): Promise<Idle> => {
      await sleep(SETTLE_MS);
      await heapAfterGc(cdp);
      const clock = () =>
        panel.evaluate(() => ({
          ...(window as unknown as { __clock: { natural: number; forced: number; skipped: number } }).__clock,
        }));
      const clockBefore = await clock();
      const before = await metrics(cdp);
      const clocks = await panel.evaluate(
        ({ times, every }) =>
          (window as unknown as { __tick(times: number, every: number): number }).__tick(times, every),
        { times: WINDOW_MS / TICK_MS, every: TICK_MS },
      );
      if (clocks !== 1)
        throw new Error(
          `The panel's clock (a ${CLOCK_MS / 1000} s setInterval, entrypoints/sidepanel/use-clock.ts): ${clocks} found, not 1`,
        );
      await sleep(WINDOW_MS);
      const after = await metrics(cdp);
      const clockAfter = await clock();
      return {
        scriptMs: after.script - before.script,
        taskMs: after.task - before.task,
        layoutMs: after.layout - before.layout,
        styleMs: after.style - before.style,
        heapBytes: await heapAfterGc(cdp),
        forcedTicks: clockAfter.forced - clockBefore.forced,
        naturalTicks: clockAfter.natural - clockBefore.natural,
        skippedTicks: clockAfter.skipped - clockBefore.skipped,
      };
    };

    const step = async (state: State): Promise<Taken> => {
      await membersView();
      if (state === "alone") return { idle: await idle() };
      const askedBefore = asked().length;
      const open = await pressAndPaint(panel, code, "History", LINES);
      if (open.shown !== LINES) throw new Error(`History showed ${open.shown} lines, not ${LINES}`);
      const olderMs: number[] = [];
      if (state === "threePages")
        for (let shown = 2 * LINES; shown <= 2 * PAGE + LINES; shown += LINES) {
          const older = await pressAndPaint(panel, code, "Older", shown);
          if (older.shown !== shown) throw new Error(`Older showed ${older.shown} lines, not ${shown}`);
          olderMs.push(older.ms);
        }
      const pages = asked().slice(askedBefore);
      const expected = state === "onePage" ? 1 : 3;
      if (pages.length !== expected || pages.slice(1).some((query) => !query.includes("cursor=")))
        throw new Error(
          `${state}: the card's transactions were asked ${pages.length} times, not ${expected}`,
        );
      return { idle: await idle(), openMs: open.ms, ...(olderMs.length ? { olderMs } : {}) };
    };

    const taken = Object.fromEntries(STATES.map((s) => [s, [] as Taken[]])) as Record<State, Taken[]>;
    const perBlock = RUNS / BLOCKS;
    for (let block = 0; block < BLOCKS; block++) {
      const order = block % 2 ? [...STATES].reverse() : [...STATES];
      for (const state of order)
        for (let run = 0; run < UNCOUNTED + perBlock; run++) {
          const took = await step(state);
          if (run >= UNCOUNTED) taken[state].push(took);
        }
      log(`  history block ${block + 1} of ${BLOCKS} done (${order.join(", ")})`);
    }

    const of = (state: State, key: Exclude<keyof Idle, `${string}Ticks`>) =>
      taken[state].map((t) => t.idle[key]);
    const openMs = [...taken.onePage, ...taken.threePages].map((t) => t.openMs!);
    const older = (index: number) => taken.threePages.map((t) => t.olderMs![index]!);
    // Older presses: 0–2 from memory (50, 75, 100 lines), 3 the second page, 4–6 from memory, 7 the third page.
    const page2 = older(3);
    const page3 = older(7);
    const memoryFirst = older(0);
    const memoryLast = older(6);
    const clockTicks = (key: "naturalTicks" | "skippedTicks" | "forcedTicks") =>
      STATES.map((s) => taken[s].reduce((n, t) => n + t.idle[key], 0));
    const [natural, skipped, forced] = [
      clockTicks("naturalTicks"),
      clockTicks("skippedTicks"),
      clockTicks("forcedTicks"),
    ];
    if (forced.some((n) => n !== RUNS * (WINDOW_MS / TICK_MS)))
      throw new Error(
        `The bench's clock ticks in the windows: ${forced.join(", ")}, not ${RUNS * (WINDOW_MS / TICK_MS)} each`,
      );
    const ticks = WINDOW_MS / TICK_MS;
    const ratio = (key: "scriptMs" | "taskMs" | "heapBytes", state: State) => {
      const alone = of("alone", key);
      const with_ = of(state, key);
      // Runs paired by block and place in it: the spread of the ratio run by run.
      const paired = with_.map((v, i) => v / alone[i]!);
      return `${times(median(with_) / median(alone))} (run by run ${times(Math.min(...paired))}–${times(Math.max(...paired))})`;
    };
    const mbSpread = (values: number[]) =>
      `${MB(median(values))} (${MB(Math.min(...values))}–${MB(Math.max(...values))})`;
    /** What History open adds to each of the clock's re-renders, from the medians. */
    const perTick = (key: "scriptMs" | "taskMs", state: State) =>
      ms((median(of(state, key)) - median(of("alone", key))) / ticks);
    const idleRow = (key: "scriptMs" | "taskMs", what: string) => ({
      section: "History",
      measure: `${what} over ${WINDOW_MS / 1000} s idle, the clock ticked ${ticks} times (CDP Performance.getMetrics), median of ${RUNS} (range): memberships alone → History open, one page → after three pages (÷ alone); a tick's extra, from the medians`,
      result: `${spread(of("alone", key))} → ${spread(of("onePage", key))} (${ratio(key, "onePage")}) → ${spread(of("threePages", key))} (${ratio(key, "threePages")}); a tick +${perTick(key, "onePage")}, +${perTick(key, "threePages")}`,
    });
    const seconds = (performance.now() - started) / 1000;
    log(
      `  history: open ${ms(median(openMs))}, third page ${ms(median(page3))}; script ${STATES.map((s) => ms(median(of(s, "scriptMs")))).join(" → ")}; heap ${STATES.map((s) => MB(median(of(s, "heapBytes")))).join(" → ")}; ${seconds.toFixed(0)} s`,
    );
    return {
      figures: {
        history: {
          card: { code, cardId, seededTransactions: seeded, transactions: TRANSACTIONS },
          runs: RUNS,
          blocks: BLOCKS,
          uncountedPerBlock: UNCOUNTED,
          window: { ms: WINDOW_MS, tickEveryMs: TICK_MS, clockMs: CLOCK_MS },
          states: Object.fromEntries(STATES.map((s) => [s, taken[s]])),
          openMs,
          olderMs: taken.threePages.map((t) => t.olderMs),
          sectionSeconds: seconds,
        },
      },
      rows: [
        {
          section: "History",
          measure: `History pressed on a v2 card (${TRANSACTIONS} transactions in the local API) → its first ${LINES} lines painted (one page of ${PAGE} asked, with the member's tier changes and purchases), median of ${openMs.length} (range)`,
          result: spread(openMs),
        },
        {
          section: "History",
          measure: `Older, the press that asks the third page → ${2 * PAGE + LINES} lines painted (${3 * PAGE} loaded), median of ${page3.length} (range); the second page's press → ${PAGE + LINES} lines`,
          result: `third page ${spread(page3)}; second page ${spread(page2)}`,
        },
        {
          section: "History",
          measure: `Older from memory (${LINES} lines more, no request): ${LINES} → ${2 * LINES} lines shown, one page loaded, against ${2 * PAGE - LINES} → ${2 * PAGE} lines shown, two pages loaded, median of ${RUNS} (range)`,
          result: `${spread(memoryFirst)} → ${spread(memoryLast)}: ${times(median(memoryLast) / median(memoryFirst))}`,
        },
        idleRow("scriptMs", "the panel's script time"),
        idleRow("taskMs", "the panel's main-thread task time"),
        {
          section: "History",
          measure: `the panel's JS heap after a GC (CDP Runtime.getHeapUsage), median of ${RUNS} (range): memberships alone → History open, one page → after three pages`,
          result: `${mbSpread(of("alone", "heapBytes"))} → ${mbSpread(of("onePage", "heapBytes"))} (${ratio("heapBytes", "onePage")}) → ${mbSpread(of("threePages", "heapBytes"))} (${ratio("heapBytes", "threePages")})`,
        },
        {
          section: "History",
          measure: `the section: ${BLOCKS} blocks of ${perBlock} runs (after ${UNCOUNTED} not counted) per state, the states' order alternating; the clock's own ${CLOCK_MS / 1000} s ticks that fell in a window, skipped (alone, one page, three pages), and run`,
          result: `${seconds.toFixed(0)} s; skipped ${skipped.join(", ")}; run ${natural.join(", ")}`,
        },
      ],
    };
  } finally {
    await panel.close().catch(() => undefined);
  }
}
