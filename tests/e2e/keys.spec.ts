/// <reference types="chrome" />
import type { Page, Worker } from "@playwright/test";
import type { ApiServer, Fault, FaultRule, RecordedRequest } from "../server/api-server";
import { startApiServer } from "../server/api-server";
import { appKeys, bearer, call } from "../server/test-client";
import {
  test as base,
  defaultHostMap,
  expect,
  launchExtensionContext,
  saveProfileThroughOptions,
} from "./fixtures";
import { fillCardIds, openPanelWithProfile, search, seriousViolations } from "./panel-helpers";
import { clickMarkedId, openMarkedTicket } from "./ticket-helpers";

/**
 * Keys (#18): saved tokens stay with the host they were entered for, revocation says only what the
 * answer proves, a 403 names the operation, and deleting a profile forgets everything kept for it.
 *
 * A second cluster: another local API (its own seed, so its keys and tokens are not the first's)
 * answers for the United States region and for one dedicated cluster host; every other
 * *.voucherify.io host still goes to `api`.
 */
const US_HOST = "us1.api.voucherify.io";
const CLUSTER_HOST = "other-cluster.voucherify.io";

const test = base.extend<{ secondApi: ApiServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern
  secondApi: async ({}, use) => {
    const secondApi = await startApiServer({ seed: 2 });
    await use(secondApi);
    await secondApi.close();
  },
  context: async ({ api, helpdesk, secondApi }, use) => {
    // The specific hosts first: Chromium takes the first rule that matches, and "*.voucherify.io" would.
    const launched = await launchExtensionContext({
      [US_HOST]: secondApi.port,
      [CLUSTER_HOST]: secondApi.port,
      ...defaultHostMap(api, helpdesk),
    });
    await use(launched.context);
    await launched.close();
  },
});

// --- helpers ---------------------------------------------------------------------------------

interface ProfileFields {
  name: string;
  region?: string;
  appId: string;
  appToken: string;
  oauthToken?: string;
}

/** Fills the options form for a new profile (after "Add profile" when one exists) and saves it. */
async function saveProfile(options: Page, fields: ProfileFields): Promise<void> {
  const add = options.getByRole("button", { name: "Add profile" });
  if (await add.isEnabled()) {
    await add.click();
    // The new profile's empty form, before typing into it.
    await expect(options.getByLabel("Profile name")).toHaveValue("");
  }
  await options.getByLabel("Profile name").fill(fields.name);
  await options.getByLabel("Region").selectOption(fields.region ?? "api");
  await options.getByLabel("App ID").fill(fields.appId);
  await options.getByLabel("App Token").fill(fields.appToken);
  if (fields.oauthToken) await options.getByLabel("OAuth token").fill(fields.oauthToken);
  await options.getByRole("button", { name: "Save" }).click();
  await expect(options.getByText(`Saved “${fields.name}”.`)).toBeVisible();
  await formShowsSaved(options);
}

/**
 * Waits for the form to show the profile just saved: it reloads its values in an effect after the
 * next paint (the typed App Token gives way to the "Saved" placeholder), and a field changed
 * before that would be set back.
 */
async function formShowsSaved(options: Page): Promise<void> {
  await expect(options.getByLabel("App Token")).toHaveValue("");
}

type Stores = {
  /** Every IndexedDB database of the extension's origin: store name, then key, then value. */
  idb: Record<string, Record<string, Record<string, unknown>>>;
  session: Record<string, unknown>;
  local: Record<string, unknown>;
  sync: Record<string, unknown>;
};

/** Everything the extension keeps, read in its worker: every IndexedDB store and every storage area. */
function readStores(worker: Worker): Promise<Stores> {
  return worker.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const idb: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      // Opened without a version: an existing database is read as it is, never upgraded.
      const db = await done(indexedDB.open(name));
      const stores: Record<string, Record<string, unknown>> = {};
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, "readonly").objectStore(storeName);
        const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
        stores[storeName] = Object.fromEntries(keys.map((key, i) => [String(key), values[i]]));
      }
      db.close();
      idb[name] = stores;
    }
    return {
      idb,
      session: await chrome.storage.session.get(null),
      local: await chrome.storage.local.get(null),
      sync: await chrome.storage.sync.get(null),
    };
  });
}

