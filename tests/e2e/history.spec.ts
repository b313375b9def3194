import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { balanceOf, type CardTransaction, CREDIT_TYPES, DEBIT_TYPES } from "../server/loyalty-history";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { openPanelWithProfile, search, seriousViolations } from "./panel-helpers";
import { markedTexts } from "./ticket-helpers";

// "Where did my points go?": a loyalty card's History (lib/history/). The summary of its last 90
// days with no click when the answer is about one card, then the full view: tier changes linked to
// the lines that caused them, reward purchases, replies, the filter, every line and Older. The
// expected figures are worked out from the local API's own rows (tests/server/loyalty-history.ts).

const card = (panel: Page, code: string) => panel.getByRole("article", { name: `Loyalty v2 card ${code}` });
const historyOf = (scope: Locator) => scope.getByRole("region", { name: "Card history" });
const summaryOf = (scope: Locator) => historyOf(scope).getByRole("region", { name: "Last 90 days" });
const linesOf = (scope: Locator) => scope.getByRole("list", { name: "Transactions" }).getByRole("listitem");

/** The card transactions' requests, as path?query. */
const transactionRequests = (api: ApiServer) =>
  api.requests.filter((r) => /\/cards\/[^/]+\/transactions$/.test(r.path)).map((r) => `${r.path}?${r.query}`);

/** The server's rows of one v2 card, newest first. */
const rowsOf = (api: ApiServer, cardId: string): CardTransaction[] =>
  api.history.cards.find((c) => c.id === cardId)!.transactions;

/** Paragraph breaks differ between the panel's text and the editor's: compared as words. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();

/** Points as the panel writes them, in the panel's own locale ("2,110 points"). */
const pointsIn = (panel: Page, n: number) =>
  panel.evaluate((n) => `${new Intl.NumberFormat().format(n)} ${n === 1 ? "point" : "points"}`, n);

/** A UTC calendar day (YYYY-MM-DD) as the panel writes it ("Nov 3, 2026"). */
const dayIn = (panel: Page, day: string) =>
  panel.evaluate(
    (day) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(Date.parse(`${day}T12:00:00Z`)),
    day,
  );

/** A calendar day as an English reply writes it ("November 20, 2026"), in the panel's locale if English. */
const replyDayIn = (panel: Page, day: string) =>
  panel.evaluate((day) => {
    const own = navigator.language;
    const locale = own.toLowerCase().startsWith("en") ? own : "en";
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(day));
  }, day);

/**
 * What the summary should say of a v2 card, from the server's rows: the APPROVED transactions since
 * midnight (UTC) 90 days ago, each counted by its type whatever the sign written. Earned: the
 * credits that are not an admin's; spent: the debits that are neither an expiry nor an admin's;
 * expired: expiries, an admin's early ones too; still pending: pending points added and not
 * activated or cancelled since (an activation or cancellation names its addition's date and total).
 */
