/**
 * `npm run bench`: how fast Voucher Lens is and how little it costs the helpdesk, measured in
 * headless Chromium with the production build. Timings depend on the machine, so budgets are ratios
 * against a baseline measured in the same run, side by side, or sizes. Each section measures in
 * rounds until its budgets are judged, or its share of the time is up (bench/sampling.ts), and
 * says which. Prints a table, writes reports/bench.json (every figure) and reports/bench.md (the
 * table), and exits 1 when a budget is missed.
 *
 * Options: --only=detection,host,incremental,panel,history,patterns,size,flood (default: all)
 *   --quick: sizes, the first scan, the host page, the panel's opening and Enter, in fewer rounds
 *   (a check before a commit; `--only` narrows it further).
 *   --runs=N: the patterns section's runs (default 5).
 *   --masking: this build's panels mask customers' personal data (the options page's switch)
 *   --api-delay=<ms>: the local API answers List Redemptions that much later, as a real project's
 *   answer comes over the network (the panel's budgets are set for the local API's own time).
 *   --panel-baseline=<git ref>: also measures the panel on that commit's build, side by side in the
 *   same run; the npm script passes 0.2.0's last commit.
 *   --content-baseline=<git ref>: the incremental section measures the content script's batches on
 *   that commit's build too, runs alternating (bench/incremental.ts); the npm script passes the
 *   last commit before #20's content-script work. Without it, that section measures this build alone.
 *   --before=<git ref>: a comparison with an earlier build, not run by default: that commit is
 *   measured beside this build in every section, its runs interleaved with this build's: its own
 *   Chromium, kept for the run like the main one, for detection, host and panel; a third build in
 *   the incremental section's runs; its detector code, bundled from its sources, for patterns;
 *   bench/size.ts on its build. Each figure gets a "before → now" row, and reports/bench.md opens
 *   with a table of them and a verdict each (bench/before-now.ts: worse only beyond the larger of
 *   the two ranges). Budgets stay on this build's rows; a worse verdict does not fail the run.
 * Baselines are built once per commit and kept in node_modules/.cache/voucher-lens-bench
 * (bench/baseline.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildDetector } from "../lib/detection/patterns";
import { type ApiServer, startApiServer } from "../tests/server/api-server";
import { baselineLabel, buildBaseline } from "./baseline";
import { beforeNowTable, judge, type Pair, pairRows, type SectionResult, sizePairs } from "./before-now";
import { type BenchBrowser, CHROMIUM, copyBuild, launch } from "./browser";
import { benchDetection, benchHostOverhead } from "./detection";
import { benchFlood } from "./flood";
import { benchHistory } from "./history";
import { benchIncremental, type ContentBuild, checkMeasures } from "./incremental";
import { benchPanel } from "./panel";
import { benchPatterns, type DetectorCode, loadDetectorCode } from "./patterns";
import { type Row, table } from "./report";
import { benchBehindBy, QUICK } from "./sampling";
import { type BenchPages, startBenchPages } from "./server";
import { benchSize } from "./size";

const SECTIONS = [
  "detection",
  "host",
  "incremental",
  "panel",
  "history",
  "patterns",
  "size",
  "flood",
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Each section's planned time, in seconds, its setup and its baselines' browsers included: with the
 * build before them, the ten minutes of a full run (half for `--quick`). The shares sections give
 * their rounds (bench/sampling.ts) fit inside these; a section that ends past its plan makes the
 * ones after it start behind, and they share the delay out (benchBehindBy).
 */
const PLAN: Record<Section, number> = {
  detection: 70,
  host: 45,
  incremental: 150,
  panel: 110,
  history: 60,
  patterns: 5,
  size: 5,
  flood: 110,
};

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** `--quick`'s sections: sizes, the first scan, the host page, and the panel's opening and Enter. */
const QUICK_SECTIONS: readonly Section[] = ["detection", "host", "panel", "size"];
const only = (arg("only")?.split(",") ?? (QUICK ? QUICK_SECTIONS : SECTIONS)) as Section[];
const runs = Number(arg("runs") ?? 5);
const panelBaseline = arg("panel-baseline");
const contentBaseline = arg("content-baseline");
const beforeRef = arg("before");
const apiDelayMs = Number(arg("api-delay") ?? 0);
if (!(apiDelayMs >= 0)) throw new Error("--api-delay must be a number of milliseconds, 0 or more");
for (const section of only)
  if (!SECTIONS.includes(section)) throw new Error(`Unknown section "${section}": ${SECTIONS.join(", ")}`);
if (!(runs >= 1)) throw new Error("--runs must be a number, 1 or more");

