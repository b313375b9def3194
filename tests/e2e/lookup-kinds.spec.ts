import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPanelWithProfile, search } from "./panel-helpers";
import { AGENT_PAUSE_MS, centreOf, clickMarkedId, openMarkedTicketWithProfile } from "./ticket-helpers";

const MEMBER = "lmbr_97058937a2315e0819";

const codeSearches = (paths: { path: string; query: string }[]) =>
  paths.filter(
    (r) => r.path.startsWith("/v1/loyalties/") || decodeURIComponent(r.query).includes("voucher_code"),
  );

test("a loyalty member id typed in Search opens Expiring points with it filled, and is never searched as a code", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  api.clearRequests();
  await search(panel, MEMBER);
  await expect(panel.getByRole("tab", { name: "Expiring points" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByLabel("Member ID")).toHaveValue(MEMBER);
  await expect(panel.getByText("Read as loyalty member id")).toBeVisible();
  await panel.waitForTimeout(300);
  expect(codeSearches(api.requests)).toEqual([]);
  // The one request: that member's loyalty v2 cards, by member id.
  await expect
    .poll(() => api.requests.map((r) => `${r.path}?${decodeURIComponent(r.query)}`))
    .toEqual([`/v2/loyalties/memberships/${MEMBER}?identification_type=member_id`]);
});

test("a loyalty member id clicked on a ticket opens Expiring points with the page's three ids and their buckets", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const page = await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });
  const panel = await openPage("sidepanel.html");
  api.clearRequests();
  await page.bringToFront();
  await clickMarkedId(page, MEMBER);

  await expect(panel.getByRole("tab", { name: "Expiring points" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByLabel("Program ID")).toHaveValue("lprg_28cb98d654308a01de");
  await expect(panel.getByLabel("Member ID")).toHaveValue(MEMBER);
  await expect(panel.getByLabel("Card ID")).toHaveValue("lcrd_43be217bed35e00149");
  // All three known: the buckets are asked for at once, from the v2 API, and nothing else.
  // (Chromium may also open its own side panel on the click, which asks the same: one request each.)
  const buckets = `/v2/loyalties/programs/lprg_28cb98d654308a01de/members/${MEMBER}/cards/lcrd_43be217bed35e00149/expiring-points`;
  await expect.poll(() => api.requests.length).toBeGreaterThan(0);
  await panel.waitForTimeout(300);
  // Beside the buckets, that member's loyalty v2 cards (one read, by member id).
  expect(new Set(api.requests.map((r) => r.path))).toEqual(
    new Set([buckets, `/v2/loyalties/memberships/${MEMBER}`]),
  );
  expect(codeSearches(api.requests)).toEqual([]);
});

test("an order id says plainly that no operation searches by it, offers the ticket's customer, and asks nothing", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });
  const panel = await openPage("sidepanel.html");
  await panel.getByRole("region", { name: "Customers" }).waitFor();
  api.clearRequests();
  await search(panel, "ord_0ffc4ccac0d5d28b7a");
  await expect(panel.getByText("Redemptions cannot be searched by order id", { exact: false })).toBeVisible();
  const offered = panel.getByRole("list", { name: "On this ticket" });
  await offered.getByRole("button", { name: "cust_tAED42tFhLM9v7GmZUaklJFd" }).click();
  await expect(panel.getByText("Read as customer id")).toBeVisible();
  await expect(panel.locator(".redemption").first()).toBeVisible();
  // Only after the agent chose them: the customer's redemptions, and their loyalty v2 cards.
  await expect
    .poll(() => api.requests.map((r) => `${r.path}?${decodeURIComponent(r.query)}`).sort())
    .toEqual([
      expect.stringContaining("customer=cust_tAED42tFhLM9v7GmZUaklJFd"),
      "/v2/loyalties/memberships/cust_tAED42tFhLM9v7GmZUaklJFd?identification_type=customer_id",
    ]);
});

