import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The shared real-data fixtures, beside the repository as on CI; a checkout elsewhere (a git
 * worktree) names the folder in VOUCHER_LENS_FIXTURES.
 */
export const FIXTURE_DIR =
  process.env.VOUCHER_LENS_FIXTURES ?? resolve(process.cwd(), "../shared/fixtures/voucherify");

export function fixtureNames(): string[] {
  return readdirSync(FIXTURE_DIR).filter((name) => name.endsWith(".json"));
}

export function loadFixture(name: string): unknown {
  return JSON.parse(readFileSync(resolve(FIXTURE_DIR, name), "utf8"));
}
