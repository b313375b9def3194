import { expect, test } from "./fixtures";
import { openPanelWithProfile, search, seriousViolations } from "./panel-helpers";

test("searching a customer id lists that customer's redemptions with the total", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { customerWithManyRedemptions } = api.data.samples;
  api.clearRequests();
  await search(panel, customerWithManyRedemptions);

  await expect(panel.getByText("Read as customer id")).toBeVisible();
  await expect(panel.getByText(/showing 1–25 of \d+/)).toBeVisible();
  await expect(panel.getByRole("list", { name: "Redemptions" }).getByRole("listitem")).toHaveCount(25);
  const request = api.requests.find((r) => r.path === "/v1/redemptions")!;
  expect(request.query).toBe(`limit=25&page=1&customer=${customerWithManyRedemptions}`);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("searching a failed code explains the failure and offers a reply to copy", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { failedCode } = api.data.samples;
  await search(panel, failedCode);
  await expect(panel.getByText("Read as voucher code")).toBeVisible();
  const failure = panel.locator(".redemption.is-failure").first();
  await expect(failure).toBeVisible();
  await expect(failure.locator(".failure-code code")).not.toHaveText("unknown");
  await failure.getByText("Suggested reply").click();
  await expect(failure.getByRole("button", { name: "Copy reply" })).toBeVisible();
  // The code is also tried as a loyalty card at the same time: a request of its own, maybe answered later.
  await expect.poll(() => api.requests.some((r) => r.path.startsWith("/v1/loyalties/members/"))).toBe(true);
});

