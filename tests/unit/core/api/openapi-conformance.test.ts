import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type ApiRequest,
  cardTransactions,
  expiringPoints,
  getMember,
  listRedemptions,
  memberships,
  memberTransactions,
  pendingPoints,
  programMembership,
  revokeToken,
  rewardPurchases,
  tierTransactions,
} from "@/lib/core/api/requests";
import { SHARED_DIR } from "../../helpers/paths";

/**
 * Every request Voucher Lens builds, checked against the API's own OpenAPI files
 * (`../shared/spec/openapi`): its method and path exist, each path parameter matches its schema
 * (the ids' patterns), each query parameter is one the operation declares and its value fits the
 * declared type, enum, bounds and pattern. The OpenAPI files are read as they are, `$ref`s resolved.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
};
type Parameter = {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  style?: string;
};
type Spec = {
  paths: Record<string, { parameters?: Parameter[] } & Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

const OPENAPI = resolve(SHARED_DIR, "spec/openapi");
const SPECS: Spec[] = ["redemptions.json", "oauth.json", "loyalties.json", "loyalties-v2.json"].map(
  (file) => JSON.parse(readFileSync(resolve(OPENAPI, file), "utf8")) as Spec,
);

function deref<T>(spec: Spec, value: T & { $ref?: string }): T {
  let node: unknown = value;
  while (node && typeof node === "object" && "$ref" in node && typeof node.$ref === "string") {
    const parts = node.$ref.replace(/^#\//, "").split("/");
    node = parts.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], spec);
  }
  return node as T;
}

/** Whether a query or path value (text) fits a parameter schema. */
function fits(spec: Spec, raw: Schema, value: string): boolean {
  const schema = deref(spec, raw);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.some((alt) => fits(spec, alt, value));
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.includes("array") && schema.items) return fits(spec, schema.items, value);
  if (types.length === 1 && types[0] === "null") return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  if (types.includes("integer") || types.includes("number")) {
    if (!/^-?\d+(\.\d+)?$/.test(value)) return false;
    if (types.includes("integer") && !/^-?\d+$/.test(value)) return false;
    const n = Number(value);
    if (schema.minimum !== undefined && n < schema.minimum) return false;
    if (schema.maximum !== undefined && n > schema.maximum) return false;
  }
  return schema.pattern === undefined || new RegExp(schema.pattern).test(value);
}

/** What does not conform in a request, each problem named; [] when it conforms. */
function problemsOf(request: ApiRequest): string[] {
  const method = request.method.toLowerCase();
  for (const spec of SPECS) {
    for (const [template, item] of Object.entries(spec.paths)) {
      const names: string[] = [];
      const source = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
      const match = new RegExp(`^${source}$`).exec(request.path);
      const operation = item[method] as { parameters?: Parameter[] } | undefined;
      if (!match || !operation) continue;
      const declared = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        deref(spec, p),
      );
      const problems: string[] = [];
      names.forEach((name, i) => {
        const param = declared.find((p) => p.in === "path" && p.name === name);
        const value = decodeURIComponent(match[i + 1]!);
        if (!param) problems.push(`path parameter ${name} is not declared`);
        else if (param.schema && !fits(spec, param.schema, value))
          problems.push(`path parameter ${name}=${value} does not fit its schema`);
      });
      const sent = new Set<string>();
      for (const pair of request.query ? request.query.split("&") : []) {
        const [rawKey = "", rawValue = ""] = pair.split("=");
        const key = decodeURIComponent(rawKey);
        const value = decodeURIComponent(rawValue);
        const base = key.replace(/\[.*$/, "");
        const param = declared.find((p) => p.in === "query" && p.name === base);
        sent.add(base);
        if (!param) problems.push(`query parameter ${key} is not declared`);
        // A deep object (filters[…], created_at[…]) is checked by its name only.
        else if (key === base && param.schema && !fits(spec, param.schema, value))
          problems.push(`query parameter ${key}=${value} does not fit its schema`);
      }
      for (const param of declared)
        if (param.in === "query" && param.required && !sent.has(param.name))
          problems.push(`required query parameter ${param.name} is missing`);
      return problems;
    }
  }
  return [`${request.method} ${request.path} is no operation of the OpenAPI files`];
}

const built = (result: { ok: true; request: ApiRequest } | { ok: false; error: unknown }) => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.request;
};

const IDS = {
  programId: "lprg_128f58429f4c4bf7b2",
  memberId: "lmbr_128f962dbc8c4ba5dc",
  cardId: "lcrd_128f962dbd8c4ba5df",
};

