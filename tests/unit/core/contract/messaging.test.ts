import { describe, expect, it, vi } from "vitest";
import { createHandlers, handleMessage, type WorkerServices } from "@/entrypoints/background/handlers";
import { CONTENT_REQUESTS, PAGE_REQUESTS } from "@/entrypoints/background/tables";
import type { Connection, SendHooks } from "@/lib/core/api/client";
import type { Voucherify } from "@/lib/core/api/voucherify";
import type { BrowserSender } from "@/lib/core/contract/router";
import { classifySender } from "@/lib/core/contract/senders";
import { MAX_REPLY_LENGTH } from "@/lib/core/contract/to-content";
import type { LanguageChoice } from "@/lib/language/language-choice";
import type { Lookup } from "@/lib/lookup/classify";
import { projectScope } from "@/lib/lookup/index.worker";
import { createLookupRate } from "@/lib/lookup/lookup-rate.worker";
import type { StoredProfile } from "@/lib/profiles/schema";

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

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const MEMBER = "lmbr_97058937a2315e0819";

function services(overrides: Partial<Voucherify> = {}, more: Partial<WorkerServices> = {}) {
  const queueLookup = vi.fn(async (_lookup: Lookup) => {});
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
    saveProfile: vi.fn(async () => ({ ok: true as const, profile, credentialsChanged: false })),
    deleteProfile: vi.fn(async () => true),
    activateProfile: vi.fn(async () => true),
    profileViews: vi.fn(async () => [{ ...profile, hasAppToken: true }]),
    // A click is filed as it arrives (the ticket its tab shows then), and queued once its lookup is known.
    fileLookup: vi.fn((_from: { tabId?: number | undefined; windowId?: number | undefined }) => queueLookup),
    allowLookupFrom: vi.fn(() => true),
    admitsReport: vi.fn(() => true),
    recordDetected: vi.fn(async () => true),
    recordRoute: vi.fn(async () => true),
    forgetDocument: vi.fn(async () => true),
    checkFrames: vi.fn(async () => 1),
    useReplyBox: vi.fn(async () => true),
    insertReply: vi.fn(async () => ({ inserted: true as const, editor: "rich_editor" as const })),
    reportWait: vi.fn(),
    detectorConfig: vi.fn(async () => ({
      emails: false,
      codePatterns: [{ kind: "prefix" as const, value: "BF25-" }],
    })),
    openPanel: vi.fn(),
    settingsInForce: vi.fn(async () => ({
      detection: { emails: false, emailsLocked: false, autoCustomer: true, ownDomains: [] },
      active: null,
      patternsWaiting: 0,
      replies: { templates: {} },
      privacy: { masking: false, maskingLocked: false, logDays: 30, disclosureWaiting: false },
    })),
    changeDetection: vi.fn(async () => ({
      ok: true as const,
      settings: { emails: true, codePatterns: {}, autoCustomer: true, ownDomains: [] },
    })),
    lookupMade: vi.fn(async (_profileId: string, lookup: Lookup) => ({
      recent: [{ lookup, at: 1 }],
      entryId: "entry-1",
    })),
    noteRequestId: vi.fn(async () => true),
    clearLookupLog: vi.fn(async () => {}),
    setMasking: vi.fn(async (on: boolean) => on),
    acknowledgeDisclosure: vi.fn(async () => {}),
    keepAnswer: vi.fn(async () => true),
    recordCheck: vi.fn(async () => true),
    dismissWhatsNew: vi.fn(async () => {}),
    allowAutoLookup: vi.fn(async () => true),
    chooseLanguage: vi.fn(async (choice: LanguageChoice) => choice || ("en" as const)),
    pageWords: vi.fn(async () => ({
      lookUpButton: "In Voucher Lens nachschlagen",
      lookUpToken: "{text} in Voucher Lens nachschlagen",
    })),
    ...more,
  } satisfies WorkerServices;
  return { ...all, queueLookup };
}

const page: BrowserSender = { kind: "extension_page" };
const TICKET_URL = "https://acme.zendesk.com/agent/tickets/1";
const content: BrowserSender = {
  kind: "content_script",
  tabId: 7,
  windowId: 2,
  frameId: 0,
  url: TICKET_URL,
  origin: "https://acme.zendesk.com",
};
/** Where the content script's messages come from, as the worker's services are told it. */
const TOP_FRAME = { frameId: 0, url: TICKET_URL, origin: "https://acme.zendesk.com" };
/** A document's id, as its content script makes it. */
const DOC = "0b7e1c52-6f1d-4a4e-9a53-2f4c1c7d9e10";
const send = (message: unknown, sender: BrowserSender, s: WorkerServices) =>
  handleMessage(message, sender, createHandlers(s));

describe("the contract", () => {
  it("has a handler for every message type of every table the worker serves, and no other", () => {
    const handlers = createHandlers(services());
    expect(Object.keys(handlers.page).sort()).toEqual(Object.keys(PAGE_REQUESTS).sort());
    expect(Object.keys(handlers.content).sort()).toEqual(Object.keys(CONTENT_REQUESTS).sort());
  });
});

