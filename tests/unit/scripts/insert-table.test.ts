import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../helpers/paths";

const SCRIPT = resolve(PROJECT_ROOT, "scripts/insert-table.mjs");
const GUIDE = resolve(PROJECT_ROOT, "docs/agent-guide.md");

/** The committed guide's table, read back into the results `npm test` writes, one per row. */
function resultsOf(guide: string) {
  const table = guide.slice(
    guide.indexOf("<!-- insert-editors:start -->"),
    guide.indexOf("<!-- insert-editors:end -->"),
  );
  const rows = table.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| ---"));
  return rows.slice(1).map((line, order) => {
    const [editor = "", browser = "", path = "", result = ""] = line
      .slice(2, -2)
      .split(" | ")
      .map((cell) => cell.trim());
    return { order, editor, browser, path, result };
  });
}

// npm test writes the table of editors Insert was tried on into docs/agent-guide.md: a run whose
// results are the committed ones must leave the guide as committed, or every run dirties the clone.
describe("scripts/insert-table.mjs", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes the same results back into the agent guide byte for byte, columns aligned", async () => {
    dir = await mkdtemp(join(tmpdir(), "voucher-lens-insert-table-"));
    const committed = await readFile(GUIDE, "utf8");
    const results = resultsOf(committed);
    expect(results.length).toBeGreaterThan(10);
    await Promise.all(
      results.map((row) => writeFile(join(dir, `${row.order}-${row.browser}.json`), JSON.stringify(row))),
    );
    const copy = join(dir, "agent-guide.md");
    await writeFile(copy, committed);

    const run = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { writeInsertTable } from ${JSON.stringify(SCRIPT)}; writeInsertTable(process.argv[1], process.argv[2]);`,
        copy,
        dir,
      ],
      { encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(await readFile(copy, "utf8")).toBe(committed);
  });

  it("pads a new, longer result's column on every row, the separator with it", async () => {
    dir = await mkdtemp(join(tmpdir(), "voucher-lens-insert-table-"));
    const rows = [
      {
        order: 0,
        editor: "Quill 2",
        browser: "Chromium",
        path: "paste (plain text)",
        result: "inserted (pass)",
      },
      { order: 1, editor: "a | b", browser: "Firefox", path: "", result: "not taken (fail)" },
    ];
    await Promise.all(rows.map((row) => writeFile(join(dir, `${row.order}.json`), JSON.stringify(row))));
    const run = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { insertTable } from ${JSON.stringify(SCRIPT)}; process.stdout.write(insertTable(process.argv[1]));`,
        dir,
      ],
      { encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.split("\n")).toEqual([
      "| editor  | browser  | input path (what the editor was sent, in order) | result           |",
      "| ------- | -------- | ----------------------------------------------- | ---------------- |",
      "| Quill 2 | Chromium | paste (plain text)                              | inserted (pass)  |",
      "| a \\| b  | Firefox  | —                                               | not taken (fail) |",
    ]);
  });
});