interface StoredProfileRecord {
  id: string;
  name: string;
  region: string;
  customUrl?: string;
  appId: string;
}

/** The value of one settings item ("profiles", "recentLookups", …), as the extension stored it. */
function item<T>(stores: Stores, key: string): T | undefined {
  const record = stores.idb["voucher-lens-settings"]?.items?.[key] as
    | { version: number; value: T }
    | undefined;
  return record?.value;
}

function storedProfiles(stores: Stores): StoredProfileRecord[] {
  return item<{ profiles: StoredProfileRecord[] }>(stores, "profiles")?.profiles ?? [];
}

function profileNamed(stores: Stores, name: string): StoredProfileRecord {
  const found = storedProfiles(stores).find((p) => p.name === name);
  if (!found) throw new Error(`no stored profile named ${name}`);
  return found;
}

function secretsOf(stores: Stores, id: string): unknown {
  return stores.idb["voucher-lens-secrets"]?.secrets?.[id];
}

/** What the extension keeps for one profile, store by store. */
function keptFor(stores: Stores, id: string) {
  // One item per answer kept: `lookupCache:<cache key>`.
  const cache = Object.fromEntries(
    Object.entries(stores.session)
      .filter(([name]) => name.startsWith("lookupCache:"))
      .map(([name, value]) => [name.slice("lookupCache:".length), value]),
  );
  const scope = `${JSON.stringify([id]).slice(0, -1)},`;
  return {
    profile: storedProfiles(stores).find((p) => p.id === id),
    secrets: secretsOf(stores, id),
    recentLookups: item<Record<string, { lookup: { kind: string; value: string }; at: number }[]>>(
      stores,
      "recentLookups",
    )?.[id],
    codePatterns: item<{ codePatterns: Record<string, unknown[]> }>(stores, "detection")?.codePatterns[id],
    connectionCheck: item<Record<string, unknown>>(stores, "connectionChecks")?.[id],
    cachedAnswers: Object.fromEntries(Object.entries(cache).filter(([key]) => key.startsWith(scope))),
    // What the index names of them: an index that lost them would hide them from every panel.
    cacheIndex: ((stores.session.lookupCacheIndex ?? []) as { key: string }[]).filter(({ key }) =>
      key.startsWith(scope),
    ),
  };
}

/** Presses "Revoke token", then "Yes, revoke it", in the popup. */
async function revokeStored(popup: Page): Promise<void> {
  await popup.getByRole("button", { name: "Revoke token" }).click();
  await popup.getByRole("button", { name: "Yes, revoke it" }).click();
}

/** The popup's answer to a revocation. */
const revokeStatus = (popup: Page) => popup.locator("section.revoke .status");

/** Whether a server still accepts a token as Bearer (List Redemptions, straight from Node). */
async function statusWithToken(server: ApiServer, token: string): Promise<number> {
  return (await call(server, "/v1/redemptions?limit=1", { headers: bearer(token) })).status;
}

const revokeRequests = (server: ApiServer): RecordedRequest[] =>
  server.requests.filter((r) => r.path === "/v1/oauth/token/revoke");

/** Requests the extension sent (it names itself in X-Voucherify-Channel; the test's own calls do not). */
const fromExtension = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.headers["x-voucherify-channel"]?.startsWith("Voucher-Lens-Extension/"));

// --- 1, 2: saved secrets never follow a changed host -----------------------------------------

const HOST_CHANGES = [
  {
    how: "another region",
    origin: `https://${US_HOST}`,
    host: US_HOST,
    listed: US_HOST,
    move: (options: Page) =>
      options.getByLabel("Region").selectOption({ label: `United States — ${US_HOST}` }),
  },
  {
    how: "a dedicated cluster URL",
    origin: `https://${CLUSTER_HOST}`,
    host: CLUSTER_HOST,
    listed: `https://${CLUSTER_HOST}`,
    move: (options: Page) => options.getByLabel("Custom API URL").fill(`https://${CLUSTER_HOST}`),
  },
];

