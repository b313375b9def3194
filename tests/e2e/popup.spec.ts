/// <reference types="chrome" />

import { everythingStored } from "./everything-stored";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { search, seriousViolations } from "./panel-helpers";

test("Revoke token kills the stored token in three clicks, with the App keys", async ({ api, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
  const popup = await openPage("popup.html");
  api.clearRequests();

  await popup.getByRole("button", { name: "Revoke token" }).click();
  await expect(
    popup.getByText(
      `Revoke the OAuth token of “Acme EU” ending in …${api.credentials.oauthToken.slice(-4)}?`,
    ),
  ).toBeVisible();
  await popup.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(popup.getByText("Revoked: the token can no longer be used.")).toBeVisible();
  await expect(popup.getByText("It was removed from “Acme EU”; lookups now use the App keys.")).toBeVisible();

  const revoke = api.requests.find((r) => r.path === "/v1/oauth/token/revoke")!;
  expect(revoke.method).toBe("POST");
  expect(revoke.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  expect(revoke.body).toBe(`access_token=${api.credentials.oauthToken}`);
  expect(revoke.headers["x-app-id"]).toBe(api.credentials.appId);
  expect(revoke.headers["x-app-token"]).toBe(api.credentials.appToken);
  // Nothing is left to revoke, and the server refuses the token from now on.
  await expect(popup.getByRole("button", { name: "Revoke token" })).toBeDisabled();
  expect(await seriousViolations(popup)).toEqual([]);
});

test("a pasted token is revoked, never kept, and the field is cleared", async ({ api, openPage, worker }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const popup = await openPage("popup.html");
  const field = popup.getByLabel("Token to revoke");
  await expect(field).toHaveAttribute("type", "password");
  await field.fill(api.credentials.secondOauthToken);
  await popup.getByRole("button", { name: "Show token" }).click();
  await expect(field).toHaveAttribute("type", "text");
  await popup.getByRole("button", { name: "Revoke pasted token" }).click();
  await expect(popup.getByText("Revoked: the token can no longer be used.")).toBeVisible();
  await expect(field).toHaveValue("");
  // Every store the extension has, IndexedDB included: the profile's own token is there (so the
  // reading sees where secrets go), the pasted one nowhere.
  const stored = JSON.stringify(await everythingStored(worker));
  expect(stored).toContain(api.credentials.appToken);
  expect(stored).not.toContain(api.credentials.secondOauthToken);

  // Revoking it again: the API answers 404. For a pasted token that proves nothing (it may belong to
  // another project or region), so the popup says whose keys were used and does not call it dead.
  await field.fill(api.credentials.secondOauthToken);
  await popup.getByRole("button", { name: "Revoke pasted token" }).click();
  await expect(
    popup.getByText(
      "Not revoked: the project of “Acme EU” on api.voucherify.io does not know this token, or it is already inactive.",
    ),
  ).toBeVisible();
});

test("fault: revoke answering 401 (wrong App keys): nothing revoked, the stored token kept", {
  tag: "@fault",
}, async ({ api, openPage }) => {
  const options = await openPage("options.html");
  await options.getByLabel("Profile name").fill("Wrong keys");
  await options.getByLabel("App ID").fill(api.credentials.appId);
  await options.getByLabel("App Token").fill("wrong-app-token");
  await options.getByLabel("OAuth token").fill(api.credentials.oauthToken);
  await options.getByRole("button", { name: "Save" }).click();
  await expect(options.getByText("Saved “Wrong keys”.")).toBeVisible();
  const popup = await openPage("popup.html");
  await popup.getByRole("button", { name: "Revoke token" }).click();
  await popup.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(
    popup.getByText(
      "Nothing was revoked: api.voucherify.io refused the App ID or App Token of “Wrong keys” (401). The token may still work.",
    ),
  ).toBeVisible();
  await expect(popup.getByText(/The stored token is kept/)).toBeVisible();
  await expect(popup.getByRole("button", { name: "Revoke token" })).toBeEnabled();
});

test("fault: revoke answering 503 past the retries says the token is not revoked yet", {
  tag: "@fault",
}, async ({ api, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
  api.setFaults([{ fault: { kind: "status", status: 503 }, match: { pathPrefix: "/v1/oauth" } }]);
  const popup = await openPage("popup.html");
  await popup.getByRole("button", { name: "Revoke token" }).click();
  await popup.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(
    popup.getByText(
      "Not revoked yet: api.voucherify.io could not be reached or was unavailable. The token may still work.",
    ),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The client retried the 503 before giving up (an attempt can also die on the socket, unrecorded).
  expect(api.requests.filter((r) => r.path === "/v1/oauth/token/revoke").length).toBeGreaterThanOrEqual(3);
  await expect(popup.getByRole("button", { name: "Revoke token" })).toBeEnabled();
});

test("switching profile in the popup changes what the panel queries", async ({ api, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { name: "Acme EU" });
  await options.getByRole("button", { name: "Add profile" }).click();
  await options.getByLabel("Profile name").fill("Acme US");
  await options.getByLabel("Region").selectOption("us1.api");
  await options.getByLabel("App ID").fill(api.credentials.appId);
  await options.getByLabel("App Token").fill(api.credentials.appToken);
  await options.getByRole("button", { name: "Save" }).click();
  await expect(options.getByText("Saved “Acme US”.")).toBeVisible();

  const panel = await openPage("sidepanel.html");
  await search(panel, api.data.samples.customerId);
  await expect(panel.locator(".redemption").first()).toBeVisible();
  expect(api.requests.at(-1)!.headers.host).toBe("api.voucherify.io");

  const popup = await openPage("popup.html");
  await popup.getByLabel("Profile").selectOption({ label: "Acme US — United States" });
  // The panel clears what belonged to the other project, and the next lookup goes to the US cluster.
  await expect(panel.locator(".redemption")).toHaveCount(0);
  await expect(panel.locator(".profile-chip")).toHaveText("Acme US");
  await search(panel, api.data.samples.customerId);
  await expect(panel.locator(".redemption").first()).toBeVisible();
  expect(api.requests.at(-1)!.headers.host).toBe("us1.api.voucherify.io");
});

test("Check records the connection state of the active profile", async ({ api, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const popup = await openPage("popup.html");
  await expect(popup.getByText("Not checked yet")).toBeVisible();
  await popup.getByRole("button", { name: "Check" }).click();
  await expect(popup.getByText(/Connected: [\d,]+ redemptions visible/)).toBeVisible();
});

test("after the stored token is revoked, the panel says lookups use the App keys", async ({
  api,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { oauthToken: api.credentials.oauthToken });
  const panel = await openPage("sidepanel.html");
  await search(panel, api.data.samples.customerId);
  await expect(panel.getByText("via the OAuth token")).toBeVisible();

  const popup = await openPage("popup.html");
  await popup.getByRole("button", { name: "Revoke token" }).click();
  await popup.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(popup.getByText("Revoked: the token can no longer be used.")).toBeVisible();

  await panel.bringToFront();
  await panel.getByRole("button", { name: "Refresh" }).click();
  await expect(panel.getByText("via the App keys")).toBeVisible();
  const last = api.requests.filter((r) => r.path === "/v1/redemptions").at(-1)!;
  expect(last.headers.authorization).toBeUndefined();
  expect(last.headers["x-app-id"]).toBe(api.credentials.appId);
});
