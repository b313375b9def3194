import type * as v from "valibot";
import type { ApiError } from "./errors";
import type { Operation } from "./operations";
import {
  CardTransactionsParamsSchema,
  checkParams,
  type ExpiringPointsParams,
  ExpiringPointsParamsSchema,
  FILTER_FIELDS,
  type GetMemberParams,
  GetMemberParamsSchema,
  type ListRedemptionsParams,
  ListRedemptionsParamsSchema,
  MembershipsParamsSchema,
  MemberTransactionsParamsSchema,
  PendingPointsParamsSchema,
  ProgramMembershipParamsSchema,
  RevokeTokenParamsSchema,
  RewardPurchasesParamsSchema,
  TierTransactionsParamsSchema,
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

/** A member's path in a loyalty v2 program. The ids match [a-z0-9_]+ already; encoding them anyway keeps one rule for every path segment. */
const memberPath = (p: { programId: string; memberId: string }) =>
  `/v2/loyalties/programs/${encodeURIComponent(p.programId)}/members/${encodeURIComponent(p.memberId)}`;

/** A page's limit, order and cursor, in that order, as far as they are given. */
function pageQuery(p: { limit?: number; order?: string; cursor?: string }): [string, string | number][] {
  const pairs: [string, string | number][] = [];
  if (p.limit !== undefined) pairs.push(["limit", p.limit]);
  if (p.order !== undefined) pairs.push(["order", p.order]);
  if (p.cursor !== undefined) pairs.push(["cursor", p.cursor]);
  return pairs;
}

/**
 * A card's list (expiring or pending points buckets, transactions), one page along the cursor. A
 * card id is sent as the API gave it, `lcard_…` included.
 */
function cardList(
  operation: Operation,
  p: Omit<ExpiringPointsParams, "order"> & { order?: string },
  list: string,
  extra: [string, string | number][] = [],
): Built {
  const path = `${memberPath(p)}/cards/${encodeURIComponent(p.cardId)}/${list}`;
  return get(operation, path, queryString([...pageQuery(p), ...extra]));
}

export function expiringPoints(input: unknown): Built {
  const checked = checkParams(ExpiringPointsParamsSchema, input);
  return checked.ok ? cardList("expiringPoints", checked.value, "expiring-points") : checked;
}

export function pendingPoints(input: unknown): Built {
  const checked = checkParams(PendingPointsParamsSchema, input);
  return checked.ok ? cardList("pendingPoints", checked.value, "pending-points") : checked;
}

/** A card's transactions, newest first (the API's default order); `createdAfter` as a date filter. */
export function cardTransactions(input: unknown): Built {
  const checked = checkParams(CardTransactionsParamsSchema, input);
  if (!checked.ok) return checked;
  const { createdAfter } = checked.value;
  const after: [string, string][] = createdAfter
    ? [["filters[created_at][conditions][$after]", createdAfter]]
    : [];
  return cardList("cardTransactions", checked.value, "transactions", after);
}

/** A member's tier changes in a program, newest first. */
export function tierTransactions(input: unknown): Built {
  const checked = checkParams(TierTransactionsParamsSchema, input);
  if (!checked.ok) return checked;
  return get(
    "tierTransactions",
    `${memberPath(checked.value)}/tiers/transactions`,
    queryString(pageQuery(checked.value)),
  );
}

/** A member's reward purchases in a program, newest first. */
export function rewardPurchases(input: unknown): Built {
  const checked = checkParams(RewardPurchasesParamsSchema, input);
  if (!checked.ok) return checked;
  return get(
    "rewardPurchases",
    `${memberPath(checked.value)}/rewards/purchases`,
    queryString(pageQuery(checked.value)),
  );
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

/** A legacy card's transactions, newest first: the path Get Member takes, then /transactions. */
export function memberTransactions(input: unknown): Built {
  const checked = checkParams(MemberTransactionsParamsSchema, input);
  if (!checked.ok) return checked;
  const { limit, startingAfterId, ...member } = checked.value;
  const built = getMember(member);
  if (!built.ok) return built;
  const pairs: [string, string | number][] = [];
  if (limit !== undefined) pairs.push(["limit", limit]);
  if (startingAfterId !== undefined) pairs.push(["starting_after_id", startingAfterId]);
  return get("memberTransactions", `${built.request.path}/transactions`, queryString(pairs));
}
