// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, type RedemptionRow, startApiServer } from "../../server/api-server";
import { factsOf } from "../../server/filters";
import { FAILURE_CODES, FAILURE_MESSAGES, generateSeedData, readFixture } from "../../server/seed";
import { get } from "../../server/test-client";

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ tls: false });
});
afterAll(async () => {
  await api.close();
});

const ids = (rows: RedemptionRow[]) => rows.map((r) => r.id);
const facts = (row: RedemptionRow) =>
  factsOf(row, { campaigns: api.data.campaigns, users: api.data.users, customers: api.data.customers });

/** Every row of a query, page by page at limit 100. */
async function listAll(query: string): Promise<{ total: number; rows: RedemptionRow[] }> {
  const rows: RedemptionRow[] = [];
  let total = 0;
  for (let page = 1; page <= 99; page++) {
    const answer = await get(api, `/v1/redemptions?${query}${query ? "&" : ""}limit=100&page=${page}`);
    expect(answer.status).toBe(200);
    const body = answer.json();
    total = body.total;
    rows.push(...body.redemptions);
    if (rows.length >= total || body.redemptions.length === 0) break;
  }
  return { total, rows };
}

/** The rows the seed holds that satisfy `keep`, newest first (the default order). */
const expected = (keep: (row: RedemptionRow) => boolean) => api.data.redemptions.filter(keep);

describe("List Redemptions paging", () => {
  it("answers the list envelope with 10 rows by default and the total of all rows", async () => {
    const answer = await get(api, "/v1/redemptions");
    expect(answer.status).toBe(200);
    const body = answer.json();
    expect(Object.keys(body)).toEqual(["object", "data_ref", "redemptions", "total"]);
    expect(body.object).toBe("list");
    expect(body.data_ref).toBe("redemptions");
    expect(body.redemptions).toHaveLength(10);
    expect(body.total).toBe(api.data.redemptions.length);
    expect(body.total).toBeGreaterThanOrEqual(400);
    expect(ids(body.redemptions)).toEqual(ids(api.data.redemptions.slice(0, 10)));
  });

  it("serves page 2 as the rows after page 1, with the same total", async () => {
    const p1 = (await get(api, "/v1/redemptions?limit=7&page=1")).json();
    const p2 = (await get(api, "/v1/redemptions?limit=7&page=2")).json();
    const both = (await get(api, "/v1/redemptions?limit=14")).json();
    expect(p1.redemptions).toHaveLength(7);
    expect(p2.redemptions).toHaveLength(7);
    expect(ids(p2.redemptions)).not.toEqual(ids(p1.redemptions));
    expect([...ids(p1.redemptions), ...ids(p2.redemptions)]).toEqual(ids(both.redemptions));
    expect(p1.total).toBe(p2.total);
  });

  it("answers a page past the end with no rows and the full total", async () => {
    const body = (await get(api, "/v1/redemptions?limit=100&page=99")).json();
    expect(body.redemptions).toEqual([]);
    expect(body.total).toBe(api.data.redemptions.length);
  });

  it.each(["limit=0", "limit=101", "limit=ten", "limit=1.5", "page=0", "page=100", "page=-1"])(
    "refuses %s with a 400 error body carrying a request id",
    async (query) => {
      const answer = await get(api, `/v1/redemptions?${query}`);
      expect(answer.status).toBe(400);
      const body = answer.json();
      expect(body).toMatchObject({ code: 400, key: "invalid_query_params" });
      expect(body.details).toMatch(/limit|page/);
      expect(body.request_id).toMatch(/^v-[0-9a-f]{18}$/);
    },
  );

  it("accepts the limits at both ends of their ranges", async () => {
    expect((await get(api, "/v1/redemptions?limit=1&page=1")).json().redemptions).toHaveLength(1);
    expect((await get(api, "/v1/redemptions?limit=100&page=99")).status).toBe(200);
    expect((await get(api, "/v1/redemptions?limit=100")).json().redemptions).toHaveLength(100);
  });
});

