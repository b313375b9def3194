import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { makeCertificate } from "./cert";
import {
  type FilterContext,
  parseDateBound,
  parseQueryPairs,
  parseRedemptionQuery,
  resolveCustomer,
  selectRedemptions,
  splitKey,
} from "./filters";
import { buildLoyaltyHistory, type LoyaltyHistory } from "./loyalty-history";
import {
  generateSeedData,
  type MemberBody,
  type PendingPointsBucket,
  type PointsBucket,
  Rng,
  type SeedData,
  type V2Card,
  type V2Member,
} from "./seed";

/**
 * A local Voucherify API for tests and the demo: the four operations of the interface
 * (List Redemptions, Revoke OAuth token, List card expiring points buckets, Get Member) and the
 * loyalty v2 reads that find a card's ids (Get customer memberships, Get program membership, List
 * card pending point buckets) over seeded data, every request recorded, and switchable faults.
 * What happened to a card (loyalty-history.ts) is read with List card transactions, List member
 * tier transactions, List member reward purchases (v2) and List Loyalty Card Transactions (v1).
 *
 * Decisions where the interface and the README are silent are marked "Choice:" below.
 */

export type { LoyaltyHistory } from "./loyalty-history";
export type {
  PointsBucket,
  RedemptionRow,
  SeedData,
} from "./seed";

export interface StartOptions {
  /** 0 = any free port (default). */
  port?: number;
  /** Default "127.0.0.1"; must be a loopback address (or "localhost"). */
  host?: string;
  /** Default true: HTTPS with a self-signed certificate made at start. */
  tls?: boolean;
  /** PRNG seed, default 1. */
  seed?: number;
  /** Extension: the instant seeded dates are relative to (default: the start time). */
  now?: number | Date;
}

export interface RecordedRequest {
  method: string;
  /** Pathname, raw (still percent-encoded). */
  path: string;
  /** Raw query string without "?". */
  query: string;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  at: number;
}

/**
 * What a matching request gets instead of (or before) its normal answer. `slow` waits `delayMs`, then
 * answers normally (auth, 404s and all); close() clears the wait and drops the request. `hang` never answers.
 * To delay only Get Member (both routes): `{ fault: { kind: "slow", delayMs: 2000, times: 1 },
 * match: { method: "GET", pathPrefix: "/v1/loyalties/" } }`.
 */
export type Fault =
  | { kind: "rate_limit"; retryAfterSeconds: number; times?: number }
  | { kind: "status"; status: 500 | 502 | 503 | 504; times?: number }
  | { kind: "slow"; delayMs: number; times?: number }
  | { kind: "hang"; times?: number }
  | { kind: "malformed_json"; times?: number }
  | { kind: "html_error"; status?: number; times?: number }
  | { kind: "missing_fields"; times?: number }
  | { kind: "wrong_typed_row"; times?: number }
  | { kind: "v2_disabled"; times?: number }
  /** 403 with the API's error body: a key whose role lacks the operation, or a resource outside its areas. */
  | { kind: "forbidden"; key?: "missing_required_permission" | "forbidden"; times?: number };

export interface FaultRule {
  fault: Fault;
  match?: { method?: string; pathPrefix?: string };
}

export interface ApiServer {
  /** Base URL, e.g. https://127.0.0.1:PORT (no trailing slash); same as origin. */
  url: string;
  port: number;
  origin: string;
  credentials: { appId: string; appToken: string; oauthToken: string; secondOauthToken: string };
  /** Every request, in order (cleared in place by clearRequests). */
  requests: RecordedRequest[];
  clearRequests(): void;
  /** `times` = how many matching requests get the fault (default: unlimited); then normal answers. */
  setFaults(rules: FaultRule[]): void;
  clearFaults(): void;
  /** Every cursor issued so far becomes expired. */
  expireCursors(): void;
  data: SeedData;
  /** The loyalty history the history reads answer from; `history.subjects` names who to look up. */
  history: LoyaltyHistory;
  /** Stops the server and destroys open sockets (hanging requests included). */
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------

/** Choice: the 2,000 calls a minute plan; the count resets each minute and never refuses by itself. */
export const RATE_LIMIT_PER_MINUTE = 2000;
/** Cursors live about 5 minutes. */
export const CURSOR_TTL_MS = 5 * 60_000;
const MAX_BODY_BYTES = 1_000_000;

const JSON_TYPE = "application/json; charset=utf-8";
const PROGRAM_ID = /^lprg_[a-f0-9]+$/;
const MEMBER_ID = /^lmbr_[a-f0-9]+$/;
// Choice: the memberships example gives a card id "lcard_…" where the path pattern says "lcrd_";
// the panel sends what the API gave, so this API takes both.
const CARD_ID = /^lc(?:a)?rd_[a-f0-9]+$/;
const CURSOR = /^lcrspeb_[a-f0-9]+$/;
const PENDING_CURSOR = /^lcrscppb_[a-f0-9]+$/;
const TIER_CARD_ID = /^lc(?:a)?rd_[a-f0-9]+$/;
const IDENTIFICATION_TYPES = ["customer_id", "customer_source_id", "member_id"];

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface CursorState {
  cardId: string;
  order: "expiration_date" | "-expiration_date" | "date" | "-date";
  offset: number;
  expiresAt: number;
  expired: boolean;
}

/** The history lists: each its own cursor prefix and the filters its OpenAPI entry lists. */
type HistoryListName = "card transactions" | "tier transactions" | "reward purchases";
interface HistoryList {
  name: HistoryListName;
  prefix: string;
  cursor: RegExp;
  /** Field -> how it filters: ids by pattern ($is, $is_not, $in, $not_in), dates by $after / $before. */
  fields: Record<string, { pattern: RegExp; text: string } | "date">;
}
const HISTORY_LISTS: Record<HistoryListName, HistoryList> = {
  "card transactions": {
    name: "card transactions",
    prefix: "lcrsctx_",
    cursor: /^lcrsctx_[a-f0-9]+$/,
    fields: { id: { pattern: /^lctx_[a-f0-9]+$/, text: "^lctx_[a-f0-9]+$" }, created_at: "date" },
  },
  "tier transactions": {
    name: "tier transactions",
    prefix: "lcrsttx_",
    cursor: /^lcrsttx_[a-f0-9]+$/,
    fields: { card_id: { pattern: TIER_CARD_ID, text: "^lcrd_[a-f0-9]+$" }, created_at: "date" },
  },
  "reward purchases": {
    name: "reward purchases",
    prefix: "lcrstrx_",
    cursor: /^lcrstrx_[a-f0-9]+$/,
    fields: {
      id: { pattern: /^lrtx_[a-f0-9]+$/, text: "^lrtx_[a-f0-9]+$" },
      reward_id: { pattern: /^lrew_[a-f0-9]+$/, text: "^lrew_[a-f0-9]+$" },
      created_at: "date",
    },
  },
};
const ID_OPERATORS = ["$is", "$is_not", "$in", "$not_in"];
const DATE_OPERATORS = ["$after", "$before"];

interface HistoryCondition {
  field: string;
  operator: string;
  values: string[];
}

interface HistoryQuery {
  limit: number;
  /** True when the request named no limit, or the default 10. */
  defaultLimit: boolean;
  order: "created_at" | "-created_at" | undefined;
  cursor: string | undefined;
  conditions: HistoryCondition[];
  junction: "AND" | "OR";
}

interface HistoryCursorState {
  list: HistoryListName;
  /** The card (card transactions) or the member (the member lists) the cursor belongs to. */
  subject: string;
  order: "created_at" | "-created_at";
  conditions: HistoryCondition[];
  junction: "AND" | "OR";
  offset: number;
  expiresAt: number;
  expired: boolean;
}

interface ActiveRule {
  rule: FaultRule;
  remaining: number | undefined;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { "Content-Type": JSON_TYPE, ...headers },
  body: JSON.stringify(value),
});

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new Error("request aborted"));
    });
  });
}

