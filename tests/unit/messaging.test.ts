import { describe, expect, it, vi } from "vitest";
import type { Connection, SendHooks } from "@/lib/api/client";
import type { Voucherify } from "@/lib/api/voucherify";
import { classifySender } from "@/lib/messaging/senders";
import { handleMessage, type WorkerServices } from "@/lib/messaging/worker-handler";
import type { StoredProfile } from "@/lib/settings/schema";

const EXTENSION_ID = "abcdefghijklmnopabcdefghijklmnop";
const ORIGIN = `chrome-extension://${EXTENSION_ID}/`;

describe("who is asking", () => {
  it.each([
    [{ id: EXTENSION_ID, url: `${ORIGIN}sidepanel.html` }, "extension_page"],
    // The side panel page opened in a tab still is our page.
    [{ id: EXTENSION_ID, url: `${ORIGIN}sidepanel.html`, tab: { id: 3 } }, "extension_page"],
    [{ id: EXTENSION_ID, url: "https://acme.zendesk.com/agent/tickets/1", tab: { id: 3 } }, "content_script"],
    [{ id: "another-extension", url: `${ORIGIN}options.html` }, "untrusted"],
    [{ id: EXTENSION_ID, url: "https://acme.zendesk.com/" }, "untrusted"],
    [{ id: EXTENSION_ID }, "untrusted"],
    [{ url: "https://evil.example/" }, "untrusted"],
  ])("%j is %s", (sender, kind) => {
    expect(classifySender(sender as never, EXTENSION_ID, ORIGIN)).toBe(kind);
  });
});

const profile: StoredProfile = { id: "p1", name: "Acme EU", region: "api", appId: "app" };
const connection: Connection = {
  baseUrl: "https://api.voucherify.io",
  credentials: { appId: "app", appToken: "secret-app-token", oauthToken: "secret-oauth" },
};

function services(overrides: Partial<Voucherify> = {}) {
  const voucherify = {
    listRedemptions: vi.fn(async () => ({
      ok: true as const,
      value: { total: 42, redemptions: [] },
      credential: "oauth_token" as const,
    })),
    getMember: vi.fn(async () => ({
      ok: true as const,
      value: { id: "v_1", code: "X" },
      credential: "app_keys" as const,
    })),
    listExpiringPoints: vi.fn(),
    revokeToken: vi.fn(async () => ({
      ok: true as const,
      value: { revoked: true as const },
      credential: "app_keys" as const,
    })),
    ...overrides,
  } as unknown as Voucherify;
  const all = {
    voucherify,
    activeConnection: vi.fn(async () => ({ ok: true as const, profile, connection })),
    draftConnection: vi.fn(async () => ({
      ok: true as const,
      profile: { ...profile, name: "Draft" },
      connection,
    })),
    forgetOauthToken: vi.fn(async () => {}),
    queueLookup: vi.fn(async () => {}),
    recordDetected: vi.fn(async () => {}),
    reportWait: vi.fn(),
    detectorConfig: vi.fn(async () => ({
      emails: true,
      codePatterns: [{ kind: "prefix" as const, value: "BF25-" }],
    })),
    openPanel: vi.fn(),
  } satisfies WorkerServices;
  return all;
}

const page = { kind: "extension_page" as const };
const content = { kind: "content_script" as const, tabId: 7 };

