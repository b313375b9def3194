/// <reference types="chrome" />
import type { Page, Worker } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import { editorSetText, editorText, openEditorPage } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { openPanelWithProfile, search } from "./panel-helpers";
import { ticketsByTab } from "./ticket-helpers";

// Insert into reply goes only into the box the agent chose, in the tab's ticket, or nowhere; each
// editor helpdesks use is tried in insert-editors.spec.ts. Nothing is ever sent.

/** The failed code's row, its suggested reply opened, in the language chosen. */
async function openFailedReply(panel: Page, api: ApiServer, language: string) {
  await search(panel, api.data.samples.failedCode);
  const row = panel.locator("li.redemption.is-failure").first();
  await row.getByText("Suggested reply").click();
  await row.getByLabel("Reply language").selectOption({ label: language });
  return row;
}

const words = (text: string) => text.replace(/\s+/g, " ").trim();

test("with no reply box used on the ticket, Insert into reply says to click into it first and copies the reply instead", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const panel = await openPanelWithProfile(openPage, api);
  const ticket = await openEditorPage(context, helpdesk, "prosemirror");
  await editorSetText(ticket, "untouched");
  // A page script focusing its own box, or dispatching events, is not the agent using it.
  await ticket.evaluate(() => {
    const box = document.querySelector<HTMLElement>("#reply [contenteditable], #reply");
    box?.focus();
    box?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    box?.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
  });
  const row = await openFailedReply(panel, api, "English");
  const reply = (await row.locator(".reply-text").innerText()).trim();
  await row.getByRole("button", { name: "Insert into reply" }).click();
  await expect(row.getByRole("status").filter({ hasText: "Click into the reply box first" })).toContainText(
    "copied instead",
  );
  expect(await editorText(ticket)).toBe("untouched");
  expect(await panel.evaluate(() => navigator.clipboard.readText())).toBe(reply);
});

test("a reply box the page removed is never written to: the agent is told, and the reply is copied", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const panel = await openPanelWithProfile(openPage, api);
  const ticket = await openEditorPage(context, helpdesk, "textarea");
  await ticket.locator("#reply").click();
  // The helpdesk moves to another ticket: its reply box goes.
  await ticket.evaluate(() => document.getElementById("reply")?.remove());
  const row = await openFailedReply(panel, api, "English");
  await row.getByRole("button", { name: "Insert into reply" }).click();
  await expect(
    row.getByRole("status").filter({ hasText: "The reply box you last used is gone" }),
  ).toContainText("copied instead");
});

/**
 * The frame whose reply box the agent last used, as the worker holds it (frame 0 is the page
 * itself), or -1 while it holds none. Only the one ticket tab ever has a reply box used here.
 */
async function usedReplyFrame(worker: Worker): Promise<number> {
  const frames = Object.values(await ticketsByTab(worker)).flatMap(({ box }) => (box < 0 ? [] : [box]));
  return frames.length === 1 ? frames[0]! : -1;
}

test("with reply boxes in two frames, the reply goes to the one the agent clicked last, and back again", async ({
  api,
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("reply-frames.html"));
  const frame = ticket.frameLocator("#reply-frame");
  const note = ticket.locator("#note");
  const framed = frame.locator("#reply");
  const framedText = () => framed.innerText();
  const row = await openFailedReply(panel, api, "English");
  const insert = async () => {
    await row.getByRole("button", { name: "Insert into reply" }).click();
    await expect(row.locator(".insert-status")).toHaveText(/^Inserted into the reply box/);
  };

  // Each click reaches the worker asynchronously: Insert is pressed once it holds the frame clicked.
  await framed.click();
  await expect.poll(() => usedReplyFrame(worker)).toBeGreaterThan(0);
  const replyFrame = await usedReplyFrame(worker);
  await insert();
  await expect.poll(framedText).toContain("Hi");
  expect(await note.inputValue()).toBe("");

  // The agent moves to the note on the page: the next reply goes there, the frame keeps its text.
  const inFrame = await framedText();
  await note.click();
  await expect.poll(() => usedReplyFrame(worker)).toBe(0);
  await insert();
  await expect.poll(() => note.inputValue()).toContain("Hi");
  expect(await framedText()).toBe(inFrame);

  // And back into the frame's box, which that frame already knew: the worker must hear it again.
  const inNote = await note.inputValue();
  await framed.click();
  await expect.poll(() => usedReplyFrame(worker)).toBe(replyFrame);
  await insert();
  await expect.poll(framedText).not.toBe(inFrame);
  expect(await note.inputValue()).toBe(inNote);
});

