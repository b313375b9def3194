import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
type Paths = Record<string, string[]>;
const pathsOf = (file: string): Paths =>
  JSON.parse(readFileSync(join(ROOT, file), "utf8")).compilerOptions?.paths ?? {};

/**
 * The aliases WXT generates in .wxt/tsconfig.json, written from the clone's root, that tsconfig.json
 * does not map the same way itself. Before `npm install` runs `wxt prepare` there is no .wxt, and an
 * editor reading tsconfig.json alone must still resolve every `@/` import.
 */
function aliasesNotStated(own: Paths, generated: Paths): string[] {
  const fromRoot = (target: string) => target.replace(/^\.\.(?=\/|$)/, ".");
  return Object.entries(generated)
    .filter(([alias, targets]) => JSON.stringify(own[alias]) !== JSON.stringify(targets.map(fromRoot)))
    .map(([alias, targets]) => `${alias} → ${targets.map(fromRoot).join(", ")}`);
}

describe("tsconfig.json", () => {
  it("states every import alias WXT generates, so tools resolve imports before wxt prepare", () => {
    const own = pathsOf("tsconfig.json");
    expect(own["@/*"]).toEqual(["./*"]);
    expect(own["~/*"]).toEqual(["./*"]);
    expect(aliasesNotStated(own, pathsOf(".wxt/tsconfig.json"))).toEqual([]);
  });

  it("finds an alias missing or pointing elsewhere", () => {
    const generated = { "@/*": ["../*"], "~": [".."] };
    expect(aliasesNotStated({ "@/*": ["./*"], "~": ["."] }, generated)).toEqual([]);
    expect(aliasesNotStated({ "@/*": ["./src/*"] }, generated)).toEqual(["@/* → ./*", "~ → ."]);
  });
});
