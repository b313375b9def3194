import type { Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import { expect, test } from "./fixtures";
import { openPanelWithProfile, search, seriousViolations } from "./panel-helpers";

// Where are my points, for loyalty v2: a customer looked up shows their memberships' cards, each one
// click from its expiring and pending points, with no id typed.

const membershipRequests = (api: ApiServer) =>
  api.requests.filter((r) => r.path.startsWith("/v2/loyalties/memberships/"));
const card = (panel: Page, code: string) => panel.getByRole("article", { name: `Loyalty v2 card ${code}` });

test("a customer with two memberships shows both programs' cards with balance, pending and next expiry", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { membershipsCustomerId, membershipsCardCode } = api.data.samples;
  await search(panel, membershipsCustomerId);
  await expect(panel.getByRole("region", { name: "Loyalty v2 program Acme Outdoor Rewards" })).toBeVisible();
  const partner = panel.getByRole("region", { name: "Loyalty v2 program Acme Partner Points" });
  await expect(partner).toBeVisible();
  const first = card(panel, membershipsCardCode);
  await expect(first).toContainText(/Usable now\s*[\d,]+ points/);
  await expect(first).toContainText(/Pending\s*[\d,]+ points; next [\d,]+ points activate on/);
  await expect(first).toContainText(/Next expiry\s*[\d,]+ points on/);
  await expect(partner.getByRole("article")).toContainText("wait for an event");
  // The redemptions are there too, and the memberships were asked once.
  await expect(panel.locator(".redemption").first()).toBeVisible();
  expect(membershipRequests(api).map((r) => `${r.path}?${r.query}`)).toEqual([
    `/v2/loyalties/memberships/${membershipsCustomerId}?identification_type=customer_id`,
  ]);

  // The tier, asked only when the agent opens the program.
  expect(api.requests.some((r) => r.path.includes("/memberships/") && r.path.includes("/programs/"))).toBe(
    false,
  );
  await panel
    .getByRole("region", { name: "Loyalty v2 program Acme Outdoor Rewards" })
    .getByRole("button", { name: "Tier progress" })
    .click();
  await expect(first).toContainText(/Gold until .+; 240 points to Platinum; falls to Silver on/);
  await first.getByText("Suggested reply").last().click();
  await expect(first.locator(".reply-text").last()).toContainText("your Gold status ends on");
  expect(await seriousViolations(panel)).toEqual([]);
});

test("a card opens its Expiring points with no id typed, and its pending buckets", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { membershipsCustomerId, membershipsCardCode, programId, memberId, cardId } = api.data.samples;
  await search(panel, membershipsCustomerId);
  const first = card(panel, membershipsCardCode);
  await first.getByRole("button", { name: "Pending points" }).click();
  const pending = first.getByRole("table", { name: "Pending points" });
  await expect(pending.locator("tbody tr")).toHaveCount(3);
  await expect(pending).toContainText("after a set period");
  expect(api.requests.at(-1)!.path).toBe(
    `/v2/loyalties/programs/${programId}/members/${memberId}/cards/${cardId}/pending-points`,
  );

  await first.getByRole("button", { name: "Expiring points" }).click();
  await expect(panel.getByRole("tab", { name: "Expiring points" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByLabel("Program ID")).toHaveValue(programId);
  await expect(panel.getByLabel("Member ID")).toHaveValue(memberId);
  await expect(panel.getByLabel("Card ID")).toHaveValue(cardId);
  await expect(panel.locator("table.buckets tbody tr")).toHaveCount(25);
  expect(api.requests.some((r) => r.path.endsWith(`/cards/${cardId}/expiring-points`))).toBe(true);
});

test("a member id (lmbr_) shows that member's cards", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { memberId, membershipsCardCode } = api.data.samples;
  await search(panel, memberId);
  await expect(panel.getByText("Read as loyalty member id")).toBeVisible();
  await expect(card(panel, membershipsCardCode)).toContainText("Usable now");
  // That member's program only, not the other memberships of the member's customer.
  await expect(panel.getByRole("region", { name: "Loyalty v2 program Acme Partner Points" })).toHaveCount(0);
  expect(membershipRequests(api).map((r) => r.query)).toEqual(["identification_type=member_id"]);
});

test("a code Get Member does not know names the customer's loyalty v2 card holding it", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { membershipsCustomerId, membershipsCardCode } = api.data.samples;
  await search(panel, membershipsCustomerId);
  await expect(card(panel, membershipsCardCode)).toBeVisible();
  await search(panel, membershipsCardCode);
  await expect(panel.getByText("Read as voucher code")).toBeVisible();
  const named = panel.locator(".v2-found");
  await expect(named).toContainText(
    `${membershipsCardCode} is no loyalty card Get Member knows: it is a loyalty v2 card of customer ${membershipsCustomerId}, in Acme Outdoor Rewards`,
  );
  await expect(panel.locator(".v2-card-found")).toHaveAttribute(
    "aria-label",
    `Loyalty v2 card ${membershipsCardCode}`,
  );
  expect(api.requests.some((r) => r.path === `/v1/loyalties/members/${membershipsCardCode}`)).toBe(true);
  await expect(panel.getByText(/No loyalty card with code/)).toHaveCount(0);
});

test("no membership, an unknown customer and a key without the right are each said in their words", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, api.data.samples.noMembershipCustomerId);
  await expect(panel.getByText("No loyalty v2 membership for this customer.")).toBeVisible();

  await search(panel, "cust_0000000000000000000000ZZ");
  await expect(panel.getByText(/No customer cust_0000000000000000000000ZZ in this project/)).toBeVisible();
  await expect(panel.getByText("No loyalty v2 membership for this customer.")).toHaveCount(0);

  api.setFaults([{ fault: { kind: "forbidden" }, match: { pathPrefix: "/v2/loyalties/memberships/" } }]);
  await search(panel, api.data.samples.membershipsCustomerId);
  const alert = panel.getByRole("alert");
  await expect(alert.locator(".error-title")).toHaveText(
    "This key cannot read a customer's loyalty v2 memberships (403)",
  );
  // The redemptions the key may read are still shown.
  await expect(panel.locator(".redemption").first()).toBeVisible();
});

test("a memberships answer arriving after a newer lookup is dropped", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { membershipsCustomerId, membershipsCardCode, noMembershipCustomerId } = api.data.samples;
  api.setFaults([
    {
      fault: { kind: "slow", delayMs: 2500, times: 1 },
      match: { pathPrefix: `/v2/loyalties/memberships/${membershipsCustomerId}` },
    },
  ]);
  await search(panel, membershipsCustomerId);
  await expect.poll(() => membershipRequests(api).length).toBe(1);
  await search(panel, noMembershipCustomerId);
  await expect(panel.getByText("No loyalty v2 membership for this customer.")).toBeVisible();
  // The first customer's answer comes meanwhile: it never shows under the second.
  await panel.waitForTimeout(3000);
  await expect(card(panel, membershipsCardCode)).toHaveCount(0);
  await expect(panel.getByText("No loyalty v2 membership for this customer.")).toBeVisible();
});

test("the OpenAPI example's customer: a card without balance fields, named, its lcard_ id sent as given", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, api.data.samples.exampleMembershipsCustomerId);
  const example = card(panel, "CARD-001");
  await expect(example).toContainText("Not given by the API");
  await expect(example).toContainText("balance, pending points, next activation, next expiry");
  await example.getByRole("button", { name: "Pending points" }).click();
  await expect
    .poll(() => api.requests.at(-1)?.path)
    .toContain("/cards/lcard_128f962dbc8c4ba5dc/pending-points");
});
