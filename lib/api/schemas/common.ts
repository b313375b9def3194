import * as v from "valibot";

/** Where a body did not match, for the agent and for a bug report: "redemptions[3].date". */
export interface ShapeIssue {
  path: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; issue: ShapeIssue };

/** Real data leaves out fields the interface calls required, and sends null for others. */
export const maybe = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));

export const integer = v.pipe(v.number(), v.integer());
export const text = v.string();
/** Custom attributes: anything the merchant put there. */
export const Metadata = v.record(v.string(), v.unknown());

function describeValue(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  return typeof input === "object" ? "an object" : `a ${typeof input}`;
}

export function issuePath(prefix: string, issue: v.BaseIssue<unknown>): string {
  let path = prefix;
  for (const item of issue.path ?? []) {
    path += typeof item.key === "number" ? `[${item.key}]` : `${path ? "." : ""}${String(item.key)}`;
  }
  return path || "(body)";
}

/** One line an agent can read: "expected a number, got a string". */
export function toShapeIssue(issue: v.BaseIssue<unknown>, prefix = ""): ShapeIssue {
  const expected = issue.expected ? `expected ${issue.expected}, ` : "";
  return { path: issuePath(prefix, issue), message: `${expected}got ${describeValue(issue.input)}`.trim() };
}

export function parseWith<S extends v.GenericSchema>(schema: S, body: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, body);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, issue: toShapeIssue(result.issues[0]) };
}
