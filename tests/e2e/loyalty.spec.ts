import { expect, test } from "./fixtures";
import { fillCardIds, openPanelWithProfile, search, seriousViolations } from "./panel-helpers";

test("a loyalty card code shows its card: balance, next expiry and state", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { loyaltyCardCode } = api.data.samples;
  await search(panel, loyaltyCardCode);
  const card = panel.getByRole("region", { name: `Loyalty card ${loyaltyCardCode}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Balance");
  await expect(card).toContainText("points");
  await expect(card.locator(".card-state")).toHaveText(/active|valid/);
  const request = api.requests.find((r) => r.path.startsWith("/v1/loyalties/"))!;
  expect(request.path).toBe(`/v1/loyalties/members/${encodeURIComponent(loyaltyCardCode)}`);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("camp_… CODE asks Get Member with the campaign", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { loyaltyCardCode, loyaltyCampaignId } = api.data.samples;
  await search(panel, `${loyaltyCampaignId} ${loyaltyCardCode}`);
  await expect(panel.getByText("Read as loyalty card code in a campaign")).toBeVisible();
  await expect(panel.getByRole("region", { name: `Loyalty card ${loyaltyCardCode}` })).toBeVisible();
  expect(
    api.requests.some(
      (r) => r.path === `/v1/loyalties/${loyaltyCampaignId}/members/${encodeURIComponent(loyaltyCardCode)}`,
    ),
  ).toBe(true);
});

test("a card code with a slash reaches the API as one encoded segment", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const code = api.data.samples.loyaltyCardCodeWithSlash;
  await search(panel, code);
  await expect(panel.getByRole("region", { name: `Loyalty card ${code}` })).toBeVisible();
  expect(api.requests.some((r) => r.path === `/v1/loyalties/members/${encodeURIComponent(code)}`)).toBe(true);
});

test("a card that is not in the campaign says so", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, "camp_AAAAAAAAAAAAAAAAAAAAAAAA NOPE-123");
  await expect(panel.getByText(/No loyalty card with code NOPE-123 in this project/)).toBeVisible();
});

test("expiring points: three ids, every page, soonest first, then latest first", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { programId, memberId, cardId } = api.data.samples;
  await panel.getByRole("tab", { name: "Expiring points" }).click();
  await panel.getByLabel("Program ID").fill(programId);
  await panel.getByLabel("Member ID").fill("lmbr_NOT-HEX");
  await expect(panel.getByText("Member ID looks like lmbr_… followed by 0-9 and a-f")).toBeVisible();
  await panel.getByLabel("Member ID").fill(memberId);
  await panel.getByLabel("Card ID").fill(cardId);
  await panel.getByLabel("Card ID").press("Enter");

  const rows = panel.locator("table.buckets tbody tr");
  await expect(rows).toHaveCount(25);
  await expect(panel.getByText(/points expire in the next 30 days/)).toBeVisible();
  await expect(panel.getByRole("img", { name: /Points expiring by month/ })).toBeVisible();
  await panel.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(28);
  await expect(panel.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const pointsRequests = api.requests.filter((r) => r.path.endsWith("/expiring-points"));
  expect(pointsRequests.map((r) => r.query)).toEqual([
    "limit=25&order=expiration_date",
    expect.stringMatching(/^limit=25&order=expiration_date&cursor=lcrspeb_[a-f0-9]+$/),
  ]);

  // Soonest first: dates ascend.
  const firstDate = await rows.first().locator("td").first().textContent();
  await panel.getByRole("button", { name: "Soonest first" }).click();
  await expect(panel.getByRole("button", { name: "Latest first" })).toHaveAttribute("aria-pressed", "true");
  await expect(rows).toHaveCount(25);
  expect(api.requests.at(-1)!.query).toBe("limit=25&order=-expiration_date");
  expect(await rows.first().locator("td").first().textContent()).not.toBe(firstDate);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("an expired cursor restarts from the first page and says so", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  await fillCardIds(panel, api);
  await panel.getByRole("button", { name: "Show expiring points" }).click();
  await expect(panel.locator("table.buckets tbody tr")).toHaveCount(25);
  api.expireCursors();
  await panel.getByRole("button", { name: "Load more" }).click();
  await expect(panel.getByText(/reloaded from the first page/)).toBeVisible();
  await expect(panel.locator("table.buckets tbody tr")).toHaveCount(25);
});

test("a card that does not exist is named in the error", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { programId, memberId } = api.data.samples;
  await panel.getByRole("tab", { name: "Expiring points" }).click();
  await panel.getByLabel("Program ID").fill(programId);
  await panel.getByLabel("Member ID").fill(memberId);
  await panel.getByLabel("Card ID").fill("lcrd_00000000000000000000");
  await panel.getByRole("button", { name: "Show expiring points" }).click();
  await expect(panel.getByRole("alert")).toContainText(
    "No card with id lcrd_00000000000000000000 in this project",
  );
});

test("a project without the v2 loyalty feature gets a plain explanation", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { programId, memberId, cardId } = api.data.samples;
  api.setFaults([{ fault: { kind: "v2_disabled" }, match: { pathPrefix: "/v2/" } }]);
  await panel.getByRole("tab", { name: "Expiring points" }).click();
  await panel.getByLabel("Program ID").fill(programId);
  await panel.getByLabel("Member ID").fill(memberId);
  await panel.getByLabel("Card ID").fill(cardId);
  await panel.getByRole("button", { name: "Show expiring points" }).click();
  await expect(panel.getByRole("alert")).toContainText(
    "does not have the new loyalty API (v2, beta) switched on",
  );
});
