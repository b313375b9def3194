import type { ElementHandle } from "puppeteer-core";
import type { ApiServer } from "../server/api-server";
import { expect, test } from "./fixtures";
import { fill, markedTexts, press, saveProfileThroughOptions, shows } from "./ui";

// In Firefox, as tests/e2e/history.spec.ts in Chromium: on the loyalty ticket (#48419), the card the
// ticket names is summarised with no click, and its History lists the card's transactions. The panel
// runs as a tab here: it speaks about the last web page used.

const transactionRequests = (api: ApiServer) =>
  api.requests.filter((r) => /\/cards\/[^/]+\/transactions$/.test(r.path)).map((r) => `${r.path}?${r.query}`);

/** The element's rendered text, whitespace collapsed. */
const textOf = (element: ElementHandle) =>
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text, as the agent reads it
  element.evaluate((el) => ((el as HTMLElement).innerText ?? "").replace(/\s+/g, " ").trim());

test("the ticket's customer and card: the card's last 90 days with no click, then History lists its transactions", async ({
  api,
  helpdesk,
  firefox,
  home,
  openPage,
}) => {
  const { membershipsCustomerId, membershipsCardCode } = api.data.samples;
  const { multiPage } = api.history.subjects;
  expect(multiPage.cardCode).toBe(membershipsCardCode);
  const rows = api.history.cards.find((c) => c.id === multiPage.cardId)!.transactions;

  // The team's card codes start AOR-: detection is taught the prefix, as the demo teaches its own.
  await saveProfileThroughOptions(home, api);
  await fill(home, "Code pattern", "AOR-");
  await press(home, "Add pattern");
  await home.waitForSelector('::-p-aria([name="Remove pattern AOR-…"][role="button"])');

  const ticket = await firefox.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket-loyalty.html"));
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-customer"])
    .toEqual([membershipsCustomerId]);
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-code"])
    .toEqual([membershipsCardCode]);
  await ticket.bringToFront();
  await ticket.click("#reply");

  // Nothing typed, nothing clicked: the panel looks the customer up and summarises the ticket's card.
  const panel = await openPage("sidepanel.html");
  await shows(panel, `The only customer id this ticket shows: ${membershipsCustomerId}`);
  const card = (await panel.waitForSelector(
    `::-p-aria([name="Loyalty v2 card ${membershipsCardCode}"][role="article"])`,
  ))!;
  const summary = (await card.waitForSelector('::-p-aria([name="Last 90 days"][role="region"])'))!;
  await expect.poll(() => textOf(summary)).toMatch(/Earned: [\d,]+ points/);
  expect(await textOf(summary)).toMatch(/Expired: [\d,]+ points \(/);
  expect(await panel.$$eval("section.history", (found) => found.length)).toBe(1);
  const history = (await card.waitForSelector('::-p-aria([name="History"][role="button"])'))!;
  expect(await history.evaluate((el) => el.getAttribute("aria-expanded"))).toBe("false");
  expect(await card.$$('::-p-aria([name="Transactions"][role="list"])')).toHaveLength(0);
  expect(transactionRequests(api)).toEqual([
    `/v2/loyalties/programs/${multiPage.programId}/members/${multiPage.memberId}/cards/${multiPage.cardId}/transactions?limit=100`,
  ]);

  await panel.bringToFront();
  await history.click();
  const list = (await card.waitForSelector('::-p-aria([name="Transactions"][role="list"])'))!;
  await expect.poll(() => list.$$eval(":scope > li", (items) => items.length)).toBe(25);
  expect(await list.$$eval(":scope > li", (items) => items.map((li) => li.id))).toEqual(
    rows.slice(0, 25).map((r) => `history-line-${r.id}`),
  );
  expect(await history.evaluate((el) => el.getAttribute("aria-expanded"))).toBe("true");
  const newest = (await list.$(":scope > li"))!;
  expect(await textOf(newest)).toContain("not settled yet: not in the balance");
  expect(await card.$$('::-p-aria([name="Tier changes"][role="region"])')).toHaveLength(1);
  // Opening History asked nothing again.
  expect(transactionRequests(api)).toHaveLength(1);
});
