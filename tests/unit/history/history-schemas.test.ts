import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parseCardTransactions,
  parseMemberTransactions,
  parseRewardPurchases,
  parseTierTransactions,
} from "@/lib/core/api/schemas";
import { SHARED_DIR } from "../helpers/paths";

/**
 * The history reads' answers, against every example the OpenAPI files give for them, read from the
 * files themselves, then against the ways real answers differ: a field missing or of the wrong type
 * (the item still shown, the field named), debits signed either way, a type the schema does not list.
 */

type Operation = {
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
};
type Paths = Record<string, Record<string, Operation>>;
const read = (file: string) =>
  (JSON.parse(readFileSync(resolve(SHARED_DIR, "spec/openapi", file), "utf8")) as { paths: Paths }).paths;
const V2 = read("loyalties-v2.json");
const V1 = read("loyalties.json");

/** Every 200 example of a path's GET. */
const examplesOf = (paths: Paths, path: string): [string, unknown][] =>
  Object.entries(paths[path]!.get!.responses["200"]?.content?.["application/json"]?.examples ?? {}).map(
    ([name, example]) => [name, example.value],
  );

const CARD_TX = "/v2/loyalties/programs/{programId}/members/{memberId}/cards/{cardId}/transactions";
const TIER_TX = "/v2/loyalties/programs/{programId}/members/{memberId}/tiers/transactions";
const PURCHASES = "/v2/loyalties/programs/{programId}/members/{memberId}/rewards/purchases";
const V1_TX = [
  "/v1/loyalties/members/{memberId}/transactions",
  "/v1/loyalties/{campaignId}/members/{memberId}/transactions",
];

const clone = <T>(value: T): T => structuredClone(value);

describe("a card's transactions (loyalty v2)", () => {
  const cases = examplesOf(V2, CARD_TX);

  it("has the OpenAPI file's example to read", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)(
    "reads the example %s whole, every transaction with its type, points and status",
    (_name, body) => {
      const parsed = parseCardTransactions(body);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const data = (body as { data: { id: string; type: string; status: string }[] }).data;
      expect(parsed.value.items.map((t) => [t.id, t.type, t.status])).toEqual(
        data.map((t) => [t.id, t.type, t.status]),
      );
      expect(parsed.value.gaps).toBeUndefined();
      const credit = parsed.value.items.find((t) => t.type === "ADMIN_CREDIT");
      expect(credit?.details?.reason).toBe("Sorry points");
      expect(credit?.details?.points?.total).toBe(50);
    },
  );

  it.each(["card_id", "status", "details", "updated_at", "program_id"])(
    "shows a transaction without %s, which real answers may leave out",
    (field) => {
      const body = clone(examplesOf(V2, CARD_TX)[0]![1]) as { data: Record<string, unknown>[] };
      delete body.data[0]![field];
      const parsed = parseCardTransactions(body);
      expect(parsed.ok && parsed.value.items.length).toBe(body.data.length);
    },
  );

  it.each(["id", "type", "created_at"])(
    "leaves out a transaction without %s, and names it, the others shown",
    (field) => {
      const body = clone(examplesOf(V2, CARD_TX)[0]![1]) as { data: Record<string, unknown>[] };
      delete body.data[1]![field];
      const parsed = parseCardTransactions(body);
      if (!parsed.ok) throw new Error("refused whole");
      expect(parsed.value.items).toHaveLength(body.data.length - 1);
      expect(parsed.value.gaps?.[0]?.message).toMatch(/this transaction is not shown$/);
    },
  );

  it("keeps a transaction whose points are text, naming the field it could not read", () => {
    const body = clone(examplesOf(V2, CARD_TX)[0]![1]) as {
      data: { id: string; details: { points: { total: unknown } } }[];
    };
    body.data[0]!.details.points.total = "50";
    const parsed = parseCardTransactions(body);
    if (!parsed.ok) throw new Error("refused whole");
    expect(parsed.value.items[0]?.id).toBe(body.data[0]!.id);
    expect(parsed.value.items[0]?.details?.points).toEqual({ expiration_date: "2026-12-23" });
    expect(parsed.value.gaps?.[0]?.path).toBe(`transaction ${body.data[0]!.id}.details.points.total`);
  });

  it("reads debits signed either way and a type the schema does not list, as they came", () => {
    const row = (type: string, total: number) => ({
      id: `lctx_${type.length}${total}`,
      type,
      status: "APPROVED",
      created_at: "2026-06-01T10:00:00.000Z",
      details: { points: { total } },
    });
    const parsed = parseCardTransactions({
      data: [row("POINTS_EXPIRED", -240), row("POINTS_EXPIRED", 240), row("POINTS_GIFTED", 5)],
      cursor: { next: "lcrsctx_0abc", expires_at: "2026-06-01T10:05:00.000Z" },
      object: "list",
    });
    if (!parsed.ok) throw new Error("refused");
    expect(parsed.value.items.map((t) => [t.type, t.details?.points?.total])).toEqual([
      ["POINTS_EXPIRED", -240],
      ["POINTS_EXPIRED", 240],
      ["POINTS_GIFTED", 5],
    ]);
    expect(parsed.value.next).toBe("lcrsctx_0abc");
  });

  it("keeps hostile text as text", () => {
    const reason = '<img src=x onerror="alert(1)">';
    const parsed = parseCardTransactions({
      data: [{ id: "lctx_1", type: "ADMIN_DEBIT", created_at: "2026-06-01T10:00:00Z", details: { reason } }],
      cursor: null,
      object: "list",
    });
    expect(parsed.ok && parsed.value.items[0]?.details?.reason).toBe(reason);
  });

  it("refuses an answer that is not a list, naming where", () => {
    expect(parseCardTransactions({ data: "none" })).toEqual({
      ok: false,
      issue: { path: "data", message: "expected Array, got a string" },
    });
    expect(parseCardTransactions("<html>")).toMatchObject({ ok: false });
  });
});

