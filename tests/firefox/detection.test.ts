import type { Page } from "puppeteer-core";
import { detectedTabs } from "../shared/page-reads";
import { until } from "./firefox";
import { expect, test } from "./fixtures";
import { markedTexts, saveProfileThroughOptions, shows } from "./ui";

test("ids in the ticket, a shadow root, an iframe and a late message are marked; editors are not", async ({
  helpdesk,
  firefox,
  home,
}) => {
  void home; // the extension is installed once home is there
  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=400"));
  const domBefore = await page.evaluate(() => document.getElementById("m1")!.innerHTML);

  // The late message, and the widget's shadow root: the first scan goes through the page in slices,
  // so on a loaded machine the late message's scan can finish before the slice with the widget.
  await expect
    .poll(async () => {
      const now = await markedTexts(page);
      return [now["voucher-lens-promotion"], now["voucher-lens-voucher"]];
    })
    .toEqual([["promo_ZWkx6R0I1Ts3N9HL4kfTdxOm"], ["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4"]]);
  const marked = await markedTexts(page);
  expect(marked["voucher-lens-customer"]).toEqual([
    "cust_tAED42tFhLM9v7GmZUaklJFd",
    "cust_tAED42tFhLM9v7GmZUaklJFd",
  ]);
  expect(marked["voucher-lens-order"]).toEqual(["ord_ndw5rQJt12zvZ4upF72a3ljh"]);
  expect(marked["voucher-lens-loyalty"]).toEqual([
    "lcrd_43be217bed35e00149",
    "lmbr_97058937a2315e0819",
    "lprg_28cb98d654308a01de",
  ]);
  expect(marked["voucher-lens-redemption"]).toEqual(["rf_0bf9caf744d2dc593a"]);
  expect(marked["voucher-lens-campaign"]).toEqual(["camp_fkZ28pe7DUAEmmabofkxHI8N"]);
  // In the open shadow root of a widget.
  expect(marked["voucher-lens-voucher"]).toEqual(["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4"]);
  // Nothing from the agent's draft, the textarea or the near misses.
  expect(JSON.stringify(marked)).not.toMatch(/Draft|Textarea|user_r_|notanid/);

  const frame = await until("the ticket's iframe", async () =>
    page.frames().find((f) => f.url().includes("frame.html")),
  );
  await expect
    .poll(async () => (await markedTexts(frame))["voucher-lens-customer"])
    .toEqual(["cust_qBwHpagDOFu71Z3F22UzR80X"]);

  // Marking never touched the page's own DOM.
  expect(await page.evaluate(() => document.getElementById("m1")!.innerHTML)).toBe(domBefore);
});

test("one click on a marked id offers the lookup, and the panel shows its answer and the page's ids", async ({
  api,
  helpdesk,
  firefox,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-campaign"]).toBeTruthy();

  // Click in the middle of the campaign id.
  const box = await page.evaluate(() => {
    const text = [...document.querySelectorAll("#m2 p")][1]!.firstChild as Text;
    const start = text.data.indexOf("camp_");
    const range = document.createRange();
    range.setStart(text, start + 3);
    range.setEnd(text, start + 4);
    const r = range.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.mouse.click(box.x, box.y);
  const host = await page.waitForSelector("voucher-lens-lookup", { visible: true });
  // The button lives in a closed shadow root: the page cannot reach into it.
  expect(await page.evaluate(() => document.querySelector("voucher-lens-lookup")!.shadowRoot)).toBeNull();
  const hostBox = (await host!.boundingBox())!;
  // A moment later, as an agent presses it: the browser has looked at the button by then.
  await new Promise((done) => setTimeout(done, 200));
  await page.mouse.click(hostBox.x + 20, hostBox.y + hostBox.height / 2);
  // Firefox passes no user gesture along with a content script's message, so the worker cannot open
  // the sidebar from this click (Chrome can): the lookup waits for the panel (docs/firefox.md).
  await expect
    .poll(() => home.evaluate(() => browser.storage.session.get("pendingLookup")))
    .toMatchObject({
      pendingLookup: { lookup: { kind: "campaign_id", value: "camp_fkZ28pe7DUAEmmabofkxHI8N" } },
    });

  const panel = await openPage("sidepanel.html");
  await shows(panel, "Read as campaign id");
  const searchBox = await panel.waitForSelector('::-p-aria([name="Search"][role="searchbox"])');
  expect(await searchBox!.evaluate((el) => (el as HTMLInputElement).value)).toBe(
    "camp_fkZ28pe7DUAEmmabofkxHI8N",
  );
  // What the ticket showed is listed under On this page (folded once an answer is shown), with counts.
  await panel.locator(".on-this-page > summary").click();
  const customers = await panel.waitForSelector('::-p-aria([name="Customers"][role="region"])');
  await expect
    .poll(() => customers!.evaluate((el) => (el.textContent ?? "").replace(/\s+/g, " ")))
    .toMatch(/cust_tAED42tFhLM9v7GmZUaklJFd.*×2/);
});

/** What each frame of the one tab that reported holds, as "kind text", once `frames` frames reported. */
async function reportedByFrame(home: Page, frames: number): Promise<string[][] | undefined> {
  const tabs = Object.values(await detectedTabs(home)).map((tab) =>
    Object.values(tab.frames).map((tokens) => [...tokens].sort()),
  );
  return tabs.length === 1 && tabs[0]!.length === frames ? tabs[0] : undefined;
}

test("a hidden Recently viewed menu, a views list, a tab strip and a collapsed requester box name other customers: only the one the ticket shows is reported, and an opened box counts", async ({
  helpdesk,
  firefox,
  home,
}) => {
  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("recently-viewed.html"));
  // Every id is marked, hidden or not; only the one in the ticket's message is counted. The
  // email's frame reports its one id, hidden in a display: none span, as nothing.
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-customer"]?.length ?? 0).toBe(8);
  await expect.poll(() => reportedByFrame(home, 2)).toEqual([["customer cust_qBwHpagDOFu71Z3F22UzR80X"], []]);

  // The menu opened is a menu still; the requester box opened shows two more customers.
  await page.bringToFront();
  await page.locator("#recent-button").click();
  await page.locator("#requester > summary").click();
  await expect
    .poll(() => reportedByFrame(home, 2))
    .toEqual([
      [
        "customer cust_RequesterBoxOtherTkt001",
        "customer cust_TabStripOtherTicket0001",
        "customer cust_qBwHpagDOFu71Z3F22UzR80X",
      ],
      [],
    ]);
});

test("what counts as on the ticket, rule by rule, as Firefox lays the page out", async ({
  helpdesk,
  firefox,
  home,
}) => {
  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("visibility-rules.html"));
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-rule]")].map((row) => ({
      rule: row.dataset.rule!,
      token: `order ${row.dataset.token}`,
      counted: row.dataset.counted === "yes",
    })),
  );
  const ruleOf = new Map(rows.map((row) => [row.token, row.rule]));
  const named = (tokens: string[]) => tokens.map((token) => `${ruleOf.get(token)}: ${token}`).sort();
  await expect
    .poll(async () => named((await reportedByFrame(home, 1))?.[0] ?? []))
    .toEqual(named(rows.filter((row) => row.counted).map((row) => row.token)));
});