for (const change of HOST_CHANGES) {
  test(`moving a profile to ${change.how} warns at once, and its saved tokens are never sent to the new host`, async ({
    api,
    secondApi,
    openPage,
    worker,
  }) => {
    const options = await openPage("options.html");
    await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
    await formShowsSaved(options);
    const saved = profileNamed(await readStores(worker), "Acme EU");
    const appToken = options.getByLabel("App Token");
    const warning = options.locator("#host-changed");
    await expect(appToken).toHaveAttribute("placeholder", "Saved: leave empty to keep it");
    await expect(warning).toBeHidden();
    await expect(
      options.getByRole("button", { name: "Test https://api.voucherify.io", exact: true }),
    ).toBeVisible();
    api.clearRequests();

    await change.move(options);
    // Said in the form before anything is sent.
    await expect(warning).toBeVisible();
    await expect(warning).toHaveText(
      `The API host changed from https://api.voucherify.io to ${change.origin}. The saved tokens are sent only to the host they were entered for: paste the App Token and the OAuth token again to use this host.`,
    );
    await expect(appToken).not.toHaveAttribute("placeholder", /leave empty to keep it/);
    await expect(appToken).toHaveAccessibleDescription(/^The API host changed from/);
    await expect(options.getByLabel("OAuth token")).toHaveAttribute("placeholder", "Optional");
    await expect(options.getByText("Forget the saved OAuth token")).toHaveCount(0);
    const testButton = options.getByRole("button", { name: `Test ${change.origin}`, exact: true });
    await expect(testButton).toBeVisible();
    expect(api.requests).toEqual([]);
    expect(secondApi.requests).toEqual([]);

    // Test without a token: refused on the App Token field, nothing sent.
    await testButton.click();
    await expect(options.getByRole("alert")).toContainText(
      "Connection failed: The API host changed: paste the App Token again",
    );
    await expect(options.locator("#profile-app-token-error")).toHaveText(
      "The API host changed: paste the App Token again (saved tokens are sent only to the host they were entered for)",
    );
    await expect(appToken).toBeFocused();
    expect(secondApi.requests).toEqual([]);

    // Save without a token: refused the same way; the stored profile stays where it was.
    await options.getByRole("button", { name: "Save" }).click();
    await expect(options.getByRole("alert")).toContainText(
      "Not saved: The API host changed: paste the App Token again",
    );
    expect(secondApi.requests).toEqual([]);
    await expect(options.locator(".profile-list .profile-region")).toHaveText("api.voucherify.io");
    const afterRefusal = await readStores(worker);
    expect(profileNamed(afterRefusal, "Acme EU")).toEqual(saved);
    expect(secretsOf(afterRefusal, saved.id)).toEqual({
      appToken: api.credentials.appToken,
      oauthToken: api.credentials.oauthToken,
    });

    // A token pasted for the new host: Test sends that one, and no OAuth token at all.
    const pasted = "pasted-for-the-new-host-0f3c";
    await appToken.fill(pasted);
    await testButton.click();
    await expect(options.getByRole("alert")).toContainText(
      "Connection failed: The App ID or App Token was refused (401)",
    );
    await expect(options.getByRole("alert")).toContainText(`region you chose (${change.host})`);
    await expect(warning).toBeVisible();
    const sent = fromExtension(secondApi.requests);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.headers.host).toBe(change.host);
      expect(request.headers["x-app-token"]).toBe(pasted);
      expect(request.headers.authorization).toBeUndefined();
    }
    // Not one request anywhere carried the saved tokens to the new host, nor reached the old one.
    const everything = JSON.stringify(secondApi.requests);
    expect(everything).not.toContain(api.credentials.appToken);
    expect(everything).not.toContain(api.credentials.oauthToken);
    expect(api.requests).toEqual([]);
    expect(await seriousViolations(options)).toEqual([]);

    // Saved with the new token: the old OAuth token is not kept for the new host.
    await options.getByRole("button", { name: "Save" }).click();
    await expect(options.getByText("Saved “Acme EU”.")).toBeVisible();
    await expect(options.locator(".profile-list .profile-region")).toHaveText(change.listed);
    await expect(warning).toBeHidden();
    await expect(options.getByLabel("OAuth token")).toHaveAttribute("placeholder", "Optional");
    expect(secretsOf(await readStores(worker), saved.id)).toEqual({ appToken: pasted });
    expect(JSON.stringify(secondApi.requests)).not.toContain(api.credentials.oauthToken);
  });
}

