import type { Browser, ElementHandle, Frame, Page } from "puppeteer-core";
import type { ApiServer } from "../server/api-server";
import { REPLY_CLICK } from "../server/editor-boxes";
import type {} from "../server/editors/api";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { recordInsertResult } from "../server/insert-results";
import {
  ALL_EDITOR_PAGES,
  EDITOR_UI_OUTSIDE_REPLY,
  editorNameOf,
  editorPageName,
} from "../shared/editor-pages";
import {
  editorInputs,
  editorText,
  sentCount,
  outsideSnapshot as snapshotOutside,
} from "../shared/page-reads";
import { until } from "./firefox";
import { expect, test } from "./fixtures";
import { markedTexts, saveProfileThroughOptions, shows, ticketReported } from "./ui";

/** The panel's words when the editor took none of its input paths: the words are the contract. */
const NOT_TAKEN = "Your helpdesk's editor did not take the text: it is copied, paste it with Ctrl+V.";

// In Firefox, as tests/e2e/insert-editors.spec.ts and ticket-customer.spec.ts in Chromium: Insert
// into reply reaches every editor helpdesks use (their own document model, their own undo) from a
// content script in Firefox's isolated world, or the agent is told and gets a copy; and the panel
// looks up the ticket's only customer with no click. The panel runs as a tab here: it speaks about
// the last web page used. Each editor's test writes its row of the agent guide's table.

/** Paragraph breaks differ per editor ("\n" or "\n\n"): compared as words. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();
const DRAFT = "Hola, DRAFT gracias";

/** The sample conversation and the editor pages show one customer id; the sample ticket, three. */
const ONLY_CUSTOMER = "cust_qBwHpagDOFu71Z3F22UzR80X";

const customerRequests = (api: ApiServer, id: string) =>
  api.requests.filter((r) => r.path === "/v1/redemptions" && r.query.includes(`customer=${id}`));

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A new tab on an editor page (editor-<name>.html, served from tests/server/editor-page.html), once its editor has mounted. */
async function openEditorPage(firefox: Browser, helpdesk: HelpdeskServer, name: string): Promise<Page> {
  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl(editorPageName(name)));
  await page.waitForFunction((expected) => window.__editor?.name === expected, {}, editorNameOf(name));
  return page;
}

/**
 * The HTML of the page outside the editor and its own UI (tests/shared/page-reads.ts), to check that
 * nothing there changed.
 */
const outsideSnapshot = async (page: Page): Promise<string> =>
  (await snapshotOutside(page, EDITOR_UI_OUTSIDE_REPLY)).html;

/**
 * Types a query over what the Search field shows (the ticket's customer, looked up on its own), as
 * an agent would: select all, type, Enter. Not ui.ts search(): puppeteer's fill empties the field
 * behind Preact's back, and a re-render in between puts the old value back ahead of the typing.
 */
async function replaceSearch(panel: Page, text: string): Promise<void> {
  await panel.bringToFront();
  const box = (await panel.waitForSelector('::-p-aria([name="Search"][role="searchbox"])'))!;
  await box.click();
  await panel.keyboard.down("Control");
  await panel.keyboard.press("KeyA");
  await panel.keyboard.up("Control");
  await box.type(text);
  expect(await box.evaluate((el) => (el as HTMLInputElement).value)).toBe(text);
  await box.press("Enter");
}

/** The failed code's row, its suggested reply opened, in the language chosen by its name. */
async function openFailedReply(panel: Page, api: ApiServer, language: string): Promise<ElementHandle> {
  await replaceSearch(panel, api.data.samples.failedCode);
  await shows(panel, "Read as voucher code");
  const row = (await panel.waitForSelector("li.redemption.is-failure"))!;
  await (await row.waitForSelector("::-p-text(Suggested reply)"))!.click();
  const select = (await row.waitForSelector('::-p-aria([name="Reply language"][role="combobox"])', {
    visible: true,
  }))!;
  const value = await select.evaluate(
    (el, label) => [...(el as HTMLSelectElement).options].find((o) => o.text === label)?.value,
    language,
  );
  expect(value, `a “${language}” option`).toBeTruthy();
  await select.select(value!);
  return row;
}

