// The agent guide's table of editors Insert into reply was tried on: editor × browser × input path ×
// result, written by the tests themselves (tests/e2e/insert-editors.spec.ts in Chromium,
// tests/firefox/reply.test.ts in Firefox), one JSON file per editor and browser in
// reports/insert-editors/. `npm test` writes it into docs/agent-guide.md between the markers.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const INSERT_RESULTS = "reports/insert-editors";
const START = "<!-- insert-editors:start -->";
const END = "<!-- insert-editors:end -->";

/** Empties the results of an earlier run. */
export function clearInsertResults() {
  rmSync(INSERT_RESULTS, { recursive: true, force: true });
  mkdirSync(INSERT_RESULTS, { recursive: true });
}

/** The table from the results there are, editors in the order the tests list them, Chromium first. */
export function insertTable(dir = INSERT_RESULTS) {
  const rows = existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith(".json"))
        .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")))
    : [];
  rows.sort((a, b) => a.order - b.order || a.browser.localeCompare(b.browser));
  const cell = (text) => String(text).replaceAll("|", "\\|");
  return alignedTable(
    ["editor", "browser", "input path (what the editor was sent, in order)", "result"],
    rows.map((r) => [cell(r.editor), cell(r.browser), cell(r.path || "—"), cell(r.result)]),
  );
}

/**
 * A Markdown table with its columns padded to their widest cell, as the repository's Markdown is
 * kept, so that a run whose results did not change leaves the guide byte for byte as committed.
 */
export function alignedTable(head, rows) {
  const widths = head.map((title, i) => Math.max(3, title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((text, i) => text.padEnd(widths[i])).join(" | ")} |`;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** Writes the table into the agent guide between its markers; false when the guide has none. */
export function writeInsertTable(readme = "docs/agent-guide.md", dir = INSERT_RESULTS) {
  const text = readFileSync(readme, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return false;
  const table = insertTable(dir);
  writeFileSync(readme, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
  console.log(`\n## Insert into reply, by editor\n\n${table}\n`);
  return true;
}