// --- 3: revocation outcomes in the popup -----------------------------------------------------

test("revoking the stored token: “Revoked”, and the popup no longer offers its ending", async ({
  api,
  openPage,
}) => {
  const token = api.credentials.oauthToken;
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: token });
  const popup = await openPage("popup.html");
  await expect(
    popup.getByText(`The OAuth token stored in “Acme EU”, ending in …${token.slice(-4)}.`),
  ).toBeVisible();

  await revokeStored(popup);
  await expect(revokeStatus(popup).locator(".status-title")).toHaveText(
    "Revoked: the token can no longer be used.",
  );
  await expect(popup.getByText("“Acme EU” has no stored OAuth token.")).toBeVisible();
  await expect(popup.getByText(`…${token.slice(-4)}`)).toHaveCount(0);
  await expect(popup.getByRole("button", { name: "Revoke token" })).toBeDisabled();
  expect(revokeRequests(api)).toHaveLength(1);
  expect(revokeRequests(api)[0]!.body).toBe(`access_token=${token}`);
  expect(await statusWithToken(api, token)).toBe(401);
});

test("a stored token the API no longer knows: “Not found or already inactive”, and it is forgotten", async ({
  api,
  openPage,
}) => {
  const token = api.credentials.oauthToken;
  // Revoked behind the extension's back, before it is saved in the profile.
  const direct = await call(api, "/v1/oauth/token/revoke", {
    method: "POST",
    headers: { ...appKeys(api), "Content-Type": "application/x-www-form-urlencoded" },
    body: `access_token=${token}`,
  });
  expect(direct.status).toBe(204);
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: token });
  const popup = await openPage("popup.html");

  await revokeStored(popup);
  await expect(revokeStatus(popup).locator(".status-title")).toHaveText(
    "Not found or already inactive: the token can no longer be used.",
  );
  await expect(revokeStatus(popup)).toContainText(
    "It was removed from “Acme EU”; lookups now use the App keys.",
  );
  await expect(popup.getByText("“Acme EU” has no stored OAuth token.")).toBeVisible();
  await expect(popup.getByRole("button", { name: "Revoke token" })).toBeDisabled();
  // The API's own JSON 404, asked once.
  const asked = fromExtension(revokeRequests(api));
  expect(asked).toHaveLength(1);
  expect(asked[0]!.body).toBe(`access_token=${token}`);
});

const UNCERTAIN: {
  what: string;
  fault: Fault;
  title: string;
  detail: string;
  /** The client retries a 503, waiting between attempts. */
  timeout?: number;
}[] = [
  {
    what: "a web page answering 404 is not proof",
    fault: { kind: "html_error", status: 404 },
    title:
      "Not revoked for certain: api.voucherify.io answered 404 with a web page, not Voucherify's own answer. The token may still work.",
    detail:
      "Check the region or custom API URL of “Acme EU” in Settings, and try again. The stored token is kept.",
  },
  {
    what: "keys without the right to revoke (403)",
    fault: { kind: "forbidden" },
    title:
      "Nothing was revoked: the keys of “Acme EU” cannot revoke OAuth tokens (403). The token may still work.",
    detail:
      "Ask your admin for keys with the right to manage the project's OAuth tokens. The stored token is kept.",
  },
  {
    what: "an API unavailable past the retries (503)",
    fault: { kind: "status", status: 503 },
    title:
      "Not revoked yet: api.voucherify.io could not be reached or was unavailable. The token may still work.",
    detail: "Already retried. Try again in a moment. The stored token is kept.",
    timeout: 40_000,
  },
];