describe("the worker's message handler", () => {
  it("runs a lookup for an extension page with the active profile", async () => {
    const s = services();
    const reply = await send({ type: "redemptions.list", input: { params: { limit: 5 } } }, page, s);
    expect(reply).toMatchObject({ ok: true, value: { total: 42 } });
    expect(s.voucherify.listRedemptions).toHaveBeenCalledWith(connection, { limit: 5 }, {});
  });

  it("hands a page's refresh to the API client as fresh, and refuses any other value there", async () => {
    const s = services();
    await send({ type: "redemptions.list", input: { params: { limit: 5 } }, fresh: true }, page, s);
    expect(s.voucherify.listRedemptions).toHaveBeenCalledWith(connection, { limit: 5 }, { fresh: true });
    const refused = await send(
      { type: "redemptions.list", input: { params: { limit: 5 } }, fresh: "yes" },
      page,
      s,
    );
    expect(refused).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "fresh" } });
  });

  it("answers a page's lookup only while the profile and project it asks as are in force", async () => {
    const s = services();
    const asked = { type: "redemptions.list", input: { params: { limit: 5 } } };
    const theirs = await send({ ...asked, scope: projectScope(profile) }, page, s);
    expect(theirs).toMatchObject({ ok: true, value: { total: 42 } });
    // Another profile chosen in the popup while the panel asked: its answer would be shown, and kept
    // for the session, as the profile the panel shows.
    for (const scope of [
      projectScope({ ...profile, id: "p2" }),
      projectScope({ ...profile, appId: "another-project" }),
    ]) {
      const refused = await send({ ...asked, scope }, page, s);
      expect(refused).toMatchObject({
        ok: false,
        error: { kind: "invalid_input", field: "profile", message: "another profile was chosen meanwhile" },
      });
    }
    expect(s.voucherify.listRedemptions).toHaveBeenCalledTimes(1);
  });

  it("refuses a lookup whose parameters break the interface's limits, calling nothing", async () => {
    const s = services();
    const reply = await send({ type: "redemptions.list", input: { params: { limit: 500 } } }, page, s);
    expect(reply).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "params.limit" } });
    expect(s.voucherify.listRedemptions).not.toHaveBeenCalled();
  });

  it("tells the page that holds the ticket when its lookup waits to try again", async () => {
    const s = services({
      listRedemptions: vi.fn(async (_connection: unknown, _params: unknown, hooks?: SendHooks) => {
        hooks?.onWait?.({ until: 1234, cause: "rate_limited" });
        return { ok: true as const, value: { total: 0, redemptions: [] }, credential: "app_keys" as const };
      }),
    });
    await send({ type: "redemptions.list", input: { params: {} }, ticket: "t-1" }, page, s);
    expect(s.reportWait).toHaveBeenCalledWith({
      type: "lookup.waiting",
      ticket: "t-1",
      until: 1234,
      cause: "rate_limited",
    });
    const refused = await send(
      { type: "member.get", input: { params: { memberId: "X" } }, ticket: "../x" },
      page,
      s,
    );
    expect(refused).toMatchObject({ ok: false, error: { field: "ticket" } });
  });

  it("gives a content script its detection settings and nothing more", async () => {
    const s = services();
    const reply = await send({ type: "detection.config", input: {} }, content, s);
    expect(reply).toEqual({
      ok: true,
      value: { emails: false, codePatterns: [{ kind: "prefix", value: "BF25-" }] },
    });
    expect(s.activeConnection).not.toHaveBeenCalled();
    expect(await send({ type: "detection.config", input: { profileId: "p1" } }, content, s)).toMatchObject({
      ok: false,
    });
  });

  it.each([
    [{ type: "redemptions.list", input: { params: {} } }],
    [{ type: "member.get", input: { params: { memberId: "X" } } }],
    [
      {
        type: "expiringPoints.list",
        input: { params: { programId: "lprg_1", memberId: "lmbr_1", cardId: "lcrd_1" } },
      },
    ],
    [{ type: "memberships.get", input: { params: { customerId: CUST, identificationType: "customer_id" } } }],
    [
      {
        type: "programMembership.get",
        input: {
          params: {
            customerId: CUST,
            identificationType: "customer_id",
            programId: "lprg_0123456789abcdef01",
          },
        },
      },
    ],
    [
      {
        type: "pendingPoints.list",
        input: {
          params: {
            programId: "lprg_0123456789abcdef01",
            memberId: MEMBER,
            cardId: "lcrd_0123456789abcdef01",
          },
        },
      },
    ],
    [
      {
        type: "cardHistory.list",
        input: {
          params: {
            programId: "lprg_0123456789abcdef01",
            memberId: MEMBER,
            cardId: "lcrd_0123456789abcdef01",
          },
        },
      },
    ],
    [{ type: "memberHistory.list", input: { params: { memberId: "LT1-wMPnRhxb" } } }],
    [{ type: "token.revoke", input: { target: { kind: "stored" } } }],
    [{ type: "token.revoke", input: { target: { kind: "pasted", token: "tok" } } }],
    [{ type: "connection.test", input: {} }],
    [{ type: "profiles.list", input: {} }],
    [{ type: "profile.delete", input: { id: "p1" } }],
    [{ type: "profile.activate", input: { id: "p1" } }],
    [
      {
        type: "profile.save",
        input: { profile: { name: "x", region: "custom", customUrl: "https://evil.example", appId: "a" } },
      },
    ],
  ])("refuses %j from a content script, calling nothing", async (message) => {
    const s = services();
    const reply = await send(message, content, s);
    expect(reply).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "sender" } });
    expect(s.activeConnection).not.toHaveBeenCalled();
    expect(s.voucherify.listRedemptions).not.toHaveBeenCalled();
    expect(s.voucherify.revokeToken).not.toHaveBeenCalled();
    expect(s.draftConnection).not.toHaveBeenCalled();
    expect(s.saveProfile).not.toHaveBeenCalled();
    expect(s.deleteProfile).not.toHaveBeenCalled();
    expect(s.activateProfile).not.toHaveBeenCalled();
    expect(s.profileViews).not.toHaveBeenCalled();
  });

  it("refuses a page's lookup.request: only a content script speaks for a click on a page", async () => {
    const s = services();
    const reply = await send(
      { type: "lookup.request", input: { token: { kind: "code", text: "BF25-XK3P9Q" } } },
      page,
      s,
    );
    expect(reply).toMatchObject({ ok: false, error: { field: "sender" } });
    expect(s.queueLookup).not.toHaveBeenCalled();
  });

  it("queues a clicked token with the kind it was marked as, for the panel of its window", async () => {
    const s = services();
    const reply = await send(
      { type: "lookup.request", input: { token: { kind: "code", text: "BF25-XK3P9Q" } } },
      content,
      s,
    );
    expect(reply).toEqual({ ok: true, value: { queued: true } });
    expect(s.openPanel).toHaveBeenCalledWith(7);
    expect(s.fileLookup).toHaveBeenCalledWith({ tabId: 7, windowId: 2 });
    expect(s.queueLookup).toHaveBeenCalledWith({ kind: "code", value: "BF25-XK3P9Q" });
    expect(s.activeConnection).not.toHaveBeenCalled();
  });

  it("files a click under what its tab shows as it arrives, before waiting on the profile's patterns", async () => {
    let patterns: (config: Awaited<ReturnType<WorkerServices["detectorConfig"]>>) => void = () => undefined;
    const s = services(
      {},
      {
        detectorConfig: () =>
          new Promise((resolve) => {
            patterns = resolve;
          }),
      },
    );
    const reply = send(
      { type: "lookup.request", input: { token: { kind: "code", text: "BF25-XK3P9Q" } } },
      content,
      s,
    );
    // The patterns are still being read: the click is filed already, and not yet queued.
    await vi.waitFor(() => expect(s.fileLookup).toHaveBeenCalledWith({ tabId: 7, windowId: 2 }));
    expect(s.queueLookup).not.toHaveBeenCalled();
    patterns({ emails: false, codePatterns: [{ kind: "prefix", value: "BF25-" }] });
    expect(await reply).toEqual({ ok: true, value: { queued: true } });
    expect(s.queueLookup).toHaveBeenCalledWith({ kind: "code", value: "BF25-XK3P9Q" });
  });

  it("queues a clicked loyalty member id as a member id, never as a voucher code", async () => {
    const s = services();
    await send({ type: "lookup.request", input: { token: { kind: "loyalty", text: MEMBER } } }, content, s);
    expect(s.fileLookup).toHaveBeenCalledWith({ tabId: 7, windowId: 2 });
    expect(s.queueLookup).toHaveBeenCalledWith({ kind: "loyalty_member_id", value: MEMBER });
  });

  it.each([
    ["a customer id of no customer shape", { kind: "customer", text: "cust_1" }],
    ["an id under another kind", { kind: "campaign", text: CUST }],
    ["a code no pattern of the profile matches", { kind: "code", text: "WHATEVER-1" }],
    ["an email while email detection is off", { kind: "email", text: "ann@example.com" }],
    ["a customer id with text around it", { kind: "customer", text: `${CUST} and more` }],
  ])("drops a lookup of %s, queuing nothing", async (_label, token) => {
    const s = services();
    const reply = await send({ type: "lookup.request", input: { token } }, content, s);
    expect(reply).toEqual({ ok: true, value: { queued: false } });
    expect(s.queueLookup).not.toHaveBeenCalled();
  });

  it("drops lookups a tab pushes more than three times a second, with no API call", async () => {
    let now = 1_000_000;
    const rate = createLookupRate(3, () => now);
    const s = services({}, { allowLookupFrom: (tabId) => rate.allow(tabId) });
    const click = () =>
      send({ type: "lookup.request", input: { token: { kind: "customer", text: CUST } } }, content, s);
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await click());
    expect(replies.map((r) => r.ok && (r.value as { queued: boolean }).queued)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(s.queueLookup).toHaveBeenCalledTimes(3);
    // Another tab is not held back by this one, and a second later this one may ask again.
    expect(rate.allow(8)).toBe(true);
    now += 1001;
    expect(await click()).toEqual({ ok: true, value: { queued: true } });
    expect(s.activeConnection).not.toHaveBeenCalled();
  });

  it("asks the tab's budget of lookups nobody clicked for the panel's autoLookup.allow, and never for a content script", async () => {
    const s = services({}, { allowAutoLookup: vi.fn(async () => false) });
    const input = { tabId: 7, customer: { kind: "customer_id", value: CUST } };
    expect(await send({ type: "autoLookup.allow", input }, page, s)).toEqual({
      ok: true,
      value: { allowed: false },
    });
    expect(s.allowAutoLookup).toHaveBeenCalledWith(7, input.customer);
    // A page cannot spend another tab's budget, nor a content script any: it is not theirs to ask.
    expect(await send({ type: "autoLookup.allow", input }, content, s)).toMatchObject({ ok: false });
    expect(s.allowAutoLookup).toHaveBeenCalledTimes(1);
    expect(
      await send(
        { type: "autoLookup.allow", input: { ...input, customer: { kind: "code", value: "X" } } },
        page,
        s,
      ),
    ).toMatchObject({ ok: false, error: { kind: "invalid_input" } });
  });

  it("keeps a page's choice of language, refuses one Voucher Lens does not speak, and never takes it from a content script", async () => {
    const s = services();
    expect(await send({ type: "language.choose", input: { language: "pl" } }, page, s)).toEqual({
      ok: true,
      value: { language: "pl" },
    });
    expect(await send({ type: "language.choose", input: { language: "it" } }, page, s)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input" },
    });
    expect(await send({ type: "language.choose", input: { language: "de" } }, content, s)).toMatchObject({
      ok: false,
    });
    expect(s.chooseLanguage).toHaveBeenCalledTimes(1);
  });

  it("gives a content script the Look up button's words and nothing more, and a page none", async () => {
    const s = services();
    expect(await send({ type: "page.words", input: {} }, content, s)).toEqual({
      ok: true,
      value: {
        lookUpButton: "In Voucher Lens nachschlagen",
        lookUpToken: "{text} in Voucher Lens nachschlagen",
      },
    });
    expect(await send({ type: "page.words", input: { language: "en" } }, content, s)).toMatchObject({
      ok: false,
    });
    expect(await send({ type: "page.words", input: {} }, page, s)).toMatchObject({ ok: false });
  });

  it("hands a frame's count of tokens past its cap to the tab's records", async () => {
    const s = services();
    const tokens = [{ kind: "customer", text: CUST, count: 1 }];
    await send({ type: "page.detected", input: { doc: DOC, tokens, more: 12 } }, content, s);
    expect(s.recordDetected).toHaveBeenCalledWith(7, TOP_FRAME, { doc: DOC, tokens, more: 12 });
    expect(
      await send(
        { type: "page.detected", input: { doc: DOC, tokens: Array(501).fill(tokens[0]) } },
        content,
        s,
      ),
    ).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "tokens" } });
  });

  it("keeps only the detected tokens that have the shape of their kind", async () => {
    const s = services();
    const tokens = [
      { kind: "customer", text: CUST, count: 2 },
      { kind: "customer", text: "cust_short", count: 1 },
      { kind: "loyalty", text: MEMBER, count: 1 },
      { kind: "code", text: "BF25-XK3P9Q", count: 1 },
      { kind: "code", text: "NOT-A-PATTERN", count: 1 },
      { kind: "email", text: "ann@example.com", count: 1 },
    ];
    const reply = await send({ type: "page.detected", input: { doc: DOC, tokens } }, content, s);
    expect(reply).toEqual({ ok: true, value: { recorded: 3 } });
    expect(s.recordDetected).toHaveBeenCalledWith(7, TOP_FRAME, {
      doc: DOC,
      tokens: [tokens[0], tokens[2], tokens[3]],
    });
  });

  it("reads no token of a page.detected the tab has no room for: past the caps a report costs a look at the room", async () => {
    const s = services({}, { admitsReport: vi.fn(() => false) });
    // Tokens of no shape at all: read, they would be refused; unread, the report is simply not kept.
    const input = { doc: DOC, tokens: [{ kind: "customer", text: 42 }, "junk"] };
    expect(await send({ type: "page.detected", input }, content, s)).toEqual({
      ok: true,
      value: { recorded: 0 },
    });
    expect(s.admitsReport).toHaveBeenCalledWith(7, 0);
    expect(s.recordDetected).not.toHaveBeenCalled();
    // With room, the same report is read and refused, naming the token at fault.
    const roomy = services();
    expect(await send({ type: "page.detected", input }, content, roomy)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", field: "tokens.0.text" },
    });
    expect(roomy.recordDetected).not.toHaveBeenCalled();
  });

  it("records none of a stale page.detected: a report for another ticket or document keeps nothing", async () => {
    const s = services({}, { recordDetected: vi.fn(async () => false) });
    const tokens = [{ kind: "customer", text: CUST, count: 1 }];
    const input = { doc: DOC, tokens, ticket: "https://acme.zendesk.com agent/1", sandboxed: true };
    expect(await send({ type: "page.detected", input }, content, s)).toEqual({
      ok: true,
      value: { recorded: 0 },
    });
    expect(s.recordDetected).toHaveBeenCalledWith(7, TOP_FRAME, input);
  });

  it.each([
    [{ tokens: [] }, "doc"],
    [{ doc: "not-a-uuid", tokens: [] }, "doc"],
    [{ doc: DOC, tokens: [], url: TICKET_URL }, "url"],
  ])("refuses the page.detected %j without a document's id, or with a URL", async (input, field) => {
    const s = services();
    expect(await send({ type: "page.detected", input }, content, s)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", field },
    });
    expect(s.recordDetected).not.toHaveBeenCalled();
  });

  it("hands the top frame's page.route to the tab's records with the sender's frame, URL and origin", async () => {
    const s = services();
    const report = { doc: DOC, url: "https://acme.zendesk.com/agent/tickets/2" };
    expect(await send({ type: "page.route", input: report }, content, s)).toEqual({
      ok: true,
      value: { recorded: true },
    });
    expect(s.recordRoute).toHaveBeenCalledWith(7, TOP_FRAME, report);
    expect(
      await send({ type: "page.route", input: { doc: DOC, url: "not a url" } }, content, s),
    ).toMatchObject({
      ok: false,
      error: { field: "url" },
    });
    expect(await send({ type: "page.route", input: report }, page, s)).toMatchObject({ ok: false });
    expect(s.recordRoute).toHaveBeenCalledTimes(1);
  });

  it("forgets a document that went (page.gone) and checks the tab's frames when the page removed some (page.framesRemoved)", async () => {
    const s = services();
    const frame = { ...content, frameId: 4 };
    expect(await send({ type: "page.gone", input: { doc: DOC } }, frame, s)).toEqual({
      ok: true,
      value: { forgotten: true },
    });
    expect(s.forgetDocument).toHaveBeenCalledWith(7, 4, DOC);
    expect(await send({ type: "page.framesRemoved", input: {} }, content, s)).toEqual({
      ok: true,
      value: { forgotten: 1 },
    });
    expect(s.checkFrames).toHaveBeenCalledWith(7);
    const { tabId: _tab, ...noTab } = content;
    expect(await send({ type: "page.framesRemoved", input: {} }, noTab, s)).toEqual({
      ok: true,
      value: { forgotten: 0 },
    });
    expect(await send({ type: "page.gone", input: { doc: DOC } }, page, s)).toMatchObject({ ok: false });
    expect(s.checkFrames).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ type: "lookup.request", input: { token: { kind: "code", text: "x" } }, url: "https://evil.example" }],
    [{ type: "lookup.request", input: { token: { kind: "code", text: "x".repeat(257) } } }],
    [{ type: "lookup.request", input: { token: { kind: "password", text: "x" } } }],
    [{ type: "lookup.request", input: { query: "BF25-XK3P9Q" } }],
    [{ type: "lookup.request" }],
    [{ type: "settings.get", input: {} }],
    ["lookup.request"],
    [null],
  ])("refuses the malformed content message %j", async (message) => {
    const s = services();
    expect(await send(message, content, s)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input" },
    });
    expect(s.queueLookup).not.toHaveBeenCalled();
  });

  it("ignores everything from senders that are not this extension", async () => {
    const s = services();
    const reply = await send({ type: "redemptions.list", input: { params: {} } }, { kind: "untrusted" }, s);
    expect(reply).toMatchObject({ ok: false, error: { field: "sender" } });
    expect(s.activeConnection).not.toHaveBeenCalled();
  });

  it("refuses unknown fields in an extension page's message", async () => {
    const s = services();
    const reply = await send(
      { type: "member.get", input: { params: { memberId: "X" } }, baseUrl: "https://evil.example" },
      page,
      s,
    );
    expect(reply).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "baseUrl" } });
    const nested = await send(
      { type: "member.get", input: { params: { memberId: "X" }, baseUrl: "https://evil.example" } },
      page,
      s,
    );
    expect(nested).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "baseUrl" } });
    expect(s.voucherify.getMember).not.toHaveBeenCalled();
  });

  it("tests the form's draft connection and reports what the keys can see", async () => {
    const s = services();
    const draft = { name: "Draft", region: "api", appId: "app-id" };
    const reply = await send({ type: "connection.test", input: { profile: draft } }, page, s);
    expect(s.draftConnection).toHaveBeenCalledWith(draft);
    expect(s.voucherify.listRedemptions).toHaveBeenCalledWith(connection, { limit: 1 });
    expect(reply).toEqual({
      ok: true,
      credential: "oauth_token",
      value: {
        profileName: "Draft",
        baseUrl: "https://api.voucherify.io",
        redemptionsVisible: 42,
        operations: [
          { operation: "listRedemptions", result: "allowed", credential: "oauth_token" },
          { operation: "getMember", result: "not_checked", note: "it needs a loyalty card code" },
          {
            operation: "expiringPoints",
            result: "not_checked",
            note: "it needs a program, member and card id",
          },
          { operation: "memberships", result: "not_checked", note: "it needs a customer id" },
        ],
      },
    });
    expect(s.voucherify.getMember).not.toHaveBeenCalled();
    expect(s.voucherify.listExpiringPoints).not.toHaveBeenCalled();
  });

  it("reads the API's {} for List Redemptions as an empty list the keys may see", async () => {
    const s = services({
      listRedemptions: vi.fn(async () => ({ ok: true as const, value: {}, credential: "app_keys" as const })),
    });
    const reply = await send({ type: "connection.test", input: {} }, page, s);
    expect(reply).toMatchObject({
      ok: true,
      value: {
        redemptionsVisible: 0,
        operations: [{ operation: "listRedemptions", result: "allowed" }, {}, {}, {}],
      },
    });
  });

  it("counts a read as allowed only when the answer is the API's: a catch-all server's JSON is a failure", async () => {
    const s = services({
      listRedemptions: vi.fn(async () => ({
        ok: true as const,
        value: { status: "ok" },
        credential: "app_keys" as const,
      })),
      getMember: vi.fn(async () => ({
        ok: true as const,
        value: ["not", "a", "card"],
        credential: "app_keys" as const,
      })),
    });
    const reply = await send({ type: "connection.test", input: { member: { memberId: "CARD-1" } } }, page, s);
    expect(reply).toMatchObject({
      ok: true,
      value: {
        operations: [
          { operation: "listRedemptions", result: "failed", error: { kind: "shape" } },
          { operation: "getMember", result: "failed", error: { kind: "shape" } },
          {},
          {},
        ],
      },
    });
    expect(reply.ok && reply.value).not.toHaveProperty("redemptionsVisible");
  });

  it("checks Get Member and expiring points with the ids the agent gave, telling a refusal from an unknown id", async () => {
    const forbidden = {
      ok: false as const,
      error: {
        kind: "http" as const,
        status: 403,
        body: { key: "missing_required_permission" },
        operation: "getMember" as const,
        fromApi: true,
      },
      credential: "app_keys" as const,
    };
    const unknownCard = {
      ok: false as const,
      error: {
        kind: "http" as const,
        status: 404,
        body: { key: "not_found" },
        operation: "expiringPoints" as const,
        fromApi: true,
      },
      credential: "app_keys_and_oauth_token" as const,
    };
    const s = services({
      getMember: vi.fn(async () => forbidden),
      listExpiringPoints: vi.fn(async () => unknownCard),
    });
    const card = {
      programId: "lprg_0123456789abcdef01",
      memberId: "lmbr_0123456789abcdef01",
      cardId: "lcrd_0123456789abcdef01",
    };
    const reply = await send(
      { type: "connection.test", input: { member: { memberId: "CARD-1" }, card } },
      page,
      s,
    );
    expect(s.voucherify.getMember).toHaveBeenCalledWith(connection, { memberId: "CARD-1" });
    expect(s.voucherify.listExpiringPoints).toHaveBeenCalledWith(connection, { ...card, limit: 1 });
    expect(reply).toMatchObject({
      ok: true,
      value: {
        operations: [
          { operation: "listRedemptions", result: "allowed" },
          { operation: "getMember", result: "refused", error: { status: 403 } },
          {
            operation: "expiringPoints",
            result: "allowed",
            note: "nothing has those ids, but the key may look",
          },
          { operation: "memberships", result: "not_checked" },
        ],
      },
    });
  });

  it("checks the loyalty v2 memberships read with the customer id the agent gave, reads only", async () => {
    const s = services({
      getMemberships: vi.fn(async () => ({
        ok: true as const,
        value: { memberships: [] },
        credential: "app_keys_and_oauth_token" as const,
      })),
    });
    const memberships = { customerId: CUST, identificationType: "customer_id" };
    const reply = await send({ type: "connection.test", input: { memberships } }, page, s);
    expect(s.voucherify.getMemberships).toHaveBeenCalledWith(connection, memberships);
    expect(reply).toMatchObject({
      ok: true,
      value: {
        operations: [
          { operation: "listRedemptions" },
          { operation: "getMember", result: "not_checked" },
          { operation: "expiringPoints", result: "not_checked" },
          { operation: "memberships", result: "allowed", credential: "app_keys_and_oauth_token" },
        ],
      },
    });
  });

  it("asks the loyalty v2 reads with the active profile: memberships, a program's, a card's pending points", async () => {
    const done = <V>(value: V) => ({ ok: true as const, value, credential: "app_keys" as const });
    const s = services({
      getMemberships: vi.fn(async () => done({ memberships: [] })),
      getProgramMembership: vi.fn(async () => done({})),
      listPendingPoints: vi.fn(async () => done({ buckets: [], next: null })),
    });
    const ids = {
      programId: "lprg_0123456789abcdef01",
      memberId: MEMBER,
      cardId: "lcard_0123456789abcdef01",
    };
    const who = { customerId: "marcus.lee@example.com", identificationType: "customer_source_id" };
    expect(await send({ type: "memberships.get", input: { params: who } }, page, s)).toMatchObject({
      ok: true,
    });
    expect(s.voucherify.getMemberships).toHaveBeenCalledWith(connection, who, {});
    const program = { ...who, programId: ids.programId };
    await send({ type: "programMembership.get", input: { params: program } }, page, s);
    expect(s.voucherify.getProgramMembership).toHaveBeenCalledWith(connection, program, {});
    await send({ type: "pendingPoints.list", input: { params: { ...ids, limit: 50 } } }, page, s);
    expect(s.voucherify.listPendingPoints).toHaveBeenCalledWith(connection, { ...ids, limit: 50 }, {});
    // A way of reading the customer the API does not have is refused before any call.
    const refused = await send(
      { type: "memberships.get", input: { params: { customerId: CUST, identificationType: "email" } } },
      page,
      s,
    );
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", field: "params.identificationType" },
    });
    expect(s.voucherify.getMemberships).toHaveBeenCalledTimes(1);
  });

  it("asks a card's history with the active profile: its transactions, tier changes, reward purchases, a v1 card's", async () => {
    const done = <V>(value: V) => ({ ok: true as const, value, credential: "app_keys" as const });
    const page1 = { items: [], next: null };
    const s = services({
      listCardTransactions: vi.fn(async () => done(page1)),
      listTierTransactions: vi.fn(async () => done(page1)),
      listRewardPurchases: vi.fn(async () => done(page1)),
      listMemberTransactions: vi.fn(async () => done(page1)),
    });
    const member = { programId: "lprg_0123456789abcdef01", memberId: MEMBER };
    const card = { ...member, cardId: "lcard_0123456789abcdef01" };
    const history = { ...card, limit: 25, createdAfter: "2026-08-31T00:00:00.000Z" };
    expect(await send({ type: "cardHistory.list", input: { params: history } }, page, s)).toEqual({
      ok: true,
      value: page1,
      credential: "app_keys",
    });
    expect(s.voucherify.listCardTransactions).toHaveBeenCalledWith(connection, history, {});
    await send({ type: "tierHistory.list", input: { params: { ...member, limit: 10 } } }, page, s);
    expect(s.voucherify.listTierTransactions).toHaveBeenCalledWith(connection, { ...member, limit: 10 }, {});
    await send({ type: "rewardPurchases.list", input: { params: member } }, page, s);
    expect(s.voucherify.listRewardPurchases).toHaveBeenCalledWith(connection, member, {});
    const v1 = {
      memberId: "LT1-wMPnRhxb",
      campaignId: "camp_fkZ28pe7DUAEmmabofkxHI8N",
      startingAfterId: "vtx_0c9dd3c2e392f78613",
    };
    await send({ type: "memberHistory.list", input: { params: v1 } }, page, s);
    expect(s.voucherify.listMemberTransactions).toHaveBeenCalledWith(connection, v1, {});
    // Another list's cursor, or an id of the wrong kind, is refused before any call.
    const refused = await send(
      { type: "cardHistory.list", input: { params: { ...card, cursor: "lcrspeb_0123abcd" } } },
      page,
      s,
    );
    expect(refused).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "params.cursor" } });
    const wrongMember = await send(
      { type: "tierHistory.list", input: { params: { ...member, memberId: "cust_0123" } } },
      page,
      s,
    );
    expect(wrongMember).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", field: "params.memberId" },
    });
    expect(s.voucherify.listCardTransactions).toHaveBeenCalledTimes(1);
    expect(s.voucherify.listTierTransactions).toHaveBeenCalledTimes(1);
  });

  it("saves, lists and deletes profiles for the options page, which never opens the secrets store", async () => {
    const s = services();
    const draft = { name: "Acme EU", region: "api", appId: "app-id", appToken: "tok" };
    expect(await send({ type: "profile.save", input: { profile: draft } }, page, s)).toEqual({
      ok: true,
      value: profile,
    });
    expect(s.saveProfile).toHaveBeenCalledWith(draft);
    expect(await send({ type: "profiles.list", input: {} }, page, s)).toEqual({
      ok: true,
      value: [{ ...profile, hasAppToken: true }],
    });
    expect(await send({ type: "profile.delete", input: { id: "p1" } }, page, s)).toEqual({
      ok: true,
      value: { deleted: true },
    });
    expect(s.deleteProfile).toHaveBeenCalledWith("p1");
    expect(await send({ type: "profile.activate", input: { id: "p1" } }, page, s)).toEqual({
      ok: true,
      value: { activeProfileId: "p1" },
    });
    expect(s.activateProfile).toHaveBeenCalledWith("p1");
    // A profile removed meanwhile (by the policy, or in another page): said, and nothing switched.
    const gone = services({}, { activateProfile: vi.fn(async () => false) });
    expect(await send({ type: "profile.activate", input: { id: "p9" } }, page, gone)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", message: expect.stringContaining("removed meanwhile") },
    });
    // The organisation's profile: only its policy removes it, and the page is told so.
    const managed = services({}, { deleteProfile: vi.fn(async () => false) });
    expect(await send({ type: "profile.delete", input: { id: "policy-eu" } }, page, managed)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", message: expect.stringContaining("Set by your organisation") },
    });
    const refused = await send(
      { type: "profile.save", input: { profile: { ...draft, appId: "" } } },
      page,
      s,
    );
    expect(refused).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "profile.appId" } });
    expect(s.saveProfile).toHaveBeenCalledTimes(1);
  });

  it("revokes the stored token with the App keys and forgets it", async () => {
    const s = services();
    const reply = await send({ type: "token.revoke", input: { target: { kind: "stored" } } }, page, s);
    expect(s.voucherify.revokeToken).toHaveBeenCalledWith(connection, { token: "secret-oauth" });
    expect(s.forgetOauthToken).toHaveBeenCalledWith("p1", "secret-oauth");
    expect(reply).toMatchObject({
      ok: true,
      value: { revoked: true, wasStoredToken: true, profileName: "Acme EU", host: "api.voucherify.io" },
    });
  });

  it("revokes a pasted token with the keys of the profile the agent chose", async () => {
    const s = services();
    await send(
      { type: "token.revoke", input: { target: { kind: "pasted", token: "tok" }, profileId: "p2" } },
      page,
      s,
    );
    expect(s.activeConnection).toHaveBeenCalledWith("p2");
  });

  it("forgets the stored token when the API says it was already inactive", async () => {
    const s = services({
      revokeToken: vi.fn(async () => ({
        ok: true as const,
        value: { revoked: false as const, reason: "not_found_or_inactive" as const },
        credential: "app_keys" as const,
      })),
    });
    await send(
      { type: "token.revoke", input: { target: { kind: "pasted", token: " secret-oauth " } } },
      page,
      s,
    );
    expect(s.forgetOauthToken).toHaveBeenCalledWith("p1", "secret-oauth");
  });

  it("keeps the stored token when revoking another pasted one, or when revoking failed or was not certain", async () => {
    const s = services();
    await send(
      { type: "token.revoke", input: { target: { kind: "pasted", token: "someone-elses" } } },
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
      await send({ type: "token.revoke", input: { target: { kind: "stored" } } }, page, failing),
    ).toMatchObject({
      ok: false,
      error: { kind: "network" },
    });
    expect(failing.forgetOauthToken).not.toHaveBeenCalled();

    const htmlNotFound = services({
      revokeToken: vi.fn(async () => ({
        ok: false as const,
        error: { kind: "http" as const, status: 404, body: {}, contentType: "text/html", fromApi: false },
        credential: "app_keys" as const,
      })),
    });
    await send({ type: "token.revoke", input: { target: { kind: "stored" } } }, page, htmlNotFound);
    expect(htmlNotFound.forgetOauthToken).not.toHaveBeenCalled();
  });
});