describe("the requests Voucher Lens builds, against the OpenAPI files", () => {
  it.each([
    [
      "List Redemptions",
      listRedemptions({
        limit: 25,
        page: 2,
        customer: "cust_6onRrs4kCnvSVrTs5YtDPFBG",
        order: "-created_at",
      }),
    ],
    [
      "List Redemptions with filters",
      listRedemptions({
        result: ["FAILURE"],
        filters: { voucher_code: { conditions: { $is: "BF25-X&Y" } } },
        createdAfter: "2026-01-01",
      }),
    ],
    ["Revoke OAuth 2.0 Token", revokeToken({ token: "tok" })],
    ["Get Member", getMember({ memberId: "LT1-wMPnRhxb" })],
    [
      "Get Member with campaign ID",
      getMember({ memberId: "a/b c", campaignId: "camp_fkZ28pe7DUAEmmabofkxHI8N" }),
    ],
    ["List card expiring points buckets", expiringPoints({ ...IDS, limit: 25, order: "-expiration_date" })],
    [
      "the next page of expiring points",
      expiringPoints({ ...IDS, limit: 25, cursor: "lcrspeb_12d74837ba44e95894" }),
    ],
    [
      "Get customer memberships",
      memberships({ customerId: "cust_6onRrs4kCnvSVrTs5YtDPFBG", identificationType: "customer_id" }),
    ],
    [
      "Get customer memberships by source id",
      memberships({ customerId: "marcus.lee@example.com", identificationType: "customer_source_id" }),
    ],
    [
      "Get customer memberships by member id",
      memberships({ customerId: IDS.memberId, identificationType: "member_id" }),
    ],
    [
      "Get program membership",
      programMembership({
        programId: IDS.programId,
        customerId: "cust_6onRrs4kCnvSVrTs5YtDPFBG",
        identificationType: "customer_id",
      }),
    ],
    ["List card pending point buckets", pendingPoints({ ...IDS, limit: 50 })],
    [
      "the next page of pending points",
      pendingPoints({ ...IDS, order: "-date", cursor: "lcrscppb_12d74837ba44e95894" }),
    ],
    ["List card transactions", cardTransactions({ ...IDS, limit: 25 })],
    [
      "List card transactions of the last weeks, the next page",
      cardTransactions({
        ...IDS,
        limit: 100,
        cursor: "lcrsctx_12d74837ba44e95894",
        createdAfter: "2026-08-31T00:00:00.000Z",
      }),
    ],
    ["List member tier transactions", tierTransactions({ programId: IDS.programId, memberId: IDS.memberId })],
    [
      "List member reward purchases, the next page",
      rewardPurchases({
        programId: IDS.programId,
        memberId: IDS.memberId,
        limit: 10,
        cursor: "lcrstrx_0123abcdef",
      }),
    ],
    ["List Loyalty Card Transactions", memberTransactions({ memberId: "LT1-wMPnRhxb", limit: 25 })],
    [
      "List Loyalty Card Transactions with campaign ID, after a transaction",
      memberTransactions({
        memberId: "a/b c",
        campaignId: "camp_fkZ28pe7DUAEmmabofkxHI8N",
        startingAfterId: "vtx_0c9dd3c2e392f78613",
      }),
    ],
  ])("%s conforms", (_name, result) => {
    expect(problemsOf(built(result))).toEqual([]);
  });

  it("finds what does not conform: a call the files do not have, a query they do not declare, a value out of bounds", () => {
    const request = built(pendingPoints({ ...IDS, limit: 50 }));
    expect(problemsOf({ ...request, path: "/v2/loyalties/nothing" })).toEqual([
      "GET /v2/loyalties/nothing is no operation of the OpenAPI files",
    ]);
    expect(problemsOf({ ...request, query: "limit=500&page=2" })).toEqual([
      "query parameter limit=500 does not fit its schema",
      "query parameter page is not declared",
    ]);
    expect(problemsOf({ ...request, query: "identification_type=email" })).toEqual([
      "query parameter identification_type is not declared",
    ]);
    const asked = built(memberships({ customerId: "x", identificationType: "member_id" }));
    expect(problemsOf({ ...asked, query: "identification_type=email" })).toEqual([
      "query parameter identification_type=email does not fit its schema",
    ]);
  });

  it("filters a card's transactions by date as the API reads a deep object, and never orders them", () => {
    const request = built(cardTransactions({ ...IDS, createdAfter: "2026-08-31T00:00:00.000Z" }));
    expect(request.path).toBe(
      "/v2/loyalties/programs/lprg_128f58429f4c4bf7b2/members/lmbr_128f962dbc8c4ba5dc/cards/lcrd_128f962dbd8c4ba5df/transactions",
    );
    expect(decodeURIComponent(request.query)).toBe(
      "filters[created_at][conditions][$after]=2026-08-31T00:00:00.000Z",
    );
  });

  it("sends an lcard_ card id as the API gave it, which the files' own path pattern does not take", () => {
    const request = built(pendingPoints({ ...IDS, cardId: "lcard_128f962dbc8c4ba5dc" }));
    expect(request.path).toContain("/cards/lcard_128f962dbc8c4ba5dc/pending-points");
    expect(problemsOf(request)).toEqual([
      "path parameter cardId=lcard_128f962dbc8c4ba5dc does not fit its schema",
    ]);
  });
});
