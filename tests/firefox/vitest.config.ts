import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The Firefox end-to-end suite (`npm run test:firefox`, after `npm run build:firefox`): each test
 * starts its own Firefox ESR, local API and helpdesk servers. Node environment, no fake browser.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, "../.."),
  test: {
    include: ["tests/firefox/**/*.test.ts"],
    environment: "node",
    // Two Firefoxes at a time on two cores, as the Chromium suite runs two workers.
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    retry: 0,
    // Waits on conditions (expect.poll) get the time a loaded CI machine needs; nothing is timed.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: ["default"],
  },
});
