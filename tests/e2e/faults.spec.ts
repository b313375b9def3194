import type { Page } from "@playwright/test";
import { type ApiServer, type Fault, startApiServer } from "../server/api-server";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { fillCardIds, openPanelWithProfile, search } from "./panel-helpers";

/**
 * Each fault of the local API, met by an agent who already has an answer on screen: the panel says
 * what happened and what to do, keeps what it showed, and recovers once the API does.
 * Titles start with "fault:" so `npm test` lists them in its reliability table.
 */
const FAULT = { tag: "@fault" };
const LIST = { method: "GET", pathPrefix: "/v1/redemptions" };

/** Looks up the customer with many redemptions and waits for the full first page. */
async function answerOnScreen(panel: Page, api: ApiServer): Promise<number> {
  await search(panel, api.data.samples.customerWithManyRedemptions);
  const rows = panel.locator(".redemption");
  await expect(rows).toHaveCount(25);
  return 25;
}

async function refreshInto(panel: Page, api: ApiServer, fault: Fault): Promise<void> {
  api.setFaults([{ fault, match: LIST }]);
  api.clearRequests();
  await panel.getByRole("button", { name: "Refresh" }).click();
}

/** The list and the search text are still there, marked as older than the error. */
async function expectNothingLost(panel: Page, rows: number, api: ApiServer): Promise<void> {
  await expect(panel.locator(".redemption")).toHaveCount(rows);
  await expect(panel.getByText("stale", { exact: true })).toBeVisible();
  await expect(panel.getByText("The list below is the last good answer.")).toBeVisible();
  await expect(panel.getByRole("searchbox", { name: "Search" })).toHaveValue(
    api.data.samples.customerWithManyRedemptions,
  );
}

/** The lookup has finished (not just started) and nothing is in error. */
async function expectFreshAnswer(panel: Page): Promise<void> {
  await expect(panel.getByRole("button", { name: "Refresh", exact: true })).toBeEnabled({ timeout: 15_000 });
  await expect(panel.getByRole("alert")).toHaveCount(0);
}

/** The API is well again: "Try again" brings a fresh list and the stale mark goes. */
async function recovers(panel: Page, api: ApiServer, rows: number): Promise<void> {
  api.clearFaults();
  await panel.getByRole("alert").getByRole("button", { name: "Try again" }).click();
  await expectFreshAnswer(panel);
  await expect(panel.getByText("stale", { exact: true })).toHaveCount(0);
  await expect(panel.locator(".redemption")).toHaveCount(rows);
}

const listRequests = (api: ApiServer) => api.requests.filter((r) => r.path === "/v1/redemptions");

test(
  "fault: 429 with Retry-After retries by itself, counting down, then shows the answer",
  FAULT,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    const rows = await answerOnScreen(panel, api);
    await refreshInto(panel, api, { kind: "rate_limit", retryAfterSeconds: 3, times: 1 });
    const countdown = panel
      .getByRole("status")
      .filter({ hasText: "slow down (rate limit): trying again in" });
    await expect(countdown).toBeVisible();
    await expect(countdown).toContainText(/in [123] s/);
    await expect(countdown).toHaveCount(0, { timeout: 10_000 });
    await expect(panel.locator(".redemption")).toHaveCount(rows);
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await expect(panel.getByText("stale", { exact: true })).toHaveCount(0);
    // The first request and its one retry, which may reach the server after the countdown went.
    await expect.poll(() => listRequests(api).length).toBe(2);
  },
);

test(
  "fault: 429 beyond the retry budget says when to try again, and keeps the list",
  FAULT,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    const rows = await answerOnScreen(panel, api);
    await refreshInto(panel, api, { kind: "rate_limit", retryAfterSeconds: 40 });
    const alert = panel.getByRole("alert");
    await expect(alert).toContainText("Rate limit reached");
    await expect(alert).toContainText(/Wait \d+ s, then try again/);
    // Asking again before the API allows it would only prolong the limit: the button counts down.
    await expect(alert.getByRole("button", { name: /Try again in \d+ s/ })).toBeDisabled();
    await expectNothingLost(panel, rows, api);
    expect(listRequests(api)).toHaveLength(1);
  },
);

for (const status of [500, 503] as const) {
  test(
    `fault: ${status} is retried, then explained with the request id to quote`,
    FAULT,
    async ({ api, openPage }) => {
      const panel = await openPanelWithProfile(openPage, api);
      const rows = await answerOnScreen(panel, api);
      await refreshInto(panel, api, { kind: "status", status });
      const alert = panel.getByRole("alert");
      await expect(alert).toContainText(`(${status})`);
      await expect(alert).toContainText(/Request id\s*v-/);
      await expect(alert.getByRole("button", { name: "Copy request id" })).toBeVisible();
      expect(listRequests(api)).toHaveLength(4);
      await expectNothingLost(panel, rows, api);
      await recovers(panel, api, rows);
    },
  );
}

test(
  "fault: a request that never answers times out with a plain message",
  FAULT,
  async ({ api, openPage }) => {
    test.setTimeout(90_000);
    const panel = await openPanelWithProfile(openPage, api);
    const rows = await answerOnScreen(panel, api);
    await refreshInto(panel, api, { kind: "hang", times: 1 });
    // The Refresh button says it is at work the whole time; the list stays usable meanwhile.
    await expect(panel.getByRole("button", { name: "Refreshing…" })).toBeDisabled();
    await panel
      .locator(".redemption")
      .first()
      .getByRole("button", { name: /Details/ })
      .click();
    const alert = panel.getByRole("alert");
    await expect(alert).toContainText("No answer in time", { timeout: 30_000 });
    await expect(alert).toContainText("did not answer within 15 seconds");
    await expectNothingLost(panel, rows, api);
    await recovers(panel, api, rows);
  },
);

