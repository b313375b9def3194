// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../../server/api-server";
import { appKeys, bearer, call, get } from "../../server/test-client";
import { SHARED_DIR } from "../helpers/paths";

/**
 * The local API's loyalty history reads: List card transactions, List member tier transactions, List
 * member reward purchases (v2) and List Loyalty Card Transactions (v1), checked against the OpenAPI
 * files themselves (examples, enums, required fields) and against what the server says elsewhere
 * (memberships, Get Member, the redemptions list).
 */

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI files and bodies are read freely
type Json = any;
const readSpec = (file: string): Json =>
  JSON.parse(readFileSync(resolve(SHARED_DIR, "spec/openapi", file), "utf8"));
const V2 = readSpec("loyalties-v2.json");
const V1 = readSpec("loyalties.json");
const MEMBER = "/v2/loyalties/programs/{programId}/members/{memberId}";
const exampleOf = (spec: Json, path: string): Json =>
  Object.values(spec.paths[path].get.responses["200"].content["application/json"].examples as object)[0]
    .value;
const schema = (name: string): Json => V2.components.schemas[name];
const TYPES: string[] = schema("CardTransaction").properties.type.enum;
const STATUSES: string[] = schema("CardTransaction").properties.status.enum;
// What a type does to the balance, read from the schema's words, not from the server's code.
const CREDITS = [
  "ADMIN_CREDIT",
  "POINTS_EARNED",
  "POINTS_PURCHASED",
  "POINTS_REFUNDED",
  "POINTS_RETURNED",
  "PENDING_POINTS_ACTIVATED",
];
const DEBITS = [
  "ADMIN_DEBIT",
  "ADMIN_POINTS_EXPIRATION",
  "POINTS_SPENT_ON_REWARD",
  "POINTS_SPENT_ON_ORDER",
  "POINTS_EXPIRED",
  "POINTS_PURCHASE_REVERSED",
];

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ tls: false });
});
afterAll(async () => {
  await api.close();
});
const subjects = () => api.history.subjects;
type Ids = { programId: string; memberId: string; cardId?: string };
const cardPath = (c: Ids) =>
  `/v2/loyalties/programs/${c.programId}/members/${c.memberId}/cards/${c.cardId}/transactions`;
const tiersPath = (c: Ids) =>
  `/v2/loyalties/programs/${c.programId}/members/${c.memberId}/tiers/transactions`;
const purchasesPath = (c: Ids) =>
  `/v2/loyalties/programs/${c.programId}/members/${c.memberId}/rewards/purchases`;
const v1Path = (code: string, campaignId?: string) =>
  campaignId
    ? `/v1/loyalties/${campaignId}/members/${encodeURIComponent(code)}/transactions`
    : `/v1/loyalties/members/${encodeURIComponent(code)}/transactions`;
const withQuery = (path: string, ...parts: string[]) => {
  const query = parts.filter(Boolean).join("&");
  return query ? `${path}?${query}` : path;
};

/** Every row of a cursor list, page by page, and how many pages it took. */
async function pageAll(
  path: string,
  query: string,
  prefix: string,
): Promise<{ rows: Json[]; pages: number }> {
  const rows: Json[] = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const answer = await get(api, withQuery(path, query, next ? `cursor=${next}` : ""));
    expect(answer.status).toBe(200);
    const body = answer.json();
    rows.push(...body.data);
    next = body.cursor?.next ?? null;
    if (next !== null) expect(next).toMatch(new RegExp(`^${prefix}[a-f0-9]+$`));
    pages++;
    if (pages > 60) throw new Error("the cursor never ends");
  } while (next !== null);
  return { rows, pages };
}
const all = async (path: string, query = "") =>
  (await get(api, withQuery(path, "limit=100", query))).json().data;
const ids = (rows: Json[]) => rows.map((r: Json) => r.id);
const newestFirst = (rows: Json[]) =>
  rows.every((r: Json, i: number) => i === 0 || rows[i - 1].created_at >= r.created_at);

// ---------------------------------------------------------------------------------------------

