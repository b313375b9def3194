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
/**
 * Any JSON object, its keys kept as they came: custom attributes (metadata, anything the merchant
 * put there), a discount's or the assets' details, an error body read as a whole.
 */
export const JsonObject = v.record(v.string(), v.unknown());

function describeValue(input: unknown): string {
  if (input === null) return "null";
  if (input === undefined) return "nothing";
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
  const path = issuePath(prefix, issue);
  // A number that should be whole is a number: the message says which it was.
  if (issue.type === "integer")
    return { path, message: `expected a whole number, got ${String(issue.input)}` };
  const expected = issue.expected ? `expected ${issue.expected}, ` : "";
  return { path, message: `${expected}got ${describeValue(issue.input)}`.trim() };
}

export function parseWith<S extends v.GenericSchema>(schema: S, body: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, body);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, issue: toShapeIssue(result.issues[0]) };
}

/**
 * A copy of `input` without the field at `path` (the nearest object key at or above the path's
 * end); when that key is not there (already left out: the schema needs it), the field holding it.
 * Undefined when nothing is left to leave out.
 */
function withoutField(input: unknown, path: readonly unknown[]): unknown {
  for (let end = path.length - 1; end >= 0; end--) {
    if (typeof path[end] !== "string") continue;
    const without = withoutKeyAt(input, path, end);
    if (without !== undefined) return without;
  }
  return undefined;
}

function withoutKeyAt(input: unknown, path: readonly unknown[], last: number): unknown {
  const copy = (node: unknown, depth: number): unknown => {
    if (typeof node !== "object" || node === null) return undefined;
    const key = path[depth];
    if (Array.isArray(node)) {
      if (typeof key !== "number" || key >= node.length) return undefined;
      const inner = copy(node[key], depth + 1);
      return inner === undefined ? undefined : node.map((item, i) => (i === key ? inner : item));
    }
    if (typeof key !== "string" || !Object.hasOwn(node, key)) return undefined;
    const record = node as Record<string, unknown>;
    if (depth === last) {
      const { [key]: _dropped, ...rest } = record;
      return rest;
    }
    const inner = copy(record[key], depth + 1);
    return inner === undefined ? undefined : { ...record, [key]: inner };
  };
  return copy(input, 0);
}

/** What could not be read in an answer otherwise shown: each field named, with what was wrong. */
export type Gaps = ShapeIssue[];

/**
 * Parses once, leniently: a field of the wrong type is left out and named as a gap, so the rest of
 * a card or a row is still shown. Only a field the schema can do without can be left out: when
 * the answer is still refused without it (a required field), the first issue is the answer.
 */
export function parseWithGaps<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  prefix = "",
): { ok: true; value: v.InferOutput<S>; gaps: Gaps } | { ok: false; issue: ShapeIssue } {
  const gaps: Gaps = [];
  let current = body;
  let first: ShapeIssue | undefined;
  // A bound: an answer with more wrong fields than this is not worth showing in parts.
  for (let attempt = 0; attempt <= 16; attempt++) {
    const result = v.safeParse(schema, current);
    if (result.success) return { ok: true, value: result.output, gaps };
    const issue = result.issues[0];
    first ??= toShapeIssue(issue, prefix);
    const without = withoutField(
      current,
      (issue.path ?? []).map((item) => item.key),
    );
    if (without === undefined) break;
    const gap = toShapeIssue(issue, prefix);
    // The same path again: the field just left out is one the schema needs, so its holder goes too.
    if (gaps.at(-1)?.path !== gap.path) gaps.push(gap);
    current = without;
  }
  return { ok: false, issue: first ?? { path: prefix || "(body)", message: "could not be read" } };
}

/**
 * Each item of a list on its own, leniently: one that cannot be read is left out and named (`what`
 * says what it is, "bucket"; `list`, the field that holds them), the others are shown. Named by its id where it has one: pages are
 * joined, and an index restarts on every page.
 */
export function parseEach<S extends v.GenericSchema>(
  schema: S,
  items: readonly unknown[],
  what: string,
  list: string,
  gaps: Gaps,
): v.InferOutput<S>[] {
  const read: v.InferOutput<S>[] = [];
  items.forEach((item, index) => {
    const id = v.safeParse(v.object({ id: v.string() }), item);
    const parsed = parseWithGaps(schema, item, id.success ? `${what} ${id.output.id}` : `${list}[${index}]`);
    if (parsed.ok) {
      read.push(parsed.value);
      gaps.push(...parsed.gaps);
    } else gaps.push({ ...parsed.issue, message: `${parsed.issue.message}: this ${what} is not shown` });
  });
  return read;
}

/** A body read whole, leniently: a field of the wrong type is left out and named in `gaps`. */
export const parseWhole =
  <S extends v.GenericSchema<unknown, object>>(schema: S) =>
  (body: unknown): Parsed<v.InferOutput<S> & { gaps?: Gaps }> => {
    const parsed = parseWithGaps(schema, body);
    if (!parsed.ok) return parsed;
    return { ok: true, value: parsed.gaps.length ? { ...parsed.value, gaps: parsed.gaps } : parsed.value };
  };
