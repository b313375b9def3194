/// <reference types="chrome" />
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page, Worker } from "@playwright/test";
import { editorText, openEditorPage } from "./editor-helpers";
import { EXTENSION_DIR, expect, test } from "./fixtures";
import { commandsInBrowser, openPanelWithProfile, search, seriousViolations, termsOf } from "./panel-helpers";

// The keyboard-first panel (#20, part 4): a command opens it with Search focused, arrow keys move
// between results, C copies and I inserts the reply of the result in focus, "?" lists the shortcuts
// with the keys the browser holds now. Every key here is pressed through the keyboard (trusted).

const searchBox = (panel: Page) => panel.getByRole("searchbox", { name: "Search" });
const helpDialog = (panel: Page) => panel.getByRole("dialog", { name: "Keyboard shortcuts" });

/**
 * Sends the worker's "put the focus in Search" notice, exactly as the worker's command does, and
 * waits until the panel has heard it: a recorder of the panel's own notes it a task later, once
 * every listener of that dispatch (the panel's among them) has run.
 */
async function noticeFromWorker(worker: Worker, panel: Page, windowId?: number): Promise<void> {
  const heard = () => panel.evaluate(() => (window as { __notices?: number }).__notices ?? 0);
  await panel.evaluate(() => {
    const page = window as { __notices?: number; __recording?: boolean };
    if (page.__recording) return;
    page.__recording = true;
    page.__notices = 0;
    chrome.runtime.onMessage.addListener((message: { type?: string }) => {
      if (message?.type === "panel.focusSearch") setTimeout(() => page.__notices!++, 0);
    });
  });
  const before = await heard();
  await worker.evaluate(
    (windowId) =>
      chrome.runtime
        .sendMessage({ type: "panel.focusSearch", ...(windowId === undefined ? {} : { windowId }) })
        .catch(() => undefined),
    windowId,
  );
  await expect.poll(heard).toBe(before + 1);
}

const panelWindowId = (panel: Page) => panel.evaluate(() => chrome.windows.getCurrent().then((w) => w.id!));

test("the panel opens with the focus in Search", async ({ api, openPage }) => {
  const panel = await openPanelWithProfile(openPage, api);
  await expect(searchBox(panel)).toBeFocused();
});

