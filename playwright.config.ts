import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests/e2e",
  // Each test starts its own Chromium and API server; two cores run two of them well.
  workers: 2,
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // E2E_REPORT: the oldest Chromium's run (scripts/test.mjs) keeps its own report beside this one.
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "reports/e2e.json" }]],
});
