import type { BrowserContext, Page } from "@playwright/test";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { search } from "./panel-helpers";

/**
 * Chrome stops an idle service worker after about 30 s, and may stop a busy one; the agent must
 * never notice. The worker is stopped here through the DevTools protocol, as Chrome itself would.
 */
async function stopServiceWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send("ServiceWorker.enable");
    const stopped = new Promise<void>((resolve) => {
      cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
        if (versions.some((version) => version.runningStatus === "stopped")) resolve();
      });
    });
    await cdp.send("ServiceWorker.stopAllWorkers");
    await stopped;
  } finally {
    await cdp.detach();
  }
}

const WORKER = { tag: "@worker" };

test(
  "worker stopped while idle: profile, cached answers and On this page survive; lookups go on",
  WORKER,
  async ({ api, helpdesk, context, openPage }) => {
    const options = await openPage("options.html");
    await saveProfileThroughOptions(options, api);
    const ticket = await context.newPage();
    await ticket.goto(helpdesk.pageUrl("ticket.html"));
    const panel = await openPage("sidepanel.html");
    const { customerId, successfulCode } = api.data.samples;
    await search(panel, customerId);
    await expect(panel.locator(".redemption").first()).toBeVisible();
    await expect(panel.locator(".on-this-page")).toContainText("cust_tAED42tFhLM9v7GmZUaklJFd");

    await stopServiceWorker(context, panel);

    // A panel opened afresh reads everything back from storage, not from the stopped worker's memory.
    await ticket.bringToFront();
    const fresh = await openPage("sidepanel.html");
    await expect(fresh.locator(".profile-chip")).toHaveText("Acme EU");
    await expect(fresh.locator(".on-this-page")).toContainText("cust_tAED42tFhLM9v7GmZUaklJFd");
    api.clearRequests();
    await search(fresh, customerId);
    await expect(fresh.locator(".redemption").first()).toBeVisible();
    expect(api.requests.filter((r) => r.path === "/v1/redemptions")).toEqual([]);

    // A new lookup wakes the worker: no reload, no second click.
    await search(fresh, successfulCode);
    await expect(fresh.locator(".redemption").first()).toContainText(successfulCode);
    expect(api.requests.some((r) => r.query.includes(successfulCode))).toBe(true);
  },
);

test(
  "worker stopped in the middle of a lookup: the panel asks again and shows the answer",
  WORKER,
  async ({ api, openPage, context }) => {
    const options = await openPage("options.html");
    await saveProfileThroughOptions(options, api);
    const panel = await openPage("sidepanel.html");
    // The customer's redemptions and, beside them, his loyalty cards: both held when the worker stops.
    api.setFaults([
      { fault: { kind: "slow", delayMs: 8_000 }, match: { pathPrefix: "/v1/redemptions" } },
      { fault: { kind: "slow", delayMs: 8_000 }, match: { pathPrefix: "/v2/" } },
    ]);
    const memberships = () => api.requests.filter((r) => r.path.includes("/memberships/"));
    await search(panel, api.data.samples.customerId);
    await expect.poll(() => api.requests.filter((r) => r.path === "/v1/redemptions").length).toBe(1);
    await expect.poll(() => memberships().length).toBe(1);

    api.clearFaults();
    await stopServiceWorker(context, panel);

    await expect(panel.locator(".redemption").first()).toBeVisible();
    // Neither the list nor the cards in error: each was asked again of the restarted worker.
    await expect.poll(() => memberships().length).toBe(2);
    await expect(panel.getByRole("alert")).toHaveCount(0);
    expect(api.requests.filter((r) => r.path === "/v1/redemptions")).toHaveLength(2);
  },
);
