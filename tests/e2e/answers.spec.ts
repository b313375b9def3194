import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { FAILURE_MESSAGES, type PointsBucket, UNKNOWN_FAILURE_CODE, VIOLATED_RULE_ID } from "../server/seed";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { fillCardIds, openPanelWithProfile, search, seriousViolations } from "./panel-helpers";
import { markedTexts } from "./ticket-helpers";

// The panel's answers (#19), end to end against the local API's seed and the sample ticket
// ticket-points.html: pending points, a v2-only card, an expired cursor, every failure family,
// where a redemption came from, and the customers' time zone.

/** A number as the panel writes it (toLocaleString in the panel's own locale). */
function localNumber(panel: Page, n: number): Promise<string> {
  return panel.evaluate((value) => value.toLocaleString(), n);
}

/** Lists a customer's rows on one page (50 a page: the customer with every failure has 33). */
async function showCustomerRows(panel: Page, customerId: string, rowCount: number): Promise<void> {
  await search(panel, customerId);
  await expect(panel.getByText("Read as customer id")).toBeVisible();
  await expect(panel.locator("li.redemption").first()).toBeVisible();
  await panel.getByText("Filters and order").click();
  await panel.getByLabel("Page size").selectOption("50");
  await expect(panel.locator("li.redemption")).toHaveCount(rowCount);
}

/** A row of the list, by its redemption id (each row's li is `row-<id>`). */
const rowOf = (panel: Page, id: string): Locator => panel.locator(`li[id="row-${id}"]`);

/** The rows of a customer in the seed, newest first as the API lists them. */
const rowsOfCustomer = (api: ApiServer, customerId: string) =>
  api.data.redemptions.filter((r) => r.customer_id === customerId);

/** The sample ticket of #19 (its v2 ids marked), then the panel beside it, knowing the ticket's ids. */
/** Days of the week (0 = Sunday) by name, as the panel writes them. */
function dayNames(days: readonly number[]): string[] {
  const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  return days.map((day) => names[day] ?? String(day));
}

async function openPointsTicketAndPanel(
  api: ApiServer,
  helpdesk: HelpdeskServer,
  context: BrowserContext,
  openPage: (name: string) => Promise<Page>,
): Promise<{ ticket: Page; panel: Page }> {
  const { v2OnlyProgramId, v2OnlyMemberId, v2OnlyCardId } = api.data.samples;
  await saveProfileThroughOptions(await openPage("options.html"), api);
  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket-points.html"));
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-loyalty"])
    .toEqual([v2OnlyCardId, v2OnlyMemberId, v2OnlyProgramId].sort());
  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  // The panel speaks about the ticket once it lists what the ticket shows.
  await expect(panel.getByText(/On this page \(\d+\)/)).toBeVisible();
  return { ticket, panel };
}

/** What Expiring points should say of the ACTIVE buckets the endpoint lists, computed from the seed. */
function expectedSummary(buckets: PointsBucket[], today: string) {
  const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;
  const active = buckets.filter((b) => b.status === "ACTIVE");
  const expiring = active.filter(
    (b) => b.expiration_type !== "NO_EXPIRATION" && day(b.expiration_date) >= day(today),
  );
  const within = (days: number) =>
    expiring
      .filter((b) => day(b.expiration_date) - day(today) <= days)
      .reduce((sum, b) => sum + b.points.total, 0);
  return {
    active: active.reduce((sum, b) => sum + b.points.total, 0),
    never: active
      .filter((b) => b.expiration_type === "NO_EXPIRATION")
      .reduce((sum, b) => sum + b.points.total, 0),
    next30: within(30),
    next90: within(90),
    count: active.length,
  };
}