function expectedSummary(rows: readonly CardTransaction[], now = Date.now()) {
  const since = new Date(now - 90 * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const approved = rows.filter((r) => r.status === "APPROVED");
  const inWeeks = approved.filter((r) => Date.parse(r.created_at) >= since.getTime());
  const points = (r: CardTransaction) => Math.abs(r.details.points?.total ?? 0);
  const sum = (keep: (r: CardTransaction) => boolean) =>
    inWeeks.filter(keep).reduce((n, r) => n + points(r), 0);
  const isExpiry = (r: CardTransaction) =>
    r.type === "POINTS_EXPIRED" || r.type === "ADMIN_POINTS_EXPIRATION";
  const isAdmin = (r: CardTransaction) => r.type.startsWith("ADMIN_");
  const resolved = approved.filter(
    (r) => r.type === "PENDING_POINTS_ACTIVATED" || r.type === "PENDING_POINTS_CANCELED",
  );
  const stillPending = inWeeks.filter(
    (r) =>
      r.type === "PENDING_POINTS_ADDED" &&
      !resolved.some((x) => x.details.points?.date === r.details.points?.date && points(x) === points(r)),
  );
  return {
    earned: sum((r) => CREDIT_TYPES.includes(r.type) && !isAdmin(r)),
    spent: sum((r) => DEBIT_TYPES.includes(r.type) && !isExpiry(r) && !isAdmin(r)),
    expired: sum(isExpiry),
    expiredOn: [...new Set(inWeeks.filter(isExpiry).map((r) => r.created_at.slice(0, 10)))],
    pending: stillPending.reduce((n, r) => n + points(r), 0),
  };
}

/** The summary's lines should be those figures, in the panel's words (a zero is not listed). */
async function expectSummaryOf(panel: Page, summary: Locator, rows: readonly CardTransaction[]) {
  const want = expectedSummary(rows);
  // The card is worth checking only if its history has something in each of the three sums.
  expect(want.earned).toBeGreaterThan(0);
  expect(want.spent).toBeGreaterThan(0);
  expect(want.expired).toBeGreaterThan(0);
  const items = summary.getByRole("listitem");
  await expect(items.filter({ hasText: /^Earned: / })).toHaveText(
    `Earned: ${await pointsIn(panel, want.earned)}`,
  );
  await expect(items.filter({ hasText: /^Spent: / })).toHaveText(
    `Spent: ${await pointsIn(panel, want.spent)}`,
  );
  const days = await Promise.all(want.expiredOn.map((day) => dayIn(panel, day)));
  await expect(items.filter({ hasText: /^Expired: / })).toHaveText(
    `Expired: ${await pointsIn(panel, want.expired)} (${days.join(", ")})`,
  );
  if (want.pending)
    await expect(items.filter({ hasText: /^Still pending: / })).toContainText(
      `Still pending: ${await pointsIn(panel, want.pending)}`,
    );
  else await expect(items.filter({ hasText: /^Still pending: / })).toHaveCount(0);
}

/**
 * The loyalty ticket (#48419) open, the agent's team code prefix (AOR-) taught to detection, as the
 * demo teaches its gift cards' prefix: both the customer id and the card code marked, the agent's
 * click in the reply box, then the panel opened at panel width. Nothing typed in the panel.
 */
async function openLoyaltyTicket({
  api,
  helpdesk,
  context,
  openPage,
}: {
  api: ApiServer;
  helpdesk: HelpdeskServer;
  context: BrowserContext;
  openPage(name: string): Promise<Page>;
}): Promise<{ ticket: Page; panel: Page }> {
  const { membershipsCustomerId, membershipsCardCode } = api.data.samples;
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  await options.getByLabel("Code pattern").fill("AOR-");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("button", { name: "Remove pattern AOR-…" })).toBeVisible();
  await options.close();

  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket-loyalty.html"));
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-customer"])
    .toEqual([membershipsCustomerId]);
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-code"])
    .toEqual([membershipsCardCode]);
  await ticket.locator("#reply").click();
  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  await expect(
    panel.getByText(`The only customer id this ticket shows: ${membershipsCustomerId}`),
  ).toBeVisible();
  return { ticket, panel };
}

