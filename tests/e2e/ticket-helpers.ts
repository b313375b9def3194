/// <reference types="chrome" />
import type { BrowserContext, Page, Worker } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { detectedTabs, markedTexts } from "../shared/page-reads";
import { tabsReportingCustomers } from "../shared/sample-ticket";
import { expect, saveProfileThroughOptions } from "./fixtures";

// Texts marked in a page or frame, read as in Firefox (tests/shared/page-reads.ts).
export { markedTexts };

/**
 * What each tab's frames reported to the worker (lib/ticket/detected-tokens.ts), as "kind text"
 * by frame id, by tab id. Read in the worker, or in any of the extension's own pages.
 */
export async function detectedByTab(
  reader: Worker | Page,
): Promise<Record<string, Record<string, string[]>>> {
  const tabs = await detectedTabs(reader);
  return Object.fromEntries(Object.entries(tabs).map(([tab, record]) => [tab, record.frames]));
}

/**
 * What the worker holds of each tab besides its tokens: the ticket its top frame reported, and the
 * frame of the reply box the agent used (-1: none), by tab id.
 */
export async function ticketsByTab(
  reader: Worker | Page,
): Promise<Record<string, { ticket?: { key: string; label: string }; box: number }>> {
  const tabs = await detectedTabs(reader);
  return Object.fromEntries(
    Object.entries(tabs).map(([tab, record]) => [tab, { ticket: record.ticket, box: record.box }]),
  );
}

/** How many different ids and codes each tab's frames reported, as the worker keeps them. */
export async function detectedCounts(reader: Worker | Page): Promise<Record<string, number>> {
  return Object.fromEntries(
    Object.entries(await detectedByTab(reader)).map(([tab, frames]) => [
      tab,
      new Set(Object.values(frames).flat()).size,
    ]),
  );
}

/**
 * The sample ticket's tab id, once both its frames reported their customer to the worker. Until the
 * iframe's report comes, the worker knows one customer only, and a panel open on it for 700 ms looks
 * that customer up by itself: a test that counts requests, or says none went out, waits for this.
 */
export async function ticketReported(reader: Worker | Page): Promise<number> {
  const ticketTabs = async () => tabsReportingCustomers(await detectedTabs(reader));
  await expect.poll(ticketTabs).toHaveLength(1);
  return (await ticketTabs())[0]!;
}

/**
 * The sample ticket without its late message, once the first scan has marked its order id and both
 * frames reported their ids to the worker (read by `reader`, the worker or an extension page).
 */
export async function openMarkedTicket(
  context: BrowserContext,
  helpdesk: HelpdeskServer,
  reader: Worker | Page,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect
    .poll(async () => (await markedTexts(page))["voucher-lens-order"])
    .toEqual(["ord_ndw5rQJt12zvZ4upF72a3ljh"]);
  await ticketReported(reader);
  return page;
}

/** A profile saved through the options page, then the marked sample ticket: where many tests start. */
export async function openMarkedTicketWithProfile(fixtures: {
  api: ApiServer;
  helpdesk: HelpdeskServer;
  context: BrowserContext;
  openPage(name: string): Promise<Page>;
}): Promise<Page> {
  const options = await fixtures.openPage("options.html");
  await saveProfileThroughOptions(options, fixtures.api);
  // The options page reads what the ticket's frames reported: no worker needed from the caller.
  return openMarkedTicket(fixtures.context, fixtures.helpdesk, options);
}

/** Where the middle of an id's text is on a helpdesk page, in the viewport. */
export function centreOf(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate((id) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(id);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at + 5);
      range.setEnd(node, at + 6);
      const r = range.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }
    throw new Error(`${id} is not on the page`);
  }, id);
}

/** Clicks the middle of a marked id on a helpdesk page, then "Look up in Voucher Lens", as an agent does. */
export async function clickMarkedId(page: Page, id: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
  const box = await centreOf(page, id);
  await page.mouse.click(box.x, box.y);
  const host = page.locator("voucher-lens-lookup");
  await expect(host).toBeVisible();
  const hostBox = (await host.boundingBox())!;
  await page.waitForTimeout(AGENT_PAUSE_MS);
  await page.mouse.click(hostBox.x + 20, hostBox.y + hostBox.height / 2);
}

/**
 * How long after the Look up button appears a test presses it, as an agent would a moment later:
 * a press counts once the browser has looked whether anything of the page lies over the button.
 */
export const AGENT_PAUSE_MS = 200;
