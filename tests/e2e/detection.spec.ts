/// <reference types="chrome" />
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import {
  AGENT_PAUSE_MS,
  clickMarkedId,
  markedTexts,
  openMarkedTicket,
  openMarkedTicketWithProfile,
} from "./ticket-helpers";

test("ids in the ticket, a shadow root, an iframe and a late message are marked; editors are not", async ({
  helpdesk,
  context,
  worker,
}) => {
  void worker;
  const page = await context.newPage();
  const domBefore = await (async () => {
    await page.goto(helpdesk.pageUrl("ticket.html?lateMs=400"));
    return page.evaluate(() => document.getElementById("m1")!.innerHTML);
  })();

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

  const frame = page.frame({ url: /frame\.html/ })!;
  await expect
    .poll(async () => (await markedTexts(frame))["voucher-lens-customer"])
    .toEqual(["cust_qBwHpagDOFu71Z3F22UzR80X"]);

  // Marking never touched the page's own DOM.
  expect(await page.evaluate(() => document.getElementById("m1")!.innerHTML)).toBe(domBefore);
});

test("a removed message drops its marks", async ({ helpdesk, context, worker }) => {
  const page = await openMarkedTicket(context, helpdesk, worker);
  await page.evaluate(() => document.getElementById("m1")!.remove());
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-order"] ?? []).toEqual([]);
  expect((await markedTexts(page))["voucher-lens-campaign"]).toEqual(["camp_fkZ28pe7DUAEmmabofkxHI8N"]);
});

test("an id moved out of a widget's shadow root and then removed drops its mark", async ({
  helpdesk,
  context,
  worker,
}) => {
  const page = await openMarkedTicket(context, helpdesk, worker);
  await expect
    .poll(async () => (await markedTexts(page))["voucher-lens-voucher"])
    .toEqual(["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4"]);
  // One task: the document's observer, made first, hears "added, removed" before the shadow
  // root's observer hears "removed".
  await page.evaluate(() => {
    const message = document.getElementById("shadow-host")!.shadowRoot!.querySelector(".message")!;
    document.getElementById("ticket")!.append(message);
    message.remove();
  });
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-voucher"] ?? []).toEqual([]);
  expect((await markedTexts(page))["voucher-lens-order"]).toEqual(["ord_ndw5rQJt12zvZ4upF72a3ljh"]);
});

test("on a helpdesk that never stops changing its page, a new message is still marked", async ({
  helpdesk,
  context,
  worker,
}) => {
  const page = await openMarkedTicket(context, helpdesk, worker);
  // Every frame changes the DOM and keeps the main thread busy: the browser is never idle.
  await page.evaluate(() => {
    const ticker = document.createElement("div");
    document.body.append(ticker);
    const tick = () => {
      ticker.textContent = String(performance.now());
      const until = performance.now() + 25;
      while (performance.now() < until);
      (window as unknown as { busy?: number }).busy = requestAnimationFrame(tick);
    };
    tick();
  });
  await page.evaluate(() => {
    const message = document.createElement("p");
    message.textContent = "Now it says promo_Q2Zh8mJcT5vN0aLr4xKyWb3E is invalid";
    document.body.append(message);
  });
  await expect
    .poll(async () => (await markedTexts(page))["voucher-lens-promotion"])
    .toContain("promo_Q2Zh8mJcT5vN0aLr4xKyWb3E");
  await page.evaluate(() => cancelAnimationFrame((window as unknown as { busy: number }).busy));
});

test("one click on a marked id offers the lookup, and the panel shows its answer", async ({
  api,
  helpdesk,
  context,
  openPage,
  worker,
}) => {
  const page = await openMarkedTicketWithProfile({ api, helpdesk, context, openPage });

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
  const host = page.locator("voucher-lens-lookup");
  await expect(host).toBeVisible();
  // The button lives in a closed shadow root: the page cannot reach into it.
  expect(await page.evaluate(() => document.querySelector("voucher-lens-lookup")!.shadowRoot)).toBeNull();
  const hostBox = (await host.boundingBox())!;
  await page.waitForTimeout(AGENT_PAUSE_MS);
  await page.mouse.click(hostBox.x + 20, hostBox.y + hostBox.height / 2);
  await expect
    .poll(() => worker.evaluate(() => chrome.storage.session.get("pendingLookup")))
    .toMatchObject({
      pendingLookup: { lookup: { kind: "campaign_id", value: "camp_fkZ28pe7DUAEmmabofkxHI8N" } },
    });

  const panel = await openPage("sidepanel.html");
  await expect(panel.getByText("Read as campaign id")).toBeVisible();
  await expect(panel.getByRole("searchbox", { name: "Search" })).toHaveValue("camp_fkZ28pe7DUAEmmabofkxHI8N");
});