for (const uncertain of UNCERTAIN) {
  test(`revoke answered by ${uncertain.what}: “the token may still work”, and the stored token is kept`, async ({
    api,
    openPage,
  }) => {
    const token = api.credentials.oauthToken;
    const end = token.slice(-4);
    const options = await openPage("options.html");
    await saveProfileThroughOptions(options, api, { oauthToken: token });
    const rule: FaultRule = { fault: uncertain.fault, match: { pathPrefix: "/v1/oauth/token/revoke" } };
    api.setFaults([rule]);
    const popup = await openPage("popup.html");

    await revokeStored(popup);
    const status = revokeStatus(popup);
    await expect(status.locator(".status-title")).toHaveText(uncertain.title, {
      timeout: uncertain.timeout ?? 10_000,
    });
    await expect(status.locator(".status-detail")).toHaveText(uncertain.detail);
    await expect(status).toHaveAttribute("role", "alert");
    // Kept: still offered by its ending, and the server still takes it.
    await expect(popup.getByText(`The OAuth token stored in “Acme EU”, ending in …${end}.`)).toBeVisible();
    await expect(popup.getByRole("button", { name: "Revoke token" })).toBeEnabled();
    expect(await statusWithToken(api, token)).toBe(200);

    // Once the API answers again, the kept token is the one revoked.
    api.clearFaults();
    api.clearRequests();
    await revokeStored(popup);
    await expect(status.locator(".status-title")).toHaveText("Revoked: the token can no longer be used.", {
      timeout: 30_000,
    });
    expect(revokeRequests(api).map((r) => r.body)).toContain(`access_token=${token}`);
    await expect(popup.getByText("“Acme EU” has no stored OAuth token.")).toBeVisible();
    expect(await statusWithToken(api, token)).toBe(401);
  });
}

test("revoke refused for the profile's App keys (401): nothing revoked, the stored token kept", async ({
  api,
  openPage,
}) => {
  const token = api.credentials.oauthToken;
  const options = await openPage("options.html");
  await saveProfile(options, {
    name: "Wrong keys",
    appId: api.credentials.appId,
    appToken: "wrong-app-token",
    oauthToken: token,
  });
  const popup = await openPage("popup.html");

  await revokeStored(popup);
  const status = revokeStatus(popup);
  await expect(status.locator(".status-title")).toHaveText(
    "Nothing was revoked: api.voucherify.io refused the App ID or App Token of “Wrong keys” (401). The token may still work.",
  );
  await expect(status.locator(".status-detail")).toHaveText(
    "Fix the keys in Settings, or check the region, and try again. The stored token is kept.",
  );
  await expect(
    popup.getByText(`The OAuth token stored in “Wrong keys”, ending in …${token.slice(-4)}.`),
  ).toBeVisible();
  await expect(popup.getByRole("button", { name: "Revoke token" })).toBeEnabled();
  const asked = revokeRequests(api);
  expect(asked).toHaveLength(1);
  expect(asked[0]!.headers["x-app-token"]).toBe("wrong-app-token");
  expect(await statusWithToken(api, token)).toBe(200);
});

test("a pasted token revoked with another profile's keys: that project does not know it, and it still works", async ({
  api,
  secondApi,
  openPage,
}) => {
  const token = api.credentials.oauthToken;
  const options = await openPage("options.html");
  await saveProfile(options, {
    name: "Acme EU",
    appId: api.credentials.appId,
    appToken: api.credentials.appToken,
  });
  await saveProfile(options, {
    name: "Other cluster",
    region: "us1.api",
    appId: secondApi.credentials.appId,
    appToken: secondApi.credentials.appToken,
  });
  const popup = await openPage("popup.html");
  const revokeWith = popup.getByLabel("Revoke with the keys of", { exact: true });
  await expect(revokeWith).toBeVisible();
  await expect(revokeWith.locator("option:checked")).toHaveText("Acme EU — api.voucherify.io");

  await revokeWith.selectOption({ label: `Other cluster — ${US_HOST}` });
  await popup.getByLabel("Token to revoke").fill(token);
  await popup.getByRole("button", { name: "Revoke pasted token" }).click();
  const status = revokeStatus(popup);
  await expect(status.locator(".status-title")).toHaveText(
    `Not revoked: the project of “Other cluster” on ${US_HOST} does not know this token, or it is already inactive.`,
  );
  await expect(status.locator(".status-detail")).toHaveText(
    "If it was issued for that project, it can no longer be used. If it came from another project or region, it may still work: revoke it with that project's profile.",
  );
  await expect(popup.getByLabel("Token to revoke")).toHaveValue("");

  // Asked of the second cluster with its own keys; the first never heard of it, and still takes the token.
  const asked = revokeRequests(secondApi);
  expect(asked).toHaveLength(1);
  expect(asked[0]!.headers.host).toBe(US_HOST);
  expect(asked[0]!.headers["x-app-id"]).toBe(secondApi.credentials.appId);
  expect(asked[0]!.headers["x-app-token"]).toBe(secondApi.credentials.appToken);
  expect(asked[0]!.body).toBe(`access_token=${token}`);
  expect(revokeRequests(api)).toEqual([]);
  expect(await statusWithToken(api, token)).toBe(200);

  // With the keys of the project that issued it, it is revoked.
  await revokeWith.selectOption({ label: "Acme EU — api.voucherify.io" });
  await popup.getByLabel("Token to revoke").fill(token);
  await popup.getByRole("button", { name: "Revoke pasted token" }).click();
  await expect(status.locator(".status-title")).toHaveText("Revoked: the token can no longer be used.");
  await expect(status.locator(".status-detail")).toHaveText(
    "Revoked with the keys of “Acme EU” on api.voucherify.io.",
  );
  expect(await statusWithToken(api, token)).toBe(401);
  expect(await seriousViolations(popup)).toEqual([]);
});

