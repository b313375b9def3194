/// <reference types="chrome" />
import type { BrowserContext, Frame, Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { expect, saveProfileThroughOptions } from "./fixtures";

/** Texts marked in a document, by highlight name, read from CSS.highlights as the page sees them. */
export function markedTexts(target: Page | Frame) {
  return target.evaluate(() => {
    const out: Record<string, string[]> = {};
    for (const [name, highlight] of CSS.highlights) {
      out[name] = [...highlight]
        .map((r) => {
          const range = document.createRange();
          range.setStart(r.startContainer, r.startOffset);
          range.setEnd(r.endContainer, r.endOffset);
          return range.toString();
        })
        .sort();
    }
    return out;
  });
}

/** The sample ticket without its late message, once the first scan has marked its order id. */
export async function openMarkedTicket(context: BrowserContext, helpdesk: HelpdeskServer): Promise<Page> {
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect
    .poll(async () => (await markedTexts(page))["voucher-lens-order"])
    .toEqual(["ord_ndw5rQJt12zvZ4upF72a3ljh"]);
  return page;
}

/** A profile saved through the options page, then the marked sample ticket: where many tests start. */
export async function openMarkedTicketWithProfile(fixtures: {
  api: ApiServer;
  helpdesk: HelpdeskServer;
  context: BrowserContext;
  openPage(name: string): Promise<Page>;
}): Promise<Page> {
  await saveProfileThroughOptions(await fixtures.openPage("options.html"), fixtures.api);
  return openMarkedTicket(fixtures.context, fixtures.helpdesk);
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
  await page.mouse.click(hostBox.x + 20, hostBox.y + hostBox.height / 2);
}
