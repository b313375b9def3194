/// <reference types="chrome" />
import type { Page, Worker } from "@playwright/test";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { detectedByTab, markedTexts } from "./ticket-helpers";

// What counts as on the ticket is text the agent sees. A real helpdesk keeps a hidden "Recently
// viewed" menu naming other tickets' customers on every page, with tab strips, views lists and a
// collapsed requester box naming more: counted, they made the panel look up another ticket's
// customer on its own and the toolbar count read 3 where the ticket shows one id.

/** The one customer the ticket of recently-viewed.html shows. */
const VISIBLE = "cust_qBwHpagDOFu71Z3F22UzR80X";
/** Other tickets' customers there: in the hidden menu, the views list, the tab strip, the requester box, the email's hidden span. */
const OTHERS = [
  "cust_tAED42tFhLM9v7GmZUaklJFd",
  "cust_RecentlyViewedOther0007",
  "cust_ViewsListOtherTicket001",
  "cust_TabStripOtherTicket0001",
  "cust_RequesterBoxOtherTkt001",
  "cust_HiddenSpanInEmailFrame1",
];
/** Longer than the 700 ms the panel lets the ticket's reports settle before its own lookup. */
const PAST_SETTLING_MS = 1_500;

/** What the one tab that reported holds: "kind text" by frame, once `frames` frames reported. */
async function reportedByFrame(worker: Worker, frames: number): Promise<string[][] | undefined> {
  const tabs = Object.values(await detectedByTab(worker));
  if (tabs.length !== 1 || Object.keys(tabs[0]!).length !== frames) return undefined;
  return Object.values(tabs[0]!).map((tokens) => [...tokens].sort());
}

/** The toolbar icon's count on the one tab that reported. */
async function toolbarCount(worker: Worker): Promise<string> {
  const [tab] = Object.keys(await detectedByTab(worker));
  return worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), Number(tab));
}

const customerLookups = (requests: { path: string; query: string }[]) =>
  requests.filter((r) => r.path === "/v1/redemptions" && r.query.includes("customer=cust_"));

test("a ticket whose page also carries a hidden Recently viewed menu, a views list, a tab strip and a collapsed requester box counts only the customer the agent sees, looks that one up, and follows what the agent opens", async ({
  api,
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  await saveProfileThroughOptions(await openPage("options.html"), api);
  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("recently-viewed.html"));
  // Every id is marked, hidden or not: an id the agent clicks in a tab strip is looked up.
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-customer"])
    .toEqual([...OTHERS.slice(0, 5), VISIBLE, VISIBLE, OTHERS[3]!].sort());
  // The page and its email frame reported: the frame's one id is hidden, so it reports nothing.
  await expect.poll(() => reportedByFrame(worker, 2)).toEqual([[`customer ${VISIBLE}`], []]);
  await expect.poll(() => toolbarCount(worker)).toBe("1");

  api.clearRequests();
  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  await expect(panel.getByText(`The only customer id this ticket shows: ${VISIBLE}`)).toBeVisible();
  await expect(panel.getByRole("list", { name: "Redemptions" }).getByRole("listitem").first()).toBeVisible();
  await panel.waitForTimeout(PAST_SETTLING_MS);
  expect(customerLookups(api.requests).map((r) => r.query)).toEqual([expect.stringContaining(VISIBLE)]);
  await expect(panel.getByText("On this page (1)")).toBeVisible();
  // What On this page lists, folded or not (it folds once an answer is shown).
  const listed = async () =>
    (await panel.locator('.on-this-page section[aria-label="Customers"] li').allTextContents())
      .map((text) => text.replace(/\s+/g, " ").trim())
      .sort();
  await expect.poll(listed).toEqual([VISIBLE]);

  // The agent opens the menu: it is a menu still, never the ticket.
  await ticket.getByRole("button", { name: "Recently viewed" }).click();
  await expect(ticket.getByRole("menuitem").first()).toBeVisible();
  // Earlier messages shown: the same customer, twice now.
  await ticket.getByRole("button", { name: "Show earlier messages" }).click();
  await expect.poll(() => reportedByFrame(worker, 2)).toEqual([[`customer ${VISIBLE}`], []]);
  await expect.poll(listed).toEqual([`${VISIBLE} ×2`]);

  // The requester box opened: its two other customers show, and count from now on.
  await ticket.getByText("More about the requester").click();
  await expect(panel.getByText("On this page (3)")).toBeVisible();
  await expect.poll(() => toolbarCount(worker)).toBe("3");
  await expect
    .poll(listed)
    .toEqual(["cust_RequesterBoxOtherTkt001", "cust_TabStripOtherTicket0001", `${VISIBLE} ×2`]);
  await expect(
    panel.getByText(
      `Looked up on its own, but this ticket now shows another customer too; check it is the right one: ${VISIBLE}`,
    ),
  ).toBeVisible();

  // Closed again: gone from the count.
  await ticket.getByText("More about the requester").click();
  await expect(panel.getByText("On this page (1)")).toBeVisible();
  await expect.poll(() => toolbarCount(worker)).toBe("1");
});

/** Each row of visibility-rules.html: its rule, its order id, whether it counts. */
function rulesOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-rule]")].map((row) => ({
      rule: row.dataset.rule!,
      token: row.dataset.token!,
      counted: row.dataset.counted === "yes",
    })),
  );
}

test("what counts as on the ticket, rule by rule, as Chromium lays the page out", async ({
  helpdesk,
  context,
  worker,
}) => {
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("visibility-rules.html"));
  const rows = await rulesOf(page);
  expect(rows.length).toBeGreaterThan(30);
  const counted = rows.filter((row) => row.counted).map((row) => `order ${row.token}`);
  // Compared as "rule: token", so a failure names the rule.
  const byToken = new Map(rows.map((row) => [`order ${row.token}`, row.rule]));
  const named = (tokens: string[]) => tokens.map((token) => `${byToken.get(token)}: ${token}`).sort();
  await expect.poll(async () => named((await reportedByFrame(worker, 1))?.[0] ?? [])).toEqual(named(counted));
  // Every row's id is marked (those in shadow roots included), counted or not.
  await expect
    .poll(() =>
      page.evaluate(() => {
        let marks = 0;
        for (const [name, highlight] of CSS.highlights)
          if (name === "voucher-lens-order") marks += highlight.size;
        return marks;
      }),
    )
    .toBe(rows.length);
});
