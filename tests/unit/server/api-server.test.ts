// @vitest-environment node
import { request as httpsRequest } from "node:https";
import type { TLSSocket } from "node:tls";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, type PointsBucket, startApiServer } from "../../server/api-server";
import { readFixture } from "../../server/seed";
import { appKeys, bearer, call, get } from "../../server/test-client";

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ tls: false });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.clearFaults();
});

const UNAUTHORIZED = { code: 401, message: "Unauthorized", key: "unauthorized" };

describe("authentication", () => {
  it("answers List Redemptions with the app keys", async () => {
    const answer = await get(api, "/v1/redemptions?limit=1");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it.each([
    ["no keys", {}],
    ["a wrong app token", { "X-App-Id": "x", "X-App-Token": "y" }],
    ["only the app id", { "X-App-Id": "APP" }],
  ])("refuses %s with the v1 401 body", async (_name, headers) => {
    const h = { ...headers } as Record<string, string>;
    if (h["X-App-Id"] === "APP") h["X-App-Id"] = api.credentials.appId;
    const answer = await call(api, "/v1/redemptions", { headers: h });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(UNAUTHORIZED);
    expect(answer.json()).toEqual(readFixture("SIBLING-v1-error__401__unauthorized.json"));
  });

  it("accepts a valid OAuth token as Bearer for List Redemptions, without app keys", async () => {
    const answer = await call(api, "/v1/redemptions?limit=2", {
      headers: bearer(api.credentials.oauthToken),
    });
    expect(answer.status).toBe(200);
    expect(answer.json().redemptions).toHaveLength(2);
  });

  it("refuses an unknown Bearer token even when the app keys are right", async () => {
    const answer = await call(api, "/v1/redemptions", {
      headers: { ...appKeys(api), ...bearer("not-a-token") },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(UNAUTHORIZED);
    const notBearer = await call(api, "/v1/redemptions", {
      headers: { ...appKeys(api), Authorization: `Basic ${api.credentials.oauthToken}` },
    });
    expect(notBearer.status).toBe(401);
  });

  it("needs the app keys for Get Member: a Bearer token alone is refused", async () => {
    const path = `/v1/loyalties/members/${encodeURIComponent(api.data.samples.loyaltyCardCode)}`;
    expect((await call(api, path, { headers: bearer(api.credentials.oauthToken) })).status).toBe(401);
    expect((await get(api, path)).status).toBe(200);
  });
});

describe("Revoke OAuth token", () => {
  let own: ApiServer;
  beforeAll(async () => {
    own = await startApiServer({ tls: false });
  });
  afterAll(async () => {
    await own.close();
  });
  const revoke = (server: ApiServer, token: string, headers: Record<string, string> = appKeys(server)) =>
    call(server, "/v1/oauth/token/revoke", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ access_token: token }).toString(),
    });

  it("revokes with 204 and no body, then the token is refused and a second revoke is 404 with an empty JSON error", async () => {
    const token = own.credentials.oauthToken;
    expect((await call(own, "/v1/redemptions", { headers: bearer(token) })).status).toBe(200);

    const first = await revoke(own, token);
    expect(first.status).toBe(204);
    expect(first.text).toBe("");

    const after = await call(own, "/v1/redemptions", { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(after.json()).toEqual(UNAUTHORIZED);
    const withKeys = await call(own, "/v1/redemptions", { headers: { ...appKeys(own), ...bearer(token) } });
    expect(withKeys.status).toBe(401);

    const second = await revoke(own, token);
    expect(second.status).toBe(404);
    expect(second.json()).toEqual({});

    // The other token is untouched.
    expect(
      (await call(own, "/v1/redemptions", { headers: bearer(own.credentials.secondOauthToken) })).status,
    ).toBe(200);
  });

  it("answers 404 with an empty JSON error for a token it never issued", async () => {
    const answer = await revoke(own, "1ABCde2FGHijKl3m4NO5pqR6STUv7wxYzAbc8dE90FgH1IJkLm");
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({});
  });

  it("needs the app keys, a form body and access_token", async () => {
    const noKeys = await revoke(own, own.credentials.secondOauthToken, {});
    expect(noKeys.status).toBe(401);
    const json = await call(own, "/v1/oauth/token/revoke", {
      method: "POST",
      headers: { ...appKeys(own), "Content-Type": "application/json" },
      body: JSON.stringify({ access_token: own.credentials.secondOauthToken }),
    });
    expect(json.status).toBe(415);
    const missing = await call(own, "/v1/oauth/token/revoke", {
      method: "POST",
      headers: { ...appKeys(own), "Content-Type": "application/x-www-form-urlencoded" },
      body: "token=abc",
    });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, key: "missing_parameters" });
    expect(missing.json().request_id).toMatch(/^v-[0-9a-f]{18}$/);
    // None of these revoked anything.
    expect(
      (await call(own, "/v1/redemptions", { headers: bearer(own.credentials.secondOauthToken) })).status,
    ).toBe(200);
  });

  it("answers GET on the revoke path with 405", async () => {
    const answer = await get(own, "/v1/oauth/token/revoke");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
  });
});

describe("List card expiring points buckets", () => {
  const s = () => api.data.samples;
  const path = (card = s().cardId, member = s().memberId, program = s().programId) =>
    `/v2/loyalties/programs/${program}/members/${member}/cards/${card}/expiring-points`;
  const activeOf = (cardId: string) =>
    api.data.v2.cards.find((c) => c.id === cardId)!.buckets.filter((b) => b.status === "ACTIVE");

  async function chain(query: string, cardId = s().cardId) {
    const pages: PointsBucket[][] = [];
    let answer = await get(api, `${path(cardId)}?${query}`);
    for (;;) {
      expect(answer.status).toBe(200);
      const body = answer.json();
      expect(body.object).toBe("list");
      pages.push(body.data);
      if (body.cursor === null) break;
      expect(body.cursor.next).toMatch(/^lcrspeb_[0-9a-f]+$/);
      const ttl = Date.parse(body.cursor.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(4 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000);
      answer = await get(api, `${path(cardId)}?${query}&cursor=${body.cursor.next}`);
    }
    return pages;
  }

  it("chains pages via cursor.next until null, covering every active bucket once, soonest first", async () => {
    const pages = await chain("limit=10");
    const active = activeOf(s().cardId);
    expect(active.length).toBeGreaterThanOrEqual(25);
    expect(pages.length).toBe(Math.ceil(active.length / 10));
    expect(pages.slice(0, -1).every((p) => p.length === 10)).toBe(true);
    const all = pages.flat();
    expect(new Set(all.map((b) => b.id)).size).toBe(all.length);
    expect(all.map((b) => b.id).sort()).toEqual(active.map((b) => b.id).sort());
    const dates = all.map((b) => b.expiration_date);
    expect(dates).toEqual([...dates].sort());
  });

  it("chains pages in -expiration_date order, latest first, and with other page sizes", async () => {
    const desc = (await chain("order=-expiration_date&limit=10")).flat();
    const dates = desc.map((b) => b.expiration_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(desc).toHaveLength(activeOf(s().cardId).length);
    const bySeven = (await chain("limit=7")).flat();
    const byDefault = (await chain("")).flat();
    expect(bySeven.map((b) => b.id)).toEqual(byDefault.map((b) => b.id));
  });

  it("answers a card with few buckets in one page with a null cursor", async () => {
    const answer = await get(api, path(s().cardWithFewBuckets));
    const body = answer.json();
    expect(body.data).toHaveLength(3);
    expect(body.cursor).toBeNull();
    const empty = (await get(api, path(s().cardWithNoActiveBuckets))).json();
    expect(empty).toEqual({ data: [], cursor: null, object: "list" });
  });

  it("returns ACTIVE buckets only, with calendar dates, all four expiration types and the bucket fields", async () => {
    const all = (await chain("limit=100")).flat();
    const card = api.data.v2.cards.find((c) => c.id === s().cardId)!;
    expect(card.buckets.some((b) => b.status !== "ACTIVE")).toBe(true);
    expect(all.every((b) => b.status === "ACTIVE")).toBe(true);
    expect(new Set(all.map((b) => b.expiration_type))).toEqual(
      new Set(["NO_EXPIRATION", "ROLLING_EXPIRATION", "CALENDAR_EXPIRATION", "SLIDING_EXPIRATION"]),
    );
    const months = all.map((b) => b.expiration_date.slice(0, 7));
    expect(new Set(months).size).toBeLessThan(months.length);
    const today = new Date().toISOString().slice(0, 10);
    const limit = new Date(Date.now() + 430 * 86_400_000).toISOString().slice(0, 10);
    for (const b of all) {
      expect(b.expiration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(b.expiration_date >= today && b.expiration_date <= limit).toBe(true);
      expect(b.id).toMatch(/^lcpeb_[0-9a-f]+$/);
      expect(b.card_definition_id).toMatch(/^lcdef_[0-9a-f]+$/);
      expect(b).toMatchObject({
        card_id: s().cardId,
        member_id: s().memberId,
        program_id: s().programId,
        card_type: "INDIVIDUAL",
        object: "card_points_bucket",
      });
      expect(Number.isInteger(b.points.total)).toBe(true);
      expect(b.customer_id).toMatch(/^cust_/);
      expect(Object.keys(b)).toEqual([
        "id",
        "card_id",
        "customer_id",
        "card_definition_id",
        "program_id",
        "card_type",
        "member_id",
        "points",
        "expiration_date",
        "expiration_type",
        "status",
        "created_at",
        "updated_at",
        "object",
      ]);
    }
  });

  it("answers an expired cursor with 400 invalid_or_expired_cursor, as the fixture does", async () => {
    const first = (await get(api, `${path()}?limit=5`)).json();
    expect((await get(api, `${path()}?limit=5&cursor=${first.cursor.next}`)).status).toBe(200);
    api.expireCursors();
    const answer = await get(api, `${path()}?limit=5&cursor=${first.cursor.next}`);
    expect(answer.status).toBe(400);
    const fixture = readFixture<Record<string, unknown>>(
      "SIBLING-v2-pending-points__400__invalid-cursor.json",
    );
    const body = answer.json();
    expect({ ...body, request_id: "x" }).toEqual({ ...fixture, request_id: "x" });
    expect(body.request_id).toMatch(/^v-[0-9a-f]{18}$/);
    // New cursors work again.
    const fresh = (await get(api, `${path()}?limit=5`)).json();
    expect((await get(api, `${path()}?limit=5&cursor=${fresh.cursor.next}`)).status).toBe(200);
  });

  it("answers an unknown cursor, or one from another card or order, with 400 invalid_or_expired_cursor", async () => {
    const unknown = await get(api, `${path()}?cursor=lcrspeb_0123456789abcdef01`);
    expect(unknown.status).toBe(400);
    expect(unknown.json().key).toBe("invalid_or_expired_cursor");
    const first = (await get(api, `${path()}?limit=2`)).json();
    const otherCard = await get(api, `${path(s().cardWithFewBuckets)}?cursor=${first.cursor.next}`);
    expect(otherCard.json().key).toBe("invalid_or_expired_cursor");
    const otherOrder = await get(api, `${path()}?order=-expiration_date&cursor=${first.cursor.next}`);
    expect(otherOrder.json().key).toBe("invalid_or_expired_cursor");
  });

  it("answers 404 naming the card, member or program that does not exist", async () => {
    const card = await get(api, path("lcrd_128f62dbd8c4ba5df"));
    expect(card.status).toBe(404);
    const body = card.json();
    expect(body).toMatchObject({
      code: 404,
      key: "not_found",
      message: "Resource not found",
      details: "Cannot find card with id lcrd_128f62dbd8c4ba5df",
      resource_id: "lcrd_128f62dbd8c4ba5df",
      resource_type: "card",
    });
    expect(Object.keys(body).sort()).toEqual(
      Object.keys(readFixture("SIBLING-v2-pending-points__404__card-not-found.json") as object).sort(),
    );
    const member = await get(api, path(s().cardId, "lmbr_00000000000000000a"));
    expect(member.json()).toMatchObject({ resource_type: "member", resource_id: "lmbr_00000000000000000a" });
    const program = await get(api, path(s().cardId, s().memberId, "lprg_00000000000000000b"));
    expect(program.json()).toMatchObject({
      resource_type: "program",
      details: "Cannot find program with id lprg_00000000000000000b",
    });
    // A card of another member of the same program is not this member's.
    const other = api.data.v2.cards.find(
      (c) => c.member_id !== s().memberId && c.program_id === s().programId,
    )!;
    expect((await get(api, path(other.id))).json().resource_type).toBe("card");
  });

  it.each([
    [
      "a program id of the wrong shape",
      "/v2/loyalties/programs/prg_1/members/lmbr_1/cards/lcrd_1/expiring-points",
    ],
    [
      "upper-case hex in a card id",
      "/v2/loyalties/programs/lprg_1/members/lmbr_1/cards/lcrd_ABC/expiring-points",
    ],
  ])("refuses %s with a 400", async (_name, p) => {
    const answer = await get(api, p);
    expect(answer.status).toBe(400);
    expect(answer.json().code).toBe(400);
  });

  it.each([
    "limit=0",
    "limit=101",
    "order=expiration_date&order=-expiration_date",
    "order=points",
    "cursor=abc",
  ])("refuses the query %s with a 400", async (query) => {
    const answer = await get(api, `${path()}?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json().request_id).toMatch(/^v-/);
  });

  it("accepts the Bearer token alone and refuses a bad one even with app keys", async () => {
    expect((await call(api, path(), { headers: bearer(api.credentials.oauthToken) })).status).toBe(200);
    expect(
      (await call(api, path(), { headers: { ...appKeys(api), ...bearer(api.credentials.oauthToken) } }))
        .status,
    ).toBe(200);
    expect((await call(api, path(), { headers: { ...appKeys(api), ...bearer("nope") } })).status).toBe(401);
    expect((await call(api, path())).status).toBe(401);
  });
});

describe("Get Member", () => {
  const member = (code: string, campaignId?: string) =>
    campaignId
      ? `/v1/loyalties/${encodeURIComponent(campaignId)}/members/${encodeURIComponent(code)}`
      : `/v1/loyalties/members/${encodeURIComponent(code)}`;

  it("returns the loyalty card by code, with and without its campaign", async () => {
    const { loyaltyCardCode, loyaltyCampaignId } = api.data.samples;
    const plain = await get(api, member(loyaltyCardCode));
    expect(plain.status).toBe(200);
    const body = plain.json();
    expect(body).toEqual(api.data.members[loyaltyCardCode]);
    expect(body).toMatchObject({
      code: loyaltyCardCode,
      campaign_id: loyaltyCampaignId,
      type: "LOYALTY_CARD",
      object: "voucher",
    });
    // The seven fields of LoyaltyMember.loyalty_card, in the OpenAPI order (the verbatim fixture has the first four).
    expect(Object.keys(body.loyalty_card)).toEqual([
      "points",
      "balance",
      "next_expiration_date",
      "next_expiration_points",
      "pending_points",
      "expired_points",
      "subtracted_points",
    ]);
    expect(body.holder_id).toMatch(/^cust_/);
    expect((await get(api, member(loyaltyCardCode, loyaltyCampaignId))).json()).toEqual(body);
  });

  it("decodes each path segment, so a code with / sent as %2F and one with # % ? and a space are found", async () => {
    const { loyaltyCardCodeWithSlash, loyaltyCardCodeWithSpecials, loyaltyCampaignId } = api.data.samples;
    expect(loyaltyCardCodeWithSlash).toContain("/");
    const slash = await get(api, member(loyaltyCardCodeWithSlash, loyaltyCampaignId));
    expect(slash.status).toBe(200);
    expect(slash.json().code).toBe(loyaltyCardCodeWithSlash);
    expect(member(loyaltyCardCodeWithSlash)).toContain("%2F");
    const special = await get(api, member(loyaltyCardCodeWithSpecials));
    expect(special.json().code).toBe(loyaltyCardCodeWithSpecials);
    // Unencoded, the slash makes another path: not found.
    expect((await get(api, `/v1/loyalties/members/${loyaltyCardCodeWithSlash}`)).status).toBe(404);
  });

  it("answers 404 with resource_type voucher for a campaign that does not own the card, and for an unknown code", async () => {
    const { loyaltyCardCode } = api.data.samples;
    const otherCampaign = api.data.campaigns.find((c) => c.name === "Black Friday 2025")!.id;
    const wrong = await get(api, member(loyaltyCardCode, otherCampaign));
    expect(wrong.status).toBe(404);
    expect(wrong.json()).toMatchObject({
      code: 404,
      key: "not_found",
      resource_type: "voucher",
      resource_id: loyaltyCardCode,
    });
    const unknown = await get(api, member("NO-SUCH-CARD"));
    expect(unknown.json()).toMatchObject({
      code: 404,
      key: "not_found",
      message: "Resource not found",
      details: "Cannot find voucher with id NO-SUCH-CARD",
      resource_type: "voucher",
    });
    expect(unknown.json().request_id).toMatch(/^v-[0-9a-f]{18}$/);
    const unknownCampaign = await get(api, member(loyaltyCardCode, "camp_000000000000000000000000"));
    expect(unknownCampaign.status).toBe(404);
    // Not a loyalty card: not a member.
    expect((await get(api, member(api.data.samples.successfulCode))).status).toBe(404);
  });

  it("returns the fixture member verbatim and has expired, inactive and day-limited cards", async () => {
    const fixture = readFixture<{ code: string; campaign_id: string }>("get-member__200__loyalty-card.json");
    expect((await get(api, member(fixture.code, fixture.campaign_id))).json()).toEqual(fixture);
    const members = Object.values(api.data.members);
    expect(members.some((m) => m.active === false)).toBe(true);
    expect(
      members.some((m) => m.expiration_date !== null && Date.parse(m.expiration_date) < Date.now()),
    ).toBe(true);
    expect(members.some((m) => Array.isArray(m.validity_day_of_week) && m.validity_hours)).toBe(true);
    expect(api.data.members[api.data.samples.expiredLoyaltyCardCode]!.expiration_date).not.toBeNull();
    expect(api.data.members[api.data.samples.inactiveLoyaltyCardCode]!.active).toBe(false);
  });
});

describe("routing, headers and recording", () => {
  it("answers unknown paths with a v1 404 and a wrong method with 405", async () => {
    const unknown = await get(api, "/v1/vouchers");
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, key: "not_found" });
    expect(unknown.json().request_id).toMatch(/^v-[0-9a-f]{18}$/);
    const post = await call(api, "/v1/redemptions", { method: "POST", headers: appKeys(api), body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET");
    expect(post.json()).toMatchObject({ code: 405 });
    expect((await call(api, "/v1/redemptions/", { headers: appKeys(api) })).status).toBe(404);
  });

  it("puts rate-limit headers on every response, errors and empty ones included", async () => {
    const answers = [
      await get(api, "/v1/redemptions?limit=1"),
      await call(api, "/v1/redemptions"),
      await get(api, "/nowhere"),
      await call(api, "/v1/oauth/token/revoke", {
        method: "POST",
        headers: { ...appKeys(api), "Content-Type": "application/x-www-form-urlencoded" },
        body: "access_token=unknown",
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers["x-rate-limit-limit"]).toBe("2000");
      expect(Number(answer.headers["x-rate-limit-remaining"])).toBeGreaterThanOrEqual(0);
    }
    const a = Number(answers[0]!.headers["x-rate-limit-remaining"]);
    const b = Number(answers[1]!.headers["x-rate-limit-remaining"]);
    expect(b).toBeLessThan(a);
  });

  it("records every request in order with the raw path, raw query, lower-cased headers and body", async () => {
    api.clearRequests();
    const held = api.requests;
    const code = api.data.samples.loyaltyCardCodeWithSlash;
    await get(api, `/v1/loyalties/members/${encodeURIComponent(code)}`, {
      "X-Voucherify-Channel": "Voucher-Lens/0.1.0",
    });
    await get(api, "/v1/redemptions?filters[voucher_code][conditions][$is]=A%2FB&limit=5");
    await call(api, "/v1/oauth/token/revoke", {
      method: "POST",
      headers: { ...appKeys(api), "Content-Type": "application/x-www-form-urlencoded" },
      body: "access_token=zzz",
    });
    expect(held).toBe(api.requests);
    expect(api.requests).toHaveLength(3);
    const [member, list, revoke] = api.requests;
    expect(member!.method).toBe("GET");
    expect(member!.path).toBe(`/v1/loyalties/members/${encodeURIComponent(code)}`);
    expect(member!.path).toContain("%2F");
    expect(member!.query).toBe("");
    expect(member!.headers["x-voucherify-channel"]).toBe("Voucher-Lens/0.1.0");
    expect(member!.headers["x-app-id"]).toBe(api.credentials.appId);
    expect(list!.path).toBe("/v1/redemptions");
    expect(list!.query).toBe("filters[voucher_code][conditions][$is]=A%2FB&limit=5");
    expect(revoke!.method).toBe("POST");
    expect(revoke!.body).toBe("access_token=zzz");
    expect(revoke!.at).toBeGreaterThanOrEqual(member!.at);
    api.clearRequests();
    expect(held).toHaveLength(0);
  });
});

describe("server lifecycle", () => {
  it("serves HTTPS with a self-signed certificate for api.voucherify.io, whatever the Host header says", async () => {
    const secure = await startApiServer();
    try {
      expect(secure.url).toBe(`https://127.0.0.1:${secure.port}`);
      expect(secure.origin).toBe(secure.url);
      const answer = await call(secure, "/v1/redemptions?limit=1", {
        headers: { ...appKeys(secure), Host: "api.voucherify.io" },
      });
      expect(answer.status).toBe(200);
      expect(answer.json().redemptions).toHaveLength(1);
      expect(secure.requests.at(-1)!.headers.host).toBe("api.voucherify.io");

      const altNames = await new Promise<string>((resolve, reject) => {
        const req = httpsRequest(
          {
            host: "127.0.0.1",
            port: secure.port,
            path: "/",
            rejectUnauthorized: false,
            servername: "api.voucherify.io",
            agent: false,
          },
          (res) => {
            resolve((res.socket as TLSSocket).getPeerCertificate().subjectaltname ?? "");
            res.resume();
          },
        );
        req.on("error", reject);
        req.end();
      });
      expect(altNames).toContain("DNS:*.voucherify.io");
      expect(altNames).toContain("DNS:api.voucherify.io");
      expect(altNames).toContain("DNS:localhost");
      expect(altNames).toContain("IP Address:127.0.0.1");
    } finally {
      await secure.close();
    }
  });

  it("refuses to listen on anything but loopback", async () => {
    await expect(startApiServer({ tls: false, host: "0.0.0.0" })).rejects.toThrow(/loopback/);
  });

  it("gives the same data and credentials for the same seed, other ones for another seed", async () => {
    const a = await startApiServer({ tls: false, seed: 7 });
    const b = await startApiServer({ tls: false, seed: 7 });
    const c = await startApiServer({ tls: false, seed: 8 });
    try {
      expect(a.credentials).toEqual(b.credentials);
      expect(a.data.samples).toEqual(b.data.samples);
      expect(c.credentials.appId).not.toBe(a.credentials.appId);
      expect(a.port).not.toBe(b.port);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it("closes promptly with a keep-alive connection still open, and twice without harm", async () => {
    const own = await startApiServer({ tls: false });
    const { Agent, request } = await import("node:http");
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      const req = request(`${own.url}/v1/redemptions?limit=1`, { agent, headers: appKeys(own) }, (res) => {
        res.resume();
        res.on("end", resolve);
      });
      req.on("error", reject);
      req.end();
    });
    const started = Date.now();
    await own.close();
    await own.close();
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });
});
