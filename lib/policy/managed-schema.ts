import type * as v from "valibot";
import { POLICY_FIELD_NAMES, PROFILE_FIELDS, policyKeyOf } from "@/lib/profiles";
import { PROFILE_FIELD_WORDS } from "@/lib/profiles/index.options";

/**
 * The profile part of public/managed_schema.json, Chrome's storage.managed_schema, built from the
 * table of profile fields. Chrome reads the file from the package, so it stays a static file: a
 * unit test (managed-schema.test.ts) keeps it equal to this, and rewrites it when asked to.
 */

/** What the schema says of a profile's own id in the policy. */
const POLICY_ID_HELP = "A stable id of your choosing (letters, digits, - or _).";

/** The JSON type of a policy field: each is text, checked further by the worker when it reads it. */
function jsonTypeOf(schema: v.GenericSchema): "string" {
  const inner =
    schema.type === "optional" && "wrapped" in schema ? (schema.wrapped as v.GenericSchema) : schema;
  if (inner.type === "string" || inner.type === "picklist") return "string";
  throw new Error(`No JSON type for a ${inner.type} schema: add it to jsonTypeOf`);
}

export function managedProfileJsonSchema() {
  return {
    type: "object",
    properties: {
      id: { type: "string", description: POLICY_ID_HELP },
      ...Object.fromEntries(
        POLICY_FIELD_NAMES.map((name) => [
          policyKeyOf(name),
          {
            type: jsonTypeOf(PROFILE_FIELDS[name].policy.schema),
            description: PROFILE_FIELD_WORDS[name].policyHelp,
          },
        ]),
      ),
    },
  };
}