test("the worker's notice for this panel's window, and “/”, bring the focus back to Search", async ({
  api,
  openPage,
  worker,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const box = searchBox(panel);
  await expect(box).toBeVisible();

  const lookUp = panel.getByRole("button", { name: "Look up" });
  const windowId = await panelWindowId(panel);

  // The command pressed while the panel was already open: the worker tells every page.
  await lookUp.focus();
  await expect(lookUp).toBeFocused();
  await noticeFromWorker(worker, panel);
  await expect(box).toBeFocused();

  // Addressed to this panel's window.
  await lookUp.focus();
  await noticeFromWorker(worker, panel, windowId);
  await expect(box).toBeFocused();

  // Addressed to another window's panel: this one keeps its focus where the agent left it.
  await lookUp.focus();
  await noticeFromWorker(worker, panel, windowId + 1000);
  await expect(lookUp).toBeFocused();
  await expect(box).not.toBeFocused();

  // "/" outside a field goes to Search, and is not typed into it.
  await panel.keyboard.press("/");
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("");
  // In Search, "/" is the agent's text.
  await panel.keyboard.press("/");
  await expect(box).toHaveValue("/");
});

test("the manifest declares both commands with their keys; “?” lists them as the browser holds them, with the panel's keys", async ({
  api,
  context,
  openPage,
  worker,
}) => {
  const manifest = JSON.parse(await readFile(join(EXTENSION_DIR, "manifest.json"), "utf8"));
  expect(manifest.commands).toEqual({
    "open-panel": {
      suggested_key: { default: "Alt+Shift+V" },
      description: "__MSG_openPanel__",
    },
    "lookup-selection": {
      suggested_key: { default: "Alt+Shift+L" },
      description: "__MSG_lookupSelection__",
    },
  });

  // The browser's own view of the keys, which the agent may have changed: the help shows exactly it.
  // In a fresh profile the browser gives each command the key the manifest suggests.
  const inBrowser = await commandsInBrowser(worker);
  expect([...inBrowser].sort((a, b) => a.what.localeCompare(b.what))).toEqual([
    { key: "Alt+Shift+L", what: "Look up the selected text in Voucher Lens" },
    { key: "Alt+Shift+V", what: "Open Voucher Lens with Search focused" },
  ]);

  const panel = await openPanelWithProfile(openPage, api);
  const box = searchBox(panel);
  const dialog = helpDialog(panel);

  // "?" while typing in Search is a character of the search.
  await box.focus();
  await panel.keyboard.press("?");
  await expect(box).toHaveValue("?");
  await expect(dialog).toBeHidden();
  await box.fill("");

  // Outside a field, "?" opens the list.
  const lookUp = panel.getByRole("button", { name: "Look up" });
  await lookUp.focus();
  await panel.keyboard.press("?");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Keyboard shortcuts" })).toBeVisible();

  const [commandList, panelList] = [dialog.locator("dl").nth(0), dialog.locator("dl").nth(1)];
  expect(await termsOf(commandList)).toEqual(inBrowser);
  expect(await termsOf(panelList)).toEqual([
    { key: "↑ ↓", what: "Move between results" },
    { key: "Home End", what: "First or last result" },
    { key: "Enter", what: "Show or hide a result's details" },
    { key: "C", what: "Copy the suggested reply of the result in focus" },
    { key: "I", what: "Insert that reply into the ticket's reply box" },
    { key: "/", what: "Go to Search" },
    { key: "?", what: "Show these shortcuts" },
    { key: "Esc", what: "Close this list" },
  ]);
  const change = dialog.getByRole("button", { name: "Change these keys" });
  await expect(change).toBeVisible();
  expect(await seriousViolations(panel)).toEqual([]);

  // Escape closes it; the focus goes back where it was.
  await panel.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(lookUp).toBeFocused();

  // It opens again (the panel heard it close), and from the header's button too; Close returns there.
  await panel.keyboard.press("?");
  await expect(dialog).toBeVisible();
  await panel.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const helpButton = panel.getByRole("button", { name: "Keyboard shortcuts" });
  await helpButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(helpButton).toBeFocused();

  // "Change these keys" opens the browser's shortcut settings.
  await helpButton.click();
  const opened = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Change these keys" }).click();
  const settings = await opened;
  await expect.poll(() => settings.url()).toBe("chrome://extensions/shortcuts");

  // There the agent takes the key off one command and gives the other a new one: the help lists
  // the keys the browser holds now, not the manifest's.
  const entry = (what: string) => settings.locator(".command-entry", { hasText: what });
  await entry("Look up the selected text in Voucher Lens").locator("#clear").click();
  await entry("Open Voucher Lens with Search focused")
    .getByRole("button", { name: "Edit shortcut Open Voucher Lens with Search focused for Voucher Lens" })
    .click();
  await settings.keyboard.press("Alt+Shift+K");
  await expect
    .poll(async () => (await commandsInBrowser(worker)).sort((a, b) => a.what.localeCompare(b.what)))
    .toEqual([
      { key: "not set", what: "Look up the selected text in Voucher Lens" },
      { key: "Alt+Shift+K", what: "Open Voucher Lens with Search focused" },
    ]);
  await panel.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await panel.keyboard.press("?");
  await expect(dialog).toBeVisible();
  expect(await termsOf(commandList)).toEqual(await commandsInBrowser(worker));
  await expect(commandList).toContainText("not set");
  await expect(commandList.getByText("Alt+Shift+K", { exact: true })).toBeVisible();
  await expect(commandList).not.toContainText("Alt+Shift+L");
});

test("arrow keys, Home and End move between the results' Details buttons; Enter opens a result", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, api.data.samples.customerWithEveryFailure);
  const list = panel.getByRole("list", { name: "Redemptions" });
  await expect(list.locator(":scope > li").first()).toBeVisible();
  const ids = await list
    .locator(":scope > li")
    .evaluateAll((rows) => rows.map((row) => row.id.replace(/^row-/, "")));
  expect(ids.length).toBeGreaterThanOrEqual(4);
  expect(ids.every(Boolean)).toBe(true);
  const details = (id: string) => panel.getByRole("button", { name: `Details of ${id}`, exact: true });

  // Tab from Search into the list, as an agent would.
  await expect(searchBox(panel)).toBeFocused();
  const inList = () => list.evaluate((ul) => ul.contains(document.activeElement));
  for (let i = 0; i < 60 && !(await inList()); i++) await panel.keyboard.press("Tab");
  expect(await inList()).toBe(true);

  await panel.keyboard.press("Home");
  await expect(details(ids[0]!)).toBeFocused();
  for (const id of ids.slice(1)) {
    await panel.keyboard.press("ArrowDown");
    await expect(details(id)).toBeFocused();
  }
  // The last stays the last.
  await panel.keyboard.press("ArrowDown");
  await expect(details(ids.at(-1)!)).toBeFocused();
  for (const id of ids.slice(0, -1).reverse().slice(0, 3)) {
    await panel.keyboard.press("ArrowUp");
    await expect(details(id)).toBeFocused();
  }
  await panel.keyboard.press("Home");
  await expect(details(ids[0]!)).toBeFocused();
  await panel.keyboard.press("ArrowUp");
  await expect(details(ids[0]!)).toBeFocused();
  await panel.keyboard.press("End");
  await expect(details(ids.at(-1)!)).toBeFocused();
  await panel.keyboard.press("Home");
  await panel.keyboard.press("ArrowDown");
  const second = details(ids[1]!);
  await expect(second).toBeFocused();

  await expect(second).toHaveAttribute("aria-expanded", "false");
  await panel.keyboard.press("Enter");
  const hide = panel.getByRole("button", { name: `Hide details of ${ids[1]}`, exact: true });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await expect(hide).toBeFocused();
  await expect(panel.locator(`[id="details-${ids[1]}"]`)).toBeVisible();
  await expect(panel.locator(`[id="details-${ids[1]}"]`)).toContainText(ids[1]!);
  // The other rows stay closed, and the arrows still move from the open one.
  await expect(details(ids[0]!)).toHaveAttribute("aria-expanded", "false");
  await panel.keyboard.press("ArrowDown");
  await expect(details(ids[2]!)).toBeFocused();
});

