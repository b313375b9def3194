import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANSWER_AHEAD_KEPT_MS,
  authHeaders,
  browserHoldMs,
  type Connection,
  createApiClient,
} from "@/lib/core/api/client";
import { type ApiRequest, getMember, listRedemptions, revokeToken } from "@/lib/core/api/requests";
import { backoffDelay, DEFAULT_RETRY, serverRetryAt } from "@/lib/core/api/retry";
import { createVoucherify } from "@/lib/core/api/voucherify";

const connection: Connection = {
  baseUrl: "https://api.voucherify.io",
  credentials: { appId: "app-id-1", appToken: "app-token-1" },
};
const withToken: Connection = {
  ...connection,
  credentials: { ...connection.credentials, oauthToken: "oauth-1" },
};

const request = (built: { ok: boolean; request?: ApiRequest }) => built.request!;
const list = request(listRedemptions({ limit: 1 }));
const revoke = request(revokeToken({ token: "tok" }));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

function fakeFetch(...answers: (Response | Error | "hang")[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === "hang") {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe("headers", () => {
  it("sends the App keys and names the extension in X-Voucherify-Channel", async () => {
    const { fetch, calls } = fakeFetch(json(200, { object: "list", redemptions: [], total: 0 }));
    await createApiClient({ channel: "Voucher-Lens-Extension/0.1.0", fetch }).send(connection, list);
    expect(calls[0]!.url).toBe("https://api.voucherify.io/v1/redemptions?limit=1");
    expect(calls[0]!.init.headers).toEqual({
      Accept: "application/json",
      "X-Voucherify-Channel": "Voucher-Lens-Extension/0.1.0",
      "X-App-Id": "app-id-1",
      "X-App-Token": "app-token-1",
    });
  });

  it("follows section 5 of the interface for each operation", () => {
    const points = {
      operation: "expiringPoints",
      method: "GET",
      path: "/v2/x",
      query: "",
    } satisfies ApiRequest;
    expect(authHeaders(list, withToken.credentials)).toEqual({
      headers: { Authorization: "Bearer oauth-1" },
      credential: "oauth_token",
    });
    expect(authHeaders(points, withToken.credentials)).toEqual({
      headers: { "X-App-Id": "app-id-1", "X-App-Token": "app-token-1", Authorization: "Bearer oauth-1" },
      credential: "app_keys_and_oauth_token",
    });
    expect(authHeaders(points, connection.credentials).headers).not.toHaveProperty("Authorization");
    expect(authHeaders(revoke, withToken.credentials).headers).toEqual({
      "X-App-Id": "app-id-1",
      "X-App-Token": "app-token-1",
    });
    expect(
      authHeaders(request(getMember({ memberId: "X" })), withToken.credentials).headers,
    ).not.toHaveProperty("Authorization");
  });

  it("posts revoke as a form", async () => {
    const { fetch, calls } = fakeFetch(new Response(null, { status: 204 }));
    const answer = await createApiClient({ channel: "c", fetch }).send(connection, revoke);
    expect(answer).toMatchObject({ ok: true, status: 204, body: undefined });
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.body).toBe("access_token=tok");
    expect((calls[0]!.init.headers as Record<string, string>)["Content-Type"]).toBe(
      "application/x-www-form-urlencoded",
    );
  });
});

describe("errors", () => {
  const client = (...answers: Parameters<typeof fakeFetch>) =>
    createApiClient({
      channel: "c",
      fetch: fakeFetch(...answers).fetch,
      retry: { ...DEFAULT_RETRY, maxAttempts: 1 },
    });

  it("keeps every field of the API's error body", async () => {
    const body = {
      code: 404,
      key: "not_found",
      message: "Resource not found",
      details: "Cannot find voucher with id X",
      request_id: "v-0aeb88df54c82af560",
      resource_id: "X",
      resource_type: "voucher",
    };
    expect(await client(json(404, body)).send(connection, list)).toMatchObject({
      ok: false,
      error: { kind: "http", status: 404, body },
    });
  });

  it("reads the 413 shape {statusCode, error, message}", async () => {
    const answer = await client(
      json(413, { statusCode: 413, error: "Request Entity Too Large", message: "too big" }),
    ).send(connection, list);
    expect(answer).toMatchObject({
      error: { kind: "http", status: 413, body: { code: 413, message: "too big" } },
    });
  });

  it("turns an empty error body into an http error with no words", async () => {
    expect(await client(new Response("", { status: 401 })).send(connection, list)).toMatchObject({
      ok: false,
      error: { kind: "http", status: 401, body: {} },
    });
  });

  it("says an HTML error page is a page, keeping its status", async () => {
    const page = new Response("<html><body>502 Bad Gateway</body></html>", {
      status: 502,
      headers: { "content-type": "text/html" },
    });
    expect(await client(page).send(connection, list)).toMatchObject({
      error: { kind: "http", status: 502, contentType: "text/html" },
    });
  });

  it("reports a 200 that is not JSON as a shape error", async () => {
    const broken = new Response('{"object":"list","redemptions":[', { status: 200 });
    expect(await client(broken).send(connection, list)).toMatchObject({
      ok: false,
      error: { kind: "shape", issue: { path: "(body)" } },
    });
  });

  it("reports a refused connection as a network error", async () => {
    expect(await client(new TypeError("Failed to fetch")).send(connection, list)).toMatchObject({
      ok: false,
      error: { kind: "network", message: "Failed to fetch" },
    });
  });
});

describe("timing", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("gives up on a request that never answers after the timeout", async () => {
    const { fetch } = fakeFetch("hang");
    const pending = createApiClient({ channel: "c", fetch, timeoutMs: 5000 }).send(connection, list);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: { kind: "timeout", afterMs: 5000 } });
  });

  it("retries a 503 with backoff, and from the third, never sooner than Chrome lets it ask again", async () => {
    const { fetch, calls } = fakeFetch(json(503, {}), json(503, {}), json(503, {}), json(200, { total: 3 }));
    const pending = createApiClient({ channel: "c", fetch, random: () => 0.5 }).send(connection, list);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(199); // 0.5 × 400 ms
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(400); // 0.5 × 800 ms
    expect(calls).toHaveLength(3);
    // The backoff says 800 ms; Chrome holds the URL 700 ms after a third error, plus our margin.
    expect(browserHoldMs(3)).toBe(750);
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    expect(await pending).toMatchObject({ ok: true, body: { total: 3 } });
  });

  it("after a lookup ends on server errors, the next one to that URL waits out the browser's hold", async () => {
    const { fetch, calls } = fakeFetch(json(500, {}));
    const client = createApiClient({ channel: "c", fetch, retry: { ...DEFAULT_RETRY, maxAttempts: 4 } });
    const first = client.send(connection, list);
    await vi.runAllTimersAsync();
    await first;
    expect(calls).toHaveLength(4);
    const onWait = vi.fn();
    const again = client.send(connection, list, { onWait });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(4);
    expect(onWait).toHaveBeenCalledWith({ until: Date.now() + browserHoldMs(4), cause: "server_error" });
    await vi.advanceTimersByTimeAsync(browserHoldMs(4));
    expect(calls).toHaveLength(5);
    await vi.runAllTimersAsync();
    await again;
  });

  it("waits exactly as long as Retry-After asks on a 429", async () => {
    const { fetch, calls } = fakeFetch(
      json(429, { code: 429 }, { "retry-after": "3" }),
      json(200, { total: 1 }),
    );
    const pending = createApiClient({ channel: "c", fetch }).send(connection, list);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(await pending).toMatchObject({ ok: true });
  });

  it("honours X-Rate-Limit-Retry given in epoch seconds", async () => {
    const at = Math.floor(Date.now() / 1000) + 5;
    const { fetch, calls } = fakeFetch(json(429, {}, { "x-rate-limit-retry": String(at) }), json(200, {}));
    const pending = createApiClient({ channel: "c", fetch }).send(connection, list);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await pending;
  });

  it("tells every caller of a shared lookup how long it waits and why", async () => {
    const { fetch, calls } = fakeFetch(json(429, {}, { "retry-after": "3" }), json(200, {}));
    const client = createApiClient({ channel: "c", fetch });
    const first = vi.fn();
    const second = vi.fn();
    const pending = Promise.all([
      client.send(connection, list, { onWait: first }),
      client.send(connection, list, { onWait: second }),
    ]);
    await vi.runAllTimersAsync();
    await pending;
    expect(calls).toHaveLength(2);
    expect(first).toHaveBeenCalledWith({ until: expect.any(Number), cause: "rate_limited" });
    expect(second).toHaveBeenCalledWith(first.mock.calls[0]?.[0]);
    expect(first.mock.calls[0]?.[0].until).toBeGreaterThanOrEqual(Date.now() - 3000);
  });

  it("stops when the API asks for a wait beyond the budget, telling when to try again", async () => {
    const { fetch, calls } = fakeFetch(json(429, { message: "Too many requests" }, { "retry-after": "60" }));
    const answer = await createApiClient({ channel: "c", fetch }).send(connection, list);
    expect(calls).toHaveLength(1);
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: "rate_limited", retryAt: Date.now() + 60_000, body: { message: "Too many requests" } },
    });
  });

  it("makes at most four attempts on repeated 502s", async () => {
    const { fetch, calls } = fakeFetch(json(502, { request_id: "v-1" }));
    const pending = createApiClient({ channel: "c", fetch }).send(connection, list);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(4);
    expect(await pending).toMatchObject({
      error: { kind: "http", status: 502, body: { request_id: "v-1" } },
    });
  });

  it("retries network errors and 500s of a lookup", async () => {
    const network = fakeFetch(new TypeError("Failed to fetch"), json(200, {}));
    const first = createApiClient({ channel: "c", fetch: network.fetch }).send(connection, list);
    await vi.runAllTimersAsync();
    expect(network.calls).toHaveLength(2);
    expect(await first).toMatchObject({ ok: true });

    const server = fakeFetch(json(500, { request_id: "v-500" }));
    const second = createApiClient({ channel: "c", fetch: server.fetch }).send(connection, list);
    await vi.runAllTimersAsync();
    expect(server.calls).toHaveLength(4);
    expect(await second).toMatchObject({
      error: { kind: "http", status: 500, body: { request_id: "v-500" } },
    });
  });

  it("ends on the server's last answer when a later attempt never left (Chrome throttles after 503s)", async () => {
    const { fetch, calls } = fakeFetch(
      json(503, { request_id: "v-503" }),
      json(503, { request_id: "v-503b" }),
      new TypeError("Failed to fetch"),
      new TypeError("Failed to fetch"),
    );
    const pending = createApiClient({ channel: "c", fetch }).send(connection, list);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(4);
    expect(await pending).toMatchObject({
      error: { kind: "http", status: 503, body: { request_id: "v-503b" } },
    });
  });

  it("retries revoke only on 503 or a network error, never on 429 or 502", async () => {
    for (const [answer, attempts] of [
      [json(503, {}), 4],
      [new TypeError("offline"), 4],
      [json(429, {}, { "retry-after": "1" }), 1],
      [json(502, {}), 1],
    ] as const) {
      const { fetch, calls } = fakeFetch(answer);
      const pending = createApiClient({ channel: "c", fetch }).send(connection, revoke);
      await vi.runAllTimersAsync();
      await pending;
      expect(calls).toHaveLength(attempts);
    }
  });

  it("does not retry a timed-out request, which would double the agent's wait", async () => {
    const { fetch, calls } = fakeFetch("hang");
    const pending = createApiClient({ channel: "c", fetch, timeoutMs: 1000 }).send(connection, list);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ error: { kind: "timeout" } });
    expect(calls).toHaveLength(1);
  });
});

