#!/usr/bin/env node
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
// Runs every check a change must pass, in order, and prints one closing line totalled over every
// test run (unit, Chromium, the oldest Chromium, Firefox): "N passed, N failed". Lint and type errors
// fail the run before tests start.
import { stripVTControlCharacters } from "node:util";
import { clearInsertResults, writeInsertTable } from "./insert-table.mjs";
import { printReliabilityTable } from "./reliability-table.mjs";

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

mkdirSync("reports", { recursive: true });
// The oldest Chromium Debian offers, unpacked by scripts/get-chromium-150.sh (.ci/run calls it): the
// end-to-end suite runs there too, so the manifest's minimum_chrome_version is one it passed on.
const OLDEST_CHROMIUM = ".browsers/chromium-150/usr/lib/chromium/chromium";
const OLDEST_REPORT = "reports/e2e-chromium-150.json";

for (const file of ["reports/unit.json", "reports/e2e.json", OLDEST_REPORT, "reports/firefox.json"])
  rmSync(file, { force: true });
// Each editor test, in each browser, leaves its row of the agent guide's table of editors there.
clearInsertResults();

const steps = [
  ["lint and format", "npx", ["biome", "ci", "."]],
  // Generates .wxt/ (tsconfig base and types), which a fresh clone lacks.
  ["prepare", "npx", ["wxt", "prepare"]],
  ["types", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["build", "npx", ["wxt", "build"]],
  // Unused files, exports, types and dependencies (knip.json says what is an entry).
  ["dead code", "npx", ["knip", "--no-progress"]],
];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  if (run(command, args) !== 0) {
    console.log(`\n${name} failed`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

console.log("\n▶ unit tests (vitest)");
const unitStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=reports/unit.json",
]);
console.log("\n▶ end-to-end tests (Playwright, Chromium)");
const e2eStatus = run("npx", ["playwright", "test"]);

// The same suite in the oldest Chromium, with its own report. Missing: a failure on CI, where
// .ci/run fetches it; elsewhere skipped, and said so above the totals. The agent guide's table of
// editors stays the current Chromium's.
const oldestPresent = existsSync(OLDEST_CHROMIUM);
const oldestRequired = Boolean(process.env.CI);
let oldestStatus = 0;
if (oldestPresent) {
  console.log("\n▶ end-to-end tests (Playwright, Chromium 150)");
  oldestStatus = run("npx", ["playwright", "test"], {
    CHROMIUM_PATH: resolve(OLDEST_CHROMIUM),
    E2E_REPORT: OLDEST_REPORT,
    INSERT_RESULTS: "off",
  });
}

// Firefox: its own build, web-ext lint (errors fail it; warnings are listed in docs/firefox.md), then the
// end-to-end tests in Firefox ESR. A build or lint failure counts once and skips the tests.
console.log("\n▶ Firefox: build, web-ext lint, end-to-end tests (Firefox ESR)");
let firefoxChecksFailed = 0;
let firefoxStatus = 1;
let webExtLint = "FAIL";
if (run("npx", ["wxt", "build", "-b", "firefox"]) !== 0) {
  console.log("\nFirefox build failed");
  firefoxChecksFailed = 1;
} else if (run("npx", ["web-ext", "lint", "--source-dir", ".output/firefox-mv3"]) !== 0) {
  console.log("\nweb-ext lint found errors in the Firefox build");
  firefoxChecksFailed = 1;
} else {
  webExtLint = "pass";
  firefoxStatus = run("npx", [
    "vitest",
    "run",
    "--config",
    "tests/firefox/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=reports/firefox.json",
  ]);
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 1, missing: true };
  return read(JSON.parse(readFileSync(file, "utf8")));
}
const unit = counts("reports/unit.json", (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
}));
const playwrightCounts = (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected + (r.errors?.length ?? 0),
});
const e2e = counts("reports/e2e.json", playwrightCounts);
const oldest = oldestPresent
  ? counts(OLDEST_REPORT, playwrightCounts)
  : { passed: 0, failed: oldestRequired ? 1 : 0, missing: true };