describe("Insert into reply", () => {
  const TEXT = "Hi Ana,\n\nThe code BF25-XK3P9Q expired.";
  const KEY = "https://acme.zendesk.com ticket/1";

  it("puts the panel's reply.insert into the reply box the agent last used in that tab, for the answer's ticket", async () => {
    const s = services();
    const reply = await send(
      { type: "reply.insert", input: { tabId: 7, text: TEXT, ticketKey: KEY } },
      page,
      s,
    );
    expect(reply).toEqual({ ok: true, value: { inserted: true, editor: "rich_editor" } });
    expect(s.insertReply).toHaveBeenCalledWith(7, TEXT, KEY);
  });

  it("gives the panel the reason when no reply box took it", async () => {
    const s = services(
      {},
      { insertReply: vi.fn(async () => ({ inserted: false as const, reason: "other_ticket" as const })) },
    );
    const reply = await send(
      { type: "reply.insert", input: { tabId: 7, text: TEXT, ticketKey: KEY } },
      page,
      s,
    );
    expect(reply).toEqual({ ok: true, value: { inserted: false, reason: "other_ticket" } });
  });

  it.each([
    [{ tabId: 7, text: "", ticketKey: KEY }, "text"],
    [{ tabId: 7, text: "x".repeat(MAX_REPLY_LENGTH + 1), ticketKey: KEY }, "text"],
    [{ tabId: -1, text: "x", ticketKey: KEY }, "tabId"],
    [{ tabId: 1.5, text: "x", ticketKey: KEY }, "tabId"],
    [{ text: "x", ticketKey: KEY }, "tabId"],
    [{ tabId: 7, text: "x", ticketKey: KEY, frameId: 0 }, "frameId"],
    [{ tabId: 7, text: "x" }, "ticketKey"],
    [{ tabId: 7, text: "x", ticketKey: "" }, "ticketKey"],
  ])("refuses the malformed reply.insert %j, inserting nothing", async (input, field) => {
    const s = services();
    expect(await send({ type: "reply.insert", input }, page, s)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", field },
    });
    expect(s.insertReply).not.toHaveBeenCalled();
  });

  it("takes reply.insert from the extension's pages only: a helpdesk page cannot write into the ticket", async () => {
    const s = services();
    const reply = await send(
      { type: "reply.insert", input: { tabId: 7, text: TEXT, ticketKey: KEY } },
      content,
      s,
    );
    expect(reply).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "sender" } });
    expect(s.insertReply).not.toHaveBeenCalled();
  });

  const claim = { doc: DOC, box: 1, editor: false, sandboxed: false };

  it("hands the reply box the agent used (reply.boxUsed) to the worker with the frame the browser names", async () => {
    const s = services();
    const frame = { ...content, frameId: 3 };
    expect(await send({ type: "reply.boxUsed", input: claim }, frame, s)).toEqual({
      ok: true,
      value: { recorded: true },
    });
    expect(s.useReplyBox).toHaveBeenCalledWith(7, { ...TOP_FRAME, frameId: 3 }, claim);
    // The top frame has no frameId of its own: it is frame 0.
    const { frameId: _top, ...topFrame } = content;
    await send({ type: "reply.boxUsed", input: claim }, topFrame, s);
    expect(s.useReplyBox).toHaveBeenLastCalledWith(7, TOP_FRAME, claim);
  });

  it("says so when the frame may not hold the ticket's reply box", async () => {
    const s = services({}, { useReplyBox: vi.fn(async () => false) });
    expect(await send({ type: "reply.boxUsed", input: claim }, content, s)).toEqual({
      ok: true,
      value: { recorded: false },
    });
  });

  it("records no reply box for a content script outside a tab, nor for a page or a malformed message", async () => {
    const s = services();
    const { tabId: _tab, ...noTab } = content;
    expect(await send({ type: "reply.boxUsed", input: claim }, noTab, s)).toEqual({
      ok: true,
      value: { recorded: false },
    });
    expect(await send({ type: "reply.boxUsed", input: claim }, page, s)).toMatchObject({ ok: false });
    expect(await send({ type: "reply.boxUsed", input: {} }, content, s)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input" },
    });
    expect(await send({ type: "reply.boxUsed", input: { ...claim, box: 0 } }, content, s)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", field: "box" },
    });
    expect(s.useReplyBox).not.toHaveBeenCalled();
  });
});