test(
  "fault: connection refused says the API cannot be reached, and recovers when it is back",
  FAULT,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    const rows = await answerOnScreen(panel, api);
    const port = api.port;
    await api.close();
    await panel.getByRole("button", { name: "Refresh" }).click();
    const alert = panel.getByRole("alert");
    await expect(alert).toContainText("Offline or unreachable");
    await expect(alert).toContainText("Check your connection, VPN or proxy");
    await expectNothingLost(panel, rows, api);

    // The same API comes back on the same address: no reload, one click.
    const again = await startApiServer({ port });
    try {
      await alert.getByRole("button", { name: "Try again" }).click();
      await expectFreshAnswer(panel);
      await expect(panel.locator(".redemption")).toHaveCount(rows);
      expect(again.requests.length).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  },
);

const unreadable: [string, Fault, RegExp][] = [
  ["malformed JSON", { kind: "malformed_json" }, /not valid JSON/],
  ["an HTML error page", { kind: "html_error", status: 502 }, /Voucherify had a problem.*error page \(502\)/],
];
for (const [name, fault, words] of unreadable) {
  test(
    `fault: ${name} is explained in words, never shown raw, and the list stays`,
    FAULT,
    async ({ api, openPage }) => {
      const panel = await openPanelWithProfile(openPage, api);
      const rows = await answerOnScreen(panel, api);
      await refreshInto(panel, api, fault);
      const alert = panel.getByRole("alert");
      await expect(alert).toContainText(words);
      await expect(alert).not.toContainText("<html");
      await expectNothingLost(panel, rows, api);
      await recovers(panel, api, rows);
    },
  );
}

test(
  "fault: a 200 missing required fields is shown with gaps, not refused",
  FAULT,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    await answerOnScreen(panel, api);
    await refreshInto(panel, api, { kind: "missing_fields", times: 1 });
    // No date, result, customer or channel in any row: each row still shows what it has.
    await expect(panel.getByText("stale", { exact: true })).toHaveCount(0);
    await expect(panel.getByRole("alert")).toHaveCount(0);
    const rows = panel.locator(".redemption");
    await expect(rows).toHaveCount(25);
    await expect(panel.locator(".redemption.unreadable")).toHaveCount(0);
    // The gaps are named, not filled with guesses.
    await expect(rows.first()).toContainText("result unknown");
    await expect(rows.first()).toContainText(/Redemption|Rollback/);
  },
);

test(
  "fault: a row with a wrong-typed date is shown with that field named, and the others as they are",
  FAULT,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    await answerOnScreen(panel, api);
    await refreshInto(panel, api, { kind: "wrong_typed_row", times: 1 });
    await expect(panel.locator(".redemption.unreadable")).toHaveCount(0);
    const first = panel.locator(".redemption").first();
    await expect(first.getByRole("note")).toHaveText(
      "Not shown, the API gave them in a shape Voucher Lens cannot read: redemptions[0].date (expected string, got a number).",
    );
    await expect(panel.locator(".redemption")).toHaveCount(25);
    await expect(panel.getByRole("alert")).toHaveCount(0);
  },
);

test(
  "fault: {} for an unknown customer is an empty result, named, not an error",
  FAULT,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    await search(panel, "cust_0000000000000000000000ZZ");
    await expect(panel.getByRole("status")).toContainText(
      "No redemptions for customer id cust_0000000000000000000000ZZ",
    );
    await expect(panel.getByRole("alert")).toHaveCount(0);
  },
);

test(
  "fault: revoke answering 404 says the stored token is dead all the same, and forgets it",
  FAULT,
  async ({ api, openPage }) => {
    const options = await openPage("options.html");
    await saveProfileThroughOptions(options, api, { oauthToken: "token-the-api-never-issued-0000" });
    const popup = await openPage("popup.html");
    await popup.getByRole("button", { name: "Revoke token" }).click();
    await popup.getByRole("button", { name: "Yes, revoke it" }).click();
    await expect(
      popup.getByText("Not found or already inactive: the token can no longer be used."),
    ).toBeVisible();
    await expect(popup.getByRole("button", { name: "Revoke token" })).toBeDisabled();
    const revokes = api.requests.filter((r) => r.path === "/v1/oauth/token/revoke");
    // Not retried: a second try of a revoke that went through would also say 404.
    expect(revokes).toHaveLength(1);
  },
);

test(
  "fault: 429 on expiring points counts down too, then Load more keeps the buckets shown",
  FAULT,
  async ({ api, openPage }) => {
    const panel = await openPanelWithProfile(openPage, api);
    await fillCardIds(panel, api);
    const points = { method: "GET", pathPrefix: "/v2/" };
    api.setFaults([{ fault: { kind: "rate_limit", retryAfterSeconds: 2, times: 1 }, match: points }]);
    await panel.getByLabel("Card ID").press("Enter");
    await expect(panel.getByRole("status").filter({ hasText: "trying again in" })).toBeVisible();
    const rows = panel.locator("table.buckets tbody tr");
    await expect(rows).toHaveCount(25);

    // The next page fails for good: the 25 buckets already shown stay, with the error under them.
    api.setFaults([{ fault: { kind: "status", status: 503 }, match: points }]);
    await panel.getByRole("button", { name: "Load more" }).click();
    await expect(panel.getByRole("alert")).toContainText("(503)");
    await expect(rows).toHaveCount(25);
  },
);