test("the ticket's customer and card: the card's last 90 days with no click, then History lists its transactions", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { panel } = await openLoyaltyTicket({ api, helpdesk, context, openPage });
  const { cardId, cardCode } = api.history.subjects.multiPage;
  expect(cardCode).toBe(api.data.samples.membershipsCardCode);
  const rows = rowsOf(api, cardId);
  const ticketCard = card(panel, cardCode);
  const history = ticketCard.getByRole("button", { name: "History" });

  // The customer holds four cards: the one the ticket names is summarised, with no click.
  await expect(panel.getByRole("article", { name: /^Loyalty v2 card / })).toHaveCount(4);
  await expect(summaryOf(ticketCard)).toBeVisible();
  await expect(summaryOf(ticketCard).getByRole("listitem").first()).toHaveText(/^Earned: [\d,]+ points$/);
  await expect(history).toHaveAttribute("aria-expanded", "false");
  await expect(ticketCard.getByRole("list", { name: "Transactions" })).toHaveCount(0);
  // Only that card's history was asked: one page, the largest.
  expect(transactionRequests(api)).toEqual([
    `/v2/loyalties/programs/${api.history.subjects.multiPage.programId}/members/${api.history.subjects.multiPage.memberId}/cards/${cardId}/transactions?limit=100`,
  ]);
  await expect(panel.getByRole("region", { name: "Card history" })).toHaveCount(1);

  await history.click();
  await expect(history).toHaveAttribute("aria-expanded", "true");
  const lines = linesOf(ticketCard);
  await expect(lines).toHaveCount(25);
  // Newest first, as the API gave them, each line the transaction of its id.
  expect(await lines.evaluateAll((items) => items.map((li) => li.id))).toEqual(
    rows.slice(0, 25).map((r) => `history-line-${r.id}`),
  );
  // The newest: an admin's credit just made, still PENDING: said not to be in the balance.
  expect(rows[0]!.status).toBe("PENDING");
  await expect(lines.first()).toContainText(`Added ${await pointsIn(panel, 50)} by an admin`);
  await expect(lines.first()).toContainText("not settled yet: not in the balance");
  await expect(lines.first()).not.toContainText("Balance after");
  const rejected = rows.findIndex((r) => r.status === "REJECTED");
  await expect(lines.nth(rejected)).toContainText("refused by the API: it changed nothing");
  // The newest settled line ends at the card's balance (what the API's APPROVED rows add up to).
  const settled = rows.findIndex((r) => r.status === "APPROVED" && r.type !== "PENDING_POINTS_ADDED");
  await expect(lines.nth(settled).locator(".history-balance")).toHaveText(
    `Balance after: ${await pointsIn(panel, balanceOf(rows))}`,
  );
  await expect(ticketCard.locator("dl.points")).toContainText(
    new RegExp(`Usable now\\s*${await pointsIn(panel, balanceOf(rows))}`),
  );
  // Opening History asked nothing again.
  expect(transactionRequests(api)).toHaveLength(1);

  await history.click();
  await expect(history).toHaveAttribute("aria-expanded", "false");
  await expect(ticketCard.getByRole("list", { name: "Transactions" })).toHaveCount(0);
  await expect(summaryOf(ticketCard)).toBeVisible();
});

test("the summary's earned, spent, expired and still pending are the server's rows of the last 90 days, whatever the sign of a debit", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { multiPage, positiveDebits } = api.history.subjects;

  // The memberships customer: four cards, none named by a ticket: History asks the summary.
  await search(panel, multiPage.customerId);
  const first = card(panel, multiPage.cardCode);
  await expect(first).toContainText("Usable now");
  await expect(historyOf(first)).toHaveCount(0);
  await first.getByRole("button", { name: "History" }).click();
  await expectSummaryOf(panel, summaryOf(first), rowsOf(api, multiPage.cardId));
  await expect(
    summaryOf(first)
      .getByRole("listitem")
      .filter({ hasText: /^\d+ transactions have not settled yet/ }),
  ).toHaveText(
    `${rowsOf(api, multiPage.cardId).filter((r) => r.status === "PENDING" || r.status === "PROCESSING").length} transactions have not settled yet: they may still change the balance`,
  );

  // A customer with one card, its debits written as positive totals: summarised with no click.
  await search(panel, positiveDebits.customerId);
  const other = card(panel, positiveDebits.cardCode);
  await expect(summaryOf(other)).toBeVisible();
  expect(
    rowsOf(api, positiveDebits.cardId).some((r) => r.type === "ADMIN_DEBIT" && r.details.points!.total > 0),
  ).toBe(true);
  await expectSummaryOf(panel, summaryOf(other), rowsOf(api, positiveDebits.cardId));
});

