// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../../server/api-server";
import { appKeys, call, get } from "../../server/test-client";

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

const cardPath = () => {
  const s = api.data.samples;
  return `/v2/loyalties/programs/${s.programId}/members/${s.memberId}/cards/${s.cardId}/expiring-points`;
};
const memberPath = () => `/v1/loyalties/members/${encodeURIComponent(api.data.samples.loyaltyCardCode)}`;

describe("faults", () => {
  it("answers rate_limit with 429, Retry-After and the rate-limit headers, then normally once times is used up", async () => {
    api.setFaults([{ fault: { kind: "rate_limit", retryAfterSeconds: 3, times: 2 } }]);
    const before = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 2; i++) {
      const answer = await get(api, "/v1/redemptions");
      expect(answer.status).toBe(429);
      expect(answer.headers["retry-after"]).toBe("3");
      expect(answer.headers["x-rate-limit-remaining"]).toBe("0");
      expect(answer.headers["x-rate-limit-limit"]).toBe("2000");
      expect(answer.headers["x-rate-limit-type"]).toBeTruthy();
      const retry = Number(answer.headers["x-rate-limit-retry"]);
      expect(retry).toBeGreaterThanOrEqual(before + 3);
      expect(retry).toBeLessThanOrEqual(before + 5);
      expect(answer.json()).toMatchObject({
        code: 429,
        message: "Too many requests hit the API too quickly.",
      });
      expect(answer.json().request_id).toMatch(/^v-[0-9a-f]{18}$/);
    }
    expect((await get(api, "/v1/redemptions")).status).toBe(200);
  });

  it.each([500, 502, 503, 504] as const)(
    "answers status %i with a v1 error body carrying a request id",
    async (status) => {
      api.setFaults([{ fault: { kind: "status", status, times: 1 } }]);
      const answer = await get(api, "/v1/redemptions");
      expect(answer.status).toBe(status);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(answer.json()).toMatchObject({ code: status });
      expect(answer.json().key).toBeTruthy();
      expect(answer.json().request_id).toMatch(/^v-[0-9a-f]{18}$/);
      expect((await get(api, "/v1/redemptions")).status).toBe(200);
    },
  );

  it("answers slow requests normally after the delay", async () => {
    api.setFaults([{ fault: { kind: "slow", delayMs: 300, times: 1 } }]);
    const started = Date.now();
    const answer = await get(api, "/v1/redemptions?limit=2");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(200);
    expect(answer.json().redemptions).toHaveLength(2);
  });

  it("delays only the matched Get Member answers, which stay the normal ones", async () => {
    const { loyaltyCardCode, loyaltyCampaignId } = api.data.samples;
    const code = encodeURIComponent(loyaltyCardCode);
    const expected = (await get(api, memberPath())).json();
    api.setFaults([
      {
        fault: { kind: "slow", delayMs: 300, times: 2 },
        match: { method: "GET", pathPrefix: "/v1/loyalties/" },
      },
    ]);
    const order: string[] = [];
    const started = Date.now();
    const timed = (name: string, answer: ReturnType<typeof get>) =>
      answer.then((a) => {
        order.push(name);
        return { answer: a, elapsed: Date.now() - started };
      });
    const plain = timed("member", get(api, memberPath()));
    const inCampaign = timed(
      "campaign member",
      get(api, `/v1/loyalties/${encodeURIComponent(loyaltyCampaignId)}/members/${code}`),
    );
    const other = timed("redemptions", get(api, "/v1/redemptions?limit=2"));
    const [a, b, c] = await Promise.all([plain, inCampaign, other]);
    expect(order[0]).toBe("redemptions");
    expect(c.answer.status).toBe(200);
    expect(c.answer.json().redemptions).toHaveLength(2);
    for (const { answer, elapsed } of [a, b]) {
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual(expected);
    }
    // `times` used up: the next member answer comes at once again, and auth still applies to slow ones.
    expect((await get(api, memberPath())).json()).toEqual(expected);
    api.setFaults([
      { fault: { kind: "slow", delayMs: 50, times: 1 }, match: { pathPrefix: "/v1/loyalties/" } },
    ]);
    expect((await call(api, memberPath())).status).toBe(401);
  });

  it("never answers a hanging request, and close() still returns promptly", async () => {
    const own = await startApiServer({ tls: false });
    own.setFaults([{ fault: { kind: "hang" } }]);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 200);
    const started = Date.now();
    await expect(
      call(own, "/v1/redemptions", { headers: appKeys(own), signal: controller.signal }),
    ).rejects.toThrow();
    clearTimeout(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    // A second hanging request stays open until close() destroys it.
    const pending = call(own, "/v1/redemptions", { headers: appKeys(own) }).then(
      () => "answered",
      () => "dropped",
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(own.requests).toHaveLength(2);
    const closing = Date.now();
    await own.close();
    expect(Date.now() - closing).toBeLessThan(1000);
    expect(await pending).toBe("dropped");
  });

  it("ends a slow request that is still waiting when the server closes", async () => {
    const own = await startApiServer({ tls: false });
    own.setFaults([{ fault: { kind: "slow", delayMs: 60_000 } }]);
    const pending = call(own, "/v1/redemptions", { headers: appKeys(own) }).then(
      () => "answered",
      () => "dropped",
    );
    await new Promise((r) => setTimeout(r, 100));
    const closing = Date.now();
    await own.close();
    expect(Date.now() - closing).toBeLessThan(1000);
    expect(await pending).toBe("dropped");
  });

  it("answers malformed_json with 200, a JSON content type and a truncated body", async () => {
    api.setFaults([{ fault: { kind: "malformed_json", times: 1 } }]);
    const answer = await get(api, "/v1/redemptions");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.text.startsWith('{"object":"list"')).toBe(true);
    expect(() => JSON.parse(answer.text)).toThrow();
  });

  it("answers html_error with an HTML page, 502 unless told otherwise", async () => {
    api.setFaults([
      { fault: { kind: "html_error", times: 1 } },
      { fault: { kind: "html_error", status: 503, times: 1 } },
    ]);
    const first = await get(api, "/v1/redemptions");
    expect(first.status).toBe(502);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.text).toContain("<title>502 Bad Gateway</title>");
    const second = await get(api, "/v1/redemptions");
    expect(second.status).toBe(503);
    expect(second.text).toContain("503 Service Unavailable");
  });

  it("answers missing_fields with a 200 list whose rows lack required fields", async () => {
    api.setFaults([{ fault: { kind: "missing_fields" } }]);
    const list = (await get(api, "/v1/redemptions?limit=5")).json();
    expect(list.redemptions).toHaveLength(5);
    for (const row of list.redemptions) {
      expect(row.id).toBeTruthy();
      expect(row).not.toHaveProperty("date");
      expect(row).not.toHaveProperty("result");
      expect(row).not.toHaveProperty("object");
    }
    const buckets = (await get(api, cardPath())).json();
    expect(buckets.data.length).toBeGreaterThan(0);
    for (const b of buckets.data) expect(b).not.toHaveProperty("expiration_date");
    const member = (await get(api, memberPath())).json();
    expect(member).not.toHaveProperty("code");
    // Even without credentials, the fault answers a list.
    const anonymous = await call(api, "/v1/redemptions");
    expect(anonymous.status).toBe(200);
    expect(anonymous.json().redemptions[0]).not.toHaveProperty("result");
  });

  it("answers wrong_typed_row with a 200 list where one row has a number for a date", async () => {
    api.setFaults([{ fault: { kind: "wrong_typed_row" } }]);
    const list = (await get(api, "/v1/redemptions?limit=5")).json();
    expect(list.redemptions[0].date).toBe(12345);
    expect(list.redemptions.slice(1).every((r: { date: unknown }) => typeof r.date === "string")).toBe(true);
    const buckets = (await get(api, cardPath())).json();
    expect(buckets.data[0].expiration_date).toBe(12345);
    const member = (await get(api, memberPath())).json();
    expect(typeof member.loyalty_card.points).toBe("string");
  });

  it("answers v2_disabled on v2 endpoints only, with 403 feature_not_enabled", async () => {
    api.setFaults([{ fault: { kind: "v2_disabled" } }]);
    expect((await get(api, "/v1/redemptions")).status).toBe(200);
    const answer = await get(api, cardPath());
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ code: 403, key: "feature_not_enabled" });
    expect(answer.json().request_id).toMatch(/^v-/);
  });

  it("matches faults by method and path prefix, in rule order, and clearFaults ends them", async () => {
    api.setFaults([
      { fault: { kind: "status", status: 503 }, match: { method: "post" } },
      { fault: { kind: "status", status: 502, times: 1 }, match: { pathPrefix: "/v2/" } },
      { fault: { kind: "status", status: 500, times: 1 }, match: { pathPrefix: "/v2/loyalties" } },
      {
        fault: { kind: "status", status: 504, times: 1 },
        match: { method: "GET", pathPrefix: "/v1/loyalties/" },
      },
    ]);
    expect((await get(api, "/v1/redemptions")).status).toBe(200);
    expect((await get(api, cardPath())).status).toBe(502);
    expect((await get(api, cardPath())).status).toBe(500);
    expect((await get(api, cardPath())).status).toBe(200);
    expect((await get(api, memberPath())).status).toBe(504);
    expect((await get(api, memberPath())).status).toBe(200);
    const revoke = () =>
      call(api, "/v1/oauth/token/revoke", {
        method: "POST",
        headers: { ...appKeys(api), "Content-Type": "application/x-www-form-urlencoded" },
        body: "access_token=none",
      });
    expect((await revoke()).status).toBe(503);
    api.clearFaults();
    expect((await revoke()).status).toBe(404);
  });

  it("records requests that get a fault like any other", async () => {
    api.clearRequests();
    api.setFaults([{ fault: { kind: "status", status: 500, times: 1 } }]);
    await get(api, "/v1/redemptions?limit=3");
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: "GET", path: "/v1/redemptions", query: "limit=3" });
  });
});
