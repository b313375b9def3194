import { expect, test } from "./fixtures";
import { saveProfileThroughOptions, search, shows } from "./ui";

test("searching a customer id in the panel lists that customer's redemptions with the total", async ({
  api,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const panel = await openPage("sidepanel.html");
  const { customerWithManyRedemptions } = api.data.samples;
  api.clearRequests();
  await search(panel, customerWithManyRedemptions);

  await shows(panel, "Read as customer id");
  await shows(panel, /showing 1–25 of \d+/);
  const list = await panel.waitForSelector('::-p-aria([name="Redemptions"][role="list"])');
  expect(await list!.$$eval(":scope > li", (items) => items.length)).toBe(25);
  const request = api.requests.find((r) => r.path === "/v1/redemptions")!;
  expect(request.query).toBe(`limit=25&page=1&customer=${customerWithManyRedemptions}`);
  expect(request.headers.host).toBe("api.voucherify.io");
});

test("searching a failed code explains the failure and offers a reply to copy", async ({
  api,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const panel = await openPage("sidepanel.html");
  await search(panel, api.data.samples.failedCode);
  await shows(panel, "Read as voucher code");
  const failure = await panel.waitForSelector(".redemption.is-failure");
  expect(await failure!.$eval(".failure-code code", (el) => el.textContent)).not.toBe("unknown");
  await (await failure!.waitForSelector("::-p-text(Suggested reply)"))!.click();
  await failure!.waitForSelector('::-p-aria([name="Copy reply"][role="button"])', {
    visible: true,
  });
  // The code is also tried as a loyalty card at the same time: a request of its own, maybe answered later.
  await expect.poll(() => api.requests.some((r) => r.path.startsWith("/v1/loyalties/members/"))).toBe(true);
});

test("searching a customer with two loyalty v2 memberships shows both programs' cards, each with its points", async ({
  api,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const panel = await openPage("sidepanel.html");
  const { membershipsCustomerId, membershipsCardCode } = api.data.samples;
  await search(panel, membershipsCustomerId);
  // By CSS, the element of the role and its name (a named <section> is a region): in Firefox,
  // ::-p-aria works out every element's role and name in the extension's process, seconds on this
  // panel, again every frame of a wait, and stalls the worker that process also runs.
  await panel.waitForSelector('section[aria-label="Loyalty v2 program Acme Outdoor Rewards"]');
  await panel.waitForSelector('section[aria-label="Loyalty v2 program Acme Partner Points"]');
  const card = await panel.waitForSelector(`article[aria-label="Loyalty v2 card ${membershipsCardCode}"]`);
  const text = await card!.evaluate((el) => el.textContent ?? "");
  expect(text).toMatch(/Usable now[\d,]+ points/);
  expect(text).toMatch(/Pending[\d,]+ points; next [\d,]+ points activate on/);
  expect(text).toMatch(/Next expiry[\d,]+ points on/);
  expect(
    api.requests
      .filter((r) => r.path === `/v2/loyalties/memberships/${membershipsCustomerId}`)
      .map((r) => r.query),
  ).toEqual(["identification_type=customer_id"]);
});