describe("a member's tier changes and reward purchases (loyalty v2)", () => {
  it("reads a tier change with the card transactions that caused it", () => {
    const parsed = parseTierTransactions({
      data: [
        {
          id: "ltrtx_1",
          type: "DOWNGRADED",
          status: "APPROVED",
          created_at: "2026-06-02T00:00:00Z",
          details: {
            tier_from: "ltr_gold",
            tier_to: "ltr_silver",
            origin: { type: "card_operations", card_transaction_ids: ["lctx_1", "lctx_2"] },
          },
        },
      ],
      cursor: null,
      object: "list",
    });
    if (!parsed.ok) throw new Error("refused");
    expect(parsed.value.items[0]?.details?.origin?.card_transaction_ids).toEqual(["lctx_1", "lctx_2"]);
    expect(parsed.value.next).toBeNull();
  });

  it("has no tier example in the OpenAPI file to read (documentation in progress)", () => {
    expect(examplesOf(V2, TIER_TX)).toEqual([]);
  });

  const purchases = examplesOf(V2, PURCHASES);
  it.each(purchases)("reads the reward purchases example %s whole", (_name, body) => {
    const parsed = parseRewardPurchases(body);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
    const data = (body as { data: { id: string; status: string }[] }).data;
    expect(parsed.value.items.map((p) => [p.id, p.status])).toEqual(data.map((p) => [p.id, p.status]));
    expect(parsed.value.gaps).toBeUndefined();
  });

  it("reads a rejected purchase's reason and the codes a purchase issued", () => {
    const parsed = parseRewardPurchases({
      data: [
        {
          id: "lrwtx_1",
          type: "PURCHASE",
          status: "REJECTED",
          created_at: "2026-06-02T00:00:00Z",
          details: { rejection: { reason: "Not enough points", details: { required: 500 } } },
        },
        {
          id: "lrwtx_2",
          type: "PURCHASE",
          status: "APPROVED",
          created_at: "2026-06-01T00:00:00Z",
          details: {
            result: {
              digital: { type: "DISCOUNT_COUPONS", discount_coupons: [{ id: "v_1", code: "FREE-SHIP-7Q" }] },
            },
          },
        },
      ],
      cursor: null,
      object: "list",
    });
    if (!parsed.ok) throw new Error("refused");
    expect(parsed.value.items[0]?.details?.rejection?.reason).toBe("Not enough points");
    expect(parsed.value.items[1]?.details?.result?.digital?.discount_coupons?.[0]?.code).toBe("FREE-SHIP-7Q");
    expect(parsed.value.gaps).toBeUndefined();
  });
});