test("the panel lists what is on the page, grouped with counts, and loyalty ids fill the fields", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=300"));
  const panel = await openPage("sidepanel.html");
  const list = panel.locator(".on-this-page");
  await expect(list.getByRole("region", { name: "Promotions" })).toContainText(
    "promo_ZWkx6R0I1Ts3N9HL4kfTdxOm",
  );
  const customers = list.getByRole("region", { name: "Customers" });
  await expect(customers).toContainText("cust_tAED42tFhLM9v7GmZUaklJFd");
  await expect(customers).toContainText("×2");
  // From the iframe too.
  await expect(customers).toContainText("cust_qBwHpagDOFu71Z3F22UzR80X");

  await list.getByRole("button", { name: "lcrd_43be217bed35e00149" }).click();
  await expect(panel.getByRole("tab", { name: "Expiring points" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByLabel("Program ID")).toHaveValue("lprg_28cb98d654308a01de");
  await expect(panel.getByLabel("Member ID")).toHaveValue("lmbr_97058937a2315e0819");
  await expect(panel.getByLabel("Card ID")).toHaveValue("lcrd_43be217bed35e00149");

  // Folded once a lookup answers; the agent opens it again for the next one.
  await panel.getByText(/^On this page/).click();
  await list.getByRole("button", { name: "cust_tAED42tFhLM9v7GmZUaklJFd" }).click();
  await expect(panel.getByText("Read as customer id")).toBeVisible();
});

test("the context menu item is there for any selected text", async ({ worker }) => {
  // update() fails for an item that does not exist and creates nothing; onInstalled may still be running.
  const update = () =>
    worker.evaluate(
      () =>
        new Promise<string>((resolve) =>
          chrome.contextMenus.update("voucher-lens-lookup-selection", {}, () =>
            resolve(chrome.runtime.lastError?.message ?? "exists"),
          ),
        ),
    );
  await expect.poll(update).toBe("exists");
});

test("hostile: a code pattern added in the options marks matching codes; a catastrophic one is refused", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const field = options.getByLabel("Code pattern");
  await field.fill("/(a+)+$/");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("alert")).toContainText("repeats something that itself repeats");
  await field.fill("/[a-/");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("alert")).toContainText("does not compile");
  await field.fill("SUMMER24-");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("button", { name: "Remove pattern SUMMER24-…" })).toBeVisible();

  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-code"]).toEqual(["SUMMER24-7GW3MC"]);
});

test("hostile: a ticket full of text built to make an accepted pattern backtrack leaves the helpdesk responsive", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const field = options.getByLabel("Code pattern");
  // Refused as 0.2 accepted them: each froze the tab on a few dozen characters of ticket text.
  for (const unsafe of ["/GIFT-([A-Z0-9]+)+/", "/([A-Za-z0-9]+-?)+/", "/GC-(\\d+)+X/"]) {
    await field.fill(unsafe);
    await options.getByRole("button", { name: "Add pattern" }).click();
    await expect(options.getByRole("alert")).toContainText("itself repeats");
  }
  await field.fill("/GIFT-[A-Z0-9]{4,32}/");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("button", { name: "Remove pattern /GIFT-[A-Z0-9]{4,32}/" })).toBeVisible();

  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect.poll(() => page.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
  // A customer's message: the pattern's own characters, long runs of them, each ended by a word
  // and a non-word character, and one real code among them.
  await page.evaluate(() => {
    const runs = ["GIFT-", "A", "0", "GIFT-A", "A0"].map((shape) => `${shape.repeat(2000)}a!`);
    const message = document.createElement("p");
    message.textContent = `${runs.join(" ")} and my code GIFT-7GW3MC9Q please`;
    document.body.append(message);
  });
  await expect
    .poll(async () => (await markedTexts(page))["voucher-lens-code"] ?? [], { timeout: 10_000 })
    .toContain("GIFT-7GW3MC9Q");
  // Still answering: a frozen tab would not run this at all.
  const answered = await Promise.race([
    page.evaluate(() => new Promise<string>((resolve) => setTimeout(() => resolve("answered"), 0))),
    new Promise((resolve) => setTimeout(() => resolve("frozen"), 5000)),
  ]);
  expect(answered).toBe("answered");
});

