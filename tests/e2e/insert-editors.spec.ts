import type { Page } from "@playwright/test";
import { NOT_TAKEN } from "@/lib/insert-reply/insert-reply";
import type { ApiServer } from "../server/api-server";
import { recordInsertResult } from "../server/insert-results";
import {
  ALL_EDITOR_PAGES,
  clearEditorInputs,
  editorInputs,
  editorSelect,
  editorSetText,
  editorText,
  editorUndo,
  marksInEditor,
  openEditorPage,
  outsideSnapshot,
  refuses,
  replyBox,
  sentCount,
} from "./editor-helpers";
import { expect, test } from "./fixtures";
import { openPanelWithProfile, search, seriousViolations } from "./panel-helpers";

// Insert into reply in every editor helpdesks use, built from the editors' own npm packages: the
// reply lands in the editor's own model, every line once, over the agent's selection; the editor's
// undo takes it back; nothing outside the editor changes, and nothing in it is marked. An editor
// that takes none of its input paths gets nothing, now or later, and the agent a copy to paste.
// Each test writes its row of the agent guide's table (reports/insert-editors/).

/** Paragraph breaks differ per editor ("\n" or "\n\n"): compared as words. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();
const DRAFT = "Hola, DRAFT gracias";

/** The failed code's row, its suggested reply opened in Spanish (several lines, the code in them). */
async function openFailedReply(panel: Page, api: ApiServer) {
  await search(panel, api.data.samples.failedCode);
  const row = panel.locator("li.redemption.is-failure").first();
  await row.getByText("Suggested reply").click();
  await row.getByLabel("Reply language").selectOption({ label: "Español" });
  return row;
}

/** Undoes step by step, a few steps at most, until the text reads as `before` again. */
async function undoBackTo(page: Page, before: string) {
  for (let step = 0; step < 4 && words(await editorText(page)) !== words(before); step++) {
    await editorUndo(page);
    await page.waitForTimeout(50);
  }
  return editorText(page);
}

for (const name of ALL_EDITOR_PAGES) {
  test(`Insert into reply in ${name}: the editor's own model holds the reply once over the selection, or the agent gets a copy`, async ({
    api,
    helpdesk,
    context,
    openPage,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    let result = "FAIL";
    let path: string[] = [];
    const panel = await openPanelWithProfile(openPage, api);
    const ticket = await openEditorPage(context, helpdesk, name);
    try {
      await editorSetText(ticket, DRAFT);
      // The agent clicks into the reply box, then selects the word the reply replaces.
      await replyBox(ticket, name).click();
      await editorSelect(ticket, 6, 11);
      const outside = await outsideSnapshot(ticket);
      const row = await openFailedReply(panel, api);
      const reply = (await row.locator(".reply-text").innerText()).trim();
      const lines = reply.split("\n").filter((line) => line.trim());
      expect(lines.length).toBeGreaterThan(1);
      expect(reply).toContain(api.data.samples.failedCode);
      await clearEditorInputs(ticket);

      await row.getByRole("button", { name: "Insert into reply" }).click();
      const status = row.locator(".insert-status");
      await expect(status).toHaveText(/Inserted into the reply box|did not take the text/);
      path = await editorInputs(ticket);

      if (refuses(name)) {
        await expect(status).toHaveText(NOT_TAKEN);
        expect(await panel.evaluate(() => navigator.clipboard.readText())).toBe(reply);
        // Nothing went in, and nothing is left to go in later: no dialog waits for an answer.
        await ticket.waitForTimeout(1_000);
        expect(await editorText(ticket)).toBe(DRAFT);
        await expect(ticket.getByRole("dialog")).toHaveCount(0);
        expect(await outsideSnapshot(ticket)).toEqual(outside);
        expect(await seriousViolations(panel)).toEqual([]);
        result = "not taken: copied, the agent told to paste (pass)";
        return;
      }

      await expect(status).toHaveText(/^Inserted into the reply box/);
      await expect.poll(async () => words(await editorText(ticket))).toBe(words(`Hola, ${reply} gracias`));
      const text = await editorText(ticket);
      for (const line of lines) expect(text.split(line.trim()).length - 1, line).toBe(1);
      // A moment later still once: no path put a second copy in late.
      await ticket.waitForTimeout(500);
      expect(words(await editorText(ticket))).toBe(words(`Hola, ${reply} gracias`));
      expect(await outsideSnapshot(ticket)).toEqual(outside);
      expect(await marksInEditor(ticket)).toEqual([]);
      expect(await sentCount(ticket)).toBe(0);

      expect(words(await undoBackTo(ticket, DRAFT))).toBe(words(DRAFT));
      result = "inserted, once; undo takes it back (pass)";
    } finally {
      recordInsertResult({ page: name, browser: "Chromium", path, result });
    }
  });
}
