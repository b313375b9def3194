// The reliability and security table `npm test` prints: every fault, worker stop, hostile input and
// policy check, with its result in this run. Rows are the tests tagged @fault, @worker, @hostile and
// @policy (Playwright), and the settings-migration tests (vitest), so the table cannot drift from
// what is actually tested.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const AREAS = { fault: "API fault", worker: "worker stopped", hostile: "hostile input", policy: "policy" };
// Unit tests that belong in the table: [describe title, area, test titles to take (default: all)].
const UNIT_AREAS = [
  [/^settings of version 1/, "migration"],
  [/^refusing code patterns/, "hostile input"],
  [/^API text is rendered as text/, "hostile input"],
  [
    /^the worker's message handler/,
    "hostile input",
    /content (script|message)|not this extension|unknown fields/,
  ],
];

/** Table-test titles can carry a whole message; the start is enough to find the test. */
const shorten = (name) => (name.length > 120 ? `${name.slice(0, 117)}…` : name);

function specsOf(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

function e2eRows(report) {
  return (report.suites ?? []).flatMap(specsOf).flatMap((spec) => {
    const tag = (spec.tags ?? []).find((t) => t in AREAS);
    if (!tag) return [];
    const statuses = spec.tests.map((t) => t.status);
    const result = statuses.every((s) => s === "expected")
      ? "pass"
      : statuses.includes("flaky")
        ? "pass (flaky)"
        : "FAIL";
    return [{ area: AREAS[tag], name: spec.title.replace(/^(fault|hostile|policy): /, ""), result }];
  });
}

function unitRows(report) {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults.flatMap((test) => {
      const match = UNIT_AREAS.find(
        ([describe, , only]) =>
          test.ancestorTitles.some((t) => describe.test(t)) && (!only || only.test(test.title)),
      );
      if (!match) return [];
      return [{ area: match[1], name: test.title, result: test.status === "passed" ? "pass" : "FAIL" }];
    }),
  );
}

export function printReliabilityTable({ unitReport, e2eReport, outFile, extraRows = [] }) {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {});
  const rows = [...e2eRows(read(e2eReport)), ...unitRows(read(unitReport)), ...extraRows];
  const counts = {};
  for (const row of rows) counts[row.area] = (counts[row.area] ?? 0) + 1;
  const lines = [
    "| area | case | result |",
    "| --- | --- | --- |",
    ...rows.map((r) => `| ${r.area} | ${shorten(r.name).replaceAll("|", "\\|")} | ${r.result} |`),
  ];
  const summary = Object.entries(counts)
    .map(([area, count]) => `${count} ${area}`)
    .join(", ");
  const failed = rows.filter((r) => r.result === "FAIL").length;
  const text = `## Reliability and security\n\n${summary}: ${rows.length - failed} pass, ${failed} fail\n\n${lines.join("\n")}\n`;
  writeFileSync(outFile, text);
  console.log(`\n${text}`);
  return { rows: rows.length, failed };
}