describe("List Redemptions query parameters", () => {
  it("filters by result, and a repeated result takes either value", async () => {
    const failures = await listAll("result=FAILURE");
    expect(failures.total).toBe(expected((r) => r.result === "FAILURE").length);
    expect(failures.rows.every((r) => r.result === "FAILURE")).toBe(true);
    const both = (await get(api, "/v1/redemptions?result=SUCCESS&result=FAILURE")).json();
    expect(both.total).toBe(api.data.redemptions.length);
    expect((await get(api, "/v1/redemptions?result=MAYBE")).status).toBe(400);
  });

  it("filters by campaign name", async () => {
    const { rows, total } = await listAll("campaign=Black%20Friday%202025");
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(expected((r) => r.voucher?.campaign === "Black Friday 2025").length);
    expect(rows.every((r) => r.voucher?.campaign === "Black Friday 2025")).toBe(true);
    expect((await get(api, "/v1/redemptions?campaign=No+such+campaign")).json()).toMatchObject({
      total: 0,
      redemptions: [],
    });
  });

  it("finds a customer's redemptions by customer id", async () => {
    const id = api.data.samples.customerId;
    const { rows, total } = await listAll(`customer=${id}`);
    expect(total).toBe(expected((r) => r.customer_id === id).length);
    expect(total).toBeGreaterThan(0);
    expect(rows.every((r) => r.customer_id === id)).toBe(true);
  });

  it("finds a customer's redemptions by a source id that is an email", async () => {
    const sourceId = api.data.samples.customerSourceId;
    expect(sourceId).toContain("@");
    const customer = api.data.customers.find((c) => c.source_id === sourceId)!;
    const { rows, total } = await listAll(`customer=${encodeURIComponent(sourceId)}`);
    expect(total).toBeGreaterThan(0);
    expect(rows.every((r) => r.customer_id === customer.id)).toBe(true);
    expect(total).toBe(expected((r) => r.customer_id === customer.id).length);
  });

  it("counts at least 150 rows for the customer with many redemptions", async () => {
    const body = (
      await get(api, `/v1/redemptions?customer=${api.data.samples.customerWithManyRedemptions}&limit=25`)
    ).json();
    expect(body.total).toBeGreaterThanOrEqual(150);
    expect(body.redemptions).toHaveLength(25);
  });

  it("answers an unknown customer with an empty object, exactly", async () => {
    const answer = await get(api, "/v1/redemptions?customer=cust_DoesNotExist0000000000");
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("{}");
  });

  it.each([
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
  ] as const)("orders by %s", async (order) => {
    const { rows } = await listAll(`order=${order}`);
    expect(rows).toHaveLength(api.data.redemptions.length);
    const descending = order.startsWith("-");
    const field = order.replace(/^-/, "") as
      | "created_at"
      | "id"
      | "voucher_code"
      | "tracking_id"
      | "customer_id";
    const values = rows.map((r) =>
      field === "id" ? r.id : field === "created_at" ? r.date : facts(r)[field],
    );
    const present = values.filter((v): v is string => v !== null);
    const sorted = [...present].sort((a, b) =>
      field === "created_at" ? Date.parse(a) - Date.parse(b) : a < b ? -1 : a > b ? 1 : 0,
    );
    if (descending) sorted.reverse();
    expect(present).toEqual(sorted);
    // Missing values: last when ascending, first when descending.
    const firstNull = values.indexOf(null);
    if (firstNull >= 0) {
      if (descending)
        expect(values.slice(0, values.lastIndexOf(null) + 1).every((v) => v === null)).toBe(true);
      else expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
    }
  });

  it("refuses an order the interface does not list", async () => {
    const answer = await get(api, "/v1/redemptions?order=amount");
    expect(answer.status).toBe(400);
    expect(answer.json().details).toContain("order");
  });

  it("bounds created_at: [after] inclusive, [before] exclusive, date-only or date-time", async () => {
    const pivot = api.data.redemptions[40]!;
    const after = await listAll(`created_at[after]=${encodeURIComponent(pivot.date)}`);
    expect(after.rows.map((r) => r.id)).toContain(pivot.id);
    expect(after.total).toBe(expected((r) => r.date >= pivot.date).length);
    const before = await listAll(`created_at%5Bbefore%5D=${encodeURIComponent(pivot.date)}`);
    expect(before.rows.map((r) => r.id)).not.toContain(pivot.id);
    expect(before.total).toBe(expected((r) => r.date < pivot.date).length);

    const day = pivot.date.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const oneDay = await listAll(`created_at[after]=${day}&created_at[before]=${next}`);
    expect(oneDay.total).toBe(expected((r) => r.date.slice(0, 10) === day).length);
    expect(oneDay.rows.every((r) => r.date.startsWith(day))).toBe(true);
  });

  it("refuses a created_at bound that is not a date", async () => {
    expect((await get(api, "/v1/redemptions?created_at[after]=yesterday")).status).toBe(400);
    expect((await get(api, "/v1/redemptions?created_at[since]=2025-01-01")).status).toBe(400);
  });
});

