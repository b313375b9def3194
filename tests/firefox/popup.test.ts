import { sidebarIsOpen } from "./firefox";
import { expect, test } from "./fixtures";
import { isDisabled, press, saveProfileThroughOptions, shows } from "./ui";

test("Revoke token kills the stored token in three clicks, with the App keys", async ({
  api,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api, { oauthToken: api.credentials.oauthToken });
  const popup = await openPage("popup.html");
  api.clearRequests();

  await press(popup, "Revoke token");
  await shows(
    popup,
    `Revoke the OAuth token of “Acme EU” ending in …${api.credentials.oauthToken.slice(-4)}?`,
  );
  await press(popup, "Yes, revoke it");
  await shows(popup, "Revoked: the token can no longer be used.");
  await shows(popup, "It was removed from “Acme EU”; lookups now use the App keys.");

  const revoke = api.requests.find((r) => r.path === "/v1/oauth/token/revoke")!;
  expect(revoke.method).toBe("POST");
  expect(revoke.headers.host).toBe("api.voucherify.io");
  expect(revoke.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  expect(revoke.body).toBe(`access_token=${api.credentials.oauthToken}`);
  expect(revoke.headers["x-app-id"]).toBe(api.credentials.appId);
  expect(revoke.headers["x-app-token"]).toBe(api.credentials.appToken);
  // Nothing is left to revoke.
  await expect.poll(() => isDisabled(popup, "Revoke token")).toBe(true);
  // And the server refuses the token from now on: a lookup falls back to the App keys.
  const panel = await openPage("sidepanel.html");
  const reply = await panel.evaluate(() =>
    browser.runtime.sendMessage({ type: "redemptions.list", input: { params: { limit: 1 } } }),
  );
  expect(reply).toMatchObject({ ok: true, credential: "app_keys" });
});

test("Open side panel in the popup opens Firefox's sidebar", async ({ api, home, openPage }) => {
  await saveProfileThroughOptions(home, api);
  expect(await sidebarIsOpen(home)).toBe(false);
  const popup = await openPage("popup.html");
  await press(popup, "Open side panel");
  await expect.poll(() => sidebarIsOpen(home)).toBe(true);
});

test("the context menu item and the keyboard command are there", async ({ home }) => {
  // update() fails for an item that does not exist; onInstalled may still be running.
  await expect
    .poll(() =>
      home.evaluate(() =>
        browser.contextMenus.update("voucher-lens-lookup-selection", {}).then(
          () => "exists",
          (error: Error) => error.message,
        ),
      ),
    )
    .toBe("exists");
  const commands = await home.evaluate(() => browser.commands.getAll());
  expect(commands).toContainEqual(
    expect.objectContaining({ name: "lookup-selection", shortcut: "Alt+Shift+L" }),
  );
});
