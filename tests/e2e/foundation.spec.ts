/// <reference types="chrome" />
import type { Page } from "@playwright/test";
import { contextsWithoutPolyfill } from "../../bench/size";
import type { RecordedRequest } from "../server/api-server";
import { everyRecord, everythingStored } from "./everything-stored";
import { EXTENSION_DIR, expect, saveProfileThroughOptions, test } from "./fixtures";
import { seriousViolations } from "./panel-helpers";

/** Sends a message to the worker the way the extension's own pages do. */
/** Asks the worker from an extension page, in the contract's envelope: `{ type, input }`. */
function ask(page: Page, { type, ...input }: { type: string; [field: string]: unknown }) {
  return page.evaluate((m) => chrome.runtime.sendMessage(m), { type, input });
}

function lastRequest(requests: RecordedRequest[], pathStart: string): RecordedRequest {
  const found = requests.filter((r) => r.path.startsWith(pathStart)).at(-1);
  if (!found) throw new Error(`no request to ${pathStart}; saw ${requests.map((r) => r.path).join(", ")}`);
  return found;
}

test("an agent saves a profile and Test connection reaches List Redemptions with limit 1", async ({
  api,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  api.clearRequests();

  await options.getByRole("button", { name: "Test https://api.voucherify.io" }).click();
  await expect(options.getByText(/Connected to Europe \(default\) \(api\.voucherify\.io\)/)).toBeVisible();
  await expect(options.getByText(/redemptions are visible to these keys/)).toBeVisible();

  const request = lastRequest(api.requests, "/v1/redemptions");
  expect(request.method).toBe("GET");
  expect(request.query).toBe("limit=1");
  expect(request.headers["x-app-id"]).toBe(api.credentials.appId);
  expect(request.headers["x-app-token"]).toBe(api.credentials.appToken);
  expect(request.headers["x-voucherify-channel"]).toMatch(/^Voucher-Lens-Extension\/\d+\.\d+\.\d+$/);
  expect(request.headers.authorization).toBeUndefined();
  expect(request.headers.host).toBe("api.voucherify.io");
});

test("Test connection with a wrong App Token says the keys were refused", async ({ api, openPage }) => {
  const options = await openPage("options.html");
  await options.getByLabel("Profile name").fill("Wrong keys");
  await options.getByLabel("App ID").fill(api.credentials.appId);
  await options.getByLabel("App Token").fill("not-the-token");
  await options.getByRole("button", { name: "Test https://api.voucherify.io" }).click();
  await expect(options.getByRole("alert")).toContainText("The App ID or App Token was refused (401)");
  await expect(options.getByRole("alert")).toContainText("region you chose (api.voucherify.io)");
  expect(await seriousViolations(options)).toEqual([]);
});

test("Save refuses an incomplete profile with a message on the field, and stores nothing", async ({
  openPage,
  worker,
}) => {
  const options = await openPage("options.html");
  await options.getByLabel("Profile name").fill("No keys");
  await options.getByRole("button", { name: "Save" }).click();
  await expect(
    options.getByText("Paste the App ID from Project settings → Application keys").first(),
  ).toBeVisible();
  await expect(options.getByLabel("App ID")).toBeFocused();
  // Every store the extension has: the storage areas and each IndexedDB database of its origin.
  expect(everyRecord(await everythingStored(worker))).toEqual([]);
});

test("all four operations reach the API with the exact method, path, query and headers", async ({
  api,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
  const { samples } = api.data;
  api.clearRequests();

  const list = await ask(options, {
    type: "redemptions.list",
    params: { limit: 5, filters: { voucher_code: { conditions: { $is: samples.failedCode } } } },
  });
  expect(list).toMatchObject({ ok: true, credential: "oauth_token" });
  const listed = lastRequest(api.requests, "/v1/redemptions");
  expect(listed.method).toBe("GET");
  expect(decodeURIComponent(listed.query)).toBe(
    `limit=5&filters[voucher_code][conditions][$is]=${samples.failedCode}`,
  );
  expect(listed.headers.authorization).toBe(`Bearer ${api.credentials.oauthToken}`);

  const member = await ask(options, {
    type: "member.get",
    params: { memberId: samples.loyaltyCardCode, campaignId: samples.loyaltyCampaignId },
  });
  expect(member).toMatchObject({ ok: true, value: { code: samples.loyaltyCardCode } });
  const got = lastRequest(api.requests, "/v1/loyalties/");
  expect(got.method).toBe("GET");
  expect(got.path).toBe(
    `/v1/loyalties/${samples.loyaltyCampaignId}/members/${encodeURIComponent(samples.loyaltyCardCode)}`,
  );
  expect(got.headers["x-app-id"]).toBe(api.credentials.appId);
  expect(got.headers["x-app-token"]).toBe(api.credentials.appToken);
  expect(got.headers.authorization).toBeUndefined();

  const points = await ask(options, {
    type: "expiringPoints.list",
    params: { programId: samples.programId, memberId: samples.memberId, cardId: samples.cardId, limit: 10 },
  });
  expect(points).toMatchObject({ ok: true });
  const bucketRequest = lastRequest(api.requests, "/v2/");
  expect(bucketRequest.path).toBe(
    `/v2/loyalties/programs/${samples.programId}/members/${samples.memberId}/cards/${samples.cardId}/expiring-points`,
  );
  expect(bucketRequest.query).toBe("limit=10");
  expect(bucketRequest.headers.authorization).toBe(`Bearer ${api.credentials.oauthToken}`);
  expect(bucketRequest.headers["x-app-id"]).toBe(api.credentials.appId);
  expect(bucketRequest.headers["x-app-token"]).toBe(api.credentials.appToken);

  const revoked = await ask(options, { type: "token.revoke", target: { kind: "stored" } });
  expect(revoked).toMatchObject({ ok: true, value: { revoked: true, wasStoredToken: true } });
  const revoke = lastRequest(api.requests, "/v1/oauth/token/revoke");
  expect(revoke.method).toBe("POST");
  expect(revoke.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  expect(revoke.body).toBe(`access_token=${encodeURIComponent(api.credentials.oauthToken)}`);
  expect(revoke.headers["x-app-id"]).toBe(api.credentials.appId);
  expect(revoke.headers["x-app-token"]).toBe(api.credentials.appToken);

  // The revoked token is forgotten: the next lookup falls back to the App keys.
  api.clearRequests();
  expect(await ask(options, { type: "redemptions.list", params: { limit: 1 } })).toMatchObject({
    ok: true,
    credential: "app_keys",
  });
  expect(lastRequest(api.requests, "/v1/redemptions").headers.authorization).toBeUndefined();
});

test("out-of-range input is refused by name before any request is made", async ({ api, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  api.clearRequests();
  expect(await ask(options, { type: "redemptions.list", params: { limit: 500 } })).toMatchObject({
    ok: false,
    error: { kind: "invalid_input", field: "params.limit" },
  });
  expect(
    await ask(options, {
      type: "expiringPoints.list",
      params: { programId: "lprg_../../v1", memberId: "lmbr_1", cardId: "lcrd_1" },
    }),
  ).toMatchObject({ ok: false, error: { kind: "invalid_input", field: "params.programId" } });
  expect(api.requests).toEqual([]);
});

test("nothing at all is written where content scripts can read it", async ({ api, openPage, worker }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
  await options.getByRole("button", { name: "Test https://api.voucherify.io" }).click();
  await expect(options.getByText(/Connected to/)).toBeVisible();

  const stored = await worker.evaluate(async () => ({
    local: await chrome.storage.local.get(null),
    sync: await chrome.storage.sync.get(null),
  }));
  // storage.local and storage.sync are open to every content script: not even a profile's name goes there.
  expect(stored).toEqual({ local: {}, sync: {} });
  // The profile is kept all the same, in the extension's own database: a new page still shows it.
  const again = await openPage("options.html");
  await expect(again.getByRole("textbox", { name: "Profile name" })).toHaveValue("Acme EU");
});

test("the manifest asks only for the voucherify.io hosts", async ({ worker }) => {
  const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.host_permissions).toEqual(["https://*.voucherify.io/*"]);
  expect(manifest.permissions).not.toContain("<all_urls>");
  expect(manifest).not.toHaveProperty("externally_connectable");
  expect(JSON.stringify(manifest.content_scripts ?? [])).not.toContain("<all_urls>");
});

test("the worker, the content script and every page run webextension-polyfill's browser", async () => {
  // A build that dropped WXT's polyfill module would call Chrome's own API, which ignores the reply
  // a message listener promises.
  expect(await contextsWithoutPolyfill(EXTENSION_DIR)).toEqual([]);
});
