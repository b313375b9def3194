import type * as v from "valibot";
import type { ApiError } from "./errors";
import type { Operation } from "./operations";
import {
  checkParams,
  type ExpiringPointsParams,
  ExpiringPointsParamsSchema,
  FILTER_FIELDS,
  type GetMemberParams,
  GetMemberParamsSchema,
  type ListRedemptionsParams,
  ListRedemptionsParamsSchema,
  MembershipsParamsSchema,
  PendingPointsParamsSchema,
  ProgramMembershipParamsSchema,
  RevokeTokenParamsSchema,
} from "./params";

export type { Operation };

/** One call to the API, before credentials and base URL are added. */
export interface ApiRequest {
  operation: Operation;
  method: "GET" | "POST";
  /** Path with every variable segment already URL-encoded. */
  path: string;
  /** Query string without "?", already encoded; "" when none. */
  query: string;
  /** application/x-www-form-urlencoded body, for revoke. */
  form?: string;
}

type Built = { ok: true; request: ApiRequest } | { ok: false; error: ApiError };

// Brackets and $ stay readable in keys (filters[voucher_code][conditions][$is]): the API reads both forms.
const encodeKey = (key: string) =>
  encodeURIComponent(key).replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/%24/g, "$");

function queryString(pairs: [string, string | number][]): string {
  return pairs.map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(String(value))}`).join("&");
}

export function listRedemptionsQuery(params: ListRedemptionsParams): string {
  const pairs: [string, string | number][] = [];
  if (params.limit !== undefined) pairs.push(["limit", params.limit]);
  if (params.page !== undefined) pairs.push(["page", params.page]);
  for (const result of params.result ?? []) pairs.push(["result", result]);
  if (params.campaign !== undefined) pairs.push(["campaign", params.campaign]);
  if (params.customer !== undefined) pairs.push(["customer", params.customer]);
  if (params.order !== undefined) pairs.push(["order", params.order]);
  if (params.createdBefore !== undefined) pairs.push(["created_at[before]", params.createdBefore]);
  if (params.createdAfter !== undefined) pairs.push(["created_at[after]", params.createdAfter]);
  const filters = params.filters;
  if (filters) {
    for (const field of FILTER_FIELDS) {
      const conditions = filters[field]?.conditions;
      if (!conditions) continue;
      const prefix = `filters[${field}][conditions]`;
      for (const [operator, value] of Object.entries(conditions)) {
        if (value === undefined) continue;
        if (value === true) pairs.push([`${prefix}[${operator}]`, ""]);
        else if (Array.isArray(value)) {
          for (const [i, item] of value.entries()) pairs.push([`${prefix}[${operator}][${i}]`, item]);
        } else pairs.push([`${prefix}[${operator}]`, value]);
      }
    }
    if (filters.junction) pairs.push(["filters[junction]", filters.junction]);
  }
  return queryString(pairs);
}

export function listRedemptions(input: unknown): Built {
  const checked = checkParams(ListRedemptionsParamsSchema, input);
  if (!checked.ok) return checked;
  return {
    ok: true,
    request: {
      operation: "listRedemptions",
      method: "GET",
      path: "/v1/redemptions",
      query: listRedemptionsQuery(checked.value),
    },
  };
}

export function revokeToken(input: unknown): Built {
  const checked = checkParams(RevokeTokenParamsSchema, input);
  if (!checked.ok) return checked;
  return {
    ok: true,
    request: {
      operation: "revokeToken",
      method: "POST",
      path: "/v1/oauth/token/revoke",
      query: "",
      form: new URLSearchParams({ access_token: checked.value.token }).toString(),
    },
  };
}

const get = (operation: Operation, path: string, query = ""): Built => ({
  ok: true,
  request: { operation, method: "GET", path, query },
});

/**
 * A card's bucket list (expiring or pending points), one page along the cursor. The ids match
 * [a-z0-9_]+ already; encoding them anyway keeps one rule for every path segment. A card id is sent
 * as the API gave it, `lcard_…` included.
 */
function cardBuckets(
  operation: Operation,
  p: Omit<ExpiringPointsParams, "order"> & { order?: string },
  list: string,
): Built {
  const pairs: [string, string | number][] = [];
  if (p.limit !== undefined) pairs.push(["limit", p.limit]);
  if (p.order !== undefined) pairs.push(["order", p.order]);
  if (p.cursor !== undefined) pairs.push(["cursor", p.cursor]);
  const path = `/v2/loyalties/programs/${encodeURIComponent(p.programId)}/members/${encodeURIComponent(
    p.memberId,
  )}/cards/${encodeURIComponent(p.cardId)}/${list}`;
  return get(operation, path, queryString(pairs));
}

export function expiringPoints(input: unknown): Built {
  const checked = checkParams(ExpiringPointsParamsSchema, input);
  return checked.ok ? cardBuckets("expiringPoints", checked.value, "expiring-points") : checked;
}

export function pendingPoints(input: unknown): Built {
  const checked = checkParams(PendingPointsParamsSchema, input);
  return checked.ok ? cardBuckets("pendingPoints", checked.value, "pending-points") : checked;
}

/** A customer's loyalty v2 memberships, across programs or in one; the path segment read as asked. */
const membershipRead =
  (
    operation: Operation,
    schema: v.GenericSchema<
      unknown,
      { customerId: string; identificationType: string; programId?: string | undefined }
    >,
  ) =>
  (input: unknown): Built => {
    const checked = checkParams(schema, input);
    if (!checked.ok) return checked;
    const { programId, customerId, identificationType } = checked.value;
    const program = programId ? `programs/${encodeURIComponent(programId)}/` : "";
    return get(
      operation,
      `/v2/loyalties/${program}memberships/${encodeURIComponent(customerId)}`,
      queryString([["identification_type", identificationType]]),
    );
  };

export const memberships = membershipRead("memberships", MembershipsParamsSchema);
export const programMembership = membershipRead("programMembership", ProgramMembershipParamsSchema);

export function getMember(input: unknown): Built {
  const checked = checkParams(GetMemberParamsSchema, input);
  if (!checked.ok) return checked;
  const p: GetMemberParams = checked.value;
  // Codes hold any character ("/", "?", "#", "%"): each segment is encoded, unlike the official SDK.
  const member = encodeURIComponent(p.memberId);
  const path = p.campaignId
    ? `/v1/loyalties/${encodeURIComponent(p.campaignId)}/members/${member}`
    : `/v1/loyalties/members/${member}`;
  return get("getMember", path);
}
