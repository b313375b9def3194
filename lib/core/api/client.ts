import type { ApiError } from "./errors";
import type { ApiRequest } from "./requests";
import {
  type AttemptOutcome,
  backoffDelay,
  DEFAULT_RETRY,
  isRetryable,
  type RetryPolicy,
  serverRetryAt,
} from "./retry";
import { isApiErrorAnswer, parseApiError } from "./schemas";

export interface Credentials {
  appId: string;
  appToken: string;
  /** An OAuth 2.0 access token, sent as Bearer where the interface allows one. */
  oauthToken?: string;
}

/** Where and as whom a request goes. */
export interface Connection {
  baseUrl: string;
  credentials: Credentials;
  /** The agent's tag an organisation's policy sets, added to X-Voucherify-Channel for Voucherify's audit log. */
  agentTag?: string;
}

/** Which credential a call was made with: the agent is told, since a revoked token changes it. */
export type CredentialUsed = "app_keys" | "oauth_token" | "app_keys_and_oauth_token";

export type RawResponse =
  | { ok: true; status: number; body: unknown; credential: CredentialUsed }
  | { ok: false; error: ApiError; credential: CredentialUsed };

export interface ClientOptions {
  /** Names this client in X-Voucherify-Channel, e.g. "Voucher-Lens/0.1.0". */
  channel: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: RetryPolicy;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Why the client is waiting before its next attempt, and until when (epoch ms). */
export interface RetryWait {
  until: number;
  cause: "rate_limited" | "server_error" | "network";
}

export interface SendHooks {
  /** Called before each wait between attempts, so the agent sees a countdown instead of a spinner. */
  onWait?(wait: RetryWait): void;
  /** Asked of the API now (a refresh): an answer asked ahead does not stand for it, and is dropped. */
  fresh?: boolean;
}

export interface ApiClient {
  send(connection: Connection, request: ApiRequest, hooks?: SendHooks): Promise<RawResponse>;
  /**
   * Sends a GET the agent's next step is about to ask (the first page of a lookup the agent just
   * queued for the panel) and keeps its successful answer for the first identical GET, if it comes
   * within `ANSWER_AHEAD_KEPT_MS`: that GET is then answered without a request of its own. A GET
   * sent while this one is still on its way shares it, as any identical GET in flight does.
   */
  sendAhead(connection: Connection, request: ApiRequest): void;
}

/**
 * How long an answer asked ahead waits for its question. The panel asks within a second of the
 * agent's click; an answer not asked for by then is dropped unread, and a later question asks the
 * API again: an answer shown as the agent's click's is never much older than the click.
 */
export const ANSWER_AHEAD_KEPT_MS = 5_000;
/** Answers asked ahead held at once, at most: each can be a page of a hundred redemptions. */
const ANSWERS_AHEAD_AT_MOST = 4;

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Section 5 of the interface: which headers each operation takes. */
export function authHeaders(
  request: ApiRequest,
  credentials: Credentials,
): { headers: Record<string, string>; credential: CredentialUsed } {
  const appKeys = { "X-App-Id": credentials.appId, "X-App-Token": credentials.appToken };
  const token = credentials.oauthToken;
  switch (request.operation) {
    case "listRedemptions":
      // App keys or an OAuth token: the token, when the agent gave one, is the narrower credential.
      return token
        ? { headers: { Authorization: `Bearer ${token}` }, credential: "oauth_token" }
        : { headers: appKeys, credential: "app_keys" };
    // The loyalty v2 reads: the interface's expiring points, and the reads that find its ids.
    case "expiringPoints":
    case "pendingPoints":
    case "cardTransactions":
    case "tierTransactions":
    case "rewardPurchases":
    case "memberships":
    case "programMembership":
      return token
        ? {
            headers: { ...appKeys, Authorization: `Bearer ${token}` },
            credential: "app_keys_and_oauth_token",
          }
        : { headers: appKeys, credential: "app_keys" };
    case "revokeToken":
    case "getMember":
    case "memberTransactions":
      return { headers: appKeys, credential: "app_keys" };
  }
}

/**
 * Chrome holds back an extension's requests to a URL (query aside) once it answered 500, 503 or 509
 * three times or more: 700 ms × 1.4^(n−3) after the n-th such answer, less a random part, up to
 * 15 minutes (extensions/renderer/extension_throttle_entry.cc); any other answer takes one error
 * off the count. A request sent sooner fails as a network error without leaving the browser.
 * Waiting the full time is always enough; Firefox has no such hold and loses at most that wait.
 */
export const BROWSER_HOLD_STATUSES = new Set([500, 503, 509]);

export function browserHoldMs(errorsInARow: number): number {
  if (errorsInARow <= 2) return 0;
  return Math.min(15 * 60_000, Math.ceil(700 * 1.4 ** (errorsInARow - 3)) + 50);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one HTTP client. Adds base URL and credentials, times out every attempt, retries what is
 * safe to retry with backoff, and shares identical GETs that are in flight at once.
 */
export function createApiClient(options: ClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const policy = options.retry ?? DEFAULT_RETRY;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  // Per URL (without query): server errors counted as the browser counts them, and until when it holds back.
  const held = new Map<string, number>();
  const serverErrors = new Map<string, number>();
  // An identical GET in flight is shared, and so are its waits: every caller sees the countdown.
  const inFlight = new Map<string, { pending: Promise<RawResponse>; waiters: Waiters }>();
  // Answers asked ahead, each for the first identical GET: on its way (no response yet), or
  // answered and kept until it is too old to stand for one.
  const ahead = new Map<string, { response?: RawResponse; until: number }>();
  /** A GET's identity: where it goes, what it asks, as whom (the agent's tag included). */
  const keyOf = (connection: Connection, request: ApiRequest) =>
    JSON.stringify([
      connection.baseUrl,
      request.path,
      request.query,
      authHeaders(request, connection.credentials).headers,
      connection.agentTag ?? null,
    ]);
  const dropStaleAhead = () => {
    for (const [key, kept] of ahead) if (kept.until <= now()) ahead.delete(key);
  };

  async function attempt(
    url: string,
    init: RequestInit,
  ): Promise<{ outcome: AttemptOutcome; response?: Response; text?: string; error?: ApiError }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal: controller.signal });
      // The body is read under the same timer: a server can stall half-way through it.
      const text = await response.text();
      return { outcome: { status: response.status }, response, text };
    } catch (cause) {
      if (controller.signal.aborted) {
        return { outcome: { timedOut: true }, error: { kind: "timeout", afterMs: timeoutMs } };
      }
      const message = cause instanceof Error ? cause.message : String(cause);
      return { outcome: { networkError: true }, error: { kind: "network", message } };
    } finally {
      clearTimeout(timer);
    }
  }

  async function sendOnce(
    connection: Connection,
    request: ApiRequest,
    waiters: Waiters,
  ): Promise<RawResponse> {
    const { headers, credential } = authHeaders(request, connection.credentials);
    const url = `${connection.baseUrl}${request.path}${request.query ? `?${request.query}` : ""}`;
    const init: RequestInit = {
      method: request.method,
      headers: {
        Accept: "application/json",
        "X-Voucherify-Channel": connection.agentTag
          ? `${options.channel}; agent=${connection.agentTag}`
          : options.channel,
        ...headers,
        ...(request.form !== undefined ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: request.form,
      credentials: "omit",
      cache: "no-store",
      redirect: "error",
    };

    // Where the browser may be holding requests back after server errors (see browserHoldMs).
    const heldKey = `${connection.baseUrl}${request.path}`;
    const heldFor = () => Math.max(0, (held.get(heldKey) ?? 0) - now());
    const noteAnswer = (status: number | undefined) => {
      if (status === undefined) return; // a request that never left tells the browser nothing
      const errors = serverErrors.get(heldKey) ?? 0;
      const count = BROWSER_HOLD_STATUSES.has(status) ? errors + 1 : Math.max(0, errors - 1);
      serverErrors.set(heldKey, count);
      held.set(heldKey, BROWSER_HOLD_STATUSES.has(status) ? now() + browserHoldMs(count) : 0);
    };

    // A request sent while the browser holds them back would fail before it leaves: wait it out,
    // e.g. when the agent presses "Try again" right after a 503.
    const holdNow = heldFor();
    if (holdNow > 0) {
      waiters.tell({ until: now() + holdNow, cause: "server_error" });
      await sleep(holdNow);
    }

    let waited = 0;
    // The last answer the server gave. Chrome throttles an extension's requests after server errors, failing
    // them before they leave (net::ERR_TEMPORARILY_THROTTLED): when the retries end on such a
    // failure, the server's own answer, with its request id, is what the agent needs, not "offline".
    let lastAnswer: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let attemptIndex = 0; ; attemptIndex++) {
      const result = await attempt(url, init);
      if (result.response) lastAnswer = result;
      noteAnswer(result.response?.status);
      const lastTry = attemptIndex + 1 >= policy.maxAttempts;
      if (!isRetryable(request.operation, result.outcome) || lastTry) {
        return finish(settled(result), credential);
      }
      const requestedAt = result.response ? serverRetryAt(result.response.headers, now()) : undefined;
      const wait = Math.max(
        requestedAt !== undefined ? requestedAt - now() : backoffDelay(attemptIndex, policy, random),
        heldFor(),
      );
      if (waited + wait > policy.maxTotalWaitMs) return finish(settled(result), credential);
      waited += wait;
      const status = "status" in result.outcome ? result.outcome.status : undefined;
      const cause = status === undefined ? "network" : status === 429 ? "rate_limited" : "server_error";
      waiters.tell({ until: now() + wait, cause });
      await sleep(wait);
    }

    function settled(result: Awaited<ReturnType<typeof attempt>>) {
      return "networkError" in result.outcome && lastAnswer ? lastAnswer : result;
    }

    function finish(result: Awaited<ReturnType<typeof attempt>>, used: CredentialUsed): RawResponse {
      if (result.error) return { ok: false, error: result.error, credential: used };
      const response = result.response!;
      const text = result.text ?? "";
      const contentType = response.headers.get("content-type") ?? undefined;
      if (response.ok) {
        if (response.status === 204 || text.trim() === "")
          return { ok: true, status: response.status, body: undefined, credential: used };
        try {
          return { ok: true, status: response.status, body: JSON.parse(text), credential: used };
        } catch {
          return {
            ok: false,
            error: { kind: "shape", issue: { path: "(body)", message: describeNonJson(contentType) } },
            credential: used,
          };
        }
      }
      const body = parseApiError(parseJsonOrUndefined(text));
      const fromApi = isApiErrorAnswer(response.status, contentType, text);
      if (response.status === 429) {
        const retryAt = serverRetryAt(response.headers, now()) ?? now() + policy.baseDelayMs;
        return { ok: false, error: { kind: "rate_limited", retryAt, body }, credential: used };
      }
      return {
        ok: false,
        error: {
          kind: "http",
          status: response.status,
          body,
          ...(contentType ? { contentType } : {}),
          operation: request.operation,
          fromApi,
        },
        credential: used,
      };
    }
  }

  /** A GET shares an identical one in flight, and its waits: every caller sees the countdown. */
  function sendShared(connection: Connection, request: ApiRequest, hooks: SendHooks): Promise<RawResponse> {
    const key = keyOf(connection, request);
    const shared = inFlight.get(key);
    if (shared) {
      shared.waiters.add(hooks, now());
      return shared.pending;
    }
    const waiters = new Waiters(hooks);
    const pending = sendOnce(connection, request, waiters).finally(() => inFlight.delete(key));
    inFlight.set(key, { pending, waiters });
    return pending;
  }

  return {
    send(connection, request, hooks = {}) {
      if (request.method !== "GET") return sendOnce(connection, request, new Waiters(hooks));
      dropStaleAhead();
      const key = keyOf(connection, request);
      const asked = ahead.get(key);
      // Taken once, whether answered or still on its way: the question after it asks the API. A
      // fresh question drops it unread: the agent asked for the API's answer as of now.
      ahead.delete(key);
      if (asked?.response && !hooks.fresh) return Promise.resolve(asked.response);
      return sendShared(connection, request, hooks);
    },
    sendAhead(connection, request) {
      if (request.method !== "GET") return;
      dropStaleAhead();
      const key = keyOf(connection, request);
      // Already on its way for someone who asked: theirs is shared by the question to come.
      if (inFlight.has(key) && !ahead.has(key)) return;
      const asked: { response?: RawResponse; until: number } = { until: Number.POSITIVE_INFINITY };
      ahead.set(key, asked);
      while (ahead.size > ANSWERS_AHEAD_AT_MOST) {
        const oldest = ahead.keys().next().value;
        if (oldest === undefined) break;
        ahead.delete(oldest);
      }
      void sendShared(connection, request, {}).then((response) => {
        if (ahead.get(key) !== asked) return; // taken while on its way, or dropped
        // A failure is not kept: the panel's own question tries again, with its countdown shown.
        if (!response.ok) ahead.delete(key);
        else ahead.set(key, { response, until: now() + ANSWER_AHEAD_KEPT_MS });
      });
    },
  };
}

/**
 * Everyone waiting on one request, told of each wait before the next attempt. One who joins during
 * a wait is told of it at once: a panel whose question joins one asked ahead of it, which the API
 * asked to wait, counts down with it instead of showing a bare spinner.
 */
class Waiters {
  private readonly all: Set<SendHooks>;
  private last: RetryWait | undefined;
  constructor(first: SendHooks) {
    this.all = new Set([first]);
  }
  add(hooks: SendHooks, now: number): void {
    this.all.add(hooks);
    if (this.last && this.last.until > now) hooks.onWait?.(this.last);
  }
  tell(wait: RetryWait): void {
    this.last = wait;
    for (const hooks of this.all) hooks.onWait?.(wait);
  }
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function describeNonJson(contentType: string | undefined): string {
  if (contentType?.includes("html")) return "the API answered with a web page instead of data";
  return "the API's answer was not valid JSON";
}