test("a code's member card that the API answers late never shows above the customer looked up next", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const { loyaltyCardCode, customerId } = api.data.samples;
  api.setFaults([
    {
      fault: { kind: "slow", delayMs: 2000, times: 1 },
      match: { method: "GET", pathPrefix: "/v1/loyalties/" },
    },
  ]);
  await search(panel, loyaltyCardCode);
  await expect.poll(() => api.requests.some((r) => r.path.startsWith("/v1/loyalties/"))).toBe(true);
  await search(panel, customerId);
  await expect(panel.getByText("Read as customer id")).toBeVisible();
  await expect(panel.locator(".redemption").first()).toBeVisible();
  // Past the delayed answer: it came, and was dropped.
  await panel.waitForTimeout(2500);
  await expect(panel.locator(".member-card")).toHaveCount(0);
  // Without the delay the same code shows its card: the card above was dropped, not missing.
  await search(panel, loyaltyCardCode);
  await expect(panel.locator(".member-card")).toBeVisible();
});

test("a click on a ticket in one window is shown by the panel of that window only", async ({
  api,
  helpdesk,
  context,
  openPage,
  worker,
  extensionId,
}) => {
  const page = await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });
  const here = await openPage("sidepanel.html");
  // A second window with its own panel, as an agent with two browser windows has.
  const opened = context.waitForEvent("page");
  await worker.evaluate(
    (url) => chrome.windows.create({ url, focused: false }).then(() => undefined),
    `chrome-extension://${extensionId}/sidepanel.html`,
  );
  const elsewhere = await opened;
  await elsewhere.waitForLoadState();
  const windowOf = (p: Page) => p.evaluate(() => chrome.windows.getCurrent().then((w) => w.id));
  // The ticket and `here` share the first window (the click below shows there), `elsewhere` has its own.
  expect(await windowOf(elsewhere)).not.toBe(await windowOf(here));

  await page.bringToFront();
  await clickMarkedId(page, "camp_fkZ28pe7DUAEmmabofkxHI8N");
  await expect(here.getByText("Read as campaign id")).toBeVisible();
  await elsewhere.waitForTimeout(500);
  await expect(elsewhere.getByText(/Read as/)).toHaveCount(0);
  await expect(elsewhere.getByRole("searchbox", { name: "Search" })).toHaveValue("");
});

test("the shortcut reads the selection of the frame the agent is in, not another frame's", async ({
  api,
  helpdesk,
  context,
  openPage,
  worker,
}) => {
  const page = await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });
  await page.bringToFront();
  // What the worker asks every frame of the tab when Alt+Shift+L is pressed.
  const askSelection = (message: unknown = { type: "selection.get", input: {} }) =>
    worker.evaluate(async (message) => {
      const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
      return chrome.tabs.sendMessage(tab!.id!, message);
    }, message);
  const frame = page.frameLocator("#side");

  // A selection left in the ticket, then the agent selects the customer id in the sidebar frame.
  await page.locator("#m2 p").nth(1).click({ clickCount: 3 });
  await frame.locator("p").click({ clickCount: 3 });
  await expect
    .poll(() => askSelection())
    .toEqual({ text: expect.stringContaining("cust_qBwHpagDOFu71Z3F22UzR80X") });

  // Back in the ticket: its own selection, never the frame's leftover one.
  await page.locator("#m2 p").nth(1).click({ clickCount: 3 });
  const answer = (await askSelection()) as { text: string };
  expect(answer.text).toContain("camp_fkZ28pe7DUAEmmabofkxHI8N");
  expect(answer.text).not.toContain("cust_qBwHpagDOFu71Z3F22UzR80X");

  // Nothing selected where the agent is: an empty answer, not another frame's text.
  await page.evaluate(() => getSelection()?.removeAllRanges());
  expect(await askSelection()).toEqual({ text: "" });

  // The old wire format, or a question outside the contract, gets no answer at all.
  expect(await askSelection({ type: "selection.get" })).toBeUndefined();
  expect(await askSelection({ type: "page.text", input: {} })).toBeUndefined();
});

