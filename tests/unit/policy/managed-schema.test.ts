import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { managedProfileJsonSchema } from "@/lib/policy/managed-schema";
import { PROJECT_ROOT } from "../helpers/paths";

const SCHEMA_FILE = resolve(PROJECT_ROOT, "public/managed_schema.json");
const REGENERATE = "UPDATE_MANAGED_SCHEMA=1 npx vitest run tests/unit/managed-schema.test.ts";

describe("the policy schema Chrome reads from the package (public/managed_schema.json)", () => {
  it("describes a policy's profile as the table of profile fields does, key by key", () => {
    const file = JSON.parse(readFileSync(SCHEMA_FILE, "utf8"));
    const generated = managedProfileJsonSchema();
    if (process.env.UPDATE_MANAGED_SCHEMA) {
      file.properties.profiles.items = generated;
      writeFileSync(SCHEMA_FILE, `${JSON.stringify(file, null, 2)}\n`);
    }
    expect(
      file.properties.profiles.items,
      `public/managed_schema.json is not what lib/profiles/profile-fields.ts says: run ${REGENERATE}`,
    ).toEqual(generated);
  });
});