export async function startApiServer(options: StartOptions = {}): Promise<ApiServer> {
  const host = options.host ?? "127.0.0.1";
  if (!isLoopback(host)) throw new Error(`The local API listens on loopback only, not on "${host}"`);
  const tls = options.tls ?? true;
  const seed = options.seed ?? 1;
  const nowOption = options.now instanceof Date ? options.now.getTime() : options.now;
  const data = generateSeedData({ seed, now: nowOption ?? Date.now() });
  const history = buildLoyaltyHistory(data, seed);
  const credentials = { ...data.credentials };
  // Runtime ids (request ids, cursors) come from their own stream, so they never shift the data.
  const runtimeRng = new Rng(seed * 7919 + 17);
  const requestId = () => `v-${runtimeRng.hex(18)}`;

  const requests: RecordedRequest[] = [];
  let rules: ActiveRule[] = [];
  const activeTokens = new Set([credentials.oauthToken, credentials.secondOauthToken]);
  const cursors = new Map<string, CursorState>();
  const historyCursors = new Map<string, HistoryCursorState>();
  for (const { list, memberId, cursor, offset } of history.exampleCursors)
    historyCursors.set(cursor, {
      list,
      subject: memberId,
      order: "-created_at",
      conditions: [],
      junction: "AND",
      offset,
      expiresAt: Number.POSITIVE_INFINITY,
      expired: false,
    });
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  const rate = { minute: 0, count: 0 };
  let closed = false;
  let closing: Promise<void> | undefined;

  const ctx: FilterContext = { campaigns: data.campaigns, users: data.users, customers: data.customers };

  // --- error bodies --------------------------------------------------------------------------
  /** v1 and v2 share {code, key, message, details, request_id, resource_id, resource_type}. */
  const errorBody = (code: number, key: string, message: string, extra: Record<string, string> = {}) => ({
    code,
    key,
    message,
    ...extra,
    request_id: requestId(),
  });
  const unauthorized = (): Reply => json(401, { code: 401, message: "Unauthorized", key: "unauthorized" });
  const notFound = (resourceType: string, resourceId: string): Reply =>
    json(
      404,
      errorBody(404, "not_found", "Resource not found", {
        details: `Cannot find ${resourceType} with id ${resourceId}`,
        resource_id: resourceId,
        resource_type: resourceType,
      }),
    );
  const badQuery = (details: string): Reply =>
    json(400, errorBody(400, "invalid_query_params", "Invalid query params", { details }));
  const badPath = (details: string): Reply =>
    json(400, errorBody(400, "invalid_path_params", "Invalid path params", { details }));
  const invalidCursor = (): Reply =>
    json(
      400,
      errorBody(400, "invalid_or_expired_cursor", "Invalid or expired cursor", {
        details: "The provided cursor is invalid or has expired",
      }),
    );
  const methodNotAllowed = (method: string, path: string, allow: string): Reply =>
    json(
      405,
      errorBody(405, "method_not_allowed", "Method Not Allowed", {
        details: `${method} is not allowed on ${path}`,
      }),
      { Allow: allow },
    );

  // --- auth ----------------------------------------------------------------------------------
  const appKeysOk = (h: Record<string, string>) =>
    h["x-app-id"] === credentials.appId && h["x-app-token"] === credentials.appToken;
  /**
   * Operations that take a Bearer token (List Redemptions, expiring points): a present
   * Authorization header decides alone: a valid, unrevoked token passes, anything else is 401
   * even with good app keys. Without one, the app keys decide.
   */
  const bearerOrAppKeysOk = (h: Record<string, string>) => {
    const authorization = h.authorization;
    if (authorization === undefined) return appKeysOk(h);
    const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization);
    return match !== null && activeTokens.has(match[1] as string);
  };

  // --- List Redemptions ----------------------------------------------------------------------
  function listRedemptions(rawQuery: string): Reply {
    const parsed = parseRedemptionQuery(rawQuery);
    if (!parsed.ok) return badQuery(parsed.details);
    const query = parsed.value;
    let customerId: string | undefined;
    if (query.customer !== undefined) {
      customerId = resolveCustomer(query.customer, data.redemptions, ctx);
      // Like the real API: an unknown customer answers an empty object.
      if (customerId === undefined) return json(200, {});
    }
    const selection = selectRedemptions(data.redemptions, query, ctx, customerId);
    return json(200, {
      object: "list",
      data_ref: "redemptions",
      redemptions: selection.rows,
      total: selection.total,
    });
  }

  // --- Revoke --------------------------------------------------------------------------------
  function revoke(h: Record<string, string>, body: string): Reply {
    if (!appKeysOk(h)) return unauthorized();
    const type = (h["content-type"] ?? "").toLowerCase();
    if (!type.startsWith("application/x-www-form-urlencoded"))
      return json(
        415,
        errorBody(415, "unsupported_media_type", "Unsupported Media Type", {
          details: "Send access_token as application/x-www-form-urlencoded",
        }),
      );
    const token = new URLSearchParams(body).get("access_token");
    if (!token)
      return json(
        400,
        errorBody(400, "missing_parameters", "Missing parameters", { details: "access_token is required" }),
      );
    // README: 404 with "an empty error" for an unknown or already revoked token. Choice: an empty
    // JSON error object, the API's error shape with none of its fields.
    if (!activeTokens.delete(token)) return json(404, {});
    return { status: 204, headers: {}, body: "" };
  }

  // --- Expiring points -----------------------------------------------------------------------
  function activeBuckets(card: V2Card, order: CursorState["order"]): PointsBucket[] {
    // Choice: only ACTIVE buckets are "expiring"; EXPIRED and DELETED ones are left out.
    const list = card.buckets.filter((b) => b.status === "ACTIVE");
    const sign = order === "-expiration_date" ? -1 : 1;
    return list.sort((a, b) =>
      a.expiration_date === b.expiration_date
        ? a.id < b.id
          ? -1
          : 1
        : sign * (a.expiration_date < b.expiration_date ? -1 : 1),
    );
  }

  /** One page of a card's buckets, with a cursor (named `prefix`…) to the next page when there is one. */
  function cursorPage<B>(
    all: B[],
    at: { card: V2Card; order: CursorState["order"]; prefix: string },
    offset: number,
    limit: number,
  ) {
    let cursor: { next: string; expires_at: string } | null = null;
    if (offset + limit < all.length) {
      const next = `${at.prefix}${runtimeRng.hex(18)}`;
      const expiresAt = Date.now() + CURSOR_TTL_MS;
      cursors.set(next, {
        cardId: at.card.id,
        order: at.order,
        offset: offset + limit,
        expiresAt,
        expired: false,
      });
      cursor = { next, expires_at: new Date(expiresAt).toISOString() };
    }
    return { data: all.slice(offset, offset + limit), cursor, object: "list" };
  }

  const bucketPage = (card: V2Card, order: CursorState["order"], offset: number, limit: number) =>
    cursorPage(activeBuckets(card, order), { card, order, prefix: "lcrspeb_" }, offset, limit);

  /** What is wrong with a card's path (program, member and card ids), as the API says it. */
  function badCardPath([programId = "", memberId = "", cardId = ""]: string[]): Reply | undefined {
    if (!PROGRAM_ID.test(programId)) return badPath("Property programId must match pattern ^lprg_[a-f0-9]+$");
    if (!MEMBER_ID.test(memberId)) return badPath("Property memberId must match pattern ^lmbr_[a-f0-9]+$");
    if (!CARD_ID.test(cardId)) return badPath("Property cardId must match pattern ^lcrd_[a-f0-9]+$");
    return undefined;
  }

  /** The card a card's path names, or the API's 404 for the first id it does not know. */
  function cardAt([programId = "", memberId = "", cardId = ""]: string[]): { card: V2Card } | Reply {
    if (!data.v2.programs.some((p) => p.id === programId)) return notFound("program", programId);
    if (!data.v2.members.some((m) => m.id === memberId && m.program_id === programId))
      return notFound("member", memberId);
    const card = data.v2.cards.find(
      (c) => c.id === cardId && c.member_id === memberId && c.program_id === programId,
    );
    return card ? { card } : notFound("card", cardId);
  }

  /** A page size, or the API's answer to one out of bounds. */
  const limitOf = (value: string): number | Reply =>
    /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100
      ? Number(value)
      : badQuery("Property limit must be an integer between 1 and 100");

  function expiringPoints(segments: string[], rawQuery: string, h: Record<string, string>): Reply {
    if (!bearerOrAppKeysOk(h)) return unauthorized();
    const wrongPath = badCardPath(segments);
    if (wrongPath) return wrongPath;
    const pairs = parseQueryPairs(rawQuery);
    if (!pairs.ok) return badQuery(pairs.details);
    let limit = 10;
    const orders = new Set<string>();
    let cursor: string | undefined;
    for (const [key, value] of pairs.value) {
      if (key === "limit") {
        const asked = limitOf(value);
        if (typeof asked !== "number") return asked;
        limit = asked;
      } else if (key === "order" || key === "order[]" || /^order\[\d+\]$/.test(key)) {
        if (value !== "expiration_date" && value !== "-expiration_date")
          return badQuery(
            "Property order must be equal to one of the allowed values [ expiration_date, -expiration_date ]",
          );
        orders.add(value);
      } else if (key === "cursor") {
        if (!CURSOR.test(value)) return badQuery("Property cursor must match pattern ^lcrspeb_[a-f0-9]+$");
        cursor = value;
      }
    }
    if (orders.size > 1)
      return badQuery("Ordering by expiration_date in both directions at once is not allowed");
    const requestedOrder = [...orders][0] as CursorState["order"] | undefined;

    const found = cardAt(segments);
    if (!("card" in found)) return found;
    const { card } = found;

    if (cursor !== undefined) {
      const state = cursors.get(cursor);
      // Choice: a cursor belongs to one card and one order; using it elsewhere is as bad as an unknown one.
      if (
        !state ||
        state.expired ||
        Date.now() >= state.expiresAt ||
        state.cardId !== card.id ||
        (requestedOrder !== undefined && requestedOrder !== state.order)
      )
        return invalidCursor();
      return json(200, bucketPage(card, state.order, state.offset, limit));
    }
    return json(200, bucketPage(card, requestedOrder ?? "expiration_date", 0, limit));
  }

  // --- Loyalty v2 memberships and pending points ---------------------------------------------
  const sum = (list: { points: { total: number } }[]) => list.reduce((n, b) => n + b.points.total, 0);
  const byDate = <B extends { date: string }>(list: B[]) =>
    [...list].sort((a, b) => (a.date < b.date ? -1 : 1));
  const pendingOf = (card: V2Card) => byDate((card.pending ?? []).filter((b) => b.status === "PENDING"));

  /** A card as the memberships endpoints give it (CardSimple), its numbers worked out from its buckets. */
  function cardBody(card: V2Card) {
    const active = card.buckets.filter((b) => b.status === "ACTIVE");
    const expired = card.buckets.filter((b) => b.status === "EXPIRED");
    const pending = pendingOf(card);
    const activated = (card.pending ?? []).filter((b) => b.status === "ACTIVATED");
    const canceled = (card.pending ?? []).filter((b) => b.status === "CANCELED");
    const expiring = active
      .filter((b) => b.expiration_type !== "NO_EXPIRATION")
      .sort((a, b) => (a.expiration_date < b.expiration_date ? -1 : 1));
    const nextDay = expiring[0]?.expiration_date;
    const next = pending[0];
    const nextPoints = next ? sum(pending.filter((b) => b.date === next.date && b.type === next.type)) : 0;
    return {
      id: card.id,
      card_definition_id: card.card_definition_id,
      card_type: card.card_type,
      code: card.code ?? null,
      lifetime_bucket: {
        points: {
          total: sum(active) + sum(expired),
          earned: sum(active) + sum(expired) - sum(activated),
          added: 0,
          purchased: 0,
          purchased_reversed: 0,
          subtracted: 0,
          expired: sum(expired),
          spent: 0,
          refunded: 0,
          returned: 0,
          locked: 0,
          unlocked: 0,
        },
        pending_points: {
          total: sum(pending) + sum(activated) + sum(canceled),
          activated: sum(activated),
          canceled: sum(canceled),
        },
      },
      balance: { points: sum(active), pending_points: sum(pending) },
      next_expiration: nextDay
        ? { points: sum(expiring.filter((b) => b.expiration_date === nextDay)), date: nextDay }
        : null,
      // As the schema says: EVENT_BASED gives cancel_date instead of date.
      next_activation: next
        ? next.type === "EVENT_BASED"
          ? { points: nextPoints, type: next.type, cancel_date: next.date }
          : { points: nextPoints, type: next.type, date: next.date }
        : null,
      object: "card",
    };
  }

  function membershipBody(member: V2Member, withTier: boolean) {
    const program = data.v2.programs.find((p) => p.id === member.program_id)!;
    const cards = data.v2.cards.filter((c) => c.member_id === member.id);
    return {
      member: {
        id: member.id,
        customer_id: member.customer_id,
        program_id: member.program_id,
        status: "ACTIVE",
        metadata: {},
        created_at: member.created_at ?? data.now,
        updated_at: null,
        object: "member",
      },
      program: { id: program.id, name: program.name, status: "ACTIVE", metadata: {}, object: "program" },
      cards: cards.map((card) => ({
        member_role: "OWNER",
        created_at: member.created_at ?? data.now,
        ...(withTier && card.tier ? { tier_progress: card.tier } : {}),
        card: cardBody(card),
        object: "member_card",
      })),
      object: "membership",
    };
  }

  /**
   * The customer a memberships path names, read as `identification_type` says. Choice: a member id
   * resolves to its customer, whose memberships are all given (the endpoint returns a customer's
   * memberships across programs).
   */
  function resolveMembershipsCustomer(
    value: string,
    type: string,
  ): { id: string; source_id: string | null } | Reply {
    if (type === "member_id") {
      const member = data.v2.members.find((m) => m.id === value);
      if (!member) return notFound("member", value);
      const customer = data.customers.find((c) => c.id === member.customer_id);
      return { id: member.customer_id, source_id: customer?.source_id ?? null };
    }
    if (type === "customer_id" && data.v2.examples[value]) return { id: value, source_id: "source-123" };
    const customer = data.customers.find((c) =>
      type === "customer_id" ? c.id === value : c.source_id === value,
    );
    return customer
      ? { id: customer.id, source_id: customer.source_id ?? null }
      : notFound("customer", value);
  }

  function identificationType(rawQuery: string): string | Reply {
    const pairs = parseQueryPairs(rawQuery);
    if (!pairs.ok) return badQuery(pairs.details);
    let type = "customer_id";
    for (const [key, value] of pairs.value) {
      if (key !== "identification_type") continue;
      if (!IDENTIFICATION_TYPES.includes(value))
        return badQuery(
          "Property identification_type must be equal to one of the allowed values [ customer_id, customer_source_id, member_id ]",
        );
      type = value;
    }
    return type;
  }

  function memberships(customerId: string, rawQuery: string, h: Record<string, string>): Reply {
    if (!bearerOrAppKeysOk(h)) return unauthorized();
    const type = identificationType(rawQuery);
    if (typeof type !== "string") return type;
    const customer = resolveMembershipsCustomer(customerId, type);
    if ("status" in customer) return customer;
    const example = data.v2.examples[customer.id];
    if (example) return json(200, example.memberships);
    return json(200, {
      customer: { id: customer.id, source_id: customer.source_id, object: "customer" },
      memberships: data.v2.members
        .filter((m) => m.customer_id === customer.id)
        .map((m) => membershipBody(m, false)),
      object: "memberships_result",
    });
  }

  function programMembership(
    programId: string,
    customerId: string,
    rawQuery: string,
    h: Record<string, string>,
  ): Reply {
    if (!bearerOrAppKeysOk(h)) return unauthorized();
    if (!PROGRAM_ID.test(programId)) return badPath("Property programId must match pattern ^lprg_[a-f0-9]+$");
    const type = identificationType(rawQuery);
    if (typeof type !== "string") return type;
    const customer = resolveMembershipsCustomer(customerId, type);
    if ("status" in customer) return customer;
    const example = data.v2.examples[customer.id]?.programs[programId];
    if (example) return json(200, example);
    if (!data.v2.programs.some((p) => p.id === programId)) return notFound("program", programId);
    const member = data.v2.members.find((m) => m.customer_id === customer.id && m.program_id === programId);
    // As the example's 404 says: no membership in the program is a member not found.
    if (!member) return notFound("member", customerId);
    return json(200, membershipBody(member, true));
  }

  function pendingPage(card: V2Card, order: "date" | "-date", offset: number, limit: number) {
    const all: PendingPointsBucket[] = pendingOf(card);
    if (order === "-date") all.reverse();
    return cursorPage(all, { card, order, prefix: "lcrscppb_" }, offset, limit);
  }

  function pendingPoints(segments: string[], rawQuery: string, h: Record<string, string>): Reply {
    if (!bearerOrAppKeysOk(h)) return unauthorized();
    const wrongPath = badCardPath(segments);
    if (wrongPath) return wrongPath;
    const pairs = parseQueryPairs(rawQuery);
    if (!pairs.ok) return badQuery(pairs.details);
    let limit = 10;
    let order: "date" | "-date" = "date";
    let cursor: string | undefined;
    for (const [key, value] of pairs.value) {
      if (key === "limit") {
        const asked = limitOf(value);
        if (typeof asked !== "number") return asked;
        limit = asked;
      } else if (key === "order") {
        if (value !== "date" && value !== "-date")
          return badQuery("Property order must be equal to one of the allowed values [ date, -date ]");
        order = value;
      } else if (key === "cursor") {
        if (!PENDING_CURSOR.test(value))
          return badQuery("Property cursor must match pattern ^lcrscppb_[a-f0-9]+$");
        cursor = value;
      }
    }
    const found = cardAt(segments);
    if (!("card" in found)) return found;
    const { card } = found;
    if (cursor !== undefined) {
      const state = cursors.get(cursor);
      if (!state || state.expired || Date.now() >= state.expiresAt || state.cardId !== card.id)
        return invalidCursor();
      return json(200, pendingPage(card, state.order === "-date" ? "-date" : "date", state.offset, limit));
    }
    return json(200, pendingPage(card, order, 0, limit));
  }

  // --- Loyalty history (loyalty-history.ts) --------------------------------------------------
  /**
   * A history list's query: limit, order (`created_at` or `-created_at`, also as order[] / order[n]),
   * cursor and `filters[field][conditions][$op]` (deepObject; a one-value list as [0] or []).
   * Choices: `$after` and `$before` are strict ("after", "before") and take a date-time or a date (its
   * 00:00 UTC); the other date operators of the schema are not served (400, named); `filters[junction]`
   * takes AND or OR in any case; unknown filter fields answer 400 (the schema allows no others);
   * other top-level parameters are ignored.
   */
  function historyQuery(rawQuery: string, list: HistoryList): HistoryQuery | Reply {
    const pairs = parseQueryPairs(rawQuery);
    if (!pairs.ok) return badQuery(pairs.details);
    const query: HistoryQuery = {
      limit: 10,
      defaultLimit: true,
      order: undefined,
      cursor: undefined,
      conditions: [],
      junction: "AND",
    };
    const orders = new Set<string>();
    const collected = new Map<string, HistoryCondition>();
    for (const [key, value] of pairs.value) {
      if (key === "limit") {
        const asked = limitOf(value);
        if (typeof asked !== "number") return asked;
        query.limit = asked;
        query.defaultLimit = asked === 10;
      } else if (key === "order" || key === "order[]" || /^order\[\d+\]$/.test(key)) {
        if (value !== "created_at" && value !== "-created_at")
          return badQuery(
            "Property order must be equal to one of the allowed values [ -created_at, created_at ]",
          );
        orders.add(value);
      } else if (key === "cursor") {
        if (!list.cursor.test(value))
          return badQuery(`Property cursor must match pattern ^${list.prefix}[a-f0-9]+$`);
        query.cursor = value;
      } else if (key.startsWith("filters[")) {
        const parts = splitKey(key);
        const [, field = "", conditionsKey, operator = "", index, ...extra] = parts ?? [];
        if (parts && field === "junction" && parts.length === 2) {
          const junction = value.toUpperCase();
          if (junction !== "AND" && junction !== "OR")
            return badQuery(
              "Property filters.junction must be equal to one of the allowed values [ AND, OR ]",
            );
          query.junction = junction;
          continue;
        }
        const spec = Object.hasOwn(list.fields, field) ? list.fields[field] : undefined;
        if (!parts || !spec) return badQuery(`Property filters.${field} is not allowed`);
        if (
          conditionsKey !== "conditions" ||
          extra.length > 0 ||
          (index !== undefined && !/^\d*$/.test(index))
        )
          return badQuery(`Filter "${key}" must look like filters[${field}][conditions][$operator]`);
        const operators = spec === "date" ? DATE_OPERATORS : ID_OPERATORS;
        if (!operators.includes(operator))
          return badQuery(
            `Property filters.${field}.conditions.${operator} is not supported; use ${operators.join(", ")}`,
          );
        if (spec === "date" ? parseDateBound(value) === null : !spec.pattern.test(value))
          return badQuery(
            spec === "date"
              ? `Property filters.${field}.conditions.${operator} must be a date-time`
              : `Property filters.${field}.conditions.${operator} must match pattern ${spec.text}`,
          );
        const many = operator === "$in" || operator === "$not_in";
        const condition = collected.get(`${field} ${operator}`) ?? { field, operator, values: [] };
        // A one-value operator sent twice: the last value counts.
        condition.values = many ? [...condition.values, value] : [value];
        collected.set(`${field} ${operator}`, condition);
      }
    }
    if (orders.size > 1) return badQuery("Ordering by created_at in both directions at once is not allowed");
    query.order = [...orders][0] as HistoryQuery["order"];
    query.conditions = [...collected.values()];
    return query;
  }

  type HistoryRow = { id: string; created_at: string } & Record<string, unknown>;
  const conditionHolds = (row: HistoryRow, c: HistoryCondition): boolean => {
    if (c.operator === "$after" || c.operator === "$before") {
      const at = Date.parse(row.created_at);
      const bound = parseDateBound(c.values[0] as string) as number;
      return c.operator === "$after" ? at > bound : at < bound;
    }
    const value = row[c.field];
    const hit = typeof value === "string" && c.values.includes(value);
    return c.operator === "$is" || c.operator === "$in" ? hit : !hit;
  };

  /** One page of a history list: filtered, ordered by created_at (ties by id), with a cursor on. */
  function historyPage(
    list: HistoryList,
    subject: string,
    rows: HistoryRow[],
    at: { order: "created_at" | "-created_at"; conditions: HistoryCondition[]; junction: "AND" | "OR" },
    offset: number,
    limit: number,
  ) {
    const kept = rows.filter((row) =>
      at.conditions.length === 0
        ? true
        : at.junction === "OR"
          ? at.conditions.some((c) => conditionHolds(row, c))
          : at.conditions.every((c) => conditionHolds(row, c)),
    );
    const sign = at.order === "created_at" ? 1 : -1;
    kept.sort(
      (a, b) =>
        sign *
        (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1),
    );
    let cursor: { next: string; expires_at: string } | null = null;
    if (offset + limit < kept.length) {
      const next = `${list.prefix}${runtimeRng.hex(18)}`;
      const expiresAt = Date.now() + CURSOR_TTL_MS;
      historyCursors.set(next, {
        list: list.name,
        subject,
        ...at,
        offset: offset + limit,
        expiresAt,
        expired: false,
      });
      cursor = { next, expires_at: new Date(expiresAt).toISOString() };
    }
    return json(200, { data: kept.slice(offset, offset + limit), cursor, object: "list" });
  }

  /**
   * A history list's answer: the first page, or the page a cursor names. Choice: a cursor belongs to
   * one card (or member) and one list; it keeps the order and filters it was made with, whatever the
   * next request sends, like pending-points' cursors keep their order.
   */
  function historyAnswer(list: HistoryList, subject: string, rows: HistoryRow[], query: HistoryQuery): Reply {
    if (query.cursor !== undefined) {
      const state = historyCursors.get(query.cursor);
      if (
        !state ||
        state.expired ||
        Date.now() >= state.expiresAt ||
        state.list !== list.name ||
        state.subject !== subject
      )
        return invalidCursor();
      return historyPage(list, subject, rows, state, state.offset, query.limit);
    }
    // The API's example is the first page of its member as it is, when nothing else is asked.
    const fixed = history.fixedPages.find((p) => p.list === list.name && p.memberId === subject);
    if (fixed && query.defaultLimit && query.order !== "created_at" && query.conditions.length === 0)
      return json(200, fixed.body);
    const order = query.order ?? "-created_at";
    return historyPage(
      list,
      subject,
      rows,
      { order, conditions: query.conditions, junction: query.junction },
      0,
      query.limit,
    );
  }

  const knownProgram = (id: string) => history.programIds.includes(id);

  /** The history member a member path names, or the API's 404 for the first id it does not know. */
  function historyMemberAt(programId: string, memberId: string) {
    if (!knownProgram(programId)) return notFound("program", programId);
    const member = history.members.find((m) => m.id === memberId && m.program_id === programId);
    return member ?? notFound("member", memberId);
  }

  function cardTransactions(segments: string[], rawQuery: string, h: Record<string, string>): Reply {
    if (!bearerOrAppKeysOk(h)) return unauthorized();
    const wrongPath = badCardPath(segments);
    if (wrongPath) return wrongPath;
    const list = HISTORY_LISTS["card transactions"];
    const query = historyQuery(rawQuery, list);
    if ("status" in query) return query;
    const [programId = "", memberId = "", cardId = ""] = segments;
    const member = historyMemberAt(programId, memberId);
    if ("status" in member) return member;
    const card = history.cards.find((c) => c.id === cardId && c.member_id === memberId);
    if (!card) return notFound("card", cardId);
    return historyAnswer(list, card.id, card.transactions as unknown as HistoryRow[], query);
  }

  /** A member's list: tier transactions or reward purchases. */
  function memberHistory(
    name: "tier transactions" | "reward purchases",
    [programId = "", memberId = ""]: string[],
    rawQuery: string,
    h: Record<string, string>,
  ): Reply {
    if (!bearerOrAppKeysOk(h)) return unauthorized();
    if (!PROGRAM_ID.test(programId)) return badPath("Property programId must match pattern ^lprg_[a-f0-9]+$");
    if (!MEMBER_ID.test(memberId)) return badPath("Property memberId must match pattern ^lmbr_[a-f0-9]+$");
    const list = HISTORY_LISTS[name];
    const query = historyQuery(rawQuery, list);
    if ("status" in query) return query;
    const member = historyMemberAt(programId, memberId);
    if ("status" in member) return member;
    const rows = name === "tier transactions" ? member.tiers : member.purchases;
    return historyAnswer(list, member.id, rows as unknown as HistoryRow[], query);
  }

  /**
   * List Loyalty Card Transactions (v1), by the card's code as Get Member takes it, with its 404s.
   * Query: `limit` (1–100, default 10), `order` (`-id` default: newest first, as the example lists
   * them; or `id`) and `starting_after_id`. Choice: `starting_after_id` is a bound, not a lookup: the
   * rows after that id in the order asked (ids grow with time), so an id the card never had still
   * pages; `more_starting_after` (the page's last id) is given only with `has_more: true`; a card
   * Get Member knows but the history does not has no transactions (an empty list). Other
   * parameters (filters) are ignored.
   */
  function memberTransactions(
    campaignId: string | undefined,
    code: string,
    rawQuery: string,
    h: Record<string, string>,
  ): Reply {
    if (!appKeysOk(h)) return unauthorized();
    const pairs = parseQueryPairs(rawQuery);
    if (!pairs.ok) return badQuery(pairs.details);
    let limit = 10;
    let order: "id" | "-id" = "-id";
    let after: string | undefined;
    for (const [key, value] of pairs.value) {
      if (key === "limit") {
        const asked = limitOf(value);
        if (typeof asked !== "number") return asked;
        limit = asked;
      } else if (key === "order") {
        if (value !== "id" && value !== "-id")
          return badQuery("Property order must be equal to one of the allowed values [ id, -id ]");
        order = value;
      } else if (key === "starting_after_id") {
        after = value;
      }
    }
    const found = memberAt(campaignId, code);
    if (!("member" in found)) return found;
    const sign = order === "id" ? 1 : -1;
    const rows = [...(Object.hasOwn(history.v1, code) ? (history.v1[code] ?? []) : [])]
      .sort((a, b) => sign * (a.id < b.id ? -1 : 1))
      .filter((row) => after === undefined || (order === "id" ? row.id > after : row.id < after));
    const page = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    return json(200, {
      object: "list",
      data_ref: "data",
      data: page,
      has_more: hasMore,
      ...(hasMore ? { more_starting_after: page.at(-1)?.id } : {}),
    });
  }

  // --- Get Member ----------------------------------------------------------------------------
  /** The card a v1 member path names, or the API's 404 (an unknown campaign, then the card). */
  function memberAt(campaignId: string | undefined, code: string): { member: MemberBody } | Reply {
    if (
      campaignId !== undefined &&
      !data.campaigns.some((c) => c.id === campaignId) &&
      !Object.values(data.members).some((m) => m.campaign_id === campaignId)
    )
      return notFound("campaign", campaignId);
    const member: MemberBody | undefined = Object.hasOwn(data.members, code) ? data.members[code] : undefined;
    // A campaign that does not own the card answers as if the card did not exist.
    if (!member || (campaignId !== undefined && member.campaign_id !== campaignId))
      return notFound("voucher", code);
    return { member };
  }

  function getMember(campaignId: string | undefined, code: string, h: Record<string, string>): Reply {
    if (!appKeysOk(h)) return unauthorized();
    const found = memberAt(campaignId, code);
    return "member" in found ? json(200, found.member) : found;
  }

  // --- routing -------------------------------------------------------------------------------
  /** Routes on the raw path split by "/", each segment percent-decoded (codes may hold "/"). */
  function route(
    method: string,
    rawPath: string,
    rawQuery: string,
    h: Record<string, string>,
    body: string,
  ): Reply {
    let segments: string[];
    try {
      segments = rawPath.split("/").slice(1).map(decodeURIComponent);
    } catch {
      return badPath("Malformed percent-encoding in the path");
    }
    const allow = (expected: string, handler: () => Reply) =>
      method === expected ? handler() : methodNotAllowed(method, rawPath, expected);
    const [v, a, b, c, d, e, f, g, i, ...more] = segments;

    if (v === "v1" && a === "redemptions" && segments.length === 2)
      return allow("GET", () => (bearerOrAppKeysOk(h) ? listRedemptions(rawQuery) : unauthorized()));
    if (v === "v1" && a === "oauth" && b === "token" && c === "revoke" && segments.length === 4)
      return allow("POST", () => revoke(h, body));
    // A card's reads: /v2/loyalties/programs/{program}/members/{member}/cards/{card}/<read>.
    const cardRead = {
      "expiring-points": expiringPoints,
      "pending-points": pendingPoints,
      transactions: cardTransactions,
    } as const;
    if (
      v === "v2" &&
      a === "loyalties" &&
      b === "programs" &&
      d === "members" &&
      f === "cards" &&
      (i === "expiring-points" || i === "pending-points" || i === "transactions") &&
      more.length === 0 &&
      c &&
      e &&
      g
    ) {
      const read = cardRead[i];
      return allow("GET", () => read([c, e, g], rawQuery, h));
    }
    // A member's reads: /v2/loyalties/programs/{program}/members/{member}/tiers/transactions and
    // /rewards/purchases.
    if (
      v === "v2" &&
      a === "loyalties" &&
      b === "programs" &&
      d === "members" &&
      c &&
      e &&
      segments.length === 8
    ) {
      if (f === "tiers" && g === "transactions")
        return allow("GET", () => memberHistory("tier transactions", [c, e], rawQuery, h));
      // Choice: purchasing a reward (POST on the same path) is not served: 405 with Allow: GET.
      if (f === "rewards" && g === "purchases")
        return allow("GET", () => memberHistory("reward purchases", [c, e], rawQuery, h));
    }
    if (v === "v2" && a === "loyalties" && b === "memberships" && c && segments.length === 4)
      return allow("GET", () => memberships(c, rawQuery, h));
    if (
      v === "v2" &&
      a === "loyalties" &&
      b === "programs" &&
      c &&
      d === "memberships" &&
      e &&
      segments.length === 6
    )
      return allow("GET", () => programMembership(c, e, rawQuery, h));
    if (
      v === "v1" &&
      a === "loyalties" &&
      b === "members" &&
      c &&
      d === "transactions" &&
      segments.length === 5
    )
      return allow("GET", () => memberTransactions(undefined, c, rawQuery, h));
    if (
      v === "v1" &&
      a === "loyalties" &&
      b &&
      c === "members" &&
      d &&
      e === "transactions" &&
      segments.length === 6
    )
      return allow("GET", () => memberTransactions(b, d, rawQuery, h));
    if (v === "v1" && a === "loyalties" && b === "members" && c && segments.length === 4)
      return allow("GET", () => getMember(undefined, c, h));
    if (v === "v1" && a === "loyalties" && b && c === "members" && d && segments.length === 5)
      return allow("GET", () => getMember(b, d, h));
    return json(
      404,
      errorBody(404, "not_found", "Resource not found", { details: `Cannot ${method} ${rawPath}` }),
    );
  }

  // --- faults --------------------------------------------------------------------------------
  function takeFault(method: string, path: string): Fault | undefined {
    for (const active of rules) {
      const { fault, match } = active.rule;
      if (active.remaining !== undefined && active.remaining <= 0) continue;
      if (match?.method && match.method.toUpperCase() !== method) continue;
      if (match?.pathPrefix && !path.startsWith(match.pathPrefix)) continue;
      // v2_disabled only concerns v2 endpoints.
      if (fault.kind === "v2_disabled" && !path.startsWith("/v2/")) continue;
      if (active.remaining !== undefined) active.remaining--;
      return fault;
    }
    return undefined;
  }

  /** A 200 body of the endpoint's shape for the data faults, without auth: the normal answer when it is one. */
  function shapedBody(method: string, path: string, query: string, h: Record<string, string>): unknown {
    if (method === "GET") {
      const normal = route(method, path, query, h, "");
      if (normal.status === 200) {
        const value = JSON.parse(normal.body) as Record<string, unknown>;
        if (Object.keys(value).length > 0) return value;
      }
    }
    if (path.startsWith("/v2/")) {
      const card = data.v2.cards.find((c) => c.id === data.samples.cardId)!;
      return bucketPage(card, "expiration_date", 0, 10);
    }
    if (path.startsWith("/v1/loyalties/")) return data.members[data.samples.loyaltyCardCode];
    return {
      object: "list",
      data_ref: "redemptions",
      redemptions: data.redemptions.slice(0, 10),
      total: data.redemptions.length,
    };
  }

  const REDEMPTION_REQUIRED = [
    "object",
    "date",
    "result",
    "customer_id",
    "tracking_id",
    "channel",
    "related_object_type",
    "related_object_id",
  ];
  const BUCKET_REQUIRED = ["points", "expiration_date", "card_id", "member_id", "program_id"];

  function missingFields(value: unknown): unknown {
    const body = structuredClone(value) as Record<string, unknown>;
    const strip = (row: unknown, keys: string[]) => {
      for (const key of keys) delete (row as Record<string, unknown>)[key];
    };
    if (Array.isArray(body.redemptions)) for (const row of body.redemptions) strip(row, REDEMPTION_REQUIRED);
    else if (Array.isArray(body.data)) for (const row of body.data) strip(row, BUCKET_REQUIRED);
    else strip(body, ["code", "loyalty_card", "campaign_id"]);
    return body;
  }

  function wrongTypedRow(value: unknown): unknown {
    const body = structuredClone(value) as Record<string, unknown>;
    if (Array.isArray(body.redemptions) && body.redemptions.length)
      (body.redemptions[0] as Record<string, unknown>).date = 12345;
    else if (Array.isArray(body.data) && body.data.length)
      (body.data[0] as Record<string, unknown>).expiration_date = 12345;
    else if (body.loyalty_card && typeof body.loyalty_card === "object")
      (body.loyalty_card as Record<string, unknown>).points = String(
        (body.loyalty_card as { points?: unknown }).points,
      );
    else body.created_at = 12345;
    return body;
  }

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function applyFault(
    fault: Fault,
    method: string,
    path: string,
    query: string,
    h: Record<string, string>,
    body: string,
  ): Promise<Reply | "hang"> {
    switch (fault.kind) {
      case "rate_limit": {
        const retryAt = Math.ceil(Date.now() / 1000) + fault.retryAfterSeconds;
        return json(
          429,
          errorBody(429, "too_many_requests", "Too many requests hit the API too quickly.", {
            details: `Rate limit of ${RATE_LIMIT_PER_MINUTE} requests per minute exceeded; retry in ${fault.retryAfterSeconds} s`,
          }),
          {
            "Retry-After": String(fault.retryAfterSeconds),
            "X-Rate-Limit-Remaining": "0",
            "X-Rate-Limit-Retry": String(retryAt),
            "X-Rate-Limit-Type": "project",
          },
        );
      }
      case "status": {
        const message = STATUS_CODES[fault.status] ?? "Error";
        return json(
          fault.status,
          errorBody(fault.status, message.toLowerCase().replace(/\s+/g, "_"), message, {
            details: "Something went wrong on our side. Try again later.",
          }),
        );
      }
      case "slow":
        await delay(fault.delayMs);
        if (closed) return "hang";
        return route(method, path, query, h, body);
      case "hang":
        return "hang";
      case "malformed_json": {
        const text = JSON.stringify(shapedBody(method, path, query, h));
        return {
          status: 200,
          headers: { "Content-Type": JSON_TYPE },
          body: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
        };
      }
      case "html_error": {
        const status = fault.status ?? 502;
        const title = `${status} ${STATUS_CODES[status] ?? "Error"}`;
        return {
          status,
          headers: { "Content-Type": "text/html; charset=utf-8" },
          body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
        };
      }
      case "missing_fields":
        return json(200, missingFields(shapedBody(method, path, query, h)));
      case "wrong_typed_row":
        return json(200, wrongTypedRow(shapedBody(method, path, query, h)));
      case "forbidden":
        // Choice: the OpenAPI files show 403 "forbidden" with the resource named; a role without the
        // operation answers "missing_required_permission", its wording not published.
        return fault.key === "forbidden"
          ? json(
              403,
              errorBody(403, "forbidden", "Forbidden", {
                details:
                  "Resource campaign with id camp_7u3ZPLSByANMXjBkAs4kT2nS is not accessible in given context",
                resource_id: "camp_7u3ZPLSByANMXjBkAs4kT2nS",
                resource_type: "campaign",
              }),
            )
          : json(
              403,
              errorBody(403, "missing_required_permission", "Missing required permission", {
                details: "The API key's role does not allow this operation",
              }),
            );
      case "v2_disabled":
        // Choice: 403 with key "feature_not_enabled", in the v2 error body, modelled on the API's
        // 403 "forbidden" bodies and its "*_not_enabled" keys; the real text is not published.
        return json(
          403,
          errorBody(403, "feature_not_enabled", "Feature not enabled", {
            details: "Loyalty programs (v2) are not enabled for this project",
          }),
        );
    }
  }

  // --- request handling ----------------------------------------------------------------------
  function send(res: ServerResponse, reply: Reply, remaining: number) {
    if (res.destroyed || res.headersSent) return;
    const headers: Record<string, string> = {
      "X-Rate-Limit-Limit": String(RATE_LIMIT_PER_MINUTE),
      "X-Rate-Limit-Remaining": String(remaining),
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers":
        "X-Rate-Limit-Limit, X-Rate-Limit-Remaining, X-Rate-Limit-Retry, X-Rate-Limit-Type, Retry-After",
      ...reply.headers,
    };
    if (reply.status !== 204) headers["Content-Length"] = String(Buffer.byteLength(reply.body));
    res.writeHead(reply.status, headers);
    res.end(reply.status === 204 ? undefined : reply.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      return;
    }
    const method = (req.method ?? "GET").toUpperCase();
    let rawUrl = req.url ?? "/";
    if (/^https?:\/\//i.test(rawUrl)) rawUrl = rawUrl.replace(/^https?:\/\/[^/?#]*/i, "") || "/";
    const q = rawUrl.indexOf("?");
    const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
    const query = q < 0 ? "" : rawUrl.slice(q + 1);
    const headers = flattenHeaders(req);
    requests.push({ method, path, query, headers, body, at: Date.now() });

    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== rate.minute) {
      rate.minute = minute;
      rate.count = 0;
    }
    rate.count++;
    const remaining = Math.max(0, RATE_LIMIT_PER_MINUTE - rate.count);

    // CORS preflights are answered before faults, so they never use up a fault's `times`.
    if (method === "OPTIONS" && headers["access-control-request-method"]) {
      send(
        res,
        {
          status: 204,
          headers: {
            "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
            "Access-Control-Allow-Headers":
              "Authorization, Content-Type, X-App-Id, X-App-Token, X-Voucherify-Channel, Accept",
            "Access-Control-Max-Age": "600",
          },
          body: "",
        },
        remaining,
      );
      return;
    }
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) {
      send(
        res,
        json(413, {
          statusCode: 413,
          error: "Request Entity Too Large",
          message: "request entity too large",
        }),
        remaining,
      );
      return;
    }

    const fault = takeFault(method, path);
    const reply = fault
      ? await applyFault(fault, method, path, query, headers, body)
      : route(method, path, query, headers, body);
    if (reply === "hang" || closed) return;
    send(res, reply, remaining);
  }

  // --- server --------------------------------------------------------------------------------
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { "Content-Type": JSON_TYPE });
        res.end(
          JSON.stringify({
            code: 500,
            key: "internal_server_error",
            message: String(error),
            request_id: requestId(),
          }),
        );
      }
    });
  };
  let server: Server;
  if (tls) {
    const certificate = await makeCertificate();
    server = createHttpsServer({ key: certificate.key, cert: certificate.cert }, listener);
  } else {
    server = createHttpServer(listener);
  }
  // Longer than the browser keeps an idle connection: otherwise the server may close a socket just
  // as the browser reuses it, and a retried request fails on the network instead of getting its answer.
  server.keepAliveTimeout = 120_000;
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  // A client that drops mid-handshake or sends garbage must not crash the test run.
  server.on("tlsClientError", () => {});
  server.on("clientError", (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `${tls ? "https" : "http"}://${host.includes(":") ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    port,
    origin,
    credentials,
    requests,
    clearRequests() {
      requests.length = 0;
    },
    setFaults(newRules: FaultRule[]) {
      rules = newRules.map((rule) => ({ rule, remaining: rule.fault.times }));
    },
    clearFaults() {
      rules = [];
    },
    expireCursors() {
      for (const state of cursors.values()) state.expired = true;
      for (const state of historyCursors.values()) state.expired = true;
    },
    data,
    history,
    close() {
      closing ??= new Promise<void>((resolve) => {
        closed = true;
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
      return closing;
    },
  };
}