test("hostile: a page's synthetic clicks neither place the Look up button nor start a lookup", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage, worker }) => {
  const page = await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });
  // What a page script can do: a click event of its own making, where the agent would click.
  const clickAt = async (id: string) => {
    const point = await centreOf(page, id);
    await page.evaluate(({ x, y }) => {
      const init = { bubbles: true, clientX: x, clientY: y };
      document.elementFromPoint(x, y)!.dispatchEvent(new MouseEvent("click", init));
    }, point);
  };
  await clickAt("camp_fkZ28pe7DUAEmmabofkxHI8N");
  await page.waitForTimeout(300);
  await expect(page.locator("voucher-lens-lookup")).toHaveCount(0);

  // Once the agent's own click placed it, a script clicking it starts nothing.
  await clickMarkedId(page, "camp_fkZ28pe7DUAEmmabofkxHI8N");
  // The agent's lookup is queued by the worker a moment after the click: cleared once it is there,
  // so that it cannot land after the clearing and pass for one the script started.
  const queued = () =>
    worker.evaluate(() => chrome.storage.session.get("pendingLookup").then((s) => s.pendingLookup));
  await expect.poll(queued).toMatchObject({ lookup: { value: "camp_fkZ28pe7DUAEmmabofkxHI8N" } });
  await worker.evaluate(() => chrome.storage.session.remove("pendingLookup"));
  await clickAt("cust_tAED42tFhLM9v7GmZUaklJFd");
  await page.evaluate(() => {
    const host = document.querySelector("voucher-lens-lookup")!;
    host.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
  });
  await page.waitForTimeout(300);
  expect(await worker.evaluate(() => chrome.storage.session.get("pendingLookup"))).toEqual({});
});