test("pending points: the card says how many are not usable yet, the breakdown adds up, and a reply is offered", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const code = api.data.samples.pendingPointsCardCode;
  const member = api.data.members[code]!;
  const loyalty = member.loyalty_card;
  const redeemed = (member.redemption as { redeemed_points: number }).redeemed_points;
  // The seed's numbers: 320 usable, 350 pending, and the documented formula holds.
  expect(loyalty.pending_points).toBe(350);
  expect(loyalty.balance).toBe(
    loyalty.points - loyalty.expired_points! - loyalty.subtracted_points! - redeemed,
  );

  await search(panel, code);
  const card = panel.getByRole("region", { name: `Loyalty card ${code}` });
  await expect(card).toBeVisible();
  const note = card.getByRole("note");
  await expect(note).toContainText(`${await localNumber(panel, 350)} points pending: not usable yet.`);

  const points = card.locator("dl.points");
  const lines: [string, number][] = [
    ["Balance, usable now", loyalty.balance],
    ["Pending, not usable yet", loyalty.pending_points!],
    ["Earned in all", loyalty.points],
    ["Expired in all", loyalty.expired_points!],
    ["Taken off in all", loyalty.subtracted_points!],
    ["Spent on rewards", redeemed],
  ];
  const expectedTerms = [...lines.map(([label]) => label), "Next expiry"];
  await expect(points.getByRole("term")).toHaveText(expectedTerms);
  for (const [index, [, value]] of lines.entries())
    await expect(points.getByRole("definition").nth(index)).toHaveText(
      `${await localNumber(panel, value)} points`,
    );
  // The formula holds: no "do not add up" line, and nothing named as missing.
  await expect(card.getByText(/do not add up/)).toHaveCount(0);
  await expect(card.getByText("Not given by the API")).toHaveCount(0);

  const reply = note.locator("details");
  await expect(note.getByRole("button", { name: "Copy reply" })).toBeHidden();
  await note.getByText("Suggested reply").click();
  await expect(reply).toHaveAttribute("open", "");
  await expect(note.getByText(/350 of your points are still pending/)).toBeVisible();
  await expect(note.getByRole("button", { name: "Copy reply" })).toBeVisible();
  expect(await seriousViolations(panel)).toEqual([]);
});