test("Older shows 25 more lines at a time, down to the card's first transaction, asking nothing more when one page held them all", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { multiPage } = api.history.subjects;
  const rows = rowsOf(api, multiPage.cardId);
  // No card of the local API has more than one page of 100 transactions: the largest is this one.
  expect(Math.max(...api.history.cards.map((c) => c.transactions.length))).toBe(rows.length);
  expect(rows.length).toBeGreaterThan(50);
  expect(rows.length).toBeLessThanOrEqual(100);

  await search(panel, multiPage.customerId);
  const first = card(panel, multiPage.cardCode);
  await first.getByRole("button", { name: "History" }).click();
  const lines = linesOf(first);
  const older = first.getByRole("button", { name: "Older" });
  await expect(lines).toHaveCount(25);
  await older.click();
  await expect(lines).toHaveCount(50);
  await expect(first.getByText("That is the card's first transaction.")).toHaveCount(0);
  await older.click();
  await expect(lines).toHaveCount(rows.length);
  await expect(older).toHaveCount(0);
  await expect(first.getByText("That is the card's first transaction.")).toBeVisible();
  expect(await lines.evaluateAll((items) => items.map((li) => li.id))).toEqual(
    rows.map((r) => `history-line-${r.id}`),
  );
  expect(transactionRequests(api)).toHaveLength(1);
});

test("Older past the lines loaded asks the next page along the API's cursor, and the pages join without a line twice", async ({
  api,
  context,
  openPage,
}) => {
  // No card holds more than the 100 transactions of one page, and the server is not to be changed:
  // the card's requests are asked for 20 at a time on their way, so its 56 rows come in three pages.
  await context.route(/\/cards\/[^/?]+\/transactions\?/, (route) =>
    route.continue({ url: route.request().url().replace("limit=100", "limit=20") }),
  );
  const panel = await openPanelWithProfile(openPage, api);
  const { multiPage } = api.history.subjects;
  const rows = rowsOf(api, multiPage.cardId);
  await search(panel, multiPage.customerId);
  const first = card(panel, multiPage.cardCode);
  await first.getByRole("button", { name: "History" }).click();
  const lines = linesOf(first);
  const older = first.getByRole("button", { name: "Older" });
  await expect(lines).toHaveCount(20);
  expect(transactionRequests(api)).toEqual([expect.stringMatching(/\?limit=20$/)]);
  await older.click();
  await expect(lines).toHaveCount(40);
  await expect.poll(() => transactionRequests(api)).toHaveLength(2);
  expect(transactionRequests(api)[1]).toMatch(/[?&]cursor=[^&]+/);
  await older.click();
  await expect(lines).toHaveCount(rows.length);
  expect(transactionRequests(api)).toHaveLength(3);
  await expect(older).toHaveCount(0);
  await expect(first.getByText("That is the card's first transaction.")).toBeVisible();
  expect(await lines.evaluateAll((items) => items.map((li) => li.id))).toEqual(
    rows.map((r) => `history-line-${r.id}`),
  );
});

test("Show only Expired lists the card's expiries alone; unchecked, every line is back", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { multiPage } = api.history.subjects;
  const rows = rowsOf(api, multiPage.cardId);
  const expiries = rows.filter((r) => r.type === "POINTS_EXPIRED" || r.type === "ADMIN_POINTS_EXPIRATION");
  expect(expiries.length).toBeGreaterThan(1);
  expect(expiries.length).toBeLessThan(25);

  await search(panel, multiPage.customerId);
  const first = card(panel, multiPage.cardCode);
  await first.getByRole("button", { name: "History" }).click();
  const lines = linesOf(first);
  await expect(lines).toHaveCount(25);
  const filter = first.getByRole("group", { name: "Show only" });
  for (const kind of ["Earned", "Spent", "Expired", "Pending", "Admin"])
    await expect(filter.getByRole("checkbox", { name: kind })).not.toBeChecked();

  await filter.getByRole("checkbox", { name: "Expired" }).check();
  await expect(lines).toHaveCount(expiries.length);
  expect(await lines.evaluateAll((items) => items.map((li) => li.id))).toEqual(
    expiries.map((r) => `history-line-${r.id}`),
  );
  for (const line of await lines.all()) await expect(line.locator(".history-words")).toContainText("expired");
  // All of them shown: nothing older is offered while the filter leaves fewer than a screenful.
  await expect(first.getByRole("button", { name: "Older" })).toHaveCount(0);

  await filter.getByRole("checkbox", { name: "Expired" }).uncheck();
  await expect(lines).toHaveCount(25);
  expect(await lines.evaluateAll((items) => items.map((li) => li.id))).toEqual(
    rows.slice(0, 25).map((r) => `history-line-${r.id}`),
  );
  await expect(first.getByRole("button", { name: "Older" })).toBeVisible();
});