// --- 4: a 403 names the operation -------------------------------------------------------------

test("the panel says which operation a key may not do: listing redemptions (403)", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  api.setFaults([{ fault: { kind: "forbidden" }, match: { pathPrefix: "/v1/redemptions" } }]);
  api.clearRequests();
  await search(panel, api.data.samples.customerId);
  const alert = panel.getByRole("alert");
  await expect(alert.locator(".error-title")).toHaveText("This key cannot list redemptions (403)");
  await expect(alert.locator(".error-action")).toHaveText(
    "Ask your admin for a key with read access to redemptions.",
  );
  await expect(alert.locator(".error-detail")).toHaveText(
    "Missing required permission: The API key's role does not allow this operation",
  );
  // A refusal is not retried.
  expect(api.requests.filter((r) => r.path === "/v1/redemptions")).toHaveLength(1);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("the panel says a key may not read loyalty cards (Get Member, 403)", async ({ api, openPage }) => {
  // The code's redemptions are still shown; the card's refusal is said beside them.
  const panel = await openPanelWithProfile(openPage, api);
  const { loyaltyCardCode } = api.data.samples;
  api.setFaults([{ fault: { kind: "forbidden" }, match: { pathPrefix: "/v1/loyalties/" } }]);
  await search(panel, loyaltyCardCode);
  // Both questions were asked, and the list answered.
  await expect.poll(() => api.requests.some((r) => r.path.startsWith("/v1/loyalties/"))).toBe(true);
  await expect(panel.locator(".redemption, .empty").first()).toBeVisible();
  await expect(panel.getByText("This key cannot read loyalty cards (Get Member) (403)")).toBeVisible();
  await expect(
    panel.getByText("Ask your admin for a key with read access to loyalty campaigns and their members."),
  ).toBeVisible();
});

test("the panel says a key may not read a card's expiring points (403), not that v2 is off", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  api.setFaults([{ fault: { kind: "forbidden" }, match: { pathPrefix: "/v2/" } }]);
  await fillCardIds(panel, api);
  await panel.getByRole("button", { name: "Show expiring points" }).click();
  const alert = panel.getByRole("alert");
  await expect(alert.locator(".error-title")).toHaveText(
    "This key cannot read a card's expiring points (403)",
  );
  await expect(alert.locator(".error-action")).toHaveText(
    "Ask your admin for a key with read access to loyalty programs, members and cards (loyalty v2).",
  );
  // The project has the v2 API: only this key's role lacks it.
  await expect(alert).not.toContainText("switched on");
  expect(api.requests.filter((r) => r.path.startsWith("/v2/"))).toHaveLength(1);
});

