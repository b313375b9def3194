import type { Campaign, DashboardUser, RedemptionRow, SimpleCustomer } from "./seed";

/**
 * List Redemptions: query parsing, filters, order and paging, as the local API applies them.
 *
 * Choices where the interface is silent (each one documented here, tested in api-server.test.ts):
 * - The query is parsed from the raw string. Keys may be sent with literal brackets and "$" or
 *   percent-encoded (`filters%5Bvoucher_code%5D...`); "+" in keys and values reads as a space.
 * - `$in` / `$not_in` lists: both the indexed form `...[$in][0]=a&...[$in][1]=b` (sorted by index)
 *   and plain repetition `...[$in]=a&...[$in]=b` (or `[$in][]=a`) are read. A comma is NOT a
 *   separator: codes may contain commas, so `[$in]=a,b` is one value "a,b".
 * - A single-value operator ($is, $starts_with, ...) sent twice: the last value counts.
 * - `$has_value` and `$is_unknown` take an empty value; any value sent is ignored.
 * - Every condition (each operator of each field) is one term of `junction`: `and` (default) needs
 *   all of them, `or` any of them.
 * - Missing values (null / absent field): `$is_unknown` is true, `$has_value` false; the negative
 *   operators ($is_not, $not_in, $not_contain) are true; the positive ones are false.
 * - String matching is case-sensitive (codes are).
 * - `created_at[after]` is inclusive, `created_at[before]` exclusive; a date-only value means
 *   00:00 UTC of that day.
 * - Sorting by a field that is missing in a row: ascending puts those rows last, descending first
 *   (PostgreSQL's default); ties keep the default order (newest first).
 * - Unknown filter fields or operators, bad limit/page/order/result values and unparseable dates
 *   answer 400; unknown top-level parameters are ignored.
 */

export const FILTER_FIELDS = [
  "voucher_code",
  "related_object_id",
  "related_object_parent_id",
  "parent_redemption_id",
  "failure_code",
  "result",
  "object",
  "customer_id",
  "campaign_name",
  "user_login",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const OPERATORS = [
  "$in",
  "$not_in",
  "$is",
  "$is_not",
  "$starts_with",
  "$ends_with",
  "$contains",
  "$not_contain",
  "$has_value",
  "$is_unknown",
] as const;
export type Operator = (typeof OPERATORS)[number];

export const REDEMPTION_ORDERS = [
  "created_at",
  "-created_at",
  "id",
  "-id",
  "voucher_code",
  "-voucher_code",
  "tracking_id",
  "-tracking_id",
  "customer_id",
  "-customer_id",
] as const;
export type RedemptionOrder = (typeof REDEMPTION_ORDERS)[number];

export interface Condition {
  field: FilterField;
  operator: Operator;
  values: string[];
}

export interface RedemptionQuery {
  limit: number;
  page: number;
  results: string[];
  campaign?: string;
  customer?: string;
  order: RedemptionOrder;
  createdBefore?: number;
  createdAfter?: number;
  conditions: Condition[];
  junction: "and" | "or";
}

export type Checked<T> = { ok: true; value: T } | { ok: false; details: string };

/** Decodes one query component: "+" is a space, then percent-decoding. */
export function decodeComponent(raw: string): string {
  return decodeURIComponent(raw.replace(/\+/g, " "));
}

/** The raw query string as [key, value] pairs, decoded, in order. */
export function parseQueryPairs(raw: string): Checked<[string, string][]> {
  const pairs: [string, string][] = [];
  for (const part of raw.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? "" : part.slice(eq + 1);
    try {
      pairs.push([decodeComponent(rawKey), decodeComponent(rawValue)]);
    } catch {
      return { ok: false, details: `Malformed percent-encoding in query parameter "${rawKey}"` };
    }
  }
  return { ok: true, value: pairs };
}

/** "filters[a][conditions][$in][0]" -> ["filters", "a", "conditions", "$in", "0"]; null when not that shape. */
export function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const parts = [match[1] as string];
  for (const m of (match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)) parts.push(m[1] as string);
  return parts;
}