describe("List Redemptions filters", () => {
  const f = (field: string, op: string, value = "", index?: number) =>
    `filters[${field}][conditions][${op}]${index === undefined ? "" : `[${index}]`}=${encodeURIComponent(value)}`;

  it("$is on voucher_code returns exactly that code's rows, newest first", async () => {
    const code = api.data.samples.failedCode;
    const { rows } = await listAll(f("voucher_code", "$is", code));
    expect(ids(rows)).toEqual(ids(expected((r) => r.voucher?.code === code)));
    expect(rows.length).toBeGreaterThan(1);
  });

  it("$is_not leaves that value out and keeps rows without it", async () => {
    const { total } = await listAll(f("result", "$is_not", "SUCCESS"));
    expect(total).toBe(expected((r) => r.result !== "SUCCESS").length);
    const noCode = await listAll(f("voucher_code", "$is_not", api.data.samples.failedCode));
    expect(noCode.total).toBe(expected((r) => r.voucher?.code !== api.data.samples.failedCode).length);
  });

  it("reads $in in the indexed form and as repeated keys, with commas kept inside values", async () => {
    const codes = ["voucher_expired", "missing_customer", "quantity_exceeded"];
    const want = ids(expected((r) => codes.includes(r.failure_code ?? "")));
    const indexed = await listAll(codes.map((c, i) => f("failure_code", "$in", c, i)).join("&"));
    const repeated = await listAll(codes.map((c) => f("failure_code", "$in", c)).join("&"));
    const reversedIndexes = await listAll(
      codes.map((c, i) => f("failure_code", "$in", c, codes.length - i)).join("&"),
    );
    expect(ids(indexed.rows)).toEqual(want);
    expect(ids(repeated.rows)).toEqual(want);
    expect(ids(reversedIndexes.rows)).toEqual(want);
    const comma = await listAll(f("failure_code", "$in", "voucher_expired,missing_customer"));
    expect(comma.total).toBe(0);
  });

  it("$not_in excludes the listed values and keeps rows that have none", async () => {
    const { total, rows } = await listAll(
      `${f("failure_code", "$not_in", "voucher_expired", 0)}&${f("failure_code", "$not_in", "missing_customer", 1)}`,
    );
    expect(total).toBe(
      expected((r) => r.failure_code !== "voucher_expired" && r.failure_code !== "missing_customer").length,
    );
    expect(rows.some((r) => r.result === "SUCCESS")).toBe(true);
  });

  it("applies $starts_with, $ends_with, $contains and $not_contain to strings, case-sensitively", async () => {
    const starts = await listAll(f("voucher_code", "$starts_with", "BF25-"));
    expect(starts.total).toBe(expected((r) => r.voucher?.code?.startsWith("BF25-") ?? false).length);
    expect(starts.total).toBeGreaterThan(0);
    expect((await listAll(f("voucher_code", "$starts_with", "bf25-"))).total).toBe(0);

    const suffix = api.data.samples.failedCode.slice(-3);
    const ends = await listAll(f("voucher_code", "$ends_with", suffix));
    expect(ends.total).toBe(expected((r) => r.voucher?.code?.endsWith(suffix) ?? false).length);

    const contains = await listAll(f("campaign_name", "$contains", "Sale"));
    expect(contains.total).toBe(expected((r) => facts(r).campaign_name?.includes("Sale") ?? false).length);
    expect(contains.total).toBeGreaterThan(0);

    const notContain = await listAll(f("campaign_name", "$not_contain", "Sale"));
    expect(notContain.total).toBe(api.data.redemptions.length - contains.total);
  });

  it("treats $has_value and $is_unknown, sent with empty values, as present and missing", async () => {
    const has = await listAll(f("failure_code", "$has_value"));
    const unknown = await listAll(f("failure_code", "$is_unknown"));
    expect(has.total).toBe(expected((r) => r.failure_code !== undefined).length);
    expect(unknown.total).toBe(expected((r) => r.failure_code === undefined).length);
    expect(has.total + unknown.total).toBe(api.data.redemptions.length);
    expect(has.rows.every((r) => r.result === "FAILURE")).toBe(true);

    const noCustomer = await listAll(f("customer_id", "$is_unknown"));
    expect(noCustomer.total).toBeGreaterThan(0);
    expect(noCustomer.rows.every((r) => r.customer_id === null)).toBe(true);
  });

  it("combines conditions with junction and by default, and with or when asked", async () => {
    const code = api.data.samples.failedCode;
    const both = `${f("voucher_code", "$is", code)}&${f("result", "$is", "SUCCESS")}`;
    const and = await listAll(both);
    expect(and.total).toBe(expected((r) => r.voucher?.code === code && r.result === "SUCCESS").length);
    const explicitAnd = await listAll(`${both}&filters[junction]=and`);
    expect(explicitAnd.total).toBe(and.total);
    const or = await listAll(`${both}&filters[junction]=or`);
    expect(or.total).toBe(expected((r) => r.voucher?.code === code || r.result === "SUCCESS").length);
    expect(or.total).toBeGreaterThan(and.total);
  });

  it("filters by every field the interface names", async () => {
    const s = api.data.samples;
    const parent = api.data.redemptions.find((r) => r.id === s.rolledBackRedemptionId)!;
    const children = await listAll(f("parent_redemption_id", "$is", s.rolledBackRedemptionId));
    expect(ids(children.rows)).toContain(s.rollbackId);
    expect(children.rows.every((r) => r.redemption === s.rolledBackRedemptionId)).toBe(true);

    const related = await listAll(f("related_object_id", "$is", parent.related_object_id));
    expect(related.total).toBe(expected((r) => r.related_object_id === parent.related_object_id).length);

    const campaignId = s.loyaltyCampaignId;
    const byParent = await listAll(f("related_object_parent_id", "$is", campaignId));
    expect(byParent.total).toBeGreaterThan(0);
    expect(byParent.rows.every((r) => r.voucher?.campaign_id === campaignId)).toBe(true);

    const tierRows = expected((r) => r.related_object_type === "promotion_tier");
    const tierCampaign = tierRows[0]!.promotion_tier!.campaign.id;
    const byTierCampaign = await listAll(f("related_object_parent_id", "$is", tierCampaign));
    expect(byTierCampaign.rows.some((r) => r.related_object_type === "promotion_tier")).toBe(true);

    const rollbacks = await listAll(f("object", "$is", "redemption_rollback"));
    expect(rollbacks.total).toBe(expected((r) => r.object === "redemption_rollback").length);
    expect(rollbacks.total).toBeGreaterThan(5);

    const byCustomer = await listAll(f("customer_id", "$is", s.customerId));
    expect(byCustomer.total).toBe(expected((r) => r.customer_id === s.customerId).length);

    const byFailure = await listAll(f("failure_code", "$is", s.failedCodeFailureCode));
    expect(byFailure.rows.every((r) => r.failure_code === s.failedCodeFailureCode)).toBe(true);

    const byName = await listAll(f("campaign_name", "$is", "Gift Cards"));
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.voucher?.campaign === "Gift Cards")).toBe(true);

    const login = api.data.users[0]!.login;
    const byUser = await listAll(f("user_login", "$is", login));
    expect(byUser.total).toBeGreaterThan(0);
    expect(
      byUser.rows.every(
        (r) => r.channel?.channel_type === "USER" && r.channel.channel_id === api.data.users[0]!.id,
      ),
    ).toBe(true);
    const apiCalls = await listAll(f("user_login", "$is_unknown"));
    expect(
      apiCalls.rows.every(
        (r) =>
          r.channel?.channel_type !== "USER" || !api.data.users.some((u) => u.id === r.channel?.channel_id),
      ),
    ).toBe(true);
  });

  it("reads percent-encoded filter keys like literal ones", async () => {
    const code = api.data.samples.successfulCode;
    const plain = await listAll(f("voucher_code", "$is", code));
    const encoded = await listAll(
      `filters%5Bvoucher_code%5D%5Bconditions%5D%5B%24is%5D=${encodeURIComponent(code)}`,
    );
    expect(ids(encoded.rows)).toEqual(ids(plain.rows));
    expect(plain.rows.every((r) => r.result === "SUCCESS")).toBe(true);
  });

  it.each([
    ["an unknown field", "filters[amount][conditions][$is]=1"],
    ["an unknown operator", "filters[voucher_code][conditions][$like]=A"],
    ["a missing conditions level", "filters[voucher_code][$is]=A"],
    ["an index on a single-value operator", "filters[voucher_code][conditions][$is][0]=A"],
    ["a junction other than and or or", "filters[junction]=xor"],
    ["broken percent-encoding", "filters[voucher_code][conditions][$is]=%E0%A4%A"],
  ])("refuses %s with a 400", async (_name, query) => {
    const answer = await get(api, `/v1/redemptions?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, key: "invalid_query_params" });
  });
});

describe("seeded redemption data", () => {
  it("includes the six redemptions of the list example and both rollback examples verbatim", () => {
    const list = readFixture<{ redemptions: RedemptionRow[] }>("list-redemptions__200__example.json");
    for (const row of list.redemptions)
      expect(api.data.redemptions.find((r) => r.id === row.id)).toEqual(row);
    for (const name of [
      "SIBLING-rollback-redemption__200__discount-coupon.json",
      "SIBLING-rollback-redemption__200__gift-card.json",
    ]) {
      const rollback = readFixture<RedemptionRow>(name);
      expect(api.data.redemptions.find((r) => r.id === rollback.id)).toEqual(rollback);
    }
  });

  it("links every rollback to its parent and back, and marks the parent ROLLED_BACK", () => {
    const rollbacks = api.data.redemptions.filter((r) => r.object === "redemption_rollback");
    expect(rollbacks.length).toBeGreaterThan(10);
    for (const rollback of rollbacks) {
      expect(rollback.id).toMatch(/^rr_[0-9a-f]{18}$/);
      const parent = api.data.redemptions.find((r) => r.id === rollback.redemption);
      expect(parent, rollback.id).toBeDefined();
      expect(parent!.status).toBe("ROLLED_BACK");
      expect(parent!.related_redemptions?.rollbacks?.map((x) => x.id)).toContain(rollback.id);
      expect(Date.parse(rollback.date)).toBeGreaterThan(Date.parse(parent!.date));
      if (parent!.amount !== undefined) expect(rollback.amount).toBe(-parent!.amount);
      for (const entry of parent!.related_redemptions!.rollbacks!)
        expect(["WITH_ORDER", "WITHOUT_ORDER"]).toContain(entry.rollback_order_mode);
    }
  });

  it("carries every failure code of the interface with its message, no parent and a null order", () => {
    const failures = api.data.redemptions.filter((r) => r.result === "FAILURE");
    expect(new Set(failures.map((r) => r.failure_code))).toEqual(new Set(FAILURE_CODES));
    for (const row of failures) {
      expect(row.id).toMatch(/^rf_[0-9a-f]{18}$/);
      expect(row.order).toBeNull();
      expect(row.redemption).toBeUndefined();
      expect(row.failure_message).toBeTruthy();
      if (!row.customer?.name?.includes("<img"))
        expect(row.failure_message).toBe(FAILURE_MESSAGES[row.failure_code as keyof typeof FAILURE_MESSAGES]);
    }
  });

  it("uses the id shapes of real data and all three channel types", () => {
    const rows = api.data.redemptions;
    for (const row of rows) expect(row.id).toMatch(/^(r|rf|rr)_[0-9a-f]{18}$/);
    for (const c of api.data.customers) expect(c.id).toMatch(/^cust_[A-Za-z0-9]{24}$/);
    for (const c of api.data.campaigns) expect(c.id).toMatch(/^camp_[A-Za-z0-9]{24}$/);
    for (const t of api.data.promotionTiers) expect(t.id).toMatch(/^promo_[A-Za-z0-9]{24}$/);
    for (const v of api.data.vouchers) expect(v.id).toMatch(/^v_[A-Za-z0-9]{32}$/);
    for (const row of rows) if (row.order) expect(row.order.id).toMatch(/^ord_[A-Za-z0-9]{24}$/);
    expect(new Set(rows.map((r) => r.channel?.channel_type))).toEqual(
      new Set(["USER", "API", "AUTO_REDEEM", undefined]),
    );
    expect(rows.some((r) => r.status === undefined)).toBe(true);
    expect(rows.some((r) => r.session?.key)).toBe(true);
    expect(rows.some((r) => r.gift && r.amount === r.gift.amount)).toBe(true);
    expect(rows.some((r) => r.loyalty_card && r.amount === r.loyalty_card.points)).toBe(true);
    expect(rows.some((r) => r.related_object_type === "redemption")).toBe(true);
    const oldest = Date.parse(rows[rows.length - 1]!.date);
    expect(Date.parse(api.data.now) - oldest).toBeGreaterThan(500 * 86_400_000);
    expect(ids(rows)).toEqual(
      ids([...rows].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))),
    );
  });

  it("keeps generated orders consistent: integer amounts that add up", () => {
    // The fixtures' own orders are real data and are left as they are.
    const fixtureOrders = new Set<string>();
    for (const row of readFixture<{ redemptions: RedemptionRow[] }>("list-redemptions__200__example.json")
      .redemptions)
      if (row.order) fixtureOrders.add(row.order.id);
    for (const name of [
      "SIBLING-rollback-redemption__200__discount-coupon.json",
      "SIBLING-rollback-redemption__200__gift-card.json",
    ])
      fixtureOrders.add(readFixture<RedemptionRow>(name).order!.id);
    const orders = api.data.redemptions
      .filter((r) => r.order && !fixtureOrders.has(r.order.id))
      .map((r) => r.order!);
    expect(orders.length).toBeGreaterThan(200);
    for (const order of orders) {
      const items = order.items as {
        amount: number;
        price: number;
        quantity: number;
        subtotal_amount: number;
        applied_discount_amount?: number;
      }[];
      for (const item of items) {
        expect(item.amount).toBe(item.price * item.quantity);
        expect(item.subtotal_amount).toBe(item.amount - (item.applied_discount_amount ?? 0));
      }
      expect(order.amount).toBe(items.reduce((s, i) => s + i.amount, 0));
      const discount = (order.discount_amount as number | undefined) ?? 0;
      const itemsDiscount = (order.items_discount_amount as number | undefined) ?? 0;
      expect(order.total_discount_amount).toBe(discount + itemsDiscount);
      expect(order.total_amount).toBe(order.amount - discount - itemsDiscount);
      for (const key of ["amount", "total_amount", "total_discount_amount"])
        expect(Number.isInteger(order[key])).toBe(true);
    }
  });

  it("gives the samples data that exists and does what their names say", async () => {
    const s = api.data.samples;
    const rowsOf = (code: string) => api.data.redemptions.filter((r) => r.voucher?.code === code);
    expect(rowsOf(s.successfulCode).length).toBeGreaterThan(0);
    expect(rowsOf(s.successfulCode).every((r) => r.result === "SUCCESS")).toBe(true);
    expect(rowsOf(s.failedCode).some((r) => r.failure_code === s.failedCodeFailureCode)).toBe(true);
    expect(rowsOf(s.failedCode)[0]!.result).toBe("FAILURE");
    expect(api.data.redemptions.find((r) => r.id === s.rollbackId)?.redemption).toBe(
      s.rolledBackRedemptionId,
    );
    const stacked = api.data.redemptions.find((r) => r.id === s.stackedParentRedemptionId)!;
    expect(stacked.related_redemptions?.redemptions).toHaveLength(2);
    expect(api.data.members[s.loyaltyCardCode]?.campaign_id).toBe(s.loyaltyCampaignId);

    const xss = api.data.redemptions.filter((r) => r.customer_id === s.xssCustomerId);
    expect(xss.length).toBeGreaterThanOrEqual(3);
    expect(xss[0]!.customer!.name).toContain("<img src=x onerror=");
    expect(xss[0]!.customer!.email).toContain("<script>");
    expect(Object.keys(xss[0]!.customer!.metadata).join()).toContain("<img");
    expect(xss.some((r) => r.failure_message?.includes("<img"))).toBe(true);
    expect(xss.some((r) => JSON.stringify(r.order?.items ?? []).includes("<script>"))).toBe(true);
  });

  it("is the same for the same seed and different for another seed", () => {
    const now = Date.parse(api.data.now);
    const a = generateSeedData({ seed: 1, now });
    const b = generateSeedData({ seed: 1, now });
    const c = generateSeedData({ seed: 2, now });
    expect(a).toEqual(b);
    expect(a).toEqual(api.data);
    expect(c.samples.customerId).not.toBe(a.samples.customerId);
    // Ids do not depend on the start time; only dates do.
    const later = generateSeedData({ seed: 1, now: now + 3 * 86_400_000 });
    expect(ids(later.redemptions)).toEqual(ids(a.redemptions));
  });
});