test("a lowered tier names the expiry that caused it, and its button shows and focuses that line", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { tierDowngrade } = api.history.subjects;
  const expiry = rowsOf(api, tierDowngrade.cardId).find((r) => r.id === tierDowngrade.expiredTransactionId)!;
  expect(expiry.type).toBe("POINTS_EXPIRED");

  await search(panel, tierDowngrade.customerId);
  const emptied = card(panel, tierDowngrade.cardCode);
  await emptied.getByRole("button", { name: "History" }).click();
  const tiers = emptied.getByRole("region", { name: "Tier changes" });
  const lowered = tiers.getByRole("listitem").filter({ hasText: /^Tier lowered/ });
  await expect(lowered).toHaveCount(1);
  await expect(lowered).toContainText("Caused by:");
  const cause = lowered.getByRole("button", {
    name: new RegExp(`^${await pointsIn(panel, Math.abs(expiry.details.points!.total))} expired on `),
  });
  await expect(cause).toBeVisible();

  // Earned lines only: the expiry is not listed, until its cause is followed.
  await emptied.getByRole("group", { name: "Show only" }).getByRole("checkbox", { name: "Earned" }).check();
  const line = panel.locator(`#history-line-${tierDowngrade.expiredTransactionId}`);
  await expect(line).toHaveCount(0);
  await cause.click();
  await expect(line).toBeFocused();
  await expect(line).toContainText((await cause.textContent()) ?? "");
  await expect(emptied.getByRole("checkbox", { name: "Earned" })).not.toBeChecked();
});

test("a card whose tier was lowered names the program's tiers (Gold, Silver), not their ids", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { tierDowngrade, multiPage } = api.history.subjects;
  // The program's tiers, as the memberships name them on the member's other card.
  const tier = api.data.v2.cards.find((c) => c.id === multiPage.cardId)!.tier!;
  const gold = tier.current!.tier!;
  const silver = tier.risks[0]!.tier!;

  await search(panel, tierDowngrade.customerId);
  const emptied = card(panel, tierDowngrade.cardCode);
  await emptied.getByRole("button", { name: "History" }).click();
  const tiers = emptied.getByRole("region", { name: "Tier changes" });
  await expect(tiers.getByRole("listitem").filter({ hasText: /^Tier lowered/ })).toBeVisible();
  // The program's tier progress is read once the tier changes come (as Tier progress would): the
  // member's first card is then Gold, the program naming its tiers.
  await expect(card(panel, multiPage.cardCode)).toContainText(new RegExp(`${gold.name} until`));
  await expect(tiers.getByRole("listitem").filter({ hasText: /^Tier lowered/ })).toContainText(
    `Tier lowered from ${gold.name} to ${silver.name}`,
  );
  await expect(tiers).not.toContainText(gold.id);
  // With the tiers named, the history can offer its "Tier lowered" reply.
  await expect(historyOf(emptied).locator(".history-reply").filter({ hasText: "Tier lowered" })).toHaveCount(
    1,
  );
});

