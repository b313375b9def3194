import { describe, expect, it } from "vitest";
import type { Reply } from "@/lib/core/contract/envelope";
import { describeRevokeOutcome, type RevokedWith } from "@/lib/tokens/revoke-outcome";
import type { RevokeReply } from "@/lib/tokens/tokens.messages";

const STORED: RevokedWith = { which: "stored", profileName: "Acme EU", host: "api.voucherify.io" };
const PASTED: RevokedWith = { ...STORED, which: "pasted" };

const answered = (value: Omit<RevokeReply, "profileName" | "host">): Reply<RevokeReply> => ({
  ok: true,
  credential: "app_keys",
  value: { ...value, profileName: "Acme EU", host: "api.voucherify.io" },
});
const http = (status: number, contentType?: string): Reply<RevokeReply> => ({
  ok: false,
  error: {
    kind: "http",
    status,
    body: {},
    operation: "revokeToken",
    ...(contentType ? { contentType } : {}),
  },
});
const NOT_FOUND = { revoked: false, reason: "not_found_or_inactive" } as const;

describe("what the agent is told after a revocation", () => {
  it("204 for the stored token: revoked, and it is forgotten", () => {
    expect(describeRevokeOutcome(answered({ revoked: true, wasStoredToken: true }), STORED)).toEqual({
      tone: "success",
      dead: true,
      title: "Revoked: the token can no longer be used.",
      detail: "It was removed from “Acme EU”; lookups now use the App keys.",
    });
  });

  it("204 for a pasted token: revoked, saying whose keys and which host did it", () => {
    expect(describeRevokeOutcome(answered({ revoked: true, wasStoredToken: false }), PASTED)).toEqual({
      tone: "success",
      dead: true,
      title: "Revoked: the token can no longer be used.",
      detail: "Revoked with the keys of “Acme EU” on api.voucherify.io.",
    });
  });

  it("the API's own 404 for the stored token: it can no longer be used", () => {
    expect(describeRevokeOutcome(answered({ ...NOT_FOUND, wasStoredToken: true }), STORED)).toMatchObject({
      dead: true,
      title: "Not found or already inactive: the token can no longer be used.",
    });
  });

  it("the API's own 404 for a pasted token: unknown to this project, which does not prove it dead", () => {
    const outcome = describeRevokeOutcome(answered({ ...NOT_FOUND, wasStoredToken: false }), PASTED);
    expect(outcome).toMatchObject({ tone: "error", dead: false });
    expect(outcome.title).toContain("the project of “Acme EU” on api.voucherify.io does not know this token");
    expect(outcome.detail).toContain("If it came from another project or region, it may still work");
  });

  it.each([
    ["an HTML page", "text/html; charset=utf-8", "a web page"],
    ["an empty answer", undefined, "an empty answer"],
    ["a proxy's JSON", "application/problem+json", "a body that is not Voucherify's error"],
  ])(
    "a 404 with %s is not certain: the token may still work, and the stored one is kept",
    (_label, type, words) => {
      const outcome = describeRevokeOutcome(http(404, type), STORED);
      expect(outcome.dead).toBe(false);
      expect(outcome.title).toBe(
        `Not revoked for certain: api.voucherify.io answered 404 with ${words}, not Voucherify's own answer. The token may still work.`,
      );
      expect(outcome.detail).toBe(
        "Check the region or custom API URL of “Acme EU” in Settings, and try again. The stored token is kept.",
      );
    },
  );

  it("a 404 that is not the API's for a pasted token says which keys were tried and to choose the token's profile", () => {
    expect(describeRevokeOutcome(http(404, "text/html"), PASTED).detail).toBe(
      "Tried with the keys of “Acme EU” on api.voucherify.io: choose the profile of the token's project and region, and try again.",
    );
  });

  it("401: the keys were refused by the host, nothing revoked, the stored token kept", () => {
    expect(describeRevokeOutcome(http(401), STORED)).toEqual({
      tone: "error",
      dead: false,
      title:
        "Nothing was revoked: api.voucherify.io refused the App ID or App Token of “Acme EU” (401). The token may still work.",
      detail: "Fix the keys in Settings, or check the region, and try again. The stored token is kept.",
    });
  });

  it("403: the keys may not revoke tokens, named as such", () => {
    expect(describeRevokeOutcome(http(403), STORED)).toEqual({
      tone: "error",
      dead: false,
      title:
        "Nothing was revoked: the keys of “Acme EU” cannot revoke OAuth tokens (403). The token may still work.",
      detail:
        "Ask your admin for keys with the right to manage the project's OAuth tokens. The stored token is kept.",
    });
  });

  it.each([
    [http(503)],
    [{ ok: false, error: { kind: "network", message: "Failed to fetch" } } satisfies Reply<RevokeReply>],
    [{ ok: false, error: { kind: "timeout", afterMs: 15000 } } satisfies Reply<RevokeReply>],
  ])("%j: not revoked yet, the token may still work", (reply) => {
    expect(describeRevokeOutcome(reply, STORED)).toMatchObject({
      dead: false,
      title:
        "Not revoked yet: api.voucherify.io could not be reached or was unavailable. The token may still work.",
    });
  });

  it("a rate limit says to wait, and that the token may still work", () => {
    const reply: Reply<RevokeReply> = { ok: false, error: { kind: "rate_limited", retryAt: 0, body: {} } };
    expect(describeRevokeOutcome(reply, STORED)).toMatchObject({
      dead: false,
      title:
        "Not revoked yet: api.voucherify.io asked to slow down (too many requests). The token may still work.",
    });
  });

  it("a success that is not Voucherify's 204 proves nothing, and says what came", () => {
    const reply: Reply<RevokeReply> = {
      ok: false,
      error: { kind: "shape", issue: { path: "(status)", message: "answered 200, not Voucherify's 204" } },
    };
    expect(describeRevokeOutcome(reply, STORED)).toEqual({
      tone: "error",
      dead: false,
      title:
        "Not revoked for certain: api.voucherify.io did not answer as Voucherify does. The token may still work.",
      detail:
        "answered 200, not Voucherify's 204. Check the region or custom API URL of “Acme EU” in Settings, and try again. The stored token is kept.",
    });
  });

  it("passes on why input was refused", () => {
    const reply: Reply<RevokeReply> = {
      ok: false,
      error: { kind: "invalid_input", field: "token", message: "“Acme EU” has no stored OAuth token" },
    };
    expect(describeRevokeOutcome(reply, STORED).title).toBe("“Acme EU” has no stored OAuth token");
  });

  it("never says a token is dead unless the answer proves it", () => {
    const uncertain = [400, 401, 403, 404, 405, 409, 415, 429, 500, 502, 503].map((status) => http(status));
    for (const reply of uncertain) expect(describeRevokeOutcome(reply, STORED).dead).toBe(false);
  });
});