test("hostile: the code patterns that stalled a helpdesk tab are refused, and a ticket stuffed with text built against the costliest accepted pattern stays responsive", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const field = options.getByLabel("Code pattern");
  // Both passed the check of 0.3.0; two words of 161 letters, or a 13.7 kB ticket, stalled the tab for seconds.
  for (const [stalling, instead] of [
    ["/X[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}Y/", "[a-z]{2,64}"],
    [
      "/GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}/",
      "[A-Z0-9-]{2,49}",
    ],
  ] as const) {
    await field.fill(stalling);
    await options.getByRole("button", { name: "Add pattern" }).click();
    await expect(options.getByRole("alert")).toContainText("can take the same characters");
    await expect(options.getByRole("alert")).toContainText(`Write one run, such as ${instead}`);
    await expect(options.getByRole("button", { name: `Remove pattern ${stalling}` })).toHaveCount(0);
  }
  // The one run the refusal suggests: no literal to start from, a dash among its characters (tried
  // again after each dash), the costliest of the accepted patterns in the bench.
  await field.fill("/[A-Z0-9-]{5,64}/");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("button", { name: "Remove pattern /[A-Z0-9-]{5,64}/" })).toBeVisible();

  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect.poll(() => page.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
  // The main thread's longest task from here on: a stall is one long task.
  await page.evaluate(() => {
    const seen = window as unknown as { longest: number };
    seen.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longest = Math.max(seen.longest, entry.duration);
    }).observe({ type: "longtask" });
  });
  // A customer's message of 64 kB: each shape the pattern's hostile texts are made of, the
  // shortest text reaching its run, long runs of characters it takes, a character that fails it.
  await page.evaluate(() => {
    const fill = (block: string, length: number) =>
      block.repeat(Math.ceil(length / block.length)).slice(0, length);
    const parts = [
      fill(`-----${"A".repeat(59)}a`, 16_384),
      `${"A".repeat(16_384)}a`,
      fill(`${"-".repeat(65)}a `, 16_384),
      fill(`A-${"A".repeat(63)}a`, 16_384),
    ];
    const message = document.createElement("p");
    message.textContent = `${parts.join(" ")} and my code 7GW3-MC9Q-XK3P please`;
    document.body.append(message);
  });
  await expect
    .poll(async () => (await markedTexts(page))["voucher-lens-code"] ?? [], { timeout: 10_000 })
    .toContain("7GW3-MC9Q-XK3P");
  const answered = await Promise.race([
    page.evaluate(() => new Promise<string>((resolve) => setTimeout(() => resolve("answered"), 0))),
    new Promise((resolve) => setTimeout(() => resolve("frozen"), 5000)),
  ]);
  expect(answered).toBe("answered");
  // Generous for a loaded machine: the stalls found were 7.8 and 8.3 s.
  expect(await page.evaluate(() => (window as unknown as { longest: number }).longest)).toBeLessThan(1000);
});

test("hostile: a code pattern with a named group is refused, and one stored by an older version that would stop the detector is switched off with a notice while marks, Look up and the selection shortcut still work", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage, worker }) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const field = options.getByLabel("Code pattern");
  await field.fill("/(?<vl10>AB)[0-9]{4}/");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("alert")).toContainText(
    "Named groups such as (?<vl10>…) are not supported in code patterns: write (?:AB) instead",
  );

  // As 0.3.0 stored it once its check passed, with emails on: the detector's own part vl10 then
  // holds it, and an expression naming vl10 twice on one path does not compile.
  await worker.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await done(indexedDB.open("voucher-lens-settings", 1));
    const items = () => db.transaction("items", "readwrite").objectStore("items");
    const settings = (await done(items().get("profiles"))) as { value: { activeProfileId: string } };
    const detection = {
      emails: true,
      autoCustomer: true,
      ownDomains: [],
      codePatterns: {
        [settings.value.activeProfileId]: [
          { kind: "regex", value: "(?<vl10>AB)[0-9]{4}", checked: 2 },
          { kind: "prefix", value: "SUMMER24-", checked: 2 },
        ],
      },
    };
    await done(items().put({ version: 2, value: detection }, "detection"));
    db.close();
  });

  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("ticket.html?lateMs=100000"));
  await expect
    .poll(async () => {
      const marked = await markedTexts(page);
      return [marked["voucher-lens-order"], marked["voucher-lens-code"]];
    })
    .toEqual([["ord_ndw5rQJt12zvZ4upF72a3ljh"], ["SUMMER24-7GW3MC"]]);
  // Look up on a marked code: the worker's check of the token answers too.
  await clickMarkedId(page, "SUMMER24-7GW3MC");
  await expect
    .poll(() => worker.evaluate(() => chrome.storage.session.get("pendingLookup")))
    .toMatchObject({ pendingLookup: { lookup: { value: "SUMMER24-7GW3MC" } } });
  // The selection shortcut: what the worker asks the tab's frames when Alt+Shift+L is pressed.
  await page.bringToFront();
  await page.locator("#m2 p").nth(1).click({ clickCount: 3 });
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        return chrome.tabs.sendMessage(tab!.id!, { type: "selection.get", input: {} });
      }),
    )
    .toEqual({ text: expect.stringContaining("camp_fkZ28pe7DUAEmmabofkxHI8N") });

  // The options page checks it, switches it off and names it; the prefix stays on.
  await options.reload();
  const notice = options.getByRole("alert").filter({ hasText: "switched off" });
  await expect(notice).toContainText("(?<vl10>AB)[0-9]{4}");
  await expect(notice).toContainText("Named groups such as (?<vl10>…) are not supported");
  await expect(options.getByText("Off: Named groups such as (?<vl10>…)")).toBeVisible();
});
