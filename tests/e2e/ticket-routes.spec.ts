/// <reference types="chrome" />
import type { Page, Worker } from "@playwright/test";
import { detectedTabs } from "../shared/page-reads";
import { expect, test } from "./fixtures";
import { detectedByTab, ticketReported, ticketsByTab } from "./ticket-helpers";

// What the worker holds of a tab belongs to the ticket the agent sees: a single-page helpdesk moving
// on to another ticket, a frame it removes, a page of another site, never leave a customer or a
// reply box behind; and the reply box is only ever one the agent chose, in a frame of the ticket.

const ALICE = "customer cust_AliceArcher0000000000001";
const BOB = "customer cust_BobBaker0000000000000002";
/** The sidebar app's customer, in ticket 1's same-origin frame (frame.html). */
const SIDEBAR = "customer cust_qBwHpagDOFu71Z3F22UzR80X";

/** The tab showing the ticket labelled `label` (as the worker heard it from the tab's top frame), and its key. */
async function shownTicket(worker: Worker, label: string): Promise<{ tabId: number; key: string }> {
  const find = async () => {
    const tabs = Object.entries(await ticketsByTab(worker)).filter(([, tab]) => tab.ticket?.label === label);
    return tabs.length === 1 ? { tabId: Number(tabs[0]![0]), key: tabs[0]![1].ticket!.key } : undefined;
  };
  await expect.poll(find, { message: `a tab showing ticket ${label}` }).toBeTruthy();
  return (await find())!;
}

/** Every token the worker holds for a tab, over its frames, sorted. */
const tokensOf = (worker: Worker, tabId: number) => async () =>
  [...new Set(Object.values((await detectedByTab(worker))[tabId] ?? {}).flat())].sort();

/** The frame of the reply box the worker holds for a tab, or -1. */
const boxOf = (worker: Worker, tabId: number) => async () => (await ticketsByTab(worker))[tabId]?.box ?? -1;

/** Asks the worker to insert, as the panel's Insert into reply does, from one of the extension's pages. */
function insert(from: Page, input: { tabId: number; text: string; ticketKey: string }) {
  return from.evaluate((input) => chrome.runtime.sendMessage({ type: "reply.insert", input }), input);
}

test("after a lookup on ticket 1, the helpdesk moves to ticket 2 with pushState: the answer about Alice is not inserted into ticket 2's reply box", async ({
  context,
  helpdesk,
  worker,
  openPage,
}) => {
  const extension = await openPage("options.html");
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("agent/tickets/1"));
  const one = await shownTicket(worker, "#1");
  await expect.poll(tokensOf(worker, one.tabId)).toEqual(expect.arrayContaining([ALICE, SIDEBAR]));

  // The agent clicks "Next ticket": the helpdesk pushes /agent/tickets/2 and renders Bob's ticket in
  // the same document, keeping its reply box element.
  await page.getByRole("link", { name: "Next ticket" }).click();
  const two = await shownTicket(worker, "#2");
  expect(two.tabId).toBe(one.tabId);
  expect(two.key).not.toBe(one.key);
  // Ticket 1's customers are forgotten: the tab's records started afresh.
  await expect.poll(tokensOf(worker, two.tabId)).toEqual([BOB]);

  await page.locator("#reply").click();
  await expect.poll(boxOf(worker, two.tabId)).toBe(0);
  // The answer looked up on ticket 1, about Alice.
  expect(
    await insert(extension, { tabId: two.tabId, text: "Hi Alice, ALICE-CODE…", ticketKey: one.key }),
  ).toEqual({ ok: true, value: { inserted: false, reason: "other_ticket" } });
  expect(await page.locator("#reply").inputValue()).toBe("");
  // An answer looked up on ticket 2 goes in.
  expect(await insert(extension, { tabId: two.tabId, text: "Hi Bob", ticketKey: two.key })).toMatchObject({
    ok: true,
    value: { inserted: true, editor: "text_field" },
  });
  await expect(page.locator("#reply")).toHaveValue("Hi Bob");
});

test("a route change through the Navigation API, with nothing else on the page changing, is heard from the content script's world", async ({
  context,
  helpdesk,
  worker,
}) => {
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("agent/tickets/1"));
  const one = await shownTicket(worker, "#1");
  await expect.poll(tokensOf(worker, one.tabId)).toEqual(expect.arrayContaining([ALICE]));
  // The page's router intercepts the navigation and changes nothing in the document: only the
  // Navigation API's events can tell the content script.
  await page.evaluate(async () => {
    navigation.addEventListener("navigate", (event) => event.intercept({ handler: async () => {} }), {
      once: true,
    });
    await navigation.navigate("/agent/tickets/7").finished;
  });
  expect(new URL(page.url()).pathname).toBe("/agent/tickets/7");
  const seven = await shownTicket(worker, "#7");
  expect(seven.tabId).toBe(one.tabId);
});

