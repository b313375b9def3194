import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// The README's demo must keep working: the headless tour runs as a newcomer would run it.
test("the headless demo tour passes and saves a screenshot of each step", async () => {
  test.setTimeout(180_000);
  const out = await mkdtemp(join(tmpdir(), "voucher-lens-tour-"));
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npx", ["tsx", "scripts/demo/main.ts", "--headless", `--out=${out}`], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (exitCode) => resolve({ code: exitCode, output }));
  });
  expect(output).toContain("Tour passed: 8 steps");
  expect(code).toBe(0);
  expect((await readdir(out)).sort()).toEqual([
    "01-ticket-customer-no-click.png",
    "02-spanish-reply-inserted.png",
    "03-ticket-marked.png",
    "04-customer-redemptions.png",
    "05-failure-explained.png",
    "06-member-card.png",
    "07-expiring-points.png",
    "08-token-revoked.png",
  ]);
  await rm(out, { recursive: true, force: true });
});