/** Clicks where an agent types a reply on an editor page, through the frames that hold it. */
async function clickReply(page: Page, name: string): Promise<void> {
  // Into the shadow root of Quill's host: puppeteer's CSS selectors go through it with ">>>".
  const path = REPLY_CLICK[editorNameOf(name)].map((selector) =>
    name === "quillshadow" ? selector.replace(" ", " >>> ") : selector,
  );
  let frame: Frame = page.mainFrame();
  for (const selector of path.slice(0, -1)) {
    const element = (await frame.waitForSelector(selector))!;
    frame = (await element.contentFrame())!;
  }
  await (await frame.waitForSelector(path.at(-1)!, { visible: true }))!.click();
}

for (const name of ALL_EDITOR_PAGES) {
  test(`Insert into reply in ${name}: the editor's own model holds the reply once over the selection, or the agent gets a copy`, async ({
    api,
    helpdesk,
    firefox,
    home,
    openPage,
  }) => {
    let result = "FAIL";
    let path: string[] = [];
    try {
      await saveProfileThroughOptions(home, api);
      const ticket = await openEditorPage(firefox, helpdesk, name);
      await ticket.evaluate((draft) => window.__editor!.setText(draft), DRAFT);
      // The agent clicks into the reply box (a trusted click: Firefox gives input to the tab in
      // front), then selects the word the reply replaces.
      await ticket.bringToFront();
      await clickReply(ticket, name);
      await ticket.evaluate(() => window.__editor!.selectRange(6, 11));
      expect(await editorText(ticket)).toBe(DRAFT);
      const outside = await outsideSnapshot(ticket);

      // Opened after the editor page, the panel's tab speaks about it: the last web page used.
      const panel = await openPage("sidepanel.html");
      // The panel speaks about the editor's tab once it lists what that page shows. (Its customer is
      // looked up on its own meanwhile; what the agent types in Search stays, and the agent's lookup
      // is never replaced, so the two cannot mix.)
      await shows(panel, /On this page \(\d+\)/);
      const row = await openFailedReply(panel, api, "Español");
      const reply = (await row.$eval(".reply-text", (el) => el.textContent ?? "")).trim();
      const lines = reply.split("\n").filter((line) => line.trim());
      expect(lines.length).toBeGreaterThan(1);
      await ticket.evaluate(() => window.__inputs?.splice(0));
      await panel.bringToFront();
      await (await row.waitForSelector('::-p-aria([name="Insert into reply"][role="button"])'))!.click();
      const status = (await row.waitForSelector(".insert-status[role=status]"))!;
      const said = () => status.evaluate((el) => el.textContent ?? "");
      await expect.poll(said).toMatch(/Inserted into the reply box|copied/);
      path = await editorInputs(ticket);

      if (name === "refusing" || name === "asking?plain=refuse" || (await said()).includes("did not take")) {
        expect(await said()).toBe(NOT_TAKEN);
        // Nothing went in, and nothing is left to go in later: no dialog waits for an answer.
        await pause(1_000);
        expect(await editorText(ticket)).toBe(DRAFT);
        expect(await ticket.$$eval('[role="dialog"]:not([hidden])', (found) => found.length)).toBe(0);
        expect(await outsideSnapshot(ticket)).toBe(outside);
        result = "not taken: copied, the agent told to paste";
        if (name !== "refusing" && name !== "asking?plain=refuse") result += " (a taking editor: FAIL)";
        else result += " (pass)";
        expect(result).toContain("(pass)");
        return;
      }

      await expect.poll(async () => words(await editorText(ticket))).toBe(words(`Hola, ${reply} gracias`));
      const text = await editorText(ticket);
      for (const line of lines) expect(text.split(line.trim()).length - 1, line).toBe(1);
      await pause(500);
      expect(words(await editorText(ticket))).toBe(words(`Hola, ${reply} gracias`));
      expect(await outsideSnapshot(ticket)).toBe(outside);
      expect(await sentCount(ticket)).toBe(0);

      // The editor's own undo takes the reply back, the selected word with it (a few steps at most).
      for (let step = 0; step < 4 && words(await editorText(ticket)) !== words(DRAFT); step++) {
        await ticket.evaluate(() => window.__editor!.undo());
        await pause(50);
      }
      expect(words(await editorText(ticket))).toBe(words(DRAFT));
      expect(await sentCount(ticket)).toBe(0);
      result = "inserted, once; undo takes it back (pass)";
    } finally {
      recordInsertResult({ page: name, browser: "Firefox", path, result });
    }
  });
}