test("a frame the helpdesk removed takes its customer with it", async ({ context, helpdesk, worker }) => {
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  const tabId = await ticketReported(worker);
  await page.evaluate(() => document.getElementById("side")?.remove());
  await expect.poll(tokensOf(worker, tabId)).not.toContain(SIDEBAR);
  expect(await tokensOf(worker, tabId)()).toContain("customer cust_tAED42tFhLM9v7GmZUaklJFd");
});

test("a full navigation to a page where Voucher Lens does not run forgets the tab's ticket, tokens and reply box, and says it shows none", async ({
  context,
  helpdesk,
  worker,
}) => {
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("agent/tickets/1"));
  const { tabId } = await shownTicket(worker, "#1");
  await expect.poll(tokensOf(worker, tabId)).toContain(ALICE);
  await page.locator("#reply").click();
  await expect.poll(boxOf(worker, tabId)).toBe(0);
  const badge = () => worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
  await expect.poll(badge).not.toBe("");

  // The same page served from an address no content script runs on.
  await page.goto(`https://127.0.0.1:${helpdesk.port}/ticket.html?lateMs=100000`);
  // No ticket, no tokens, no reply box: a page without Voucher Lens, which the panel is told.
  await expect
    .poll(async () => (await detectedTabs(worker))[tabId])
    .toEqual({ frames: {}, ticket: undefined, box: -1, away: "elsewhere" });
  expect(await tokensOf(worker, tabId)()).toEqual([]);
  await expect.poll(badge).toBe("");
});

test("the agent clicks the reply box and presses Tab; the page cancels it and focuses its own field: Insert writes into the agent's box, never the page's", async ({
  context,
  helpdesk,
  worker,
  openPage,
}) => {
  const extension = await openPage("options.html");
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("agent/tickets/1"));
  const { tabId, key } = await shownTicket(worker, "#1");
  await page.evaluate(() => {
    const own = Object.assign(document.createElement("input"), { id: "own", type: "text" });
    document.body.append(own);
    document.getElementById("reply")?.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      event.preventDefault();
      own.focus();
    });
  });
  await page.locator("#reply").click();
  await expect.poll(boxOf(worker, tabId)).toBe(0);
  await page.keyboard.press("Tab");
  await expect(page.locator("#own")).toBeFocused();
  expect(await insert(extension, { tabId, text: "Hi Alice", ticketKey: key })).toMatchObject({
    ok: true,
    value: { inserted: true },
  });
  await expect(page.locator("#reply")).toHaveValue("Hi Alice");
  expect(await page.locator("#own").inputValue()).toBe("");
});

for (const [whose, src] of [
  // Another helpdesk's origin, where the content script runs too.
  ["another helpdesk's origin", "https://acme.lightning.force.com/lightning/reply-frame-editor.html"],
  // Another Zendesk account, in its agent workspace: someone else's helpdesk, never this ticket's box.
  ["another account of the same helpdesk", "https://other.zendesk.com/agent/reply-frame-editor.html"],
] as const) {
  test(`a frame of ${whose} that the agent clicks into never becomes the reply box`, async ({
    context,
    helpdesk,
    worker,
    openPage,
  }) => {
    const extension = await openPage("options.html");
    const page = await context.newPage();
    await page.goto(helpdesk.pageUrl("agent/tickets/1"));
    const { tabId, key } = await shownTicket(worker, "#1");
    // A frame with an editable box in it.
    await page.evaluate((src) => {
      document.body.append(Object.assign(document.createElement("iframe"), { id: "foreign", src }));
    }, src);
    const foreign = page.frameLocator("#foreign").locator("#reply");
    await expect(foreign).toBeVisible();

    // The agent used the ticket's box first: then the foreign one, which the worker refuses (clicked
    // until the frame's content script, started a moment after the frame, hears it).
    await page.locator("#reply").click();
    await expect.poll(boxOf(worker, tabId)).toBe(0);
    await expect
      .poll(async () => {
        await foreign.click();
        return boxOf(worker, tabId)();
      })
      .toBe(-1);
    expect(await insert(extension, { tabId, text: "Hi Alice", ticketKey: key })).toEqual({
      ok: true,
      value: { inserted: false, reason: "no_editor" },
    });
    await expect(foreign).toHaveText("");
    expect(await page.locator("#reply").inputValue()).toBe("");
  });
}
