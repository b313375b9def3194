import type { Page } from "@playwright/test";
import {
  EDITOR_PAGES,
  editorSelect,
  editorSetText,
  editorText,
  editorUndo,
  openEditorPage,
  outsideSnapshot,
  replyBox,
  sentCount,
} from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * The editor pages are real: each reply box takes keyboard input into its editor's own document
 * model, gives it back on the editor's own undo, and takes a draft and a selection through the
 * editor's API. Tests of inserting text into a reply rely on exactly this.
 */
const DRAFT = "Dear Dana,\nthe code SUMMER24-XYZ works now.";
const NAMED = "Dear Ms Whitfield,\nthe code SUMMER24-XYZ works now.";

/** Undoes step by step until `done` holds of the text; each step must change it. Gives the steps. */
async function undoUntil(page: Page, undo: () => Promise<void>, done: (text: string) => boolean) {
  for (let steps = 0; steps <= 20; steps++) {
    const before = await editorText(page);
    if (done(before)) return steps;
    await undo();
    await expect.poll(() => editorText(page), "an undo step changes the text").not.toBe(before);
  }
  throw new Error(`still not there after 20 undo steps: ${JSON.stringify(await editorText(page))}`);
}

for (const name of EDITOR_PAGES) {
  test(`editor page: ${name} takes typing into its own model, undoes it, sets a draft and selects`, async ({
    context,
    helpdesk,
  }) => {
    const page = await openEditorPage(context, helpdesk, name);
    await expect(page.getByRole("heading", { name: "Voucher refused at checkout" })).toBeVisible();
    await expect(page.getByText("cust_qBwHpagDOFu71Z3F22UzR80X")).toBeVisible();
    expect(await editorText(page)).toBe("");
    const outside = await outsideSnapshot(page);
    expect(outside.text).toContain("SUMMER24-XYZ");
    expect(outside.html).toContain("<!-- #reply -->");

    // Typing goes into the editor's model, and nothing outside the reply box changes.
    await replyBox(page, name).click();
    await page.keyboard.type("Hello there");
    await expect.poll(() => editorText(page)).toContain("Hello there");
    expect(await outsideSnapshot(page)).toEqual(outside);

    // The editor's own undo takes it back, each step changing the text (editors group typing
    // differently, so a few steps at most).
    expect(
      await undoUntil(
        page,
        () => editorUndo(page),
        (text) => text === "",
      ),
    ).toBeGreaterThan(0);

    // A draft set through the API is the editor's text; a selection through the API is where
    // typing goes.
    await editorSetText(page, DRAFT);
    await expect.poll(() => editorText(page)).toBe(DRAFT);
    await editorSelect(page, 5, 9);
    await page.keyboard.type("Ms Whitfield");
    await expect.poll(() => editorText(page)).toBe(NAMED);
    await editorSelect(page, 23, 40);
    await page.keyboard.type("VOUCHER");
    await expect.poll(() => editorText(page)).toBe("Dear Ms Whitfield,\nthe VOUCHER works now.");

    // The editor's undo keystroke is its own undo too. (Quill groups both typings in one step.)
    const undoKey = () => page.keyboard.press("ControlOrMeta+z");
    expect(await undoUntil(page, undoKey, (text) => text === NAMED || text === DRAFT)).toBeGreaterThan(0);

    // Undo goes back to the draft, and no further: the draft is where the editor started.
    await undoUntil(
      page,
      () => editorUndo(page),
      (text) => text === DRAFT,
    );
    await editorUndo(page);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await editorText(page)).toBe(DRAFT);

    await page.getByRole("button", { name: "Send" }).click();
    expect(await sentCount(page)).toBe(1);
  });
}