test("CKEditor 4's editing frame, inside the org's publisher frame on its other Salesforce domain, takes the reply", async ({
  api,
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  const ticket = await context.newPage();
  // The case in Lightning; the email publisher in a frame of the org's own domain, whose CKEditor 4
  // keeps its editing body in an about:blank frame of its own.
  await ticket.goto(helpdesk.pageUrl("reply-frames.html", "acme.lightning.force.com"));
  await ticket.evaluate(() => {
    const frame = document.getElementById("reply-frame") as HTMLIFrameElement;
    frame.src = "https://acme.my.salesforce.com/ckeditor4-frame.html";
  });
  const body = ticket.frameLocator("#reply-frame").frameLocator("iframe.cke_wysiwyg_frame").locator("body");
  await expect(body).toBeVisible();
  const row = await openFailedReply(panel, api, "English");

  // Clicked until the editing frame's content script, started a moment after CKEditor wrote it, hears it.
  await expect
    .poll(async () => {
      await body.click();
      return usedReplyFrame(worker);
    })
    .toBeGreaterThan(0);
  await row.getByRole("button", { name: "Insert into reply" }).click();
  await expect(row.locator(".insert-status")).toHaveText(/^Inserted into the reply box/);
  await expect(row.locator(".insert-status")).toContainText("acme.my.salesforce.com");
  await expect.poll(() => body.innerText()).toContain("Hi");
});

test.describe("the reply goes only where the agent chose, or nowhere", () => {
  test("a field the page focused by script is not the box, even when the agent then presses a key", async ({
    api,
    helpdesk,
    context,
    openPage,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const panel = await openPanelWithProfile(openPage, api);
    const ticket = await openEditorPage(context, helpdesk, "textarea");
    await ticket.evaluate(() => document.getElementById("reply")?.focus());
    // Keys that do not write (the agent's own Alt+Shift+V starts this way) choose nothing.
    await ticket.keyboard.press("Shift");
    await ticket.keyboard.press("Escape");
    const row = await openFailedReply(panel, api, "English");
    await row.getByRole("button", { name: "Insert into reply" }).click();
    await expect(row.locator(".insert-status")).toContainText("Click into the reply box first");
    expect(await editorText(ticket)).toBe("");
  });

  test("a box the page hid, with the focus moved to another field, takes nothing and neither does that field", async ({
    api,
    helpdesk,
    context,
    openPage,
  }) => {
    const panel = await openPanelWithProfile(openPage, api);
    const ticket = await openEditorPage(context, helpdesk, "textarea");
    await ticket.locator("#reply").click();
    await ticket.evaluate(() => {
      const other = Object.assign(document.createElement("input"), { id: "other", type: "text" });
      document.body.append(other);
      document.getElementById("reply")!.style.display = "none";
      other.focus();
    });
    const row = await openFailedReply(panel, api, "English");
    await row.getByRole("button", { name: "Insert into reply" }).click();
    await expect(row.locator(".insert-status")).toContainText("The reply box you last used is gone");
    expect(await ticket.locator("#other").inputValue()).toBe("");
    expect(await editorText(ticket)).toBe("");
  });

  test("after the helpdesk moves to another ticket on the same page, the old box takes nothing until clicked again", async ({
    api,
    helpdesk,
    context,
    worker,
    openPage,
  }) => {
    const panel = await openPanelWithProfile(openPage, api);
    const ticket = await openEditorPage(context, helpdesk, "textarea");
    await ticket.locator("#reply").click();
    await expect.poll(() => usedReplyFrame(worker)).toBe(0);
    // A single-page helpdesk: the URL changes, the editor element stays. The page reports its new
    // route, and the tab's records start afresh: the box chosen on the ticket before goes with them.
    await ticket.evaluate(() => history.pushState({}, "", "/tickets/48531"));
    await expect
      .poll(async () => Object.values(await ticketsByTab(worker)).map((tab) => tab.ticket?.label))
      .toEqual(["/tickets/48531"]);
    expect(await usedReplyFrame(worker)).toBe(-1);
    const row = await openFailedReply(panel, api, "English");
    await row.getByRole("button", { name: "Insert into reply" }).click();
    await expect(row.locator(".insert-status")).toContainText("Click into the reply box first");
    expect(await editorText(ticket)).toBe("");
    await ticket.locator("#reply").click();
    await expect.poll(() => usedReplyFrame(worker)).toBe(0);
    await row.getByRole("button", { name: "Insert into reply" }).click();
    await expect(row.locator(".insert-status")).toHaveText(/^Inserted into the reply box/);
    expect(await editorText(ticket)).toMatch(/^Hi/);
  });

  test("an editable part of a customer's email, shown in a srcdoc frame, is never the reply box", async ({
    api,
    helpdesk,
    context,
    openPage,
  }) => {
    const panel = await openPanelWithProfile(openPage, api);
    const ticket = await openEditorPage(context, helpdesk, "textarea");
    await ticket.evaluate(() => {
      const frame = Object.assign(document.createElement("iframe"), {
        id: "email",
        srcdoc: '<p contenteditable="true" id="quoted">Quoted text of the email</p>',
      });
      document.body.append(frame);
    });
    const email = ticket.frameLocator("#email").locator("#quoted");
    await expect(email).toBeVisible();
    // The content script has started in the frame once it answers; then the agent clicks in it.
    await ticket.waitForTimeout(500);
    await email.click();
    const row = await openFailedReply(panel, api, "English");
    await row.getByRole("button", { name: "Insert into reply" }).click();
    await expect(row.locator(".insert-status")).toContainText("Click into the reply box first");
    await expect(email).toHaveText("Quoted text of the email");
  });
});

test("hostile: a customer name that is a link, a direction override or 12,000 characters stays out of the reply, and a reply too long to insert says so", {
  tag: "@hostile",
}, async ({ api, helpdesk, context, openPage }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { failedCode } = api.data.samples;
  const failedRows = api.data.redemptions.filter((r) => r.voucher?.code === failedCode && r.customer);
  const nameThem = (name: string) => {
    for (const row of failedRows) row.customer!.name = name;
  };
  const panel = await openPanelWithProfile(openPage, api);
  const ticket = await openEditorPage(context, helpdesk, "textarea");
  await ticket.locator("#reply").click();

  const row = panel.locator("li.redemption.is-failure").first();
  const replyText = row.locator(".reply-text");
  const hostile = ["https://evil.example/claim-your-refund", "\u202eAna", "A".repeat(12_000)];
  for (const [i, name] of hostile.entries()) {
    nameThem(name);
    // The first lookup, then the API asked again for each name (the answer is cached otherwise).
    if (i === 0) await search(panel, failedCode);
    else await panel.getByRole("button", { name: "Refresh" }).click();
    if ((await row.locator("details.reply").getAttribute("open")) === null)
      await row.getByText("Suggested reply").click();
    // The greeting goes without a name, and nothing the record held reaches the reply.
    await expect(replyText).toHaveText(/^Hi,\s/);
    const reply = ((await replyText.textContent()) ?? "").trim();
    expect(reply).not.toContain("evil.example");
    expect(reply).not.toContain("\u202e");
    expect(reply).not.toContain("AAAA");
  }
  // The reply about the 12,000-character name goes in, as any other.
  const reply = ((await replyText.textContent()) ?? "").trim();
  await row.getByRole("button", { name: "Insert into reply" }).click();
  await expect(row.getByRole("status").filter({ hasText: "Inserted into the reply box" })).toBeVisible();
  await expect.poll(async () => words(await editorText(ticket))).toBe(words(reply));

  // A reply longer than one insert carries (a team's wording around a 12,000-character
  // promotion name): said, nothing inserted, and Copy still there.
  const options = await openPage("options.html");
  const replies = options.getByRole("region", { name: "Suggested replies" });
  await replies.getByLabel("Language").selectOption({ label: "English" });
  await replies.getByLabel("Reply", { exact: true }).selectOption("voucher_expired");
  await replies.getByRole("textbox", { name: "Template" }).fill("Hi[ {first_name}], [{promotion}|sorry].");
  await replies.getByRole("button", { name: "Use this wording" }).click();
  await expect(replies.getByText("This wording is used from now on.")).toBeVisible();
  for (const r of failedRows)
    r.promotion_tier = { id: "promo_1", campaign: { id: "camp_1" }, name: "Winter sale ".repeat(1_000) };
  await panel.getByRole("button", { name: "Refresh" }).click();
  if ((await row.locator("details.reply").getAttribute("open")) === null)
    await row.getByText("Suggested reply").click();
  await expect(replyText).toContainText("Winter sale Winter sale");
  const before = await editorText(ticket);
  await row.getByRole("button", { name: "Insert into reply" }).click();
  await expect(
    row.getByRole("status").filter({ hasText: /This reply is too long to insert: 12,00\d characters/ }),
  ).toContainText("Insert into reply takes at most 10,000");
  expect(await editorText(ticket)).toBe(before);
  await row.getByRole("button", { name: "Copy reply" }).click();
  await expect
    .poll(() => panel.evaluate(() => navigator.clipboard.readText()))
    .toBe(((await replyText.textContent()) ?? "").trim());
});