describe("a legacy card's transactions (loyalty v1)", () => {
  const cases = V1_TX.flatMap((path) =>
    examplesOf(V1, path).map(([name, body]): [string, unknown] => [`${path} ${name}`, body]),
  );

  it("has both paths' examples to read", () => {
    expect(cases).toHaveLength(2);
  });

  it.each(cases)("reads %s whole, with each transaction's points and the balance after it", (_name, body) => {
    const parsed = parseMemberTransactions(body);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
    const data = (
      body as { data: { id: string; details: { balance: { points: number; balance: number } } }[] }
    ).data;
    expect(
      parsed.value.items.map((t) => [t.id, t.details?.balance?.points, t.details?.balance?.balance]),
    ).toEqual(data.map((t) => [t.id, t.details.balance.points, t.details.balance.balance]));
    expect(parsed.value.gaps).toBeUndefined();
  });

  it("pages after the id the API names, or after the last one read when it names none", () => {
    const row = (id: string) => ({ id, type: "POINTS_ACCRUAL", created_at: "2026-06-01T00:00:00Z" });
    const body = { object: "list", data_ref: "data", data: [row("vtx_1"), row("vtx_2")], has_more: true };
    expect(parseMemberTransactions({ ...body, more_starting_after: "vtx_9" })).toMatchObject({
      ok: true,
      value: { next: "vtx_9" },
    });
    expect(parseMemberTransactions(body)).toMatchObject({ ok: true, value: { next: "vtx_2" } });
    expect(parseMemberTransactions({ ...body, has_more: false })).toMatchObject({
      ok: true,
      value: { next: null },
    });
  });
});

/** Every key path of an object, nested objects included ("details.points.total"); arrays are left whole. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return [here, ...keyPaths(inner, here)];
  });
}

function without(item: unknown, path: string): unknown {
  const copy = structuredClone(item) as Record<string, unknown>;
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  delete at[keys.at(-1)!];
  return copy;
}

/** The fields an item cannot be shown without: left out and named, the rest of the page shown. */
const NEEDED = new Set(["id", "type", "created_at"]);

describe.each([
  ["card transactions", examplesOf(V2, CARD_TX), parseCardTransactions],
  ["reward purchases", examplesOf(V2, PURCHASES), parseRewardPurchases],
  ...V1_TX.map(
    (path) => [`v1 transactions (${path})`, examplesOf(V1, path), parseMemberTransactions] as const,
  ),
] as const)("each field of the %s examples missing in turn", (_what, cases, parse) => {
  const body = cases[0]![1] as { data: unknown[] };
  const item = body.data[0]!;
  it.each(keyPaths(item))("without %s, the page is read and the item shown or named", (path) => {
    const parsed = parse({ ...body, data: [without(item, path), ...body.data.slice(1)] });
    if (!parsed.ok) throw new Error(`refused whole: ${JSON.stringify(parsed.issue)}`);
    const items = parsed.value.items as { id: string }[];
    if (NEEDED.has(path) && !(path === "type" && parse === parseRewardPurchases)) {
      expect(items).toHaveLength(body.data.length - 1);
      expect(parsed.value.gaps?.some((gap) => gap.message.endsWith("is not shown"))).toBe(true);
    } else {
      expect(items).toHaveLength(body.data.length);
      expect(items[0]!.id).toBe((item as { id: string }).id);
    }
  });
});
