import { describe, expect, it } from "vitest";
import type { Reply, RevokeReply } from "@/lib/messaging/protocol";
import { describeRevokeOutcome } from "@/lib/tokens/revoke-outcome";

const http = (status: number): Reply<RevokeReply> => ({
  ok: false,
  error: { kind: "http", status, body: {} },
});

describe("what the agent is told after a revocation", () => {
  it("204: revoked, and a stored token is forgotten", () => {
    const reply: Reply<RevokeReply> = {
      ok: true,
      credential: "app_keys",
      value: { revoked: true, wasStoredToken: true, profileName: "Acme EU" },
    };
    expect(describeRevokeOutcome(reply, "stored")).toEqual({
      tone: "success",
      dead: true,
      title: "Revoked: the token can no longer be used.",
      detail: "It was removed from “Acme EU”; lookups now use the App keys.",
    });
  });

  it("404: not found or already inactive, which is just as dead", () => {
    const reply: Reply<RevokeReply> = {
      ok: true,
      credential: "app_keys",
      value: {
        revoked: false,
        reason: "not_found_or_inactive",
        wasStoredToken: false,
        profileName: "Acme EU",
      },
    };
    expect(describeRevokeOutcome(reply, "pasted")).toMatchObject({
      dead: true,
      title: "Not found or already inactive: it cannot be used.",
    });
  });

  it.each([401, 403])("%i: wrong keys, nothing revoked, the stored token kept", (status) => {
    expect(describeRevokeOutcome(http(status), "stored")).toEqual({
      tone: "error",
      dead: false,
      title: "Nothing was revoked: the App ID or App Token was refused.",
      detail: "Fix the keys in Settings and try again. The stored token is kept.",
    });
  });

  it.each([
    [http(503)],
    [{ ok: false, error: { kind: "network", message: "Failed to fetch" } } as Reply<RevokeReply>],
    [{ ok: false, error: { kind: "timeout", afterMs: 15000 } } as Reply<RevokeReply>],
  ])("%j: not revoked yet, try again", (reply) => {
    expect(describeRevokeOutcome(reply, "stored")).toMatchObject({
      dead: false,
      title: "Not revoked yet: the token may still work.",
    });
  });

  it("passes on why input was refused", () => {
    const reply: Reply<RevokeReply> = {
      ok: false,
      error: { kind: "invalid_input", field: "token", message: "“Acme EU” has no stored OAuth token" },
    };
    expect(describeRevokeOutcome(reply, "stored").title).toBe("“Acme EU” has no stored OAuth token");
  });
});