test("Test connection lists each operation: allowed, refused by name (403), or not checked without ids", async ({
  api,
  openPage,
}) => {
  const { loyaltyCardCode, programId, memberId, cardId, customerId } = api.data.samples;
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
  await formShowsSaved(options);
  const testButton = options.getByRole("button", { name: "Test https://api.voucherify.io", exact: true });
  const status = options.locator(".status").filter({ has: options.locator(".status-lines") });
  const lines = status.locator(".status-lines li");

  await options.getByText("Also check loyalty access (optional ids)").click();
  await options.getByLabel("Loyalty card code").fill(loyaltyCardCode);
  await options.getByLabel("Program ID (lprg_…)").fill(programId);
  await options.getByLabel("Member ID (lmbr_…)").fill(memberId);
  await options.getByLabel("Card ID (lcrd_…)").fill(cardId);
  await options.getByLabel("Customer ID for loyalty v2 memberships (cust_…)").fill(customerId);

  // A key whose role lacks Get Member.
  api.setFaults([{ fault: { kind: "forbidden" }, match: { pathPrefix: "/v1/loyalties/" } }]);
  api.clearRequests();
  await testButton.click();
  await expect(lines).toHaveText([
    "List Redemptions: allowed via the OAuth token",
    "Get Member: refused: This key cannot read loyalty cards (Get Member) (403)",
    "List card expiring points buckets: allowed via the App keys and OAuth token",
    "Get customer memberships: allowed via the App keys and OAuth token",
  ]);
  await expect(status.locator(".status-title")).toHaveText(
    "Connected to Europe (default) (api.voucherify.io) with the OAuth token.",
  );
  await expect(status).toHaveAttribute("role", "alert");
  // Reads only: each operation asked once, with the ids typed.
  expect(api.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
    [
      "GET /v1/redemptions",
      `GET /v1/loyalties/members/${encodeURIComponent(loyaltyCardCode)}`,
      `GET /v2/loyalties/programs/${programId}/members/${memberId}/cards/${cardId}/expiring-points`,
      `GET /v2/loyalties/memberships/${customerId}`,
    ].sort(),
  );

  // A key whose role lacks the loyalty v2 reads.
  api.setFaults([{ fault: { kind: "forbidden" }, match: { pathPrefix: "/v2/" } }]);
  await testButton.click();
  await expect(lines).toHaveText([
    "List Redemptions: allowed via the OAuth token",
    "Get Member: allowed via the App keys",
    "List card expiring points buckets: refused: This key cannot read a card's expiring points (403)",
    "Get customer memberships: refused: This key cannot read a customer's loyalty v2 memberships (403)",
  ]);

  // Without ids, the loyalty operations are said to be unchecked, and why.
  api.clearFaults();
  for (const label of [
    "Loyalty card code",
    "Program ID (lprg_…)",
    "Member ID (lmbr_…)",
    "Card ID (lcrd_…)",
    "Customer ID for loyalty v2 memberships (cust_…)",
  ])
    await options.getByLabel(label).fill("");
  await testButton.click();
  await expect(lines).toHaveText([
    "List Redemptions: allowed via the OAuth token",
    "Get Member: not checked: it needs a loyalty card code",
    "List card expiring points buckets: not checked: it needs a program, member and card id",
    "Get customer memberships: not checked: it needs a customer id",
  ]);
  await expect(status).toHaveAttribute("role", "status");

  // The host warning beside the report: nothing serious for axe.
  await options.getByLabel("Region").selectOption("us1.api");
  await expect(options.locator("#host-changed")).toBeVisible();
  await expect(lines).toHaveCount(4);
  expect(await seriousViolations(options)).toEqual([]);
});

// --- 5: deleting a profile leaves nothing -------------------------------------------------------