describe("the worker's message handler", () => {
  it("runs a lookup for an extension page with the active profile", async () => {
    const s = services();
    const reply = await handleMessage({ type: "redemptions.list", params: { limit: 5 } }, page, s);
    expect(reply).toMatchObject({ ok: true, value: { total: 42 } });
    expect(s.voucherify.listRedemptions).toHaveBeenCalledWith(connection, { limit: 5 }, {});
  });

  it("tells the page that holds the ticket when its lookup waits to try again", async () => {
    const s = services({
      listRedemptions: vi.fn(async (_connection: unknown, _params: unknown, hooks?: SendHooks) => {
        hooks?.onWait?.({ until: 1234, cause: "rate_limited" });
        return { ok: true as const, value: { total: 0, redemptions: [] }, credential: "app_keys" as const };
      }),
    });
    await handleMessage({ type: "redemptions.list", params: {}, ticket: "t-1" }, page, s);
    expect(s.reportWait).toHaveBeenCalledWith({
      type: "lookup.waiting",
      ticket: "t-1",
      until: 1234,
      cause: "rate_limited",
    });
    const refused = await handleMessage({ type: "member.get", params: {}, ticket: "../x" }, page, s);
    expect(refused).toMatchObject({ ok: false, error: { field: "ticket" } });
  });

  it("gives a content script its detection settings and nothing more", async () => {
    const s = services();
    const reply = await handleMessage({ type: "detection.config" }, content, s);
    expect(reply).toEqual({
      ok: true,
      value: { emails: true, codePatterns: [{ kind: "prefix", value: "BF25-" }] },
      credential: "app_keys",
    });
    expect(s.activeConnection).not.toHaveBeenCalled();
    expect(await handleMessage({ type: "detection.config", profileId: "p1" }, content, s)).toMatchObject({
      ok: false,
    });
  });

  it.each([
    [{ type: "redemptions.list", params: {} }],
    [{ type: "member.get", params: { memberId: "X" } }],
    [{ type: "expiringPoints.list", params: { programId: "lprg_1", memberId: "lmbr_1", cardId: "lcrd_1" } }],
    [{ type: "token.revoke", target: { kind: "stored" } }],
    [{ type: "token.revoke", target: { kind: "pasted", token: "tok" } }],
    [{ type: "connection.test" }],
    [
      {
        type: "connection.test",
        profile: { name: "x", region: "custom", customUrl: "https://evil.example" },
      },
    ],
  ])("refuses %j from a content script, calling nothing", async (message) => {
    const s = services();
    const reply = await handleMessage(message, content, s);
    expect(reply).toMatchObject({ ok: false, error: { kind: "invalid_input" } });
    expect(s.activeConnection).not.toHaveBeenCalled();
    expect(s.voucherify.listRedemptions).not.toHaveBeenCalled();
    expect(s.voucherify.revokeToken).not.toHaveBeenCalled();
    expect(s.draftConnection).not.toHaveBeenCalled();
  });

  it("lets a content script only queue a lookup of a token the agent chose", async () => {
    const s = services();
    expect(await handleMessage({ type: "lookup.request", query: "BF25-XK3P9Q" }, content, s)).toMatchObject({
      ok: true,
    });
    expect(s.queueLookup).toHaveBeenCalledWith("BF25-XK3P9Q", 7);
    expect(s.activeConnection).not.toHaveBeenCalled();
  });

  it.each([
    [{ type: "lookup.request", query: "x", url: "https://evil.example" }],
    [{ type: "lookup.request", query: "x".repeat(257) }],
    [{ type: "lookup.request" }],
    [{ type: "settings.get" }],
    ["lookup.request"],
    [null],
  ])("refuses the malformed content message %j", async (message) => {
    const s = services();
    expect(await handleMessage(message, content, s)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input" },
    });
    expect(s.queueLookup).not.toHaveBeenCalled();
  });

  it("ignores everything from senders that are not this extension", async () => {
    const s = services();
    const reply = await handleMessage({ type: "redemptions.list", params: {} }, { kind: "untrusted" }, s);
    expect(reply).toMatchObject({ ok: false, error: { field: "sender" } });
    expect(s.activeConnection).not.toHaveBeenCalled();
  });

  it("refuses unknown fields in an extension page's message", async () => {
    const s = services();
    const reply = await handleMessage(
      { type: "member.get", params: {}, baseUrl: "https://evil.example" },
      page,
      s,
    );
    expect(reply).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "baseUrl" } });
  });

  it("tests the form's draft connection and reports what the keys can see", async () => {
    const s = services();
    const reply = await handleMessage({ type: "connection.test", profile: { name: "Draft" } }, page, s);
    expect(s.draftConnection).toHaveBeenCalledWith({ name: "Draft" });
    expect(s.voucherify.listRedemptions).toHaveBeenCalledWith(connection, { limit: 1 });
    expect(reply).toEqual({
      ok: true,
      credential: "oauth_token",
      value: { profileName: "Draft", baseUrl: "https://api.voucherify.io", redemptionsVisible: 42 },
    });
  });

  it("revokes the stored token with the App keys and forgets it", async () => {
    const s = services();
    const reply = await handleMessage({ type: "token.revoke", target: { kind: "stored" } }, page, s);
    expect(s.voucherify.revokeToken).toHaveBeenCalledWith(connection, { token: "secret-oauth" });
    expect(s.forgetOauthToken).toHaveBeenCalledWith("p1");
    expect(reply).toMatchObject({
      ok: true,
      value: { revoked: true, wasStoredToken: true, profileName: "Acme EU" },
    });
  });

  it("forgets the stored token when the API says it was already inactive", async () => {
    const s = services({
      revokeToken: vi.fn(async () => ({
        ok: true as const,
        value: { revoked: false as const, reason: "not_found_or_inactive" as const },
        credential: "app_keys" as const,
      })),
    });
    await handleMessage(
      { type: "token.revoke", target: { kind: "pasted", token: " secret-oauth " } },
      page,
      s,
    );
    expect(s.forgetOauthToken).toHaveBeenCalledWith("p1");
  });

  it("keeps the stored token when revoking another pasted one, or when revoking failed", async () => {
    const s = services();
    await handleMessage(
      { type: "token.revoke", target: { kind: "pasted", token: "someone-elses" } },
      page,
      s,
    );
    expect(s.forgetOauthToken).not.toHaveBeenCalled();

    const failing = services({
      revokeToken: vi.fn(async () => ({
        ok: false as const,
        error: { kind: "network" as const, message: "offline" },
      })),
    });
    expect(
      await handleMessage({ type: "token.revoke", target: { kind: "stored" } }, page, failing),
    ).toMatchObject({
      ok: false,
      error: { kind: "network" },
    });
    expect(failing.forgetOauthToken).not.toHaveBeenCalled();
  });
});
