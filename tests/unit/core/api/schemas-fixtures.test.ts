import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  CursorListEnvelopeSchema,
  parseApiError,
  parseBucketList,
  parseMember,
  parseRedemptionList,
  parseRedemptionRow,
} from "@/lib/core/api/schemas";
import { integer, parseWith } from "@/lib/core/api/schemas/common";
import { pointsByMonth } from "@/lib/loyalty/buckets";
import { fixtureNames, loadFixture } from "../../helpers/fixtures";

/** Every shared fixture, with the parser of the operation it belongs to and what must come out. */
const TABLE: Record<string, (body: unknown) => void> = {
  "list-redemptions__200__example.json": (body) => {
    const parsed = parseRedemptionList(body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.total).toBe(6);
    expect(parsed.value.redemptions.map((row) => row.ok)).toEqual([true, true, true, true, true, true]);
    const rows = parsed.value.redemptions.flatMap((row) => (row.ok ? [row.redemption] : []));
    expect(rows.map((r) => r.status)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(rows[2]).toMatchObject({
      result: "FAILURE",
      failure_code: "loyalty_card_points_exceeded",
      order: null,
    });
    expect(rows[0]?.voucher).toBeNull();
    expect(rows[0]?.promotion_tier?.campaign?.id).toBe("camp_40LC42P5NFbkkD4RWoJ4btks");
    expect(rows[5]?.customer).toBeNull();
    expect(rows[3]?.voucher?.campaign_id).toBeNull();
  },
  "get-member__200__loyalty-card.json": (body) => {
    const parsed = parseMember(body);
    expect(parsed.ok && parsed.value.loyalty_card).toEqual({
      points: 13435,
      balance: 13135,
      next_expiration_date: "2022-11-30",
      next_expiration_points: 12,
    });
    expect(parsed.ok && parsed.value.publish?.count).toBe(1);
  },
  "SIBLING-rollback-redemption__200__discount-coupon.json": (body) => {
    const row = parseRedemptionRow(body, 0);
    expect(row.ok && row.redemption).toMatchObject({
      object: "redemption_rollback",
      metadata: null,
      redemption: "r_0c5e8ef10842da0aad",
    });
  },
  "SIBLING-rollback-redemption__200__gift-card.json": (body) => {
    const row = parseRedemptionRow(body, 0);
    expect(row.ok && row.redemption.amount).toBe(-2000);
  },
  "SIBLING-v1-error__401__unauthorized.json": (body) => {
    expect(parseApiError(body)).toEqual({ code: 401, key: "unauthorized", message: "Unauthorized" });
  },
  "SIBLING-v1-error__404__not-found.json": (body) => {
    expect(parseApiError(body)).toMatchObject({
      request_id: "v-0aeb88df54c82af560",
      resource_type: "async_action",
    });
  },
  "SIBLING-v1-error__429__client-side-rate-limit-doc.json": (body) => {
    expect(parseApiError(body)).toEqual({ code: 429, message: "Too many requests hit the API too quickly." });
  },
  "SIBLING-v2-pending-points__200__list-of-pending-point-buckets.json": (body) => {
    // Pending buckets have `date`, not `expiration_date`: only the shared envelope applies.
    const envelope = v.safeParse(CursorListEnvelopeSchema, body);
    expect(envelope.success && envelope.output.cursor?.next).toBe("lcrscppb_12d74837ba44e95894");
    // Read as expiring-points buckets, each lacks its expiry date: named, not shown, the page still read.
    expect(parseBucketList(body)).toMatchObject({
      ok: true,
      value: { buckets: [], gaps: [{ path: "bucket lcppb_12db4ebb0483a140a9.expiration_date" }] },
    });
  },
  "SIBLING-v2-pending-points__400__invalid-cursor.json": (body) => {
    expect(parseApiError(body)).toMatchObject({ code: 400, key: "invalid_or_expired_cursor" });
  },
  "SIBLING-v2-pending-points__404__card-not-found.json": (body) => {
    expect(parseApiError(body)).toMatchObject({
      resource_type: "card",
      resource_id: "lcrd_128f62dbd8c4ba5df",
    });
  },
  "oauth-token-revoke__request__request-example.json": (body) => {
    expect(body).toEqual({ access_token: expect.any(String) });
  },
};

describe("every shared fixture parses", () => {
  it("covers every fixture file, so a new one cannot be skipped silently", () => {
    expect(fixtureNames().sort()).toEqual(Object.keys(TABLE).sort());
  });

  it.each(Object.keys(TABLE))("%s", (name) => {
    TABLE[name]!(loadFixture(name));
  });
});

describe("redemption lists as they really come", () => {
  const realList = () =>
    loadFixture("list-redemptions__200__example.json") as { redemptions: Record<string, unknown>[] };

  it("reads {} (an unknown customer) as an empty list", () => {
    expect(parseRedemptionList({})).toEqual({ ok: true, value: { total: 0, redemptions: [] } });
  });

  it("shows a row with a wrong-typed field, that field left out and named as a gap", () => {
    const body = realList();
    body.redemptions[1] = { ...body.redemptions[1], date: 12345 };
    const parsed = parseRedemptionList(body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const row = parsed.value.redemptions[1];
    expect(row).toMatchObject({
      ok: true,
      redemption: { id: "r_0bf9cf0a8b12dc5ba6" },
      gaps: [{ path: "redemptions[1].date", message: "expected string, got a number" }],
    });
    expect(row?.ok && row.redemption.date).toBeUndefined();
    expect(parsed.value.redemptions.filter((r) => r.ok)).toHaveLength(6);
  });

  it("shows a row whose reward has a wrong-typed name and whose rollbacks list holds a broken entry", () => {
    const body = realList();
    body.redemptions[0] = {
      ...body.redemptions[0],
      reward: { id: "rew_1", name: 42, type: "COIN" },
      related_redemptions: { rollbacks: [{ id: 7 }] },
    };
    const row = parseRedemptionList(body);
    expect(row.ok && row.value.redemptions[0]).toMatchObject({
      ok: true,
      redemption: { reward: { id: "rew_1", type: "COIN" } },
      gaps: [
        { path: "redemptions[0].reward.name", message: "expected string, got a number" },
        {
          path: "redemptions[0].related_redemptions.rollbacks[0].id",
          message: "expected string, got a number",
        },
      ],
    });
  });

  it("still flags a row whose id is not text: nothing can be shown for it", () => {
    const body = realList();
    body.redemptions[1] = { ...body.redemptions[1], id: 12345 };
    const parsed = parseRedemptionList(body);
    expect(parsed.ok && parsed.value.redemptions[1]).toEqual({
      ok: false,
      issue: { path: "redemptions[1].id", message: "expected string, got a number" },
    });
  });

  it("accepts new fields and missing ones the interface calls required", () => {
    const body = realList();
    body.redemptions[0] = { ...body.redemptions[0], brand_new_field: { x: 1 } };
    delete body.redemptions[0]!.customer_id;
    delete body.redemptions[0]!.tracking_id;
    const parsed = parseRedemptionList(body);
    expect(parsed.ok && parsed.value.redemptions[0]?.ok).toBe(true);
  });

  it("keeps a row that lacks even its object, result and date, read by its id's prefix", () => {
    const bare = (id: string) => {
      const row = parseRedemptionRow({ id, voucher: { code: "BF25-XK3P9Q" } }, 0);
      return row.ok ? { object: row.redemption.object, result: row.redemption.result } : row;
    };
    expect(bare("r_0bf9cf0a8b12dc5ba6")).toEqual({ object: "redemption", result: undefined });
    expect(bare("rr_0bf9cf0a8b12dc5ba6")).toEqual({ object: "redemption_rollback", result: undefined });
  });

  it("refuses an envelope whose redemptions are not a list, saying where", () => {
    expect(parseRedemptionList({ object: "list", redemptions: "nope", total: 1 })).toMatchObject({
      ok: false,
      issue: { path: "redemptions" },
    });
    expect(parseRedemptionList("<html>")).toMatchObject({ ok: false, issue: { path: "(body)" } });
  });

  it("flags a row of an unknown object type, naming the two it may be", () => {
    expect(parseRedemptionRow({ id: "x_1", object: "voucher", result: "SUCCESS" }, 4)).toEqual({
      ok: false,
      id: "x_1",
      issue: {
        path: "redemptions[4].object",
        message: 'expected ("redemption" | "redemption_rollback"), got a string',
      },
    });
    expect(parseRedemptionRow(null, 2)).toEqual({
      ok: false,
      issue: { path: "redemptions[2]", message: "expected Object, got null" },
    });
  });

  it("reads each row by its own kind's schema, a wrong field left out as a gap", () => {
    expect(
      parseRedemptionRow({ id: "rr_1", object: "redemption_rollback", amount: "x", reason: 3 }, 1),
    ).toEqual({
      ok: true,
      redemption: { id: "rr_1", object: "redemption_rollback" },
      gaps: [
        { path: "redemptions[1].amount", message: "expected number, got a string" },
        { path: "redemptions[1].reason", message: "expected string, got a number" },
      ],
    });
  });
});

describe("expiring points", () => {
  const page = {
    object: "list",
    data: [
      {
        id: "lcpeb_12db4ebb0483a140a9",
        card_id: "lcrd_128f962dbd8c4ba5df",
        customer_id: "cust_sehkNIi8Uq2qQuRqSr7xn4Zi",
        card_definition_id: "lcdef_128f495f720c4bec8c",
        program_id: "lprg_128f58429f4c4bf7b2",
        card_type: "INDIVIDUAL",
        member_id: "lmbr_128f962dbc8c4ba5dc",
        points: { total: 120 },
        expiration_date: "2026-12-31",
        expiration_type: "CALENDAR_EXPIRATION",
        status: "ACTIVE",
        created_at: "2026-07-30T11:32:06.254Z",
        updated_at: null,
        object: "card_points_bucket",
      },
    ],
    cursor: { next: "lcrspeb_12d74837ba44e95894", expires_at: "2026-11-22T10:05:00.000Z" },
  };

  it("reads buckets and the next cursor", () => {
    expect(parseBucketList(page)).toMatchObject({
      ok: true,
      value: {
        next: "lcrspeb_12d74837ba44e95894",
        buckets: [{ points: { total: 120 }, expiration_date: "2026-12-31" }],
      },
    });
  });

  it("reads a null cursor as the last page", () => {
    expect(parseBucketList({ ...page, cursor: null })).toMatchObject({ ok: true, value: { next: null } });
  });

  it("leaves out a bucket without points, naming it, and shows the others", () => {
    const data = [{ ...page.data[0], points: undefined }, page.data[0]];
    expect(parseBucketList({ ...page, data })).toMatchObject({
      ok: true,
      value: {
        buckets: [{ points: { total: 120 } }],
        gaps: [
          {
            path: "bucket lcpeb_12db4ebb0483a140a9.points",
            message: "expected Object, got nothing: this bucket is not shown",
          },
        ],
      },
    });
  });

  it("reads a bucket of a fraction of a point, as the loyalty v2 interface allows, and counts it", () => {
    const data = [{ ...page.data[0], points: { total: 12.5 } }, page.data[0]];
    const parsed = parseBucketList({ ...page, data });
    expect(parsed).toMatchObject({
      ok: true,
      value: { buckets: [{ points: { total: 12.5 } }, { points: { total: 120 } }] },
    });
    expect(parsed.ok && parsed.value.gaps).toBeFalsy();
  });

  it("says a number that should be whole is not, naming the number", () => {
    const parsed = parseWith(v.object({ quantity: integer }), { quantity: 2.5 });
    expect(parsed).toEqual({
      ok: false,
      issue: { path: "quantity", message: "expected a whole number, got 2.5" },
    });
  });

  it("shows a bucket whose expiration type is of the wrong type, that field named", () => {
    const data = [{ ...page.data[0], expiration_type: 7 }];
    const parsed = parseBucketList({ ...page, data });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        buckets: [{ points: { total: 120 } }],
        gaps: [
          {
            path: "bucket lcpeb_12db4ebb0483a140a9.expiration_type",
            message: "expected string, got a number",
          },
        ],
      },
    });
    expect(parsed.ok && parsed.value.buckets[0]).not.toHaveProperty("expiration_type");
  });

  it("leaves out a bucket dated on no calendar day, naming it, so the chart by month still ends", () => {
    const data = [{ ...page.data[0], id: "lcpeb_0a", expiration_date: "2026-13-01" }, page.data[0]];
    const parsed = parseBucketList({ ...page, data });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        buckets: [{ expiration_date: "2026-12-31" }],
        gaps: [{ path: "bucket lcpeb_0a.expiration_date" }],
      },
    });
    expect(parsed.ok && pointsByMonth(parsed.value.buckets)).toEqual([{ month: "2026-12", points: 120 }]);
    expect(
      parseBucketList({ ...page, data: [{ ...page.data[0], expiration_date: "2026-02-30" }] }),
    ).toMatchObject({ ok: true, value: { buckets: [] } });
  });

  it("still refuses a page that is not a list of buckets", () => {
    expect(parseBucketList({ data: "nope" })).toMatchObject({ ok: false, issue: { path: "data" } });
  });
});

describe("error bodies", () => {
  it.each([
    [
      { error: { message: "Invalid payload" }, code: 400 },
      { code: 400, message: "Invalid payload" },
    ],
    [
      { statusCode: 413, error: "Request Entity Too Large", message: "too big" },
      { code: 413, key: "Request Entity Too Large", message: "too big" },
    ],
    [
      { code: "404", key: 7, message: "Not found", request_id: "v-1" },
      { message: "Not found", request_id: "v-1" },
    ],
    ["", {}],
    [undefined, {}],
    [null, {}],
    [[1, 2], {}],
  ])("%j reads as %j", (body, expected) => {
    expect(parseApiError(body)).toEqual(expected);
  });
});
