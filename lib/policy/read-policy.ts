import * as v from "valibot";
import { type ManagedPolicy, policySchema, unreadPolicyProblem } from "./stored-policy";

/**
 * What an organisation's admin pushes to every agent (Chrome: storage.managed_schema and the
 * `3rdparty.extensions` policy; Firefox: `3rdparty.Extensions` in policies.json). Never a secret:
 * content scripts can read managed storage, so a policy that carries a token is refused whole, and
 * each agent enters their own App Token. Only the worker reads the policy (architecture test).
 */

/** Key names that hold a credential, wherever they sit in the policy. `languageKey` is not one. */
const SECRET_KEY = /token|secret|password|passwd|credential|api_?key|app_?key|private_?key/i;

/** The paths of every key that names a secret, as an admin reads them: "profiles[0].appToken". */
export function secretPaths(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretPaths(item, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = path ? `${path}.${key}` : key;
    return [...(SECRET_KEY.test(key) ? [here] : []), ...secretPaths(inner, here)];
  });
}

/**
 * A code pattern as an admin writes it: a prefix (BF25-) or a regular expression between slashes.
 * Only its shape is read here: the linear-time check needs the pattern parser, which stays out of
 * the worker, so a policy's regular expression marks nothing until the options page has checked it
 * (pattern-check-results.ts), as an agent's own pattern stored before that check existed.
 */
const PolicyPatternSchema = v.pipe(
  v.string("A code pattern is text: a prefix such as BF25- or /BF25-[A-Z0-9]{6}/"),
  v.trim(),
  v.maxLength(200, "Keep each code pattern under 200 characters"),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value;
    if (text.length > 2 && text.startsWith("/") && text.endsWith("/")) {
      const value = text.slice(1, -1);
      try {
        new RegExp(value);
        return { kind: "regex" as const, value };
      } catch (error) {
        addIssue({ message: `“${text}” does not compile: ${error instanceof Error ? error.message : ""}` });
        return NEVER;
      }
    }
    if (text.length >= 2 && !/\s/.test(text)) return { kind: "prefix" as const, value: text };
    addIssue({
      message: `“${text}”: a prefix is 2 or more characters without spaces, or write /a regular expression/`,
    });
    return NEVER;
  }),
);

export const ManagedPolicySchema = policySchema(PolicyPatternSchema);

export type PolicyReading =
  | { kind: "none" }
  | { kind: "ok"; policy: ManagedPolicy }
  | { kind: "refused"; problem: string };

/**
 * What the options page says when no policy can be read while one is in force: the browser's own
 * words when get threw (Firefox's for a policies.json that does not parse, and for one that names
 * no policy for the add-on, are the same), and what stays until a policy reads again.
 */
export function missingPolicyProblem(error?: unknown): string {
  const said =
    error === undefined ? "" : (error instanceof Error ? error.message : String(error)).trim().slice(0, 200);
  return unreadPolicyProblem(said);
}

/** Where in the policy an issue is, as the admin wrote it: "profiles[1].region". */
function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((step) => (typeof step.key === "number" ? `[${step.key}]` : `.${String(step.key)}`))
    .join("")
    .replace(/^\./, "");
}

/**
 * Reads what storage.managed holds. Nothing set is no policy; a policy with a secret, or one that
 * does not parse, is refused whole, with the first reason, and changes nothing.
 */
export function readManagedPolicy(raw: unknown): PolicyReading {
  if (raw === undefined || raw === null) return { kind: "none" };
  if (typeof raw === "object" && !Array.isArray(raw) && Object.keys(raw).length === 0)
    return { kind: "none" };
  const secrets = secretPaths(raw);
  if (secrets.length)
    return {
      kind: "refused",
      problem: `It contains a secret (${secrets.join(", ")}). Tokens are never taken from a policy: each agent enters their own App Token. Remove it from the policy.`,
    };
  const parsed = v.safeParse(ManagedPolicySchema, raw);
  if (parsed.success) return { kind: "ok", policy: parsed.output };
  const issue = parsed.issues[0];
  const where = issuePath(issue);
  if (where && issue.message.startsWith("is not a"))
    return { kind: "refused", problem: `“${where}” ${issue.message}` };
  return { kind: "refused", problem: where ? `${where}: ${issue.message}` : issue.message };
}