const isFilterField = (s: string): s is FilterField => (FILTER_FIELDS as readonly string[]).includes(s);
const isOperator = (s: string): s is Operator => (OPERATORS as readonly string[]).includes(s);
const isOrder = (s: string): s is RedemptionOrder => (REDEMPTION_ORDERS as readonly string[]).includes(s);
const LIST_OPERATORS: readonly Operator[] = ["$in", "$not_in"];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export function parseDateBound(value: string): number | null {
  if (DATE_ONLY.test(value)) {
    const ms = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isFinite(ms) ? ms : null;
  }
  if (DATE_TIME.test(value)) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

function parseIntInRange(name: string, value: string, min: number, max: number): Checked<number> {
  if (!/^\d+$/.test(value)) return { ok: false, details: `Property ${name} must be an integer` };
  const n = Number(value);
  if (n < min || n > max) return { ok: false, details: `Property ${name} must be between ${min} and ${max}` };
  return { ok: true, value: n };
}

export function parseRedemptionQuery(raw: string): Checked<RedemptionQuery> {
  const parsedPairs = parseQueryPairs(raw);
  if (!parsedPairs.ok) return parsedPairs;
  const query: RedemptionQuery = {
    limit: 10,
    page: 1,
    results: [],
    order: "-created_at",
    conditions: [],
    junction: "and",
  };
  // field -> operator -> entries (index when sent indexed, else order of appearance)
  const collected = new Map<
    FilterField,
    Map<Operator, { index: number | null; seq: number; value: string }[]>
  >();
  let seq = 0;

  for (const [key, value] of parsedPairs.value) {
    const parts = splitKey(key);
    if (!parts) return { ok: false, details: `Malformed query parameter "${key}"` };
    const [root, ...rest] = parts;
    switch (root) {
      case "limit": {
        const n = parseIntInRange("limit", value, 1, 100);
        if (!n.ok) return n;
        query.limit = n.value;
        break;
      }
      case "page": {
        const n = parseIntInRange("page", value, 1, 99);
        if (!n.ok) return n;
        query.page = n.value;
        break;
      }
      case "result":
        if (value !== "SUCCESS" && value !== "FAILURE")
          return {
            ok: false,
            details: "Property result must be equal to one of the allowed values [ SUCCESS, FAILURE ]",
          };
        query.results.push(value);
        break;
      case "campaign":
        query.campaign = value;
        break;
      case "customer":
        query.customer = value;
        break;
      case "order":
        if (!isOrder(value))
          return {
            ok: false,
            details: `Property order must be equal to one of the allowed values [ ${REDEMPTION_ORDERS.join(", ")} ]`,
          };
        query.order = value;
        break;
      case "created_at": {
        const which = rest[0];
        if (rest.length !== 1 || (which !== "before" && which !== "after"))
          return {
            ok: false,
            details: `Unknown parameter "${key}": use created_at[before] or created_at[after]`,
          };
        const ms = parseDateBound(value);
        if (ms === null)
          return { ok: false, details: `Property created_at.${which} must be an ISO 8601 date or date-time` };
        if (which === "before") query.createdBefore = ms;
        else query.createdAfter = ms;
        break;
      }
      case "filters": {
        const [field, conditionsKey, operator, index, ...extra] = rest;
        if (field === "junction" && rest.length === 1) {
          const j = value.toLowerCase();
          if (j !== "and" && j !== "or")
            return { ok: false, details: "Property filters.junction must be and or or" };
          query.junction = j;
          break;
        }
        if (field === undefined || !isFilterField(field))
          return { ok: false, details: `Unknown filter "${field ?? ""}" in "${key}"` };
        if (conditionsKey !== "conditions" || operator === undefined || extra.length > 0)
          return {
            ok: false,
            details: `Filter "${key}" must look like filters[${field}][conditions][$operator]`,
          };
        if (!isOperator(operator))
          return { ok: false, details: `Unknown operator "${operator}" in "${key}"` };
        if (index !== undefined && (!LIST_OPERATORS.includes(operator) || !/^\d*$/.test(index)))
          return { ok: false, details: `Operator ${operator} in "${key}" takes no index` };
        let ops = collected.get(field);
        if (!ops) {
          ops = new Map();
          collected.set(field, ops);
        }
        const entries = ops.get(operator) ?? [];
        entries.push({ index: index ? Number(index) : null, seq: seq++, value });
        ops.set(operator, entries);
        break;
      }
      default:
        // Unknown top-level parameters are ignored, like most of the API does.
        break;
    }
  }

  for (const [field, ops] of collected) {
    for (const [operator, entries] of ops) {
      let values: string[];
      if (LIST_OPERATORS.includes(operator)) {
        const sorted = [...entries].sort((a, b) => {
          if (a.index !== null && b.index !== null) return a.index - b.index || a.seq - b.seq;
          if (a.index !== null) return -1;
          if (b.index !== null) return 1;
          return a.seq - b.seq;
        });
        values = sorted.map((e) => e.value);
      } else if (operator === "$has_value" || operator === "$is_unknown") {
        values = [];
      } else {
        values = [entries[entries.length - 1]!.value];
      }
      query.conditions.push({ field, operator, values });
    }
  }
  return { ok: true, value: query };
}

// ---------------------------------------------------------------------------------------------
// Applying a query
// ---------------------------------------------------------------------------------------------

export interface FilterContext {
  campaigns: readonly Campaign[];
  users: readonly DashboardUser[];
  customers: readonly SimpleCustomer[];
}

export type RowFacts = Record<FilterField | "tracking_id", string | null> & { created_at: number };

export function factsOf(row: RedemptionRow, ctx: FilterContext): RowFacts {
  const orderRef =
    row.order?.redemptions?.[row.id] ??
    (row.redemption ? row.order?.redemptions?.[row.redemption] : undefined);
  const parentId =
    row.voucher?.campaign_id ??
    row.promotion_tier?.campaign?.id ??
    orderRef?.related_object_parent_id ??
    null;
  const campaignName =
    (typeof row.voucher?.campaign === "string" ? row.voucher.campaign : null) ??
    (parentId ? (ctx.campaigns.find((c) => c.id === parentId)?.name ?? null) : null);
  const userLogin =
    row.channel?.channel_type === "USER"
      ? (ctx.users.find((u) => u.id === row.channel?.channel_id)?.login ?? null)
      : null;
  return {
    created_at: Date.parse(row.date),
    voucher_code: row.voucher?.code ?? null,
    related_object_id: row.related_object_id ?? null,
    related_object_parent_id: parentId,
    parent_redemption_id: row.redemption ?? null,
    failure_code: row.failure_code ?? null,
    result: row.result ?? null,
    object: row.object ?? null,
    customer_id: row.customer_id ?? null,
    campaign_name: campaignName,
    user_login: userLogin,
    tracking_id: row.tracking_id ?? null,
  };
}

export function conditionHolds(condition: Condition, value: string | null): boolean {
  const [first = ""] = condition.values;
  switch (condition.operator) {
    case "$in":
      return value !== null && condition.values.includes(value);
    case "$not_in":
      return value === null || !condition.values.includes(value);
    case "$is":
      return value === first;
    case "$is_not":
      return value !== first;
    case "$starts_with":
      return value?.startsWith(first) ?? false;
    case "$ends_with":
      return value?.endsWith(first) ?? false;
    case "$contains":
      return value?.includes(first) ?? false;
    case "$not_contain":
      return value === null || !value.includes(first);
    case "$has_value":
      return value !== null && value !== "";
    case "$is_unknown":
      return value === null;
  }
}

/** Resolves `customer` (id or source_id) to a customer id; undefined when nobody has it. */
export function resolveCustomer(
  param: string,
  rows: readonly RedemptionRow[],
  ctx: FilterContext,
): string | undefined {
  const known = ctx.customers.find((c) => c.id === param) ?? ctx.customers.find((c) => c.source_id === param);
  if (known) return known.id;
  const seen = rows.find((r) => r.customer && (r.customer.id === param || r.customer.source_id === param));
  return seen?.customer?.id;
}

function compareNullable(a: string | null, b: string | null, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return descending ? -1 : 1;
  if (b === null) return descending ? 1 : -1;
  const c = a < b ? -1 : 1;
  return descending ? -c : c;
}

export interface Selection {
  total: number;
  rows: RedemptionRow[];
}

/** Filters, orders and pages the rows (which come newest first). `customerId` is already resolved. */
export function selectRedemptions(
  rows: readonly RedemptionRow[],
  query: RedemptionQuery,
  ctx: FilterContext,
  customerId?: string,
): Selection {
  const withFacts = rows.map((row, index) => ({ row, index, facts: factsOf(row, ctx) }));
  const campaignLower = query.campaign;
  const matching = withFacts.filter(({ facts }) => {
    if (query.results.length && !query.results.includes(facts.result ?? "")) return false;
    if (campaignLower !== undefined && facts.campaign_name !== campaignLower) return false;
    if (customerId !== undefined && facts.customer_id !== customerId) return false;
    if (query.createdAfter !== undefined && !(facts.created_at >= query.createdAfter)) return false;
    if (query.createdBefore !== undefined && !(facts.created_at < query.createdBefore)) return false;
    if (query.conditions.length === 0) return true;
    const results = query.conditions.map((c) => conditionHolds(c, facts[c.field]));
    return query.junction === "or" ? results.some(Boolean) : results.every(Boolean);
  });

  const descending = query.order.startsWith("-");
  const field = query.order.replace(/^-/, "") as
    | "created_at"
    | "id"
    | "voucher_code"
    | "tracking_id"
    | "customer_id";
  matching.sort((a, b) => {
    let c: number;
    if (field === "created_at")
      c = descending ? b.facts.created_at - a.facts.created_at : a.facts.created_at - b.facts.created_at;
    else if (field === "id") c = compareNullable(a.row.id, b.row.id, descending);
    else c = compareNullable(a.facts[field], b.facts[field], descending);
    return c || a.index - b.index;
  });

  const start = (query.page - 1) * query.limit;
  return { total: matching.length, rows: matching.slice(start, start + query.limit).map((m) => m.row) };
}