describe("sharing", () => {
  it("sends identical lookups in flight at once only once", async () => {
    const { fetch, calls } = fakeFetch(json(200, { total: 1 }));
    const client = createApiClient({ channel: "c", fetch });
    const [a, b] = await Promise.all([client.send(connection, list), client.send(connection, list)]);
    expect(calls).toHaveLength(1);
    expect(a).toEqual(b);
    await client.send(connection, list);
    expect(calls).toHaveLength(2);
  });

  it("never shares requests of different credentials or a revoke", async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const client = createApiClient({ channel: "c", fetch });
    await Promise.all([client.send(connection, list), client.send(withToken, list)]);
    expect(calls).toHaveLength(2);
    await Promise.all([client.send(connection, revoke), client.send(connection, revoke)]);
    expect(calls).toHaveLength(4);
  });
});

describe("asking ahead of the panel", () => {
  /** Lets the answer asked ahead arrive and be kept. */
  const arrived = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("answers the panel's identical question with the answer asked ahead, without a request of its own", async () => {
    const { fetch, calls } = fakeFetch(json(200, { total: 7 }));
    const client = createApiClient({ channel: "c", fetch });
    client.sendAhead(connection, list);
    await arrived();
    expect(calls).toHaveLength(1);
    expect(await client.send(connection, list)).toMatchObject({ ok: true, body: { total: 7 } });
    expect(calls).toHaveLength(1);
  });

  it("gives it once: a refresh right after asks the API", async () => {
    const { fetch, calls } = fakeFetch(json(200, { total: 7 }), json(200, { total: 8 }));
    const client = createApiClient({ channel: "c", fetch });
    client.sendAhead(connection, list);
    await arrived();
    await client.send(connection, list);
    expect(await client.send(connection, list)).toMatchObject({ body: { total: 8 } });
    expect(calls).toHaveLength(2);
  });

  it("shares it while on its way, and keeps nothing for the question after", async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls: string[] = [];
    const fetch = ((url: string) => {
      calls.push(url);
      return calls.length === 1
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(json(200, { total: 2 }));
    }) as typeof globalThis.fetch;
    const client = createApiClient({ channel: "c", fetch });
    client.sendAhead(connection, list);
    const panel = client.send(connection, list);
    answer(json(200, { total: 1 }));
    expect(await panel).toMatchObject({ body: { total: 1 } });
    expect(await client.send(connection, list)).toMatchObject({ body: { total: 2 } });
    expect(calls).toHaveLength(2);
  });

  it("drops an answer the panel did not ask for in time", async () => {
    let clock = 1_000_000;
    const { fetch, calls } = fakeFetch(json(200, { total: 1 }), json(200, { total: 2 }));
    const client = createApiClient({ channel: "c", fetch, now: () => clock });
    client.sendAhead(connection, list);
    await arrived();
    clock += ANSWER_AHEAD_KEPT_MS;
    expect(await client.send(connection, list)).toMatchObject({ body: { total: 2 } });
    expect(calls).toHaveLength(2);
  });

  it("keeps no failure: the panel's own question asks again", async () => {
    const { fetch, calls } = fakeFetch(
      json(401, { code: 401, key: "unauthorized", message: "Unauthorized" }),
      json(200, { total: 3 }),
    );
    const client = createApiClient({ channel: "c", fetch });
    client.sendAhead(connection, list);
    await arrived();
    expect(await client.send(connection, list)).toMatchObject({ ok: true, body: { total: 3 } });
    expect(calls).toHaveLength(2);
  });

  it("answers no other question: other parameters, other keys, another agent's tag, another host", async () => {
    const { fetch, calls } = fakeFetch(json(200, { total: 1 }));
    const client = createApiClient({ channel: "c", fetch });
    client.sendAhead(connection, list);
    await arrived();
    const others: [Connection, ApiRequest][] = [
      [connection, request(listRedemptions({ limit: 2 }))],
      [withToken, list],
      [{ ...connection, credentials: { ...connection.credentials, appToken: "app-token-2" } }, list],
      [{ ...connection, agentTag: "agent-7" }, list],
      [{ ...connection, baseUrl: "https://us1.api.voucherify.io" }, list],
    ];
    for (const [asAnother, asked] of others) await client.send(asAnother, asked);
    expect(calls).toHaveLength(1 + others.length);
    // And the answer asked ahead is still there for its own question.
    await client.send(connection, list);
    expect(calls).toHaveLength(1 + others.length);
  });

  it("counts down in the panel whose question joins one asked ahead while the API makes it wait", async () => {
    const clock = 1_800_000_000_000;
    const { fetch, calls } = fakeFetch(
      json(429, { code: 429, key: "too_many_requests" }, { "retry-after": "2" }),
      json(200, { total: 4 }),
    );
    let wake: () => void = () => undefined;
    const sleep = () =>
      new Promise<void>((resolve) => {
        wake = resolve;
      });
    const client = createApiClient({ channel: "c", fetch, now: () => clock, sleep });
    client.sendAhead(connection, list);
    await arrived();
    const waits: unknown[] = [];
    const panel = client.send(connection, list, { onWait: (wait) => waits.push(wait) });
    expect(waits).toEqual([{ until: clock + 2000, cause: "rate_limited" }]);
    wake();
    expect(await panel).toMatchObject({ ok: true, body: { total: 4 } });
    expect(calls).toHaveLength(2);
  });

  it("answers a fresh question (a refresh) from the API, dropping the answer asked ahead", async () => {
    const { fetch, calls } = fakeFetch(
      json(200, { total: 1 }),
      json(200, { total: 2 }),
      json(200, { total: 3 }),
    );
    const client = createApiClient({ channel: "c", fetch });
    client.sendAhead(connection, list);
    await arrived();
    expect(await client.send(connection, list, { fresh: true })).toMatchObject({ body: { total: 2 } });
    expect(await client.send(connection, list)).toMatchObject({ body: { total: 3 } });
    expect(calls).toHaveLength(3);
  });

  it("asks nothing ahead but a GET", async () => {
    const { fetch, calls } = fakeFetch(json(204, undefined));
    createApiClient({ channel: "c", fetch }).sendAhead(connection, revoke);
    await arrived();
    expect(calls).toHaveLength(0);
  });
});