const firefox = firefoxChecksFailed
  ? { passed: 0, failed: firefoxChecksFailed }
  : counts("reports/firefox.json", (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    }));
// Faults, worker stops, hostile inputs and policy checks, each with its result in this run.
printReliabilityTable({
  unitReport: "reports/unit.json",
  e2eReport: "reports/e2e.json",
  outFile: "reports/reliability.md",
  extraRows: [{ area: "policy", name: "web-ext lint on the Firefox build: no errors", result: webExtLint }],
});

// Insert into reply by editor, browser and input path, as this run's tests found it: into docs/agent-guide.md.
writeInsertTable();

// Which tests failed, by name and why, right above the totals: the end of a long log is what gets
// read, and may be all of it that is kept.
/** The first lines of a failure's message, indented under its name, colours taken out. */
const why = (message) =>
  message
    ? `\n${stripVTControlCharacters(String(message))
        .split("\n")
        .filter((line) => line.trim() !== "")
        .slice(0, 6)
        .map((line) => `      ${line.slice(0, 200)}`)
        .join("\n")}`
    : "";
const vitestFailures = (file) =>
  existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8")).testResults.flatMap((suite) => {
        const name = suite.name.replace(`${process.cwd()}/`, "");
        const failed = suite.assertionResults.filter((test) => test.status === "failed");
        // A file that failed before its tests ran (an import or a hook that threw).
        if (failed.length === 0 && suite.status === "failed")
          return [`${name}: ${String(suite.message).split("\n")[0]}`];
        return failed.map((test) => `${name} › ${test.fullName}${why(test.failureMessages?.[0])}`);
      })
    : [];
const playwrightFailures = (file) => {
  if (!existsSync(file)) return [];
  const failed = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok) {
        const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
        failed.push(`${spec.file}:${spec.line} › ${spec.title}${why(error?.message)}`);
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) visit(suite);
  return failed;
};
const failures = [
  ...vitestFailures("reports/unit.json").map((name) => `unit: ${name}`),
  ...playwrightFailures("reports/e2e.json").map((name) => `e2e: ${name}`),
  ...playwrightFailures(OLDEST_REPORT).map((name) => `e2e (Chromium 150): ${name}`),
  ...(!oldestPresent && oldestRequired
    ? [`e2e (Chromium 150): ${OLDEST_CHROMIUM} is missing (bash scripts/get-chromium-150.sh fetches it)`]
    : []),
  ...vitestFailures("reports/firefox.json").map((name) => `firefox: ${name}`),
];
if (failures.length > 0) {
  console.log("\nFailed:");
  for (const name of failures) console.log(`  ${name}`);
}
if (!oldestPresent && !oldestRequired)
  console.log(
    `\nSkipped: the end-to-end tests in Chromium 150, not found at ${OLDEST_CHROMIUM} (bash scripts/get-chromium-150.sh fetches it).`,
  );

const passed = unit.passed + e2e.passed + oldest.passed + firefox.passed;
// A runner that crashed without a report counts as a failure even if no test was reached.
const failed =
  unit.failed +
  e2e.failed +
  oldest.failed +
  firefox.failed +
  (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0) +
  (oldestStatus !== 0 && oldest.failed === 0 ? 1 : 0) +
  (firefoxStatus !== 0 && firefox.failed === 0 ? 1 : 0);
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed · e2e: ${e2e.passed} passed, ${e2e.failed} failed · e2e (Chromium 150): ${oldestPresent ? `${oldest.passed} passed, ${oldest.failed} failed` : "not run"} · firefox: ${firefox.passed} passed, ${firefox.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(
  failed === 0 && unitStatus === 0 && e2eStatus === 0 && oldestStatus === 0 && firefoxStatus === 0 ? 0 : 1,
);