test("C copies and I inserts the reply of the result in focus; typed in a field, they are the field's", async ({
  api,
  context,
  helpdesk,
  openPage,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const panel = await openPanelWithProfile(openPage, api);
  const ticket = await openEditorPage(context, helpdesk, "textarea");
  // The agent clicks into the ticket's reply box.
  await ticket.locator("#reply").click();
  expect(await editorText(ticket)).toBe("");

  await search(panel, api.data.samples.customerWithEveryFailure);
  const row = panel.locator("li.redemption.is-failure").first();
  await expect(row).toBeVisible();
  const rowId = (await row.getAttribute("id"))!.replace(/^row-/, "");
  const status = row.locator(".insert-status");
  await expect(status).toHaveRole("status");
  const language = row.getByLabel("Reply language");
  const box = searchBox(panel);
  const clipboard = () => panel.evaluate(() => navigator.clipboard.readText());
  const nothingCopied = "nothing copied by the panel";
  await panel.evaluate((text) => navigator.clipboard.writeText(text), nothingCopied);

  // In the Reply language select and in Search, C and I are the field's keys.
  await row.getByText("Suggested reply").click();
  await language.focus();
  const chosen = await language.inputValue();
  await panel.keyboard.press("c");
  await panel.keyboard.press("i");
  await expect(language).toBeFocused();
  await box.fill("");
  await panel.keyboard.press("c");
  await panel.keyboard.press("i");
  await expect(box).toHaveValue("ci");
  // The reply exactly as the panel holds it: what C copies and I inserts.
  const reply = (await row.locator(".reply-text").textContent()) ?? "";
  expect(reply.length).toBeGreaterThan(20);

  // I on the row in focus: the reply goes into the reply box the agent used.
  const rowDetails = row.getByRole("button", { name: `Details of ${rowId}`, exact: true });
  await rowDetails.focus();
  // A page script's key events are not the agent's: they neither copy nor insert.
  for (const key of ["c", "i", "C", "I"]) await rowDetails.dispatchEvent("keydown", { key, bubbles: true });
  await panel.keyboard.press("i");
  await expect(status).toContainText("Inserted into the reply box");
  await expect.poll(() => editorText(ticket)).toContain(reply);
  // Once: the I typed into the fields or sent by a script inserted nothing, nor did such a C copy.
  expect((await editorText(ticket)).split(reply).length - 1).toBe(1);
  expect(await clipboard()).toBe(nothingCopied);
  expect(await language.inputValue()).toBe(chosen);

  // C on the row in focus copies the same reply.
  await expect(rowDetails).toBeFocused();
  await panel.keyboard.press("c");
  await expect(status).toHaveText("Reply copied.");
  await expect.poll(clipboard).toBe(reply);
  await expect(row.locator("details.reply")).toHaveAttribute("open", "");
  // Neither key touched the focus or anything else of the panel.
  await expect(rowDetails).toBeFocused();
  await expect(rowDetails).toHaveAttribute("aria-expanded", "false");
  expect((await editorText(ticket)).split(reply).length - 1).toBe(1);
});