test("a rollback links back to its redemption", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { rollbackId, rolledBackRedemptionId } = api.data.samples;
  await search(panel, rolledBackRedemptionId);
  await expect(panel.getByText("Read as redemption id")).toBeVisible();
  const row = panel.locator(`#row-${rollbackId}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText("Rollback");
});

test("filters and paging change the request, not a local view", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { customerWithManyRedemptions } = api.data.samples;
  await search(panel, customerWithManyRedemptions);
  await expect(panel.getByText(/showing 1–25 of/)).toBeVisible();

  api.clearRequests();
  await panel.getByRole("button", { name: "Next page" }).click();
  await expect(panel.getByText(/showing 26–50 of/)).toBeVisible();
  expect(api.requests.at(-1)!.query).toBe(`limit=25&page=2&customer=${customerWithManyRedemptions}`);

  await panel.getByText("Filters and order").click();
  await panel.getByLabel("Result").selectOption("FAILURE");
  await expect(panel.getByText(/Filters and order \(1 active\)/)).toBeVisible();
  await expect
    .poll(() => api.requests.at(-1)?.query)
    .toBe(`limit=25&page=1&result=FAILURE&customer=${customerWithManyRedemptions}`);
  await panel.getByLabel("Page size").selectOption("10");
  await panel.getByLabel("Sort").selectOption("created_at");
  // Two quick changes, two requests: they may reach the server in either order.
  const both = `limit=10&page=1&result=FAILURE&customer=${customerWithManyRedemptions}&order=created_at`;
  await expect.poll(() => api.requests.some((r) => r.query === both)).toBe(true);
  await expect(panel.locator(".redemption.is-success")).toHaveCount(0);
});

test("a refresh that fails keeps the last good list on screen, marked stale", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, api.data.samples.customerId);
  await expect(panel.getByText(/as of \d\d:\d\d/)).toBeVisible();
  // The rows' module loads on demand: "as of" can show a moment before them.
  await expect(panel.locator(".redemption").first()).toBeVisible();
  const rows = await panel.locator(".redemption").count();
  expect(rows).toBeGreaterThan(0);

  api.setFaults([{ fault: { kind: "status", status: 500 }, match: { pathPrefix: "/v1/redemptions" } }]);
  await panel.getByRole("button", { name: "Refresh" }).click();
  await expect(panel.getByRole("alert")).toContainText("Voucherify answered with an error (500)");
  await expect(panel.getByText("stale", { exact: true })).toBeVisible();
  await expect(panel.locator(".redemption")).toHaveCount(rows);
  await expect(panel.getByRole("alert")).toContainText("Request id");
  expect(await seriousViolations(panel)).toEqual([]);
});

test("revisiting a lookup shows the cached answer at once", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { customerId, failedCode } = api.data.samples;
  await search(panel, customerId);
  await expect(panel.getByText(/as of/)).toBeVisible();
  await search(panel, failedCode);
  await expect(panel.getByText("Read as voucher code")).toBeVisible();
  // The label shows before the request leaves; wait until the server has it so it is not counted below.
  await expect.poll(() => api.requests.some((r) => r.query.includes(failedCode))).toBe(true);
  api.clearRequests();
  await search(panel, customerId);
  await expect(panel.getByText("Read as customer id")).toBeVisible();
  await expect(panel.locator(".redemption").first()).toBeVisible();
  const customerRequests = api.requests.filter(
    (r) => r.path === "/v1/redemptions" && r.query.includes("customer="),
  );
  expect(customerRequests).toEqual([]);
});

test("an unknown customer shows an empty state naming what was searched", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, "cust_DoesNotExist0000000000");
  await expect(panel.getByText("No redemptions for customer id cust_DoesNotExist0000000000.")).toBeVisible();
  expect(await seriousViolations(panel)).toEqual([]);
});

test("bad input gets a message and sends nothing", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  api.clearRequests();
  await search(panel, "   ");
  await expect(panel.getByRole("alert")).toHaveText(
    "Type or paste a code, customer id, email or campaign id.",
  );
  await search(panel, "x".repeat(300));
  await expect(panel.getByRole("alert")).toHaveText("That is 300 characters; codes and ids are at most 256.");
  expect(api.requests).toEqual([]);
});

test("markup in a customer's name stays text and never runs", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, api.data.samples.xssCustomerId);
  const row = panel.locator(".redemption").first();
  await expect(row).toBeVisible();
  await expect(row).toContainText("<img");
  await row.getByRole("button", { name: /Details/ }).click();
  expect(await panel.locator(".redemptions img, .redemptions script").count()).toBe(0);
  expect(await panel.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test("recent lookups never move what the agent is about to click", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, api.data.samples.customerId);
  await expect(panel.getByText("Read as customer id")).toBeVisible();
  // Typing shows the recent lookups; they overlay the page instead of pushing it down.
  await panel.getByRole("searchbox", { name: "Search" }).fill(api.data.samples.failedCode.slice(0, 4));
  await expect(panel.getByRole("list", { name: "Recent lookups" })).toBeVisible();
  await search(panel, api.data.samples.failedCode);
  await expect(panel.getByText("Read as voucher code")).toBeVisible();
  await expect(panel.getByRole("list", { name: "Recent lookups" })).toHaveCount(0);
  const failure = panel.locator(".redemption.is-failure").first();
  await failure.getByText("Suggested reply").click();
  await expect(failure.getByRole("button", { name: "Copy reply" })).toBeVisible();
});

test("the panel works from the keyboard alone", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  // The panel renders once the profile is read; keys go to the focused page, from the top.
  await expect(panel.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await panel.bringToFront();
  // The panel opens with the focus in Search; from the top, the shortcuts' help comes first.
  await expect(panel.getByRole("searchbox", { name: "Search" })).toBeFocused();
  await panel.mouse.click(2, 2);
  await panel.keyboard.press("Tab");
  await expect(panel.getByRole("button", { name: "Keyboard shortcuts" })).toBeFocused();
  await panel.keyboard.press("Tab");
  await expect(panel.getByRole("searchbox", { name: "Search" })).toBeFocused();
  await panel.keyboard.type(api.data.samples.failedCode);
  await panel.keyboard.press("Enter");
  await expect(panel.getByText("Read as voucher code")).toBeVisible();
  const details = panel.locator(".redemption").first().locator("button.expand");
  await details.focus();
  await panel.keyboard.press("Enter");
  await expect(details).toHaveAttribute("aria-expanded", "true");
  // Tabs follow the arrow keys.
  await panel.getByRole("tab", { name: "Redemptions" }).focus();
  await panel.keyboard.press("ArrowRight");
  await expect(panel.getByRole("tab", { name: "Expiring points" })).toBeFocused();
  await expect(panel.getByRole("tab", { name: "Expiring points" })).toHaveAttribute("aria-selected", "true");
});
