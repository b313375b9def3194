import * as v from "valibot";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import type { CodePattern } from "@/lib/detection";
import { passedCheck } from "@/lib/detection";
import type { ManagedPolicy } from "./stored-policy";

/**
 * The linear-time check of a policy's regular expressions, made by the options page (the only page
 * that bundles the pattern parser) and read by the worker: a policy's expression marks nothing
 * until it has passed, so a policy cannot make a ticket freeze the agent's tab either.
 */
const ChecksSchema = v.record(
  v.string(),
  v.union([
    v.object({ ok: v.literal(true), check: v.number() }),
    v.object({ ok: v.literal(false), reason: v.string() }),
  ]),
);
export type PolicyPatternChecks = v.InferOutput<typeof ChecksSchema>;

export const policyPatternChecksItem = defineStoredItem("policyPatternChecks", {
  schema: ChecksSchema,
  fallback: {},
  version: 2,
});

export const loadPolicyPatternChecks = (): Promise<PolicyPatternChecks> => policyPatternChecksItem.read();

/** The policy's regular expressions, as written. */
export const regexesOf = (policy: ManagedPolicy | null) =>
  (policy?.codePatterns ?? []).filter((p) => p.kind === "regex").map((p) => p.value);

/** The policy's patterns the page scan may run: its prefixes, and its expressions that passed. */
export function runnablePolicyPatterns(
  policy: ManagedPolicy | null,
  checks: PolicyPatternChecks,
): CodePattern[] {
  return (policy?.codePatterns ?? [])
    .filter(({ kind, value }) => {
      if (kind === "prefix") return true;
      const result = checks[value];
      return result?.ok === true && passedCheck(result.check, value);
    })
    .map(({ kind, value }) => ({ kind, value }));
}

/** The policy's expressions not checked yet (by this version of the check). */
export function policyPatternsWaiting(policy: ManagedPolicy | null, checks: PolicyPatternChecks): string[] {
  return regexesOf(policy).filter((value) => {
    const result = checks[value];
    return !result || (result.ok && !passedCheck(result.check, value));
  });
}
