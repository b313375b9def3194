import { expect, test } from "./fixtures";
import { control, press, saveProfileThroughOptions, shows } from "./ui";

test("an agent saves a profile and Test connection reaches api.voucherify.io with the App keys", async ({
  api,
  home,
}) => {
  // home is the options page the extension opened once installed.
  await saveProfileThroughOptions(home, api);
  api.clearRequests();

  await press(home, "Test https://api.voucherify.io");
  await shows(home, /Connected to Europe \(default\) \(api\.voucherify\.io\)/);
  await shows(home, "redemptions are visible to these keys");

  const request = api.requests.filter((r) => r.path === "/v1/redemptions").at(-1)!;
  expect(request.method).toBe("GET");
  expect(request.query).toBe("limit=1");
  expect(request.headers.host).toBe("api.voucherify.io");
  expect(request.headers["x-app-id"]).toBe(api.credentials.appId);
  expect(request.headers["x-app-token"]).toBe(api.credentials.appToken);
  expect(request.headers["x-voucherify-channel"]).toMatch(/^Voucher-Lens-Extension\/\d+\.\d+\.\d+$/);
  expect(request.headers.authorization).toBeUndefined();
});

test("nothing is written where content scripts can read it, and a new page still shows the profile", async ({
  api,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api, { oauthToken: api.credentials.oauthToken });
  await press(home, "Test https://api.voucherify.io");
  await shows(home, "Connected to");

  const stored = await home.evaluate(async () => ({
    local: await browser.storage.local.get(null),
    sync: await browser.storage.sync.get(null),
  }));
  expect(stored).toEqual({ local: {}, sync: {} });

  const again = await openPage("options.html");
  // The field is asked for afresh each time: a handle to a form the page has since replaced would
  // keep answering what that form showed.
  await expect
    .poll(async () => (await control(again, "Profile name")).evaluate((el) => (el as HTMLInputElement).value))
    .toBe("Acme EU");
});
