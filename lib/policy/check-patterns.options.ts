import { writerOf } from "@/lib/core/store/writes.options";
import { PATTERN_CHECK } from "@/lib/detection";
import { type DetectionSay, detectionWordsInUse, validateCodePattern } from "@/lib/detection/index.options";
import {
  loadPolicyPatternChecks,
  type PolicyPatternChecks,
  policyPatternChecksItem,
  policyPatternsWaiting,
  regexesOf,
} from "./pattern-check-results";
import type { ManagedPolicy } from "./stored-policy";

/**
 * Checks the policy's regular expressions not checked yet with the linear-time check an agent's own
 * pattern goes through, records the results for the worker, and gives every result. Options page
 * only: it alone bundles the pattern parser (an architecture test keeps it out of the worker). A
 * refused expression's reason is recorded in `say`'s language.
 */
export async function checkPolicyPatterns(
  policy: ManagedPolicy | null,
  say: DetectionSay = detectionWordsInUse(),
): Promise<PolicyPatternChecks> {
  const waiting = policyPatternsWaiting(policy, await loadPolicyPatternChecks());
  if (!waiting.length) return loadPolicyPatternChecks();
  const results: PolicyPatternChecks = {};
  for (const value of waiting) {
    const checked = validateCodePattern(`/${value}/`, undefined, say);
    results[value] = checked.ok ? { ok: true, check: PATTERN_CHECK } : { ok: false, reason: checked.reason };
  }
  await recordPolicyPatternChecks(policy, results);
  return loadPolicyPatternChecks();
}

/** Keeps the results for the policy's own expressions only: a dropped one's result goes with it. */
export async function recordPolicyPatternChecks(
  policy: ManagedPolicy | null,
  results: PolicyPatternChecks,
): Promise<void> {
  await writerOf(policyPatternChecksItem).update((current) =>
    Object.fromEntries(
      regexesOf(policy).flatMap((value) => {
        const result = results[value] ?? current[value];
        return result ? [[value, result]] : [];
      }),
    ),
  );
}