test("with the panel open, a ticket that shows exactly one customer has it looked up with no click, once", async ({
  api,
  helpdesk,
  firefox,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const conversation = await firefox.newPage();
  await conversation.goto(helpdesk.pageUrl("conversation.html"));
  await expect
    .poll(async () => (await markedTexts(conversation))["voucher-lens-customer"])
    .toEqual([ONLY_CUSTOMER]);
  api.clearRequests();

  // Nothing typed, nothing clicked: the panel opens on the ticket and looks its customer up.
  const panel = await openPage("sidepanel.html");
  await shows(panel, `The only customer id this ticket shows: ${ONLY_CUSTOMER}`);
  await shows(panel, "Read as customer id");
  const list = (await panel.waitForSelector('::-p-aria([name="Redemptions"][role="list"])'))!;
  await list.waitForSelector(":scope > li");
  expect(customerRequests(api, ONLY_CUSTOMER)).toHaveLength(1);
  expect(api.requests.filter((r) => r.path === "/v1/redemptions")).toHaveLength(1);

  // The page reports again (a new message): no second lookup.
  await conversation.evaluate(() =>
    document.body.append(Object.assign(document.createElement("p"), { textContent: "thanks!" })),
  );
  await pause(1_500);
  expect(customerRequests(api, ONLY_CUSTOMER)).toHaveLength(1);
});

test("after the tab leaves the ticket for a site Voucher Lens does not run on, the answer is marked as the ticket's", async ({
  api,
  helpdesk,
  firefox,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const conversation = await firefox.newPage();
  await conversation.goto(helpdesk.pageUrl("conversation.html"));
  const panel = await openPage("sidepanel.html");
  await shows(panel, `The only customer id this ticket shows: ${ONLY_CUSTOMER}`);
  expect(await panel.evaluate(() => document.body.innerText)).not.toContain("(not the one open now)");

  // A helpdesk Voucher Lens does not know, and the agent did not enable: no content script of ours.
  await conversation.goto(helpdesk.pageUrl("ticket.html", "help.acme.test"));
  await shows(panel, /About ticket .+ \(not the one open now\)/);

  // Back on the ticket (opened again: Puppeteer's goBack waits for a load a restored page never fires).
  await conversation.goto(helpdesk.pageUrl("conversation.html"));
  await panel.waitForFunction(() => !document.body.innerText.includes("(not the one open now)"), {
    timeout: 30_000,
    polling: 100,
  });
  await shows(panel, `The only customer id this ticket shows: ${ONLY_CUSTOMER}`);
});

test("a ticket with several customers gets no lookup of its own, and the agent's own lookup stays", async ({
  api,
  helpdesk,
  firefox,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const ticket = await firefox.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket.html?lateMs=10"));
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-customer"]?.length ?? 0)
    .toBeGreaterThan(1);
  // Both customers reported, the page's and the iframe's: the panel never sees just one.
  await ticketReported(home);
  api.clearRequests();

  const panel = await openPage("sidepanel.html");
  // The panel has read the ticket (it lists what the ticket shows) and still asks nothing.
  await shows(panel, /On this page \(\d+\)/);
  await pause(1_500);
  expect(api.requests.filter((r) => r.path === "/v1/redemptions")).toHaveLength(0);
  expect(await panel.evaluate(() => document.body.textContent)).not.toContain(
    "The only customer id this ticket shows",
  );

  // The agent's own lookup stays, whatever the page reports meanwhile.
  await replaceSearch(panel, api.data.samples.failedCode);
  await shows(panel, "Read as voucher code");
  await ticket.evaluate(() =>
    document.body.append(Object.assign(document.createElement("p"), { textContent: "more" })),
  );
  await pause(1_500);
  const searchBox = (await panel.waitForSelector('::-p-aria([name="Search"][role="searchbox"])'))!;
  expect(await searchBox.evaluate((el) => (el as HTMLInputElement).value)).toBe(api.data.samples.failedCode);
  expect(await panel.evaluate(() => document.body.textContent)).not.toContain(
    "The only customer id this ticket shows",
  );
});

/** What the worker holds of each tab (lib/ticket/detected-tokens.ts), read by an extension page. */
function tabRecords(home: Page) {
  return home.evaluate(async () => {
    // One record per tab, under detected:<tabId>.
    const detected = Object.fromEntries(
      Object.entries(await browser.storage.session.get(null)).flatMap(([key, value]) =>
        key.startsWith("detected:") ? [[key.slice("detected:".length), value]] : [],
      ),
    );
    const tabs = (detected ?? {}) as Record<
      string,
      {
        ticket?: { key: string; label: string };
        frames?: Record<string, { tokens: { kind: string; text: string }[] }>;
        box?: { frame: number };
      }
    >;
    return Object.entries(tabs).map(([tab, record]) => ({
      tabId: Number(tab),
      ticket: record.ticket,
      tokens: [
        ...new Set(Object.values(record.frames ?? {}).flatMap((frame) => frame.tokens.map((t) => t.text))),
      ].sort(),
      box: record.box?.frame ?? -1,
    }));
  });
}

test("after a lookup on ticket 1, the helpdesk moves to ticket 2 with pushState: the answer about Alice goes nowhere, not into ticket 2's reply box", async ({
  helpdesk,
  firefox,
  home,
}) => {
  const shown = (label: string) =>
    until(`a tab showing ticket ${label}`, async () => {
      const tabs = (await tabRecords(home)).filter((tab) => tab.ticket?.label === label);
      return tabs.length === 1 ? tabs[0] : undefined;
    });
  const insert = (input: { tabId: number; text: string; ticketKey: string }) =>
    home.evaluate((input) => browser.runtime.sendMessage({ type: "reply.insert", input }), input);
  const replyText = (page: Page) => page.$eval("#reply", (el) => (el as HTMLTextAreaElement).value);

  const page = await firefox.newPage();
  await page.goto(helpdesk.pageUrl("agent/tickets/1"));
  const one = await shown("#1");
  await expect.poll(async () => (await shown("#1")).tokens).toContain("cust_AliceArcher0000000000001");

  // The agent clicks "Next ticket": the helpdesk pushes /agent/tickets/2 and renders Bob's ticket in
  // the same document (Firefox has no Navigation API here: the content script sees the page change).
  await page.bringToFront();
  await page.click("#next");
  const two = await shown("#2");
  expect(two.tabId).toBe(one.tabId);
  expect(two.ticket?.key).not.toBe(one.ticket?.key);
  await expect.poll(async () => (await shown("#2")).tokens).toEqual(["cust_BobBaker0000000000000002"]);

  await page.click("#reply");
  await expect.poll(async () => (await shown("#2")).box).toBe(0);
  expect(
    await insert({ tabId: two.tabId, text: "Hi Alice, ALICE-CODE…", ticketKey: one.ticket!.key }),
  ).toEqual({
    ok: true,
    value: { inserted: false, reason: "other_ticket" },
  });
  expect(await replyText(page)).toBe("");
  expect(await insert({ tabId: two.tabId, text: "Hi Bob", ticketKey: two.ticket!.key })).toMatchObject({
    ok: true,
    value: { inserted: true, editor: "text_field" },
  });
  await expect.poll(() => replyText(page)).toBe("Hi Bob");
});