test("hostile: page styles cannot stretch or hide the Look up button, and a click elsewhere never looks the id up", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage, worker }) => {
  const page = await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });
  const queued = () =>
    worker.evaluate(() => chrome.storage.session.get("pendingLookup").then((s) => s.pendingLookup));
  // What a hostile page wrote: rules for the tag, its attribute, [popover], :host and whatever the
  // root element holds besides head and body, each important, that grow, fade, blur and hide it.
  await page.addStyleTag({
    content: `voucher-lens-lookup, [data-voucher-lens-ui], [popover], :host, html > :not(head):not(body) {
      opacity: 0.01 !important; filter: opacity(0) blur(20px) !important; zoom: 40 !important;
      width: 15000px !important; height: 2400px !important; inset: 0 !important; margin: 0 !important;
      visibility: hidden !important; transform: scale(30) !important; clip-path: inset(50%) !important;
      transition: all 1000s !important; pointer-events: auto !important;
      direction: rtl !important; unicode-bidi: bidi-override !important }
    voucher-lens-lookup::before, voucher-lens-lookup::after { content: "Close" !important;
      position: fixed !important; inset: 0 !important; background: #fff !important; z-index: 2147483647 !important }`,
  });
  const host = page.locator("voucher-lens-lookup");
  const point = await centreOf(page, "camp_fkZ28pe7DUAEmmabofkxHI8N");
  await page.mouse.click(point.x, point.y);
  await expect(host).toBeVisible();
  // Drawn as the extension draws it: its own size, opaque, where the agent clicked.
  const box = (await host.boundingBox())!;
  expect(box.width).toBeLessThan(300);
  expect(box.height).toBeLessThan(60);
  expect(Math.abs(box.y - point.y)).toBeLessThan(60);
  expect(
    await host.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.opacity, style.filter, style.visibility, style.zoom, style.clipPath, style.unicodeBidi];
    }),
  ).toEqual(["1", "none", "visible", "1", "none", "isolate"]);
  // Nothing of the page's is laid over it.
  expect(
    await host.evaluate((el) => [
      getComputedStyle(el, "::before").content,
      getComputedStyle(el, "::after").content,
    ]),
  ).toEqual(["none", "none"]);

  // The agent's next click, elsewhere on the page: nothing is looked up.
  await page.mouse.click(box.x + box.width + 200, box.y + 150);
  await page.waitForTimeout(300);
  expect(await queued()).toBeUndefined();

  // The button itself still works.
  await page.mouse.click(point.x, point.y);
  await expect(host).toBeVisible();
  const shown = (await host.boundingBox())!;
  await page.waitForTimeout(AGENT_PAUSE_MS);
  await page.mouse.click(shown.x + 20, shown.y + shown.height / 2);
  await expect.poll(queued).toMatchObject({ lookup: { value: "camp_fkZ28pe7DUAEmmabofkxHI8N" } });
  await worker.evaluate(() => chrome.storage.session.remove("pendingLookup"));

  // Zoom on the root element, made up for on the body: the page looks as it did, the button is
  // stretched. A press on it does not count, and it goes. (A wide window, so that it is on screen.)
  await page.setViewportSize({ width: 2400, height: 1000 });
  const near = await centreOf(page, "cust_tAED42tFhLM9v7GmZUaklJFd");
  await page.mouse.click(near.x, near.y);
  await expect(host).toBeVisible();
  await page.addStyleTag({ content: "html { zoom: 3 !important } body { zoom: 0.33334 !important }" });
  const stretched = (await host.boundingBox())!;
  expect(stretched.width > 480 || stretched.height > 96).toBe(true);
  const middle = { x: stretched.x + stretched.width / 2, y: stretched.y + stretched.height / 2 };
  expect(middle.x).toBeLessThan(page.viewportSize()!.width);
  expect(middle.y).toBeLessThan(page.viewportSize()!.height);
  // The press lands on the button itself.
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, middle)).toBe(
    "voucher-lens-lookup",
  );
  await page.mouse.click(middle.x, middle.y);
  await expect(host).toBeHidden();
  await page.waitForTimeout(300);
  expect(await queued()).toBeUndefined();
});

test("hostile: a page's own layer drawn over the Look up button, letting clicks through, makes a press on it not count", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage, worker }) => {
  const page = await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });
  const queued = () =>
    worker.evaluate(() => chrome.storage.session.get("pendingLookup").then((s) => s.pendingLookup));
  const host = page.locator("voucher-lens-lookup");
  const point = await centreOf(page, "camp_fkZ28pe7DUAEmmabofkxHI8N");
  const pressButton = async () => {
    await expect(host).toBeVisible();
    const box = (await host.boundingBox())!;
    await page.waitForTimeout(AGENT_PAUSE_MS);
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
  };
  /** A layer of the page's above everything (the top layer), inside a closed shadow root, showing something else and letting every click through. */
  const openDecoy = () =>
    page.evaluate(() => {
      const holder = Object.assign(document.createElement("div"), { id: "decoy" });
      const decoy = Object.assign(document.createElement("div"), { popover: "manual" });
      decoy.textContent = "Close this notice";
      decoy.style.cssText =
        "inset:0;width:auto;height:auto;margin:0;border:0;pointer-events:none;background:#fff;font:40px sans-serif";
      holder.attachShadow({ mode: "closed" }).append(decoy);
      document.body.append(holder);
      decoy.showPopover();
    });

  // Opened after the button is shown: above it. The agent's press does not count.
  await page.mouse.click(point.x, point.y);
  await expect(host).toBeVisible();
  await openDecoy();
  await pressButton();
  await page.waitForTimeout(300);
  expect(await queued()).toBeUndefined();

  // The button shown again is put above the page's layer, and the agent sees it: the press counts.
  await page.mouse.click(point.x, point.y);
  await pressButton();
  await expect.poll(queued).toMatchObject({ lookup: { value: "camp_fkZ28pe7DUAEmmabofkxHI8N" } });
});
