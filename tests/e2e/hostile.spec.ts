/// <reference types="chrome" />
import type { BrowserContext, Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { openPanelWithProfile, search } from "./panel-helpers";

/**
 * What a hostile page, hostile API data or a compromised content script can try, and what stops it.
 * Titles start with "hostile:" so `npm test` lists them in its reliability table.
 */
const HOSTILE = { tag: "@hostile" };

/**
 * The only paths the worker may ever request: the interface's four operations, and the three loyalty
 * v2 reads that find a card's ids (a customer's memberships, one program's, a card's pending points).
 */
const ALLOWED_PATHS = [
  /^\/v1\/redemptions$/,
  /^\/v1\/oauth\/token\/revoke$/,
  /^\/v1\/loyalties\/members\/[^/]+$/,
  /^\/v1\/loyalties\/camp_[A-Za-z0-9]+\/members\/[^/]+$/,
  /^\/v2\/loyalties\/programs\/lprg_[a-f0-9]+\/members\/lmbr_[a-f0-9]+\/cards\/lc(a)?rd_[a-f0-9]+\/expiring-points$/,
  /^\/v2\/loyalties\/memberships\/[^/]+$/,
  /^\/v2\/loyalties\/programs\/lprg_[a-f0-9]+\/memberships\/[^/]+$/,
  /^\/v2\/loyalties\/programs\/lprg_[a-f0-9]+\/members\/lmbr_[a-f0-9]+\/cards\/lc(a)?rd_[a-f0-9]+\/pending-points$/,
];
const outsideAllowedPaths = (api: ApiServer) =>
  api.requests.filter((r) => !ALLOWED_PATHS.some((allowed) => allowed.test(r.path))).map((r) => r.path);

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

/** Evaluates code in the content script's isolated world of a page, as a compromised content script. */
async function inContentScript<T>(context: BrowserContext, page: Page, expression: string): Promise<T> {
  const cdp = await context.newCDPSession(page);
  try {
    const contexts: { id: number; name: string; auxData?: { type?: string; isDefault?: boolean } }[] = [];
    cdp.on("Runtime.executionContextCreated", ({ context: created }) => contexts.push(created));
    await cdp.send("Runtime.enable");
    await expect.poll(() => contexts.some((c) => c.name === "Voucher Lens")).toBe(true);
    const isolated = contexts.find((c) => c.name === "Voucher Lens" && c.auxData?.type === "isolated")!;
    const result = await cdp.send("Runtime.evaluate", {
      contextId: isolated.id,
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (result.exceptionDetails) throw new Error(result.exceptionDetails.exception?.description);
    return result.result.value as T;
  } finally {
    await cdp.detach();
  }
}

test(
  "hostile: markup in every string field of API data is shown as text and never runs",
  HOSTILE,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    await search(panel, api.data.samples.xssCustomerId);
    const rows = panel.locator(".redemption");
    await expect(rows.first()).toBeVisible();
    const closed = panel.locator('.redemptions button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const text = ((await panel.locator(".redemptions").textContent()) ?? "").replace(/\s+/g, " ");
    // Names, emails, source ids, metadata keys and values, failure messages, codes, order item names.
    for (const literal of [
      '<img src=x onerror="window.__pwned=1">Mallory <script>window.__pwned=1</script>',
      "mallory+<script>window.__pwned=1</script>@example.com",
      "<svg onload=window.__pwned=1>",
      "<b>note</b>",
      "<i>gift</i>",
      '"><img src=x onerror=window.__pwned=1>',
      "customer does not match validation rules <script>window.__pwned=1</script>",
    ])
      expect(text).toContain(literal);
    expect(await panel.locator("main img, main script, [onerror], [onload]").count()).toBe(0);
    expect(await pwned(panel)).toBeUndefined();
  },
);

test(
  "hostile: a web page cannot reach the extension, and its postMessages are ignored",
  HOSTILE,
  async ({ api, helpdesk, context, openPage, worker }) => {
    const options = await openPage("options.html");
    await saveProfileThroughOptions(options, api);
    const page = await context.newPage();
    await page.goto(helpdesk.pageUrl("ticket.html"));
    await expect.poll(() => page.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
    api.clearRequests();

    // No externally_connectable: the page has no runtime to send with.
    expect(
      await page.evaluate(
        () =>
          typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime
            ?.sendMessage,
      ),
    ).toBe("undefined");

    // Messages shaped like ours, posted to the window the content script shares with the page.
    await page.evaluate(() => {
      for (const message of [
        { type: "lookup.request", query: "SUMMER24-7GW3MC" },
        { type: "redemptions.list", params: { limit: 100 } },
        { type: "token.revoke", target: { kind: "stored" } },
        { type: "detection.config" },
      ])
        window.postMessage(message, "*");
      // A change the content script must see after the messages: proof it is alive and past them.
      const p = document.createElement("p");
      p.textContent = "Late id cust_AfterPostMessage00000000";
      document.body.append(p);
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...CSS.highlights.values()].some((h) =>
            [...h].some((r) => r.startContainer.textContent?.includes("cust_AfterPostMessage00000000")),
          ),
        ),
      )
      .toBe(true);
    expect(await worker.evaluate(() => chrome.storage.session.get("pendingLookup"))).toEqual({});
    expect(api.requests).toEqual([]);
  },
);

test(
  "hostile: a compromised content script reads no secret or setting, changes nothing, fetches nothing",
  HOSTILE,
  async ({ api, helpdesk, context, openPage, worker }) => {
    const options = await openPage("options.html");
    await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
    const page = await context.newPage();
    await page.goto(helpdesk.pageUrl("ticket.html"));
    await expect.poll(() => page.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
    api.clearRequests();

    const seen = await inContentScript<Record<string, unknown>>(
      context,
      page,
      `(async () => {
      const ask = (message) => chrome.runtime.sendMessage(message).then((r) => r, (e) => ({ thrown: String(e) }));
      const replies = {};
      const messages = {
        list: { type: "redemptions.list", input: { params: { limit: 100 } } },
        member: { type: "member.get", input: { params: { memberId: "LT1-hltPV4tJ" } } },
        points: { type: "expiringPoints.list", input: { params: { programId: "lprg_28cb98d654308a01de", memberId: "lmbr_97058937a2315e0819", cardId: "lcrd_43be217bed35e00149" } } },
        revokeStored: { type: "token.revoke", input: { target: { kind: "stored" } } },
        revokePasted: { type: "token.revoke", input: { target: { kind: "pasted", token: "x" } } },
        test: { type: "connection.test", input: {} },
        testDraft: { type: "connection.test", input: { profile: { name: "x", region: "custom", customUrl: "https://evil.example", appId: "a" } } },
        profiles: { type: "profiles.list", input: {} },
        saveProfile: { type: "profile.save", input: { profile: { name: "x", region: "custom", customUrl: "https://evil.example", appId: "a" } } },
        deleteProfile: { type: "profile.delete", input: { id: "any" } },
        settings: { type: "settings.get", input: {} },
        oldFormat: { type: "lookup.request", query: "BF25-XK3P9Q" },
        withUrl: { type: "lookup.request", input: { token: { kind: "code", text: "x" } }, url: "https://evil.example/steal" },
        tooLong: { type: "lookup.request", input: { token: { kind: "code", text: "x".repeat(300) } } },
        configWithExtra: { type: "detection.config", input: { profileId: "any" } },
        detectedHuge: { type: "page.detected", input: { doc: crypto.randomUUID(), tokens: Array.from({ length: 600 }, (_, i) => ({ kind: "customer", text: "cust_" + i, count: 1 })) } },
        detectedBadKind: { type: "page.detected", input: { doc: crypto.randomUUID(), tokens: [{ kind: "secret", text: "x", count: 1 }] } },
        nullMessage: null,
        stringMessage: "redemptions.list",
        arrayMessage: [{ type: "redemptions.list" }],
      };
      for (const [name, message] of Object.entries(messages)) replies[name] = await ask(message);
      const config = await ask({ type: "detection.config", input: {} });
      // Well formed, yet not what the page shows or could mark: dropped, nothing queued.
      const dropped = {
        shapeless: await ask({ type: "lookup.request", input: { token: { kind: "customer", text: "cust_1" } } }),
        wrongKind: await ask({ type: "lookup.request", input: { token: { kind: "campaign", text: "cust_tAED42tFhLM9v7GmZUaklJFd" } } }),
        detected: await ask({ type: "page.detected", input: { doc: crypto.randomUUID(), tokens: [{ kind: "customer", text: "cust_planted", count: 1 }] } }),
      };
      const local = await chrome.storage.local.get(null);
      const sync = await chrome.storage.sync.get(null);
      const session = await chrome.storage.session.get(null).then((v) => ({ value: v }), (e) => ({ thrown: String(e) }));
      const databases = (await indexedDB.databases()).map((d) => d.name);
      // Try to point the profile at another host, as version 0.1 would have let it.
      await chrome.storage.local.set({
        settings: { profiles: [{ id: "evil", name: "Evil", region: "custom", customUrl: "https://evil.example", appId: "a" }], activeProfileId: "evil" },
      });
      return { replies, config, dropped, local, sync, session, databases };
    })()`,
    );

    const replies = seen.replies as Record<
      string,
      { ok?: boolean; error?: { kind: string }; thrown?: string }
    >;
    for (const [name, reply] of Object.entries(replies)) {
      expect(reply, name).toMatchObject({ ok: false, error: { kind: "invalid_input" } });
    }
    // What a content script may know: the detection settings, nothing about profiles.
    expect(seen.config).toEqual({ ok: true, value: { emails: false, codePatterns: [] } });
    expect(seen.dropped).toEqual({
      shapeless: { ok: true, value: { queued: false } },
      wrongKind: { ok: true, value: { queued: false } },
      detected: { ok: true, value: { recorded: 0 } },
    });
    expect(await worker.evaluate(() => chrome.storage.session.get("pendingLookup"))).toEqual({});
    expect(seen.local).toEqual({});
    expect(seen.sync).toEqual({});
    expect(seen.session).toEqual({ thrown: expect.stringContaining("Access to storage is not allowed") });
    expect(seen.databases).not.toContain("voucher-lens-secrets");
    expect(seen.databases).not.toContain("voucher-lens-settings");
    const everything = JSON.stringify(seen);
    for (const secret of [api.credentials.appToken, api.credentials.oauthToken, api.credentials.appId])
      expect(everything).not.toContain(secret);
    expect(api.requests).toEqual([]);

    // The planted "settings" changed nothing: lookups still go to the real profile's host with its keys.
    const panel = await openPage("sidepanel.html");
    await expect(panel.locator(".profile-chip")).toHaveText("Acme EU");
    await search(panel, api.data.samples.customerId);
    await expect(panel.locator(".redemption").first()).toBeVisible();
    // Every request to that host: the agent's, and the panel's own lookup of a customer it may
    // have seen on the ticket meanwhile.
    expect(api.requests.length).toBeGreaterThan(0);
    expect(new Set(api.requests.map((r) => r.headers.host))).toEqual(new Set(["api.voucherify.io"]));
  },
);

test(
  "hostile: search fuzz never reaches a path outside the four operations, and refusals say why",
  HOSTILE,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    const refused: [string, string][] = [
      ["x".repeat(5000), "That is 5,000 characters; codes and ids are at most 256."],
      ["BF25\u0000XK3P", "That contains line breaks or control characters: paste only the code or id."],
      ["BF25\u001bXK3P", "That contains line breaks or control characters: paste only the code or id."],
      [
        "\u202eBF25",
        "That contains invisible formatting characters (a direction mark or zero-width space): type the code again.",
      ],
      [
        "BF25\u200bXK3P",
        "That contains invisible formatting characters (a direction mark or zero-width space): type the code again.",
      ],
    ];
    for (const [input, message] of refused) {
      await search(panel, input);
      await expect(panel.getByRole("alert")).toHaveText(message);
    }
    expect(api.requests).toEqual([]);

    const accepted = [
      "../../v1/vouchers",
      "..%2F..%2Fv1%2Fvouchers",
      "%2F",
      "?x=1&limit=100",
      "#frag",
      "a/b?c#d",
      "ÄÖÜ-🎁-CODE",
      "camp_abc ../../v1/x",
    ];
    for (const input of accepted) {
      api.clearRequests();
      await search(panel, input);
      await expect(panel.getByText(/Read as/)).toBeVisible();
      await expect.poll(() => api.requests.length).toBeGreaterThanOrEqual(1);
      await expect(panel.locator(".freshness, .error-notice").first()).toBeVisible();
      expect(outsideAllowedPaths(api), input).toEqual([]);
      // The input travels as one value: a query parameter or a single path segment, never as a path.
      const asSent = api.requests.map((r) => decodeURIComponent(r.query + r.path.split("/members/")[1]));
      expect(
        asSent.some((sent) => sent.includes(input.replace(/^camp_abc /, ""))),
        input,
      ).toBe(true);
    }
  },
);

test(
  "hostile: secrets never appear in console output or in messages shown to the agent",
  HOSTILE,
  async ({ api, context, openPage, worker }) => {
    // Everything any page of the extension, or the worker, prints while keys are used and refused.
    const printed: string[] = [];
    context.on("console", (message) => printed.push(message.text()));
    await worker.evaluate(() => {
      const record: string[] = [];
      (globalThis as unknown as { __printed: string[] }).__printed = record;
      for (const level of ["log", "info", "warn", "error", "debug"] as const) {
        const original = console[level].bind(console);
        console[level] = (...args: unknown[]) => {
          record.push(
            args
              .map((a) =>
                a instanceof Error
                  ? `${a.message} ${a.stack}`
                  : typeof a === "string"
                    ? a
                    : JSON.stringify(a),
              )
              .join(" "),
          );
          original(...args);
        };
      }
    });

    const panel = await openPanelWithProfile(openPage, api, { oauthToken: api.credentials.oauthToken });
    await search(panel, api.data.samples.failedCode);
    await expect(panel.locator(".redemption").first()).toBeVisible();
    // Refusals of every kind, each with its message on screen.
    api.setFaults([{ fault: { kind: "status", status: 500 } }]);
    await panel.getByRole("button", { name: "Refresh" }).click();
    await expect(panel.getByRole("alert")).toBeVisible();
    api.clearFaults();
    const shown = [(await panel.getByRole("alert").textContent()) ?? ""];

    const options = await openPage("options.html");
    // The saved profile fills the form first; typing before that would be overwritten.
    await expect(options.getByLabel("Profile name")).toHaveValue("Acme EU");
    await options.getByLabel("App Token").fill("wrong-app-token-4242");
    // Without the OAuth token the check must use the (wrong) App keys.
    await options.getByLabel("Forget the saved OAuth token").check();
    await options.getByRole("button", { name: "Test https://api.voucherify.io" }).click();
    await expect(options.getByRole("alert")).toBeVisible();
    shown.push((await options.getByRole("alert").textContent()) ?? "");

    const popup = await openPage("popup.html");
    await popup.getByRole("button", { name: "Revoke token" }).click();
    shown.push((await popup.locator("body").textContent()) ?? "");
    await popup.getByRole("button", { name: "Yes, revoke it" }).click();
    await expect(popup.getByText("Revoked: the token can no longer be used.")).toBeVisible();
    shown.push((await popup.locator("body").textContent()) ?? "");

    printed.push(
      ...(await worker.evaluate(() => (globalThis as unknown as { __printed: string[] }).__printed)),
    );
    const all = [...printed, ...shown].join("\n");
    for (const secret of [api.credentials.appToken, api.credentials.oauthToken, "wrong-app-token-4242"])
      expect(all).not.toContain(secret);
    // The confirmation names the token by its last four characters only.
    expect(shown.join("\n")).toContain(`…${api.credentials.oauthToken.slice(-4)}`);
  },
);
