import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { EDITOR_LABELS } from "./editor-boxes";

/** Where the editor tests leave one result each, read by scripts/insert-table.mjs into docs/agent-guide.md. */
const RESULTS = resolve(import.meta.dirname, "../../reports/insert-editors");

export interface InsertResult {
  /** The editor page ("asking?plain=refuse" with its query). */
  page: string;
  browser: "Chromium" | "Firefox";
  /** What the editor was sent, in order (the page's record of synthetic input events). */
  path: readonly string[];
  /** What the agent saw, and whether every check of the test held. */
  result: string;
}

/** Writes one editor's result in one browser for the agent guide's table. */
export function recordInsertResult({ page, browser, path, result }: InsertResult): void {
  // The oldest Chromium's run (scripts/test.mjs) leaves the table to the current Chromium's.
  if (process.env.INSERT_RESULTS === "off") return;
  mkdirSync(RESULTS, { recursive: true });
  const order = Object.keys(EDITOR_LABELS).indexOf(page);
  const file = `${browser.toLowerCase()}-${page.replace(/[^a-z0-9]+/g, "-")}.json`;
  // One typing command of several lines fires an input event per line: said once.
  const steps = path.filter((step, i) => step !== path[i - 1]);
  writeFileSync(
    resolve(RESULTS, file),
    JSON.stringify({ order, editor: EDITOR_LABELS[page] ?? page, browser, path: steps.join(" → "), result }),
  );
}