test("a refused reward purchase: its reason under Reward purchases and in the summary, with its reply; issued codes can be copied", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { rejectedPurchase } = api.history.subjects;
  const member = api.history.members.find((m) => m.id === rejectedPurchase.memberId)!;
  const refused = member.purchases.find((p) => p.id === rejectedPurchase.rejectedPurchaseId)!;
  const reason = refused.details.rejection!.reason;
  const day = await dayIn(panel, refused.created_at.slice(0, 10));

  await search(panel, rejectedPurchase.customerId);
  const paid = card(panel, rejectedPurchase.cardCode);
  await paid.getByRole("button", { name: "History" }).click();
  await expect(
    summaryOf(paid)
      .getByRole("listitem")
      .filter({ hasText: /^Reward purchase refused/ }),
  ).toHaveText(`Reward purchase refused on ${day}: ${reason}`);
  const purchases = paid.getByRole("region", { name: "Reward purchases" });
  const row = purchases.getByRole("listitem").filter({ hasText: "refused" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Purchase of reward ${refused.reward_id} on ${day}: refused`);
  await expect(row).toContainText(`Reason: ${reason}`);
  for (const code of [rejectedPurchase.couponCode, rejectedPurchase.giftVoucherCode])
    await expect(purchases.getByRole("button", { name: `Copy code ${code}` })).toBeVisible();

  const reply = historyOf(paid).locator(".history-reply").filter({ hasText: "Reward purchase refused" });
  await expect(reply).toHaveCount(1);
  await reply.getByText("Suggested reply").click();
  const text = reply.locator(".reply-text");
  await expect(text).toContainText("could not be completed");
  await expect(text).toContainText(rejectedPurchase.cardCode);
  await expect(text).toContainText(`on ${await replyDayIn(panel, refused.created_at.slice(0, 10))}`);
  await expect(text).toContainText(
    `it needs ${new Intl.NumberFormat("en-US").format(refused.details.points!.total)} points`,
  );
});

test("a card's History holds only its own reward purchases and tier changes, not those of the member's other cards", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { tierDowngrade, rejectedPurchase, multiPage } = api.history.subjects;
  // One member, three cards. Each purchase and each tier change names the card it concerns: every
  // purchase was paid from the first card; the tier changes are the first card's and the emptied one's.
  expect(tierDowngrade.memberId).toBe(rejectedPurchase.memberId);
  const member = api.history.members.find((m) => m.id === tierDowngrade.memberId)!;
  expect(member.purchases.length).toBeGreaterThan(0);
  expect(member.purchases.every((p) => p.card_id === rejectedPurchase.cardId)).toBe(true);
  const third = api.data.v2.cards.find(
    (c) => c.member_id === member.id && c.id !== multiPage.cardId && c.id !== tierDowngrade.cardId,
  )!;
  expect(member.tiers.length).toBeGreaterThan(0);
  expect(member.tiers.every((t) => t.card_id && t.card_id !== third.id)).toBe(true);

  await search(panel, tierDowngrade.customerId);
  // The member's reads for a card's History come with its lines: once they are in, what they do not
  // hold is looked for briefly.
  const memberReads = () =>
    api.requests.filter((r) => /\/(tiers\/transactions|rewards\/purchases)$/.test(r.path)).length;
  const absent = { timeout: 2_000 };

  // The emptied card paid for no purchase: none is listed, and no refusal is said of it.
  const emptied = card(panel, tierDowngrade.cardCode);
  await emptied.getByRole("button", { name: "History" }).click();
  await expect(emptied.getByRole("region", { name: "Tier changes" })).toBeVisible();
  await expect(linesOf(emptied)).toHaveCount(rowsOf(api, tierDowngrade.cardId).length);
  await expect.poll(memberReads).toBe(2);
  await panel.waitForTimeout(500);
  await expect.soft(summaryOf(emptied)).not.toContainText("Reward purchase refused", absent);
  await expect.soft(emptied.getByRole("region", { name: "Reward purchases" })).toHaveCount(0, absent);
  await expect
    .soft(historyOf(emptied).locator(".history-reply").filter({ hasText: "Reward purchase refused" }))
    .toHaveCount(0, absent);

  // The third card had no tier change and bought nothing: neither list is shown under it.
  const bonus = card(panel, third.code!);
  await bonus.getByRole("button", { name: "History" }).click();
  await expect(linesOf(bonus)).toHaveCount(rowsOf(api, third.id).length);
  await expect.poll(memberReads).toBe(4);
  await panel.waitForTimeout(500);
  await expect.soft(bonus.getByRole("region", { name: "Tier changes" })).toHaveCount(0, absent);
  await expect.soft(bonus.getByRole("region", { name: "Reward purchases" })).toHaveCount(0, absent);
  await expect
    .soft(summaryOf(bonus))
    .not.toContainText(/Tier (raised|lowered)|Left tier|Reward purchase refused/, absent);
});

test("a legacy (v1) card looked up by its code: summarised with no click, its History lines each with the balance after", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { v1 } = api.history.subjects;
  const rows = api.history.v1[v1.code]!;
  expect(rows.length).toBeGreaterThan(1);

  await search(panel, v1.code);
  const region = panel.getByRole("region", { name: `Loyalty card ${v1.code}` });
  await expect(summaryOf(region)).toBeVisible();
  const history = region.getByRole("button", { name: "History" });
  await expect(history).toHaveAttribute("aria-expanded", "false");
  await history.click();
  await expect(history).toHaveAttribute("aria-expanded", "true");
  const lines = linesOf(region);
  await expect(lines).toHaveCount(rows.length);
  const balances = await Promise.all(
    rows.map((r) => pointsIn(panel, (r.details.balance as { balance: number }).balance)),
  );
  await expect(lines.locator(".history-balance")).toHaveText(balances.map((b) => `Balance after: ${b}`));
  // The newest line ends at the card's balance, as Get Member gives it.
  await expect(region).toContainText(new RegExp(`Balance, usable now\\s*${balances[0]}`));
  await expect(region.getByText("That is the card's first transaction.")).toBeVisible();
  expect(api.requests.filter((r) => r.path.endsWith(`/members/${v1.code}/transactions`))).toHaveLength(1);
});

test("on the loyalty ticket, History's reply about the points that expired goes into the ticket's reply box", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { ticket, panel } = await openLoyaltyTicket({ api, helpdesk, context, openPage });
  const { cardId, cardCode } = api.history.subjects.multiPage;
  // The reply speaks of the newest points that expired on their day, within the last 90 days.
  const expiry = rowsOf(api, cardId).find((r) => r.type === "POINTS_EXPIRED" && r.status === "APPROVED")!;
  expect(Date.now() - Date.parse(expiry.created_at)).toBeLessThan(89 * 86_400_000);

  const ticketCard = card(panel, cardCode);
  await ticketCard.getByRole("button", { name: "History" }).click();
  const reply = historyOf(ticketCard).locator(".history-reply").filter({ hasText: "Points that expired" });
  await expect(reply).toHaveCount(1);
  await reply.getByText("Suggested reply").click();
  const text = reply.locator(".reply-text");
  await expect(text).toContainText(
    `${new Intl.NumberFormat("en-US").format(Math.abs(expiry.details.points!.total))} of your points expired on ${await replyDayIn(panel, expiry.created_at.slice(0, 10))}`,
  );
  await expect(text).toContainText(cardCode);
  const said = ((await text.textContent()) ?? "").trim();

  await reply.getByRole("button", { name: "Insert into reply" }).click();
  await expect(reply.getByRole("status").filter({ hasText: "Inserted into the reply box" })).toBeVisible();
  // Rendered text: the reply's paragraphs are separate blocks in the box, as the agent sees them.
  // biome-ignore lint/performance/useDomNodeTextContent: paragraph breaks read as the agent reads them
  const box = async () => words(await ticket.locator("#reply").innerText());
  await expect.poll(box).toContain(words(said));
  await expect.poll(box).toMatch(/^Hi Marcus,/);
});

test("accessibility: the panel with a card's History open, a reply and the chart's table shown, has no serious or critical axe finding", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { panel } = await openLoyaltyTicket({ api, helpdesk, context, openPage });
  const ticketCard = card(panel, api.history.subjects.multiPage.cardCode);
  await ticketCard.getByRole("button", { name: "History" }).click();
  await expect(linesOf(ticketCard)).toHaveCount(25);
  await expect(ticketCard.getByRole("region", { name: "Tier changes" })).toBeVisible();
  await expect(ticketCard.getByRole("region", { name: "Reward purchases" })).toBeVisible();
  await ticketCard.getByText("Show the figures as a table").click();
  await expect(ticketCard.getByRole("figure").getByRole("table")).toBeVisible();
  await historyOf(ticketCard).locator(".history-reply").first().getByText("Suggested reply").click();
  await expect(historyOf(ticketCard).locator(".history-reply .reply-text").first()).toBeVisible();
  await ticketCard.getByRole("group", { name: "Show only" }).getByRole("checkbox", { name: "Spent" }).check();
  await expect(linesOf(ticketCard).first()).toBeVisible();
  expect(await seriousViolations(panel)).toEqual([]);
});
