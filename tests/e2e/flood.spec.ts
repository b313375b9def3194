/// <reference types="chrome" />
import type { Page, Worker } from "@playwright/test";
import { expect, saveProfileThroughOptions, test } from "./fixtures";

/**
 * What a page can make Voucher Lens do on its own: keep and draw what it shows, and look up the
 * customers it names. Titles start with "hostile:" so `npm test` lists them in its reliability
 * table. Each checks what the agent or the browser would notice (the panel's words, the API's
 * requests, the session storage's size), not how the extension stores it.
 */
const HOSTILE = { tag: "@hostile" };

/** The sample conversation's one customer. */
const ONLY_CUSTOMER = "cust_qBwHpagDOFu71Z3F22UzR80X";

const customerRequests = (requests: { path: string; query: string }[]) =>
  requests
    .filter((r) => r.path === "/v1/redemptions")
    .flatMap((r) => /customer=([^&]+)/.exec(r.query)?.[1] ?? []);

const sessionBytes = (worker: Worker) => worker.evaluate(() => chrome.storage.session.getBytesInUse(null));

async function openPanel(openPage: (name: string) => Promise<Page>): Promise<Page> {
  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  return panel;
}

test(
  "hostile: a page flooding 125 frames with 500 ids each keeps a bounded record and On this page, and a ticket opened meanwhile in another tab is recorded and looked up",
  HOSTILE,
  async ({ api, helpdesk, context, worker, openPage }) => {
    test.setTimeout(180_000);
    await saveProfileThroughOptions(await openPage("options.html"), api);
    const flood = await context.newPage();
    // One id of each frame changes every second, as long as the test runs.
    await flood.goto(helpdesk.pageUrl("flood.html?frames=125&ids=500&everyMs=1000"));
    // The page's frames share its thread with their content scripts: it may answer late.
    await expect
      .poll(() => flood.evaluate(() => (window as { __built?: number }).__built), { timeout: 60_000 })
      .toBe(125);

    // The panel speaks about the flooding tab, the last one used.
    const panel = await openPanel(openPage);
    const onThisPage = panel.locator(".on-this-page > summary");
    // Every id kept is counted, and "+" says the page showed more: never 39,683.
    await expect(onThisPage).toHaveText("On this page (1,000+)", { timeout: 60_000 });
    const vouchers = panel.getByRole("region", { name: "Vouchers" });
    await expect(vouchers.getByRole("heading")).toHaveText("Vouchers (1000)");
    await expect(vouchers.getByText("and 950 more")).toBeVisible();
    expect(await vouchers.getByRole("button").count()).toBe(50);
    // The whole session area stays small while the page goes on changing its frames: 10 MB without caps.
    for (let check = 0; check < 3; check++) {
      expect(await sessionBytes(worker)).toBeLessThan(500_000);
      await panel.waitForTimeout(1_000);
    }

    // Meanwhile the agent opens a ticket in another tab: it is recorded, and its only customer looked up.
    api.clearRequests();
    const ticket = await context.newPage();
    await ticket.goto(helpdesk.pageUrl("conversation.html"));
    // The panel in front, as a side panel is: it speaks about the tab used last, the ticket.
    await panel.bringToFront();
    // The flooding page goes on changing its frames on the same CPUs: give the ticket's first scan
    // and its lookup the time the flood itself was given to settle.
    await expect(panel.getByText(`The only customer id this ticket shows: ${ONLY_CUSTOMER}`)).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      panel.getByRole("list", { name: "Redemptions" }).getByRole("listitem").first(),
    ).toBeVisible();
    expect(customerRequests(api.requests)).toContain(ONLY_CUSTOMER);
    expect(await sessionBytes(worker)).toBeLessThan(500_000);
  },
);

test(
  "hostile: a page changing its one customer id every 800 ms gets at most 4 lookups with no click, then the panel asks the agent, even once reopened",
  HOSTILE,
  async ({ api, helpdesk, context, openPage }) => {
    test.setTimeout(120_000);
    await saveProfileThroughOptions(await openPage("options.html"), api);
    const page = await context.newPage();
    await page.goto(helpdesk.pageUrl("flip-customer.html?everyMs=800"));
    api.clearRequests();
    let panel = await openPanel(openPage);

    // What the review saw: 17 customers of the page's choosing in 20 seconds, with no click.
    await panel.waitForTimeout(20_000);
    const looked = new Set(customerRequests(api.requests));
    expect(looked.size).toBeGreaterThan(0);
    expect(looked.size).toBeLessThanOrEqual(4);
    const held = (shown: Page) =>
      shown.getByText(
        "Not looked up on its own: this tab already had 4 customers looked up with no click in the last 2 minutes, more often than an agent moves between tickets.",
      );
    await expect(held(panel)).toBeVisible();
    await expect(panel.getByRole("button", { name: /^Look up cust_flip/ })).toBeVisible();

    // A panel closed and opened again starts no count afresh: the worker keeps it.
    await panel.close();
    panel = await openPanel(openPage);
    await expect(panel.getByRole("button", { name: /^Look up cust_flip/ })).toBeVisible({ timeout: 10_000 });
    await expect(held(panel)).toBeVisible();
    await panel.waitForTimeout(5_000);
    expect(new Set(customerRequests(api.requests)).size).toBe(looked.size);

    // The agent's click looks up the customer the page shows: asked, not refused.
    await panel.getByRole("button", { name: /^Look up cust_flip/ }).click();
    await expect
      .poll(() => customerRequests(api.requests).filter((customer) => !looked.has(customer)))
      .toHaveLength(1);
    await expect(held(panel)).toHaveCount(0);
  },
);