describe("retry arithmetic", () => {
  it("draws full-jitter delays below an exponentially growing cap", () => {
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0.999)).toBe(399);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0.999)).toBe(3196);
    expect(backoffDelay(10, DEFAULT_RETRY, () => 0.999)).toBe(7992);
    expect(backoffDelay(5, DEFAULT_RETRY, () => 0)).toBe(0);
  });

  it("takes the later of Retry-After and X-Rate-Limit-Retry", () => {
    const now = 1_800_000_000_000;
    const headers = new Headers({ "retry-after": "2", "x-rate-limit-retry": String(now / 1000 + 10) });
    expect(serverRetryAt(headers, now)).toBe(now + 10_000);
    expect(serverRetryAt(new Headers({ "retry-after": "Wed, 21 Oct 2026 07:28:00 GMT" }), now)).toBe(
      Date.parse("Wed, 21 Oct 2026 07:28:00 GMT"),
    );
    expect(serverRetryAt(new Headers({ "retry-after": "soon" }), now)).toBeUndefined();
  });
});

describe("telling the API's own 404 from anyone else's", () => {
  const voucherify = (answer: Response) =>
    createVoucherify(
      createApiClient({ channel: "c", fetch: fakeFetch(answer).fetch, sleep: async () => {} }),
    );

  it("reads revoke's 404 as 'not found or already inactive' only when it is the API's JSON error", async () => {
    for (const body of [
      {},
      { code: 404, key: "not_found", message: "Resource not found", request_id: "v-1" },
    ]) {
      expect(await voucherify(json(404, body)).revokeToken(connection, { token: "tok" })).toEqual({
        ok: true,
        value: { revoked: false, reason: "not_found_or_inactive" },
        credential: "app_keys",
      });
    }
  });

  it.each([
    [
      "a wrong cluster path's HTML page",
      new Response("<h1>Not Found</h1>", { status: 404, headers: { "content-type": "text/html" } }),
    ],
    ["an empty body", new Response(null, { status: 404 })],
    ["a proxy's JSON of another shape", json(404, { status: "missing", path: "/v1/oauth/token/revoke" })],
    ["JSON whose code is not the status", json(404, { code: 401, key: "unauthorized" })],
    ["JSON sent as text", new Response("{}", { status: 404, headers: { "content-type": "text/plain" } })],
  ])("leaves revoke's 404 with %s an error, naming the operation", async (_label, answer) => {
    const outcome = await voucherify(answer).revokeToken(connection, { token: "tok" });
    expect(outcome).toMatchObject({
      ok: false,
      error: { kind: "http", status: 404, operation: "revokeToken", fromApi: false },
    });
  });

  it("reads only a 204 as revoked: a 200 from a catch-all server at a wrong URL proves nothing", async () => {
    const outcome = await voucherify(json(200, {})).revokeToken(connection, { token: "tok" });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "shape" } });
    expect(
      await voucherify(new Response(null, { status: 204 })).revokeToken(connection, { token: "tok" }),
    ).toEqual({ ok: true, value: { revoked: true }, credential: "app_keys" });
  });

  it("names the refused operation in every HTTP error", async () => {
    const outcome = await voucherify(
      json(403, { code: 403, key: "missing_required_permission" }),
    ).listRedemptions(connection, { limit: 1 });
    expect(outcome).toMatchObject({
      ok: false,
      error: { status: 403, operation: "listRedemptions", fromApi: true },
    });
  });
});