test.describe("a card of a loyalty v2 program only", () => {
  test("a card code Get Member answers 404 for, on a ticket showing a v2 member id, is named as that member's v2 card", async ({
    api,
    helpdesk,
    context,
    openPage,
  }) => {
    const { v2OnlyCardCode, v2OnlyMemberId } = api.data.samples;
    const { panel } = await openPointsTicketAndPanel(api, helpdesk, context, openPage);
    await search(panel, v2OnlyCardCode);
    // Get Member answered 404 for it: the memberships of the ticket's one v2 member are asked.
    await expect(panel.locator(".v2-found")).toContainText(
      `${v2OnlyCardCode} is no loyalty card Get Member knows: it is a loyalty v2 card of member ${v2OnlyMemberId}, in Acme Outdoor Rewards`,
    );
    expect(
      api.requests.some(
        (r) =>
          r.path === `/v2/loyalties/memberships/${v2OnlyMemberId}` &&
          r.query === "identification_type=member_id",
      ),
    ).toBe(true);
    // Named, not only hinted at.
    await expect(panel.getByText("may belong to a loyalty v2 program")).toHaveCount(0);
  });

  test("the v2 card named opens its expiring points with no id typed: active points summed, a never-expiring bucket said as such", async ({
    api,
    helpdesk,
    context,
    openPage,
  }) => {
    const { v2OnlyCardCode, v2OnlyProgramId, v2OnlyMemberId, v2OnlyCardId } = api.data.samples;
    const { panel } = await openPointsTicketAndPanel(api, helpdesk, context, openPage);
    await search(panel, v2OnlyCardCode);
    await expect(panel.getByRole("tab", { name: "Redemptions" })).toHaveAttribute("aria-selected", "true");
    const named = panel.getByRole("article", { name: `Loyalty v2 card ${v2OnlyCardCode}` });
    await expect(named).toContainText("Usable now");
    expect(
      api.requests.some((r) => r.path === `/v1/loyalties/members/${encodeURIComponent(v2OnlyCardCode)}`),
    ).toBe(true);
    expect(await seriousViolations(panel)).toEqual([]);

    api.clearRequests();
    await named.getByRole("button", { name: "Expiring points" }).click();
    await expect(panel.getByRole("tab", { name: "Expiring points" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(panel.getByLabel("Program ID")).toHaveValue(v2OnlyProgramId);
    await expect(panel.getByLabel("Member ID")).toHaveValue(v2OnlyMemberId);
    await expect(panel.getByLabel("Card ID")).toHaveValue(v2OnlyCardId);
    await expect
      .poll(() => api.requests.map((r) => r.path))
      .toContain(
        `/v2/loyalties/programs/${v2OnlyProgramId}/members/${v2OnlyMemberId}/cards/${v2OnlyCardId}/expiring-points`,
      );

    const card = api.data.v2.cards.find((c) => c.id === v2OnlyCardId)!;
    const today = await panel.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    const expected = expectedSummary(card.buckets, today);
    const never = card.buckets.filter((b) => b.status === "ACTIVE" && b.expiration_type === "NO_EXPIRATION");
    expect(never.length).toBeGreaterThan(0);

    const rows = panel.locator("table.buckets tbody tr");
    await expect(rows).toHaveCount(expected.count);
    const summary = panel.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText(
      `${await localNumber(panel, expected.next30)} points expire in the next 30 days, ${await localNumber(panel, expected.next90)} in the next 90 days.`,
    );
    await expect(summary).toContainText(
      `${await localNumber(panel, expected.active)} active points in these buckets, ${await localNumber(panel, expected.never)} of them never expire.`,
    );
    // The never-expiring bucket's row reads "Never", its type "never expires".
    const neverRows = rows.filter({ has: panel.getByRole("cell", { name: /^Never/ }) });
    await expect(neverRows).toHaveCount(never.length);
    for (const bucket of never) {
      const row = neverRows.filter({
        has: panel.getByRole("cell", { name: String(bucket.points.total), exact: true }),
      });
      await expect(row.getByRole("cell").first()).toContainText(
        /^Never \(the API also gives .+; these points do not expire on it\)$/,
      );
      await expect(row.getByRole("cell").nth(2)).toHaveText("never expires");
    }
    expect(await seriousViolations(panel)).toEqual([]);
  });
});

test("an expired cursor reloads from the first page with a notice, the buckets staying shown meanwhile", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  await fillCardIds(panel, api);
  await panel.getByRole("button", { name: "Show expiring points" }).click();
  const rows = panel.locator("table.buckets tbody tr");
  await expect(rows).toHaveCount(25);

  // From here on, the fewest rows the table ever holds, seen by the page itself on every change.
  await panel.evaluate(() => {
    const w = window as unknown as { fewestRows: number };
    const count = () => document.querySelectorAll("table.buckets tbody tr").length;
    w.fewestRows = count();
    new MutationObserver(() => {
      w.fewestRows = Math.min(w.fewestRows, count());
    }).observe(document.body, { childList: true, subtree: true });
  });
  api.expireCursors();
  // The refused page and the first page again both come late, the first page much later: the
  // wait is long enough to look, on a loaded machine too (rules apply in order, each to one request).
  api.setFaults([
    { fault: { kind: "slow", delayMs: 1500, times: 1 }, match: { pathPrefix: "/v2/" } },
    { fault: { kind: "slow", delayMs: 6000, times: 1 }, match: { pathPrefix: "/v2/" } },
  ]);
  api.clearRequests();
  await panel.getByRole("button", { name: "Load more" }).click();

  const notice = panel.getByRole("status").filter({ hasText: "reloaded from the first page" });
  await expect(notice).toHaveText(
    "The list had been open too long for the API to continue it, so it was reloaded from the first page.",
  );
  // The notice comes with the reload's question, while its answer is still delayed: rows are still there.
  await expect.poll(() => api.requests.length).toBe(2);
  await expect(panel.getByRole("button", { name: "Loading…" })).toBeVisible();
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toBeVisible();

  // Once the first page is back: 25 buckets, Load more again, and the table never emptied.
  await expect(panel.getByRole("button", { name: "Load more" })).toBeEnabled();
  await expect(rows).toHaveCount(25);
  await expect(notice).toBeVisible();
  expect(await panel.evaluate(() => (window as unknown as { fewestRows: number }).fewestRows)).toBe(25);
  expect(api.requests.map((r) => r.query)).toEqual([
    expect.stringMatching(/^limit=25&order=expiration_date&cursor=lcrspeb_[a-f0-9]+$/),
    "limit=25&order=expiration_date",
  ]);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("every failure family: each FAILURE row says its code, what happened, what to check and a reply", async ({
  api,
  openPage,
}) => {
  test.setTimeout(90_000);
  const panel = await openPanelWithProfile(openPage, api);
  const { customerWithEveryFailure, notActiveNowCode } = api.data.samples;
  const all = rowsOfCustomer(api, customerWithEveryFailure);
  const failures = all.filter((r) => r.result === "FAILURE");
  // Every code of the seed's list is on this customer, the unknown one included; missing_customer
  // cannot be (a row without a customer is nobody's), and the generated history has it.
  expect(new Set(failures.map((r) => r.failure_code))).toEqual(
    new Set(Object.keys(FAILURE_MESSAGES).filter((code) => code !== "missing_customer")),
  );
  await showCustomerRows(panel, customerWithEveryFailure, all.length);

  // Each FAILURE row, read at once: its code, explanation, Check line and reply.
  const shown = await panel.locator("li.redemption.is-failure").evaluateAll((items) =>
    items.map((li) => ({
      id: li.id.replace(/^row-/, ""),
      code: li.querySelector(".failure-code code")?.textContent ?? "",
      explanation: li.querySelector(".failure-code")?.textContent ?? "",
      check: li.querySelector(".failure-check")?.textContent ?? "",
      summary: li.querySelector(".failure details.reply summary")?.textContent ?? "",
      reply: li.querySelector(".failure .reply-text")?.textContent ?? "",
      copy: li.querySelector(".failure details.reply button")?.getAttribute("aria-label") ?? "",
    })),
  );
  expect(shown.map((row) => row.id).sort()).toEqual(failures.map((r) => r.id).sort());
  for (const row of shown) {
    const data = failures.find((r) => r.id === row.id)!;
    expect(row.code, row.id).toBe(data.failure_code);
    expect(row.explanation.length, `${row.code}: explanation`).toBeGreaterThan(row.code.length + 30);
    expect(row.check, `${row.code}: check`).toMatch(/^Check: \S.{20,}/);
    expect(row.summary, `${row.code}: reply`).toBe("Suggested reply");
    expect(row.reply, `${row.code}: reply`).toMatch(/^Hi Grace,\n\n\S.{40,}/);
    expect(row.copy, `${row.code}: copy`).toBe("Copy reply");
  }

  // voucher_not_active_now: its windows in words, and when the code is next usable.
  const notNow = rowOf(panel, failures.find((r) => r.failure_code === "voucher_not_active_now")!.id);
  await expect(notNow.getByText("voucher_not_active_now", { exact: true })).toBeVisible();
  await expect(notNow).toContainText(notActiveNowCode);
  await expect(notNow.getByText("When this code is valid:")).toBeVisible();
  // The seed chose days whose happy hours are closed around now, whatever hour the test runs.
  const [first, second] = dayNames(api.data.samples.happyHourDays);
  await expect(
    notNow.getByText(`Daily 17:00–19:00 on ${first} and ${second}`, { exact: true }),
  ).toBeVisible();
  await expect(notNow.getByText(`Only on ${first} and ${second}`, { exact: true })).toBeVisible();
  await expect(notNow.locator("p", { hasText: /^Next usable:/ })).toHaveText(
    // The browser's own way of writing a date, as every date of the row: "Tuesday 8 December" or
    // "Tuesday, December 8".
    new RegExp(
      `^Next usable: (${first}|${second}),? (\\d{1,2} [A-Z][a-z]+|[A-Z][a-z]+ \\d{1,2})(,? \\d{4})?, 17:00 \\(your time\\)$`,
    ),
  );
  await notNow.getByText("Suggested reply").click();
  // No customers' time zone in the profile: the reply names no time the customer could misread
  // (the time zone test below gives one).
  await expect(notNow.getByText(/can only be used on certain days or at certain hours/)).toHaveText(
    /I'm happy to tell you when it can be used next\.$/,
  );

  // A code nobody knows yet: said so, with the API's own message.
  const unknown = rowOf(panel, failures.find((r) => r.failure_code === UNKNOWN_FAILURE_CODE)!.id);
  await expect(unknown.locator(".failure-code")).toHaveText(
    `${UNKNOWN_FAILURE_CODE} Voucherify gave a failure code Voucher Lens does not know yet (${UNKNOWN_FAILURE_CODE}): “${FAILURE_MESSAGES[UNKNOWN_FAILURE_CODE]}”.`,
  );
  await expect(unknown.locator("p", { hasText: /^Check:/ })).toContainText(
    "let the Voucher Lens team know about the new code",
  );

  // redemption_rules_violated names the rule from the API's message.
  const rules = rowOf(panel, failures.find((r) => r.failure_code === "redemption_rules_violated")!.id);
  await expect(rules.getByText(/A validation rule on the code .+ was not met/)).toContainText(
    `Its message: “${FAILURE_MESSAGES.redemption_rules_violated}”`,
  );
  await expect(rules.getByText(/A validation rule/)).toContainText(VIOLATED_RULE_ID);

  // loyalty_card_points_exceeded names the reward asked for in the reply.
  const points = rowOf(panel, failures.find((r) => r.failure_code === "loyalty_card_points_exceeded")!.id);
  await points.getByText("Suggested reply").click();
  await expect(
    points.getByText(/did not have enough points for the reward “500 Points = \$100”/),
  ).toBeVisible();

  // Nowhere a missing value written out as a word.
  const texts = await panel.locator("li.redemption").allTextContents();
  expect(texts).toHaveLength(all.length);
  for (const text of texts) expect(text).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("where a redemption came from: a reward paid with points, an AUTO_REDEEM one, and a code held by another customer", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const {
    customerWithEveryFailure,
    rewardRedemptionId,
    autoRedeemRedemptionId,
    heldByOtherRedemptionId,
    holderCustomerId,
  } = api.data.samples;
  const all = rowsOfCustomer(api, customerWithEveryFailure);
  await showCustomerRows(panel, customerWithEveryFailure, all.length);
  const data = (id: string) => all.find((r) => r.id === id)!;
  const cash = await panel.evaluate(() =>
    new Intl.NumberFormat(undefined, { style: "currency", currency: "EUR" }).format(20),
  );

  // A reward paid with points, redeemed through the API.
  const reward = rowOf(panel, rewardRedemptionId);
  const rewardPoints = data(rewardRedemptionId).loyalty_card!.points;
  await expect(
    reward.getByText(
      `Reward “100 Points = $20” (pay with points): 100 points → ${cash}; ${await localNumber(panel, rewardPoints)} points taken from the card`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    reward.getByText(`Redeemed through the API by the app ${api.credentials.appId}.`, { exact: true }),
  ).toBeVisible();
  await expect(reward.getByText(/Redeemed automatically/)).toHaveCount(0);

  // The same reward redeemed by Voucherify itself: the channel id is the reward assignment.
  const auto = rowOf(panel, autoRedeemRedemptionId);
  const autoRow = data(autoRedeemRedemptionId);
  expect(autoRow.channel).toEqual({
    channel_id: expect.stringMatching(/^rewa_/),
    channel_type: "AUTO_REDEEM",
  });
  await expect(
    auto.getByText(
      `Redeemed automatically for a reward, not by a person (the channel id ${autoRow.channel!.channel_id} is the reward assignment, not a user).`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    auto.getByText(
      `Reward “100 Points = $20” (pay with points): 100 points → ${cash}; ${await localNumber(panel, autoRow.loyalty_card!.points)} points taken from the card`,
      { exact: true },
    ),
  ).toBeVisible();

  // A birthday coupon held by Daniel, redeemed by Grace.
  const held = rowOf(panel, heldByOtherRedemptionId);
  await expect(
    held.getByText(`Held by ${holderCustomerId}, redeemed by Grace Okafor (${customerWithEveryFailure}).`, {
      exact: true,
    }),
  ).toBeVisible();
  // Her own card's rows are hers: no "held by" line on them.
  await expect(reward.getByText(/^Held by/)).toHaveCount(0);
  await expect(auto.getByText(/^Held by/)).toHaveCount(0);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("the customers' time zone: set in the profile, the next usable time and the reply are given in it; an unknown zone is refused", async ({
  api,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const zone = options.getByLabel("Customers' time zone (optional)");
  await zone.fill("Europe/Warsaw");
  await options.getByRole("button", { name: "Save" }).click();
  await expect(options.getByText("Saved “Acme EU”.")).toBeVisible();
  await options.reload();
  await expect(zone).toHaveValue("Europe/Warsaw");

  // An unknown zone: refused on the field, and the saved one kept.
  await zone.fill("Mars/Olympus");
  await options.getByRole("button", { name: "Save" }).click();
  const message = "Use a time zone name such as Europe/Warsaw or America/New_York";
  await expect(options.getByText(`Not saved: ${message}`)).toBeVisible();
  await expect(zone).toHaveAttribute("aria-invalid", "true");
  await expect(zone).toHaveAccessibleDescription(new RegExp(`^${message}`));
  await expect(zone).toBeFocused();
  await options.reload();
  await expect(zone).toHaveValue("Europe/Warsaw");
  await options.close();

  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  const agentZone = await panel.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  // The agent's clock must read differently for "for the customer" to be said (the machine's zone is UTC here).
  expect(agentZone).not.toBe("Europe/Warsaw");
  const { customerWithEveryFailure } = api.data.samples;
  const all = rowsOfCustomer(api, customerWithEveryFailure);
  await showCustomerRows(panel, customerWithEveryFailure, all.length);
  const notNow = rowOf(panel, all.find((r) => r.failure_code === "voucher_not_active_now")!.id);
  // 17:00 in Warsaw on one of the happy hours' days, for the customer; the agent's own time first.
  const [first, second] = dayNames(api.data.samples.happyHourDays);
  await expect(notNow.locator("p", { hasText: /^Next usable:/ })).toHaveText(
    new RegExp(
      `^Next usable: (${first}|${second}),? .+ \\(your time\\); (.+, )?17:00 for the customer \\(Europe/Warsaw\\)$`,
    ),
  );
  await notNow.getByText("Suggested reply").click();
  const reply = notNow.getByText(/can only be used on certain days or at certain hours/);
  // The customer reads it in their own zone, named the way their language names it.
  await expect(reply).toContainText(
    new RegExp(`You can use it again from (${first}|${second}), .+ 5:00\\sPM GMT\\+[12]\\.$`),
  );
  await expect(reply).not.toContainText("your time");
});

test("hostile: a profile moved to another project never shows the first project's cached answer", {
  tag: "@hostile",
}, async ({ api, openPage }) => {
  const alice = api.data.samples.customerId;
  const listed = () => api.requests.filter((r) => r.path === "/v1/redemptions");
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, alice);
  await expect(panel.locator("li.redemption").first()).toBeVisible();

  /** Saves the profile with another App ID and App Token, the panel left open beside it. */
  const saveKeys = async (appId: string, appToken: string) => {
    const options = await openPage("options.html");
    await expect(options.getByLabel("Profile name")).toHaveValue("Acme EU");
    await options.getByLabel("App ID").fill(appId);
    await options.getByLabel("App Token").fill(appToken);
    await options.getByRole("button", { name: "Save" }).click();
    await expect(options.getByText("Saved “Acme EU”.")).toBeVisible();
    await options.close();
  };

  // Project B: another App ID. Alice looked up again is asked of project B, which refuses
  // these keys here; project A's rows are never shown, in the open panel or in one opened later.
  await saveKeys("project-b-app-id", "project-b-app-token");
  api.clearRequests();
  for (const page of [panel, await openPage("sidepanel.html")]) {
    await search(page, alice);
    await expect.poll(() => listed().length).toBeGreaterThan(0);
    expect(listed().at(-1)!.headers["x-app-id"]).toBe("project-b-app-id");
    await expect(page.locator(".error-notice").first()).toBeVisible();
    await expect(page.locator("li.redemption")).toHaveCount(0);
    api.clearRequests();
  }

  // Back to project A's App ID with its keys: a change of keys too, so asked again, not cached.
  await saveKeys(api.credentials.appId, api.credentials.appToken);
  await search(panel, alice);
  await expect(panel.locator("li.redemption").first()).toBeVisible();
  expect(listed().length).toBeGreaterThan(0);
  expect(listed().at(-1)!.headers["x-app-id"]).toBe(api.credentials.appId);
});