const REPORTS = resolve(import.meta.dirname, "../reports");
// The detector a fresh profile gets (built-in ids, no e-mails, no code patterns): the bench's
// baseline and mark.js run the very expression the content script runs.
const { regex } = buildDetector({ emails: false, codePatterns: [] });
const log = (line: string) => console.log(line);

async function machine(browser?: BenchBrowser) {
  const cpuinfo = await readFile("/proc/cpuinfo", "utf8").catch(() => "");
  let chromium = "";
  if (browser) {
    const page = await browser.newPage();
    const cdp = await browser.context.newCDPSession(page);
    chromium = ((await cdp.send("Browser.getVersion")) as { product: string }).product;
    await page.close();
  } else {
    chromium = execFileSync(CHROMIUM, ["--version"], { encoding: "utf8" }).trim();
  }
  return {
    nproc: availableParallelism(),
    cpu: /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1]?.trim() ?? "unknown",
    chromium,
    node: process.version,
    loadAverage: (await readFile("/proc/loadavg", "utf8").catch(() => "")).split(" ").slice(0, 3).join(" "),
    date: new Date().toISOString(),
  };
}

const benchStarted = performance.now();
const work = await mkdtemp(join(tmpdir(), "voucher-lens-bench-"));
let browser: BenchBrowser | undefined;
let baselineBrowser: BenchBrowser | undefined;
let beforeBrowser: BenchBrowser | undefined;
let pages: BenchPages | undefined;
let api: ApiServer | undefined;
const rows: Row[] = [];
const figures: Record<string, unknown> = {};
const pairs: Pair[] = [];
try {
  const extension = await copyBuild(work);
  const needsBrowser = only.some((s) => s !== "size" && s !== "patterns");
  if (needsBrowser) {
    pages = await startBenchPages();
    api = await startApiServer();
    if (apiDelayMs > 0)
      api.setFaults([
        {
          fault: { kind: "slow", delayMs: apiDelayMs },
          match: { method: "GET", pathPrefix: "/v1/redemptions" },
        },
      ]);
    browser = await launch(extension, { pages: pages.port, api: api.port });
  }
  // The before build, built before any measure: a build's load would hit one side only.
  let beforeDir: string | undefined;
  let beforeDetector: DetectorCode | undefined;
  if (beforeRef) {
    beforeDir = await buildBaseline(beforeRef, work, log, "before", async (tree) => {
      if (only.includes("patterns")) beforeDetector = await loadDetectorCode(tree, work);
    });
    if (only.some((s) => s === "detection" || s === "host" || s === "incremental"))
      await checkMeasures(beforeDir, beforeRef);
    // Like the main Chromium, one for the whole run: both builds' browsers have the same history.
    if (only.some((s) => s === "detection" || s === "host" || s === "panel"))
      beforeBrowser = await launch(beforeDir, { pages: pages!.port, api: api!.port });
  }
  const atStart = await machine(browser);
  log(
    `Voucher Lens bench${QUICK ? " (quick)" : ""}: ${only.join(", ")}${beforeRef ? `; before = ${beforeRef}` : ""}; load average ${atStart.loadAverage}`,
  );

  const sectionsStarted = performance.now();
  let sectionStarted = sectionsStarted;
  const done = new Set<Section>();
  const planOf = (section: Section) => (QUICK ? PLAN[section] / 2 : PLAN[section]);
  const plannedFor = (sections: Iterable<Section>) =>
    [...sections].reduce((sum, section) => sum + planOf(section), 0);
  const seconds: Record<string, number> = {};
  const take = (part: SectionResult, section: Section) => {
    rows.push(...part.rows, ...pairRows(part.pairs ?? []));
    pairs.push(...(part.pairs ?? []));
    Object.assign(figures, part.figures);
    seconds[section] = (performance.now() - sectionStarted) / 1000;
    done.add(section);
    const behind = (performance.now() - sectionsStarted) / 1000 - plannedFor(done);
    benchBehindBy(behind, plannedFor(only.filter((next) => !done.has(next))));
    log(
      `  ${section}: ${seconds[section].toFixed(0)} s${behind >= 1 ? `; the bench ${behind.toFixed(0)} s behind its plan` : ""}`,
    );
    sectionStarted = performance.now();
  };
  if (only.includes("detection"))
    take(await benchDetection(browser!, pages!, regex, log, beforeBrowser), "detection");
  if (only.includes("host")) take(await benchHostOverhead(browser!, pages!, log, beforeBrowser), "host");
  if (only.includes("incremental")) {
    // Each build in a fresh Chromium per run, one at a time (bench/incremental.ts): the bench's
    // main Chromium (pages opened and closed since the start) is not compared with a fresh one.
    const ports = { pages: pages!.port, api: api!.port };
    let baseline: ContentBuild | undefined;
    if (contentBaseline) {
      const dir = await buildBaseline(contentBaseline, work, log, "content-baseline");
      await checkMeasures(dir, contentBaseline);
      baseline = { label: baselineLabel(contentBaseline), launch: () => launch(dir, ports) };
    }
    const before = beforeDir ? { label: "before", launch: () => launch(beforeDir, ports) } : undefined;
    const now = { label: "now", launch: () => launch(extension, ports) };
    // In pairs, each build first once per pair.
    take(await benchIncremental({ baseline, before, now }, pages!, log), "incremental");
  }
  if (only.includes("panel")) {
    // The baseline's Chromium runs only while the panel is measured, not beside the other sections.
    // `--quick` checks this build's budgets alone: 0.2.0's figures beside them are information.
    if (panelBaseline && !QUICK) {
      const baseline = await buildBaseline(panelBaseline, work, log);
      baselineBrowser = await launch(baseline, { pages: pages!.port, api: api!.port });
    }
    take(
      await benchPanel(
        {
          baseline: baselineBrowser && { label: baselineLabel(panelBaseline!), browser: baselineBrowser },
          before: beforeBrowser && { label: "before", browser: beforeBrowser },
          now: { label: "now", browser: browser! },
        },
        api!,
        pages!,
        log,
      ),
      "panel",
    );
    await baselineBrowser?.close();
    baselineBrowser = undefined;
  }
  // A card's History open against the memberships view alone, this build only (bench/history.ts).
  if (only.includes("history")) take(await benchHistory(browser!, api!, log), "history");
  if (only.includes("patterns")) take(benchPatterns(runs, log, beforeDetector), "patterns");
  // This build alone, a flooding page open where it runs and where it does not (bench/flood.ts).
  if (only.includes("flood")) take(await benchFlood(browser!, api!, pages!, log), "flood");
  if (only.includes("size")) {
    const size = await benchSize(extension);
    take(size, "size");
    // The same count on the before build: its figures only, the budgets are this build's.
    if (beforeDir) {
      const earlier = await benchSize(beforeDir);
      take(
        {
          rows: [],
          figures: { "size before": earlier.figures },
          pairs: sizePairs(earlier.figures, size.figures),
        },
        "size",
      );
    }
  }

  const atEnd = await machine(browser);
  const about = {
    ...atStart,
    loadAverage: { before: atStart.loadAverage, after: atEnd.loadAverage },
    quick: QUICK,
    seconds: { ...seconds, total: (performance.now() - benchStarted) / 1000 },
    ...(beforeRef ? { before: beforeRef } : {}),
    regex: { source: regex.source, flags: regex.flags },
  };
  const heading =
    `${about.nproc} CPUs (${about.cpu}), ${about.chromium} headless, Node ${about.node}; ` +
    `load average ${atStart.loadAverage} before, ${atEnd.loadAverage} after; ${about.date.slice(0, 16).replace("T", " ")} UTC; ` +
    `${QUICK ? "--quick, " : ""}measured in ${Math.round(about.seconds.total)} s (${Object.entries(seconds)
      .map(([section, s]) => `${section} ${Math.round(s)} s`)
      .join(", ")})`;
  const text = beforeRef
    ? `## Before → now\n\n${heading}\n\n${beforeNowTable(pairs, beforeRef)}\n\n## Every measure\n\n${table(rows)}\n`
    : `${heading}\n\n${table(rows)}\n`;
  console.log(`\n${text}`);
  await mkdir(REPORTS, { recursive: true });
  await writeFile(
    join(REPORTS, "bench.json"),
    `${JSON.stringify({ machine: about, rows, figures, beforeNow: pairs.map((pair) => ({ ...pair, ...judge(pair) })) }, null, 2)}\n`,
  );
  await writeFile(join(REPORTS, "bench.md"), text);
  const missed = rows.filter((r) => r.pass === false);
  console.log(
    missed.length
      ? `${missed.length} budget${missed.length > 1 ? "s" : ""} missed: ${missed.map((r) => `${r.section}: ${r.measure}`).join("; ")}`
      : `Every budget met (${rows.filter((r) => r.pass).length}).`,
  );
  console.log("Figures: reports/bench.json; table: reports/bench.md");
  process.exitCode = missed.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await baselineBrowser?.close().catch(() => undefined);
  await beforeBrowser?.close().catch(() => undefined);
  await api?.close().catch(() => undefined);
  await pages?.close().catch(() => undefined);
  await rm(work, { recursive: true, force: true });
}
