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
  // The panel's parts are found by CSS, as the agent's screen reader names them: the element of
  // their role (a named <section> is a region, an <ol> a list) and its aria-label. Not by ::-p-aria:
  // in Firefox that is WebDriver BiDi's accessibility locator, which works out the role and name of
  // every element of the page, in one task of the extension's process, seconds on this panel, and a
  // wait repeats it frame after frame. The worker shares that process: the card's history, the
  // largest answer, then missed its 15-second limit ("No answer in time", and no summary), and the
  // waits after it outlasted the test. Each wait asks the panel again, never an element kept: a
  // card drawn again would leave a kept element detached.
  const card = `article[aria-label="Loyalty v2 card ${membershipsCardCode}"]`;
  const inCard = (selector: string) => `${card} ${selector}`;
  const summaryAt = inCard('section[aria-label="Last 90 days"]');
  await panel.waitForSelector(summaryAt).catch(async (error: unknown) => {
    const found = await panel.$(card);
    const seen = found ? await textOf(found) : "no card";
    throw new Error(`The card's last 90 days never showed; the card read: ${seen}`, { cause: error });
  });
  const summary = () => panel.$(summaryAt).then((found) => (found ? textOf(found) : ""));
  await expect.poll(summary).toMatch(/Earned: [\d,]+ points/);
  expect(await summary()).toMatch(/Expired: [\d,]+ points \(/);
  expect(await panel.$$eval("section.history", (found) => found.length)).toBe(1);
  // The card's one button that opens and closes something: History.
  const historyAt = inCard(".card-actions button[aria-expanded]");
  const history = (await panel.waitForSelector(historyAt))!;
  expect(await textOf(history)).toBe("History");
  expect(await history.evaluate((el) => el.getAttribute("aria-expanded"))).toBe("false");
  const listAt = inCard('ol[aria-label="Transactions"]');
  expect(await panel.$$(listAt)).toHaveLength(0);
  expect(transactionRequests(api)).toEqual([
    `/v2/loyalties/programs/${multiPage.programId}/members/${multiPage.memberId}/cards/${multiPage.cardId}/transactions?limit=100`,
  ]);

  await panel.bringToFront();
  await history.click();
  await panel.waitForSelector(listAt);
  const lineIds = () => panel.$$eval(`${listAt} > li`, (items) => items.map((li) => li.id));
  await expect.poll(async () => (await lineIds()).length).toBe(25);
  expect(await lineIds()).toEqual(rows.slice(0, 25).map((r) => `history-line-${r.id}`));
  expect(await panel.$eval(historyAt, (el) => el.getAttribute("aria-expanded"))).toBe("true");
  const newest = (await panel.$(`${listAt} > li`))!;
  expect(await textOf(newest)).toContain("not settled yet: not in the balance");
  expect(await panel.$$(inCard('section[aria-label="Tier changes"]'))).toHaveLength(1);
  // Opening History asked nothing again.
  expect(transactionRequests(api)).toHaveLength(1);
});