describe("List card transactions", () => {
  const big = () => cardPath(subjects().multiPage);

  it("gives the ten newest first, each a CardTransaction of the card, and a cursor to more", async () => {
    const answer = await get(api, big());
    expect(answer.status).toBe(200);
    const body = answer.json();
    expect(Object.keys(body)).toEqual(["data", "cursor", "object"]);
    expect(body.object).toBe("list");
    expect(body.data).toHaveLength(10);
    expect(newestFirst(body.data)).toBe(true);
    expect(body.cursor.next).toMatch(/^lcrsctx_[a-f0-9]+$/);
    expect(Date.parse(body.cursor.expires_at)).toBeGreaterThan(Date.now());
    const required: string[] = schema("CardTransaction").required;
    for (const row of body.data) {
      expect(Object.keys(row)).toEqual(required);
      expect(row).toMatchObject({
        card_id: subjects().multiPage.cardId,
        member_id: subjects().multiPage.memberId,
        program_id: subjects().multiPage.programId,
        card_type: "INDIVIDUAL",
        object: "card_transaction",
      });
      expect(row.id).toMatch(/^lctx_[a-f0-9]+$/);
      expect(TYPES).toContain(row.type);
      expect(Object.keys(row.details).slice(0, 3)).toEqual(["reason", "rejection", "metadata"]);
    }
  });

  it("pages to the end along the cursor: every transaction once, none left out", async () => {
    const { rows, pages } = await pageAll(big(), "limit=10", "lcrsctx_");
    const whole = await all(big());
    expect(whole.length).toBeGreaterThanOrEqual(35);
    expect(pages).toBe(Math.ceil(whole.length / 10));
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(ids(rows)).toEqual(ids(whole));
    expect(newestFirst(whole)).toBe(true);
  });

  it("orders oldest first when asked, and the cursor keeps that order", async () => {
    const newest = await all(big());
    const oldest = await all(big(), "order=created_at");
    expect(ids(oldest)).toEqual(ids(newest).reverse());
    const paged = await pageAll(big(), "limit=7&order=created_at", "lcrsctx_");
    expect(ids(paged.rows)).toEqual(ids(oldest));
    expect((await get(api, withQuery(big(), "order=created_at", "order=-created_at"))).status).toBe(400);
    expect((await get(api, withQuery(big(), "order=date"))).status).toBe(400);
  });

  it("filters by created_at $after and $before (strictly), and by id", async () => {
    const whole = await all(big());
    const pivot = whole[12].created_at;
    const after = await all(big(), `filters[created_at][conditions][$after]=${pivot}`);
    expect(ids(after)).toEqual(ids(whole.filter((r: Json) => r.created_at > pivot)));
    expect(after.length).toBeGreaterThan(0);
    const before = await all(big(), `filters%5Bcreated_at%5D%5Bconditions%5D%5B%24before%5D=${pivot}`);
    expect(ids(before)).toEqual(ids(whole.filter((r: Json) => r.created_at < pivot)));
    const from = whole[30].created_at;
    const window = await all(
      big(),
      `filters[created_at][conditions][$after]=${from}&filters[created_at][conditions][$before]=${pivot}`,
    );
    expect(ids(window)).toEqual(ids(whole.filter((r: Json) => r.created_at > from && r.created_at < pivot)));
    const one = await all(big(), `filters[id][conditions][$is]=${whole[5].id}`);
    expect(ids(one)).toEqual([whole[5].id]);
    expect(
      (await get(api, withQuery(big(), "filters[created_at][conditions][$after]=yesterday"))).status,
    ).toBe(400);
    expect((await get(api, withQuery(big(), "filters[type][conditions][$is]=ADMIN_CREDIT"))).status).toBe(
      400,
    );
  });

  it("holds weeks of the last 90 days, dated within them", async () => {
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const recent = await all(big(), `filters[created_at][conditions][$after]=${since}`);
    expect(recent.length).toBeGreaterThanOrEqual(10);
    for (const row of recent) expect(Date.parse(row.created_at)).toBeLessThanOrEqual(Date.now());
    expect(new Set(recent.map((r: Json) => r.type)).size).toBeGreaterThanOrEqual(8);
  });

  it("refuses a cursor it did not give, or one of another card, with 400 invalid_or_expired_cursor", async () => {
    const unknown = await get(api, withQuery(big(), "cursor=lcrsctx_00ff00ff"));
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, key: "invalid_or_expired_cursor" });
    const wrongShape = await get(api, withQuery(big(), "cursor=lcrscppb_00ff"));
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.json().key).toBe("invalid_query_params");
    const next = (await get(api, withQuery(big(), "limit=2"))).json().cursor.next;
    const elsewhere = await get(api, withQuery(cardPath(subjects().positiveDebits), `cursor=${next}`));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json().key).toBe("invalid_or_expired_cursor");
    expect((await get(api, withQuery(big(), "limit=0"))).status).toBe(400);
  });

  it("refuses an expired cursor", async () => {
    const own = await startApiServer({ tls: false });
    try {
      const path = cardPath(own.history.subjects.multiPage);
      const next = (await get(own, path)).json().cursor.next;
      expect((await get(own, withQuery(path, `cursor=${next}`))).status).toBe(200);
      own.expireCursors();
      const expired = await get(own, withQuery(path, `cursor=${next}`));
      expect(expired.status).toBe(400);
      expect(expired.json().key).toBe("invalid_or_expired_cursor");
    } finally {
      await own.close();
    }
  });

  it("answers 404 for the first id it does not know: program, member, card", async () => {
    const s = subjects().multiPage;
    const cases: [Ids, string][] = [
      [{ ...s, programId: "lprg_000000000000000000" }, "program"],
      [{ ...s, memberId: "lmbr_000000000000000000" }, "member"],
      [{ ...s, cardId: "lcrd_000000000000000000" }, "card"],
      // A card of another member.
      [{ ...s, cardId: subjects().positiveDebits.cardId }, "card"],
    ];
    for (const [path, resourceType] of cases) {
      const answer = await get(api, cardPath(path));
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ key: "not_found", resource_type: resourceType });
    }
    const badId = await get(api, cardPath({ ...s, cardId: "card_1" }));
    expect(badId.status).toBe(400);
    expect(badId.json().key).toBe("invalid_path_params");
  });

  it("takes the app keys or a bearer token, as pending-points does", async () => {
    const path = big();
    expect((await call(api, path)).status).toBe(401);
    const wrong = await call(api, path, {
      headers: { "X-App-Id": api.credentials.appId, "X-App-Token": "nope" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual({ code: 401, message: "Unauthorized", key: "unauthorized" });
    expect((await call(api, path, { headers: bearer(api.credentials.oauthToken) })).status).toBe(200);
    expect((await call(api, path, { headers: { ...appKeys(api), ...bearer("not-a-token") } })).status).toBe(
      401,
    );
    expect((await call(api, path, { method: "POST", headers: appKeys(api) })).status).toBe(405);
  });

  it("serves the OpenAPI example as it is for the example member's card, under both ids the server gives", async () => {
    const example = exampleOf(V2, `${MEMBER}/cards/{cardId}/transactions`);
    const e = subjects().example;
    for (const cardId of [e.membershipsCardId, e.transactionsCardId]) {
      const answer = await get(api, cardPath({ ...e, cardId }));
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual(example);
    }
    // The ids are the ones the memberships answers give.
    const memberships = (await get(api, `/v2/loyalties/memberships/${e.customerId}`)).json();
    expect(memberships.memberships[0].cards[0].card.id).toBe(e.membershipsCardId);
    const program = (
      await get(api, `/v2/loyalties/programs/${e.programId}/memberships/${e.customerId}`)
    ).json();
    expect(program.cards.map((c: Json) => c.card.id)).toEqual([e.summerCardId, e.transactionsCardId]);
  });

  it("gives the example's SummerTime card the write examples' transactions and rows adding up to its balance", async () => {
    const e = subjects().example;
    const rows = await all(cardPath({ ...e, cardId: e.summerCardId }));
    const write = (path: string, name: string) =>
      V2.paths[`${MEMBER}/cards/{cardId}${path}`].post.responses["200"].content["application/json"].examples[
        name
      ].value.transaction;
    for (const example of [
      write("/points", "Points added: Result"),
      write("/points", "Points subtracted: Result"),
      write("/pending-points/{bucketId}/activate", "Pending points bucket activated"),
      write("/pending-points/{bucketId}/cancel", "Pending points bucket canceled"),
    ])
      expect(rows).toContainEqual(example);
    const program = (
      await get(api, `/v2/loyalties/programs/${e.programId}/memberships/${e.customerId}`)
    ).json();
    const summer = program.cards[0].card;
    expect(sumApproved(rows)).toBe(summer.balance.points);
    expect(pendingLeft(rows)).toBe(summer.balance.pending_points);
  });

  it("shows every one of the 14 types and the four statuses across the seeded cards, each with its details", async () => {
    const rows: Json[] = [];
    for (const card of api.data.v2.cards)
      rows.push(
        ...(await all(
          cardPath({ ...card, programId: card.program_id, memberId: card.member_id, cardId: card.id }),
        )),
      );
    expect(TYPES).toHaveLength(14);
    expect([...new Set(rows.map((r) => r.type))].sort()).toEqual([...TYPES].sort());
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([...STATUSES].sort());
    const of = (type: string) => rows.filter((r) => r.type === type);
    expect(of("POINTS_EARNED").some((r) => /^ord_/.test(r.details.order?.id))).toBe(true);
    for (const r of of("POINTS_EARNED")) {
      expect(r.details.metadata.earning_rule_id).toMatch(/^lern_[a-f0-9]+$/);
      expect(r.details.points.expiration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const r of of("POINTS_SPENT_ON_ORDER")) expect(r.details.order.id).toMatch(/^ord_/);
    for (const r of of("POINTS_SPENT_ON_REWARD")) {
      expect(r.details.reward.id).toMatch(/^lrew_[a-f0-9]+$/);
      expect(r.details.reward_transaction.id).toMatch(/^lrtx_[a-f0-9]+$/);
    }
    for (const r of of("POINTS_EXPIRED")) {
      expect(r.details.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.details.buckets.length).toBeGreaterThan(0);
      expect(r.details.buckets[0].id).toMatch(/^lcpeb_[a-f0-9]+$/);
    }
    for (const r of of("ADMIN_POINTS_EXPIRATION")) expect(r.details.bucket.id).toMatch(/^lcpeb_[a-f0-9]+$/);
    for (const r of [...of("ADMIN_CREDIT"), ...of("ADMIN_DEBIT"), ...of("PENDING_POINTS_CANCELED")])
      expect(r.details.reason).toEqual(expect.any(String));
    for (const r of [...of("PENDING_POINTS_ADDED"), ...of("PENDING_POINTS_ACTIVATED")])
      expect(r.details.points.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const r of of("POINTS_PURCHASED")) expect(r.details.card_transaction.id).toMatch(/^lctx_/);
    for (const r of [...of("POINTS_PURCHASE_REVERSED"), ...of("POINTS_RETURNED")])
      expect(r.details.purchase.reward_transaction.id).toMatch(/^lrtx_/);
    const rejected = rows.filter((r) => r.status === "REJECTED");
    for (const r of rejected) expect(r.details.rejection.reason).toEqual(expect.any(String));
    for (const r of rows.filter((r) => r.status === "PENDING")) expect(r.updated_at).toBeNull();
    // The multi-page card alone holds the four statuses.
    const big = await all(cardPath(subjects().multiPage));
    expect(new Set(big.map((r: Json) => r.status)).size).toBe(4);
  });

  it("agrees with the memberships: APPROVED transactions add up to each card's balance and pending points", async () => {
    const customers = new Set(api.data.v2.members.map((m) => m.customer_id));
    let cards = 0;
    for (const customer of customers) {
      const body = (await get(api, `/v2/loyalties/memberships/${customer}`)).json();
      for (const membership of body.memberships)
        for (const { card } of membership.cards) {
          const rows = await all(
            cardPath({ programId: membership.program.id, memberId: membership.member.id, cardId: card.id }),
          );
          expect(rows.length).toBeGreaterThan(0);
          expect(sumApproved(rows)).toBe(card.balance.points);
          expect(pendingLeft(rows)).toBe(card.balance.pending_points);
          cards++;
        }
    }
    expect(cards).toBe(api.data.v2.cards.length);
  });

  it("writes debits negative on one card (the schema) and positive on another (the guide)", async () => {
    const debits = (rows: Json[]) => rows.filter((r) => DEBITS.includes(r.type) && r.details.points);
    const negative = debits(await all(cardPath(subjects().multiPage)));
    const positive = debits(await all(cardPath(subjects().positiveDebits)));
    expect(negative.length).toBeGreaterThanOrEqual(3);
    expect(positive.length).toBeGreaterThanOrEqual(3);
    for (const r of negative) expect(r.details.points.total).toBeLessThan(0);
    for (const r of positive) expect(r.details.points.total).toBeGreaterThan(0);
  });
});

/** The APPROVED points a list moves, each by its type (debits count down whatever their sign). */
function sumApproved(rows: Json[]): number {
  let sum = 0;
  for (const r of rows) {
    if (r.status !== "APPROVED") continue;
    const points = Math.abs(r.details.points?.total ?? 0);
    if (CREDITS.includes(r.type)) sum += points;
    if (DEBITS.includes(r.type)) sum -= points;
  }
  return sum;
}
function pendingLeft(rows: Json[]): number {
  let sum = 0;
  for (const r of rows) {
    if (r.status !== "APPROVED") continue;
    if (r.type === "PENDING_POINTS_ADDED") sum += r.details.points.total;
    if (r.type === "PENDING_POINTS_ACTIVATED" || r.type === "PENDING_POINTS_CANCELED")
      sum -= r.details.points.total;
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------

describe("List member tier transactions", () => {
  const path = () => tiersPath(subjects().tierDowngrade);

  it("gives the member's tier changes newest first, each a TierTransaction", async () => {
    const body = (await get(api, path())).json();
    expect(body.object).toBe("list");
    expect(body.cursor).toBeNull();
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(newestFirst(body.data)).toBe(true);
    const keys = Object.keys(schema("TierTransaction").properties);
    for (const row of body.data) {
      expect(Object.keys(row)).toEqual(keys);
      expect(row.id).toMatch(/^lttx_[a-f0-9]+$/);
      expect(row.object).toBe("tier_transaction");
      expect(row.member_id).toBe(subjects().tierDowngrade.memberId);
      expect(schema("TierTransaction").properties.type.enum).toContain(row.type);
    }
    expect(new Set(body.data.map((r: Json) => r.type))).toEqual(
      new Set(["JOINED", "UPGRADED", "DOWNGRADED", "LEFT"]),
    );
  });

  it("names the POINTS_EXPIRED of the card's history that caused the downgrade", async () => {
    const s = subjects().tierDowngrade;
    const downgrade = (await all(path())).find((r: Json) => r.id === s.downgradeId);
    expect(downgrade).toMatchObject({ type: "DOWNGRADED", card_id: s.cardId, status: "APPROVED" });
    expect(downgrade.details.origin.type).toBe("card_operations");
    expect(downgrade.details.origin.card_transaction_ids).toEqual([s.expiredTransactionId]);
    expect(downgrade.details.tier_from).not.toBe(downgrade.details.tier_to);
    const cardRows = await all(cardPath(s));
    const cause = cardRows.find((r: Json) => r.id === s.expiredTransactionId);
    expect(cause.type).toBe("POINTS_EXPIRED");
    expect(downgrade.created_at > cause.created_at).toBe(true);
    // Every card transaction a tier change names is in that card's history.
    for (const tier of await all(path()))
      for (const id of tier.details.origin?.card_transaction_ids ?? []) {
        const rows = await all(cardPath({ ...s, cardId: tier.card_id }));
        expect(ids(rows)).toContain(id);
      }
  });

  it("agrees with the program membership: the upgrade to the current tier starts when its tier does", async () => {
    const s = subjects().multiPage;
    const program = (
      await get(api, `/v2/loyalties/programs/${s.programId}/memberships/${s.customerId}`)
    ).json();
    const current = program.cards[0].tier_progress.current;
    const upgrade = (await all(tiersPath(s))).find(
      (r: Json) => r.type === "UPGRADED" && r.card_id === s.cardId,
    );
    expect(upgrade.details.tier_to).toBe(current.tier.id);
    expect(upgrade.details.start_at).toBe(current.start_at);
    expect(upgrade.tier_structure_id).toBe(program.cards[0].tier_progress.tier_structure.id);
  });

  it("pages along its cursor, both ways, and filters by card", async () => {
    const whole = await all(path());
    const { rows, pages } = await pageAll(path(), "limit=2", "lcrsttx_");
    expect(pages).toBe(Math.ceil(whole.length / 2));
    expect(ids(rows)).toEqual(ids(whole));
    expect(ids(await all(path(), "order=created_at"))).toEqual(ids(whole).reverse());
    const s = subjects().tierDowngrade;
    const one = await all(path(), `filters[card_id][conditions][$is]=${s.cardId}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThan(whole.length);
    for (const r of one) expect(r.card_id).toBe(s.cardId);
  });

  it("refuses a bad cursor, answers 404 for an unknown program or member, and checks the keys", async () => {
    const bad = await get(api, withQuery(path(), "cursor=lcrsttx_abc123"));
    expect(bad.status).toBe(400);
    expect(bad.json().key).toBe("invalid_or_expired_cursor");
    expect((await get(api, withQuery(path(), "cursor=lcrsctx_abc123"))).status).toBe(400);
    const s = subjects().tierDowngrade;
    const member = await get(api, tiersPath({ ...s, memberId: "lmbr_000000000000000000" }));
    expect(member.status).toBe(404);
    expect(member.json().resource_type).toBe("member");
    const program = await get(api, tiersPath({ ...s, programId: "lprg_000000000000000000" }));
    expect(program.json().resource_type).toBe("program");
    // A member of another program.
    const other = await get(api, tiersPath({ ...s, programId: api.data.v2.programs[1]!.id }));
    expect(other.status).toBe(404);
    expect((await call(api, path())).status).toBe(401);
    expect((await call(api, path(), { headers: { "X-App-Id": "x", "X-App-Token": "y" } })).status).toBe(401);
    expect((await call(api, path(), { headers: bearer(api.credentials.oauthToken) })).status).toBe(200);
  });

  it("has the example member join Gold as its program membership says", async () => {
    const e = subjects().example;
    const [joined] = (await get(api, tiersPath(e))).json().data;
    const progress = exampleOf(V2, "/v2/loyalties/programs/{programId}/memberships/{customerId}").cards[0]
      .tier_progress.current;
    expect(joined).toMatchObject({ type: "JOINED", card_id: e.summerCardId, tier_id: progress.tier.id });
    expect(joined.details.start_at).toBe(progress.start_at);
  });
});

// ---------------------------------------------------------------------------------------------

describe("List member reward purchases", () => {
  const path = () => purchasesPath(subjects().rejectedPurchase);

  it("gives every purchase newest first: coupon and gift voucher issued, rejected, pending", async () => {
    const body = (await get(api, path())).json();
    expect(body.object).toBe("list");
    expect(newestFirst(body.data)).toBe(true);
    const keys = Object.keys(schema("RewardPurchaseTransaction").properties);
    for (const row of body.data) {
      expect(Object.keys(row)).toEqual(keys);
      expect(row).toMatchObject({ type: "PURCHASE", object: "reward_transaction" });
      expect(row.id).toMatch(/^lrtx_[a-f0-9]+$/);
      expect(Object.keys(row.details)).toEqual(schema("RewardPurchaseTransactionDetailsPurchase").required);
    }
    const s = subjects().rejectedPurchase;
    const byStatus = (status: string) => body.data.filter((r: Json) => r.status === status);
    const digital = byStatus("APPROVED").map((r: Json) => r.details.result.digital);
    expect(digital).toContainEqual(
      expect.objectContaining({
        type: "DISCOUNT_COUPONS",
        discount_coupons: [expect.objectContaining({ code: s.couponCode })],
      }),
    );
    expect(digital).toContainEqual(
      expect.objectContaining({
        type: "GIFT_VOUCHERS",
        gift_vouchers: [expect.objectContaining({ code: s.giftVoucherCode })],
      }),
    );
    const [rejected] = byStatus("REJECTED");
    expect(rejected.id).toBe(s.rejectedPurchaseId);
    expect(rejected.details.rejection.reason).toBe("NOT_ENOUGH_BALANCE");
    expect(rejected.details.result).toBeNull();
    const [pending] = byStatus("PENDING");
    expect(pending.id).toBe(s.pendingPurchaseId);
    expect(pending).toMatchObject({ updated_at: null, details: { result: null, rejection: null } });
    expect(byStatus("REFUNDED")).toHaveLength(1);
  });

  it("names for each purchase the POINTS_SPENT_ON_REWARD that paid it, same points, same fate", async () => {
    const purchases = await all(path());
    const s = subjects().rejectedPurchase;
    const cardRows = await all(cardPath(s));
    const fate: Record<string, string> = {
      APPROVED: "APPROVED",
      REFUNDED: "APPROVED",
      REJECTED: "REJECTED",
      PENDING: "PENDING",
    };
    for (const p of purchases) {
      const spend = cardRows.find((r: Json) => r.id === p.card_transaction_id);
      expect(spend).toMatchObject({
        type: "POINTS_SPENT_ON_REWARD",
        card_id: p.card_id,
        status: fate[p.status],
      });
      expect(spend.details.reward_transaction.id).toBe(p.id);
      expect(spend.details.reward.id).toBe(p.reward_id);
      expect(Math.abs(spend.details.points.total)).toBe(p.details.points.total);
    }
    // The example purchase paid from the SummerTime card, too.
    const e = subjects().example;
    const summer = await all(cardPath({ ...e, cardId: e.summerCardId }));
    const paid = exampleOf(V2, `${MEMBER}/rewards/purchases`).data.filter(
      (p: Json) => p.card_id === e.summerCardId,
    );
    expect(paid).toHaveLength(1);
    expect(summer.find((r: Json) => r.id === paid[0].card_transaction_id).details.reward_transaction.id).toBe(
      paid[0].id,
    );
  });

  it("pages along its cursor, both ways, and filters by reward and date", async () => {
    const whole = await all(path());
    const { rows, pages } = await pageAll(path(), "limit=3", "lcrstrx_");
    expect(pages).toBe(Math.ceil(whole.length / 3));
    expect(new Set(ids(rows)).size).toBe(whole.length);
    expect(ids(rows)).toEqual(ids(whole));
    expect(ids(await all(path(), "order=created_at"))).toEqual(ids(whole).reverse());
    const reward = whole[0].reward_id;
    const same = await all(path(), `filters[reward_id][conditions][$is]=${reward}`);
    expect(ids(same)).toEqual(ids(whole.filter((r: Json) => r.reward_id === reward)));
    const pivot = whole[2].created_at;
    expect(ids(await all(path(), `filters[created_at][conditions][$after]=${pivot}`))).toEqual(
      ids(whole.slice(0, 2)),
    );
    expect((await get(api, withQuery(path(), "filters[reward_id][conditions][$is]=rew_1"))).status).toBe(400);
  });

  it("serves the OpenAPI example as it is, and reads on along its cursor to an empty last page", async () => {
    const example = exampleOf(V2, `${MEMBER}/rewards/purchases`);
    const e = subjects().example;
    const first = await get(api, purchasesPath(e));
    expect(first.json()).toEqual(example);
    const next = await get(api, withQuery(purchasesPath(e), `cursor=${example.cursor.next}`));
    expect(next.status).toBe(200);
    expect(next.json()).toEqual({ data: [], cursor: null, object: "list" });
    // Asked otherwise, the same three purchases, ordered as asked.
    const oldest = await all(purchasesPath(e), "order=created_at");
    expect(ids(oldest)).toEqual(ids(example.data).reverse());
    // The example's cursor is its member's only.
    expect((await get(api, withQuery(path(), `cursor=${example.cursor.next}`))).status).toBe(400);
  });

  it("answers 404 for an unknown member or program, 400 for a bad cursor, 401 without keys", async () => {
    const s = subjects().rejectedPurchase;
    const member = await get(api, purchasesPath({ ...s, memberId: "lmbr_000000000000000000" }));
    expect(member.status).toBe(404);
    expect(member.json()).toMatchObject({ key: "not_found", resource_type: "member" });
    expect(
      (await get(api, purchasesPath({ ...s, programId: "lprg_000000000000000000" }))).json().resource_type,
    ).toBe("program");
    expect((await get(api, purchasesPath({ ...s, memberId: "member-1" }))).status).toBe(400);
    const bad = await get(api, withQuery(path(), "cursor=lcrstrx_00"));
    expect(bad.status).toBe(400);
    expect(bad.json().key).toBe("invalid_or_expired_cursor");
    expect((await call(api, path())).status).toBe(401);
    expect((await call(api, path(), { headers: { ...appKeys(api), ...bearer("nope") } })).status).toBe(401);
    expect((await call(api, path(), { headers: bearer(api.credentials.secondOauthToken) })).status).toBe(200);
  });

  it("has no purchase for a member who bought nothing: an empty list", async () => {
    const body = (
      await get(
        api,
        purchasesPath({
          programId: api.data.samples.v2OnlyProgramId,
          memberId: api.data.samples.v2OnlyMemberId,
        }),
      )
    ).json();
    expect(body).toEqual({ data: [], cursor: null, object: "list" });
  });
});

// ---------------------------------------------------------------------------------------------

describe("List Loyalty Card Transactions (v1)", () => {
  const path = () => v1Path(subjects().v1.code);
  const example = exampleOf(V1, "/v1/loyalties/members/{memberId}/transactions");

  it("gives the card's transactions newest first, in the example's shape, with has_more", async () => {
    const body = (await get(api, withQuery(path(), "limit=3"))).json();
    expect(Object.keys(body)).toEqual(["object", "data_ref", "data", "has_more", "more_starting_after"]);
    expect(body).toMatchObject({ object: "list", data_ref: "data", has_more: true });
    expect(body.data).toHaveLength(3);
    expect(body.more_starting_after).toBe(body.data[2].id);
    expect(newestFirst(body.data)).toBe(true);
    const s = subjects().v1;
    for (const row of body.data) {
      expect(Object.keys(row)).toEqual(Object.keys(example.data[0]));
      expect(Object.keys(row.details.balance)).toEqual(Object.keys(example.data[0].details.balance));
      expect(row).toMatchObject({ voucher_id: s.voucherId, campaign_id: s.campaignId });
      expect(row.id).toMatch(/^vtx_[a-f0-9]+$/);
    }
  });

  it("pages by starting_after_id to the end: every transaction once", async () => {
    const whole = (await get(api, withQuery(path(), "limit=100"))).json();
    expect(whole.has_more).toBe(false);
    expect(whole).not.toHaveProperty("more_starting_after");
    const rows: Json[] = [];
    let after: string | undefined;
    for (let i = 0; i < 20; i++) {
      const body = (
        await get(api, withQuery(path(), "limit=3", after ? `starting_after_id=${after}` : ""))
      ).json();
      rows.push(...body.data);
      if (!body.has_more) break;
      after = body.more_starting_after;
    }
    expect(ids(rows)).toEqual(ids(whole.data));
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(ids((await get(api, withQuery(path(), "limit=100&order=id"))).json().data)).toEqual(
      ids(whole.data).reverse(),
    );
  });

  it("ends at what Get Member says, each balance the one before plus its points, its redemptions the list's", async () => {
    const s = subjects().v1;
    const card = (await get(api, `/v1/loyalties/members/${encodeURIComponent(s.code)}`)).json().loyalty_card;
    const rows = (await get(api, withQuery(path(), "limit=100"))).json().data;
    expect(rows[0].details.balance.balance).toBe(card.balance);
    expect(rows[0].details.balance.total).toBe(card.points - card.expired_points - card.subtracted_points);
    const oldest = [...rows].reverse();
    oldest.forEach((row: Json, i: number) => {
      const before = i === 0 ? 0 : oldest[i - 1].details.balance.balance;
      expect(row.details.balance.balance).toBe(before + row.details.balance.points);
    });
    const types = new Set(rows.map((r: Json) => r.type));
    for (const type of ["POINTS_ACCRUAL", "POINTS_ADDITION", "POINTS_REDEMPTION", "POINTS_EXPIRATION"])
      expect(types).toContain(type);
    const redeemed = api.data.redemptions
      .filter((r) => r.voucher?.code === s.code && r.result === "SUCCESS" && r.object === "redemption")
      .map((r) => r.id)
      .sort();
    const named = rows
      .filter((r: Json) => r.type === "POINTS_REDEMPTION")
      .map((r: Json) => r.details.redemption.id);
    expect(named.sort()).toEqual(redeemed);
    expect(redeemed.length).toBeGreaterThan(0);
  });

  it("takes the campaign's path too, with Get Member's 404s", async () => {
    const s = subjects().v1;
    const same = await get(api, v1Path(s.code, s.campaignId));
    expect(same.status).toBe(200);
    expect(ids(same.json().data)).toEqual(ids((await get(api, path())).json().data));
    const unknown = await get(api, v1Path("NO-SUCH-CARD"));
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ key: "not_found", resource_type: "voucher" });
    const campaign = await get(api, v1Path(s.code, "camp_000000000000000000000000"));
    expect(campaign.json().resource_type).toBe("campaign");
    // A card Get Member knows, with no history here: an empty list.
    const other = await get(api, v1Path(api.data.samples.loyaltyCardCodeWithSlash));
    expect(other.json()).toEqual({ object: "list", data_ref: "data", data: [], has_more: false });
    expect((await get(api, withQuery(path(), "limit=101"))).status).toBe(400);
  });

  it("needs the app keys, as Get Member does: a bearer token alone or wrong keys are refused", async () => {
    expect((await call(api, path(), { headers: bearer(api.credentials.oauthToken) })).status).toBe(401);
    expect((await call(api, path(), { headers: { ...appKeys(api), "X-App-Token": "wrong" } })).status).toBe(
      401,
    );
    expect((await call(api, path())).status).toBe(401);
    expect((await get(api, path())).status).toBe(200);
  });
});