test("deleting a profile forgets everything kept for it, and nothing of the other profile", async ({
  api,
  helpdesk,
  context,
  openPage,
  worker,
}) => {
  const options = await openPage("options.html");
  await saveProfile(options, {
    name: "Acme EU",
    appId: api.credentials.appId,
    appToken: api.credentials.appToken,
    oauthToken: api.credentials.oauthToken,
  });
  await options.getByLabel("Code pattern").fill("AAA-");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByText("AAA-…")).toBeVisible();
  await saveProfile(options, {
    name: "Acme B",
    appId: api.credentials.appId,
    appToken: api.credentials.appToken,
  });
  await options.getByLabel("Code pattern").fill("BBB-");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByText("BBB-…")).toBeVisible();

  const ids = await readStores(worker);
  const a = profileNamed(ids, "Acme EU");
  const b = profileNamed(ids, "Acme B");
  expect(item<{ activeProfileId: string }>(ids, "profiles")?.activeProfileId).toBe(a.id);

  // A lookup asked from a ticket while A is active: it waits for the panel, which shows it.
  const ticket = await openMarkedTicket(context, helpdesk, worker);
  await clickMarkedId(ticket, "camp_fkZ28pe7DUAEmmabofkxHI8N");
  await expect.poll(async () => (await readStores(worker)).session.pendingLookup).toBeTruthy();
  const panel = await openPage("sidepanel.html");
  await expect(panel.getByText("Read as campaign id")).toBeVisible();
  await expect(panel.locator(".redemption, .empty").first()).toBeVisible();

  // A's and B's last check, recent lookups and cached answers, each made while it is active.
  const popup = await openPage("popup.html");
  const customer = api.data.samples.customerId;
  const checkAndLookUp = async (profile: StoredProfileRecord) => {
    await popup.bringToFront();
    await popup.getByRole("button", { name: "Check" }).click();
    await expect(popup.getByText(/Connected: [\d,]+ redemptions visible/)).toBeVisible();
    await panel.bringToFront();
    await expect(panel.locator(".profile-chip")).toHaveText(profile.name);
    await search(panel, customer);
    await expect(panel.locator(".read-as")).toContainText("customer id");
    await expect(panel.locator(".redemption").first()).toBeVisible();
    // The answer is kept for the session once it is shown (written after, off the agent's way).
    await expect
      .poll(async () =>
        Object.keys(keptFor(await readStores(worker), profile.id).cachedAnswers).some((key) =>
          key.includes(customer),
        ),
      )
      .toBe(true);
  };
  await checkAndLookUp(a);
  await popup.getByLabel("Profile").selectOption({ label: "Acme B — Europe (default)" });
  await expect(popup.getByText("Not checked yet")).toBeVisible();
  await checkAndLookUp(b);
  await popup.getByLabel("Profile").selectOption({ label: "Acme EU — Europe (default)" });
  await expect(
    popup.getByText(
      `The OAuth token stored in “Acme EU”, ending in …${api.credentials.oauthToken.slice(-4)}.`,
    ),
  ).toBeVisible();
  await expect(panel.locator(".profile-chip")).toHaveText("Acme EU");

  // Every kind of record is there for both, so “gone” and “intact” below mean something.
  const complete = (stores: Stores, id: string) => {
    const kept = keptFor(stores, id);
    return Boolean(
      kept.profile &&
        kept.secrets &&
        kept.connectionCheck &&
        kept.codePatterns?.length === 1 &&
        kept.recentLookups?.some((entry) => entry.lookup.value === customer) &&
        Object.keys(kept.cachedAnswers).length > 0,
    );
  };
  await expect
    .poll(async () => {
      const stores = await readStores(worker);
      return [complete(stores, a.id), complete(stores, b.id), Boolean(stores.session.pendingLookup)];
    })
    .toEqual([true, true, true]);
  const before = await readStores(worker);
  expect(item<{ activeProfileId: string }>(before, "profiles")?.activeProfileId).toBe(a.id);
  const keptForB = keptFor(before, b.id);

  await options.bringToFront();
  options.on("dialog", (dialog) => void dialog.accept());
  await options.getByRole("button", { name: "Delete “Acme EU”" }).click();
  await expect(options.getByText("Deleted “Acme EU”.")).toBeVisible();
  await expect(options.locator(".profile-list .profile-name")).toHaveText(["Acme B"]);

  // Nothing anywhere names A any more.
  await expect
    .poll(async () => {
      const stores = JSON.stringify(await readStores(worker));
      return stores.includes(a.id) ? `still kept: ${a.id}` : "gone";
    })
    .toBe("gone");
  const after = await readStores(worker);
  expect(keptFor(after, a.id)).toEqual({
    profile: undefined,
    secrets: undefined,
    recentLookups: undefined,
    codePatterns: undefined,
    connectionCheck: undefined,
    cachedAnswers: {},
    cacheIndex: [],
  });
  // The lookup waiting for A's panel is dropped with it.
  expect(after.session.pendingLookup).toBeUndefined();
  // Nothing of either profile ever went where content scripts read.
  expect({ local: after.local, sync: after.sync }).toEqual({ local: {}, sync: {} });
  // B's records, untouched; B is the active profile now.
  expect(keptFor(after, b.id)).toEqual(keptForB);
  expect(item<{ activeProfileId: string }>(after, "profiles")?.activeProfileId).toBe(b.id);
});
