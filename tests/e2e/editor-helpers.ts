import type { BrowserContext, Locator, Page } from "@playwright/test";
import { REPLY_CLICK } from "../server/editor-boxes";
import type {} from "../server/editors/api";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { EDITOR_UI_OUTSIDE_REPLY, editorNameOf, editorPageName } from "../shared/editor-pages";
import { outsideSnapshot as snapshotOutside } from "../shared/page-reads";

// The editor pages' names, and what the tests read in them, are the two suites' (tests/shared/); what
// is here drives them with Playwright.
export { ALL_EDITOR_PAGES, EDITOR_PAGES, refuses } from "../shared/editor-pages";
export { editorInputs, editorText, sentCount } from "../shared/page-reads";

/** A new tab on an editor page, once its editor has mounted. */
export async function openEditorPage(
  context: BrowserContext,
  helpdesk: HelpdeskServer,
  page: string,
): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(helpdesk.pageUrl(editorPageName(page)));
  await tab.waitForFunction((expected) => window.__editor?.name === expected, editorNameOf(page));
  return tab;
}

/** The element an agent clicks to type a reply on an editor page, through the frames that hold it. */
export function replyBox(page: Page, name: string): Locator {
  const path = REPLY_CLICK[editorNameOf(name)];
  let frame: Page | ReturnType<Page["frameLocator"]> = page;
  for (const selector of path.slice(0, -1)) frame = frame.frameLocator(selector);
  return frame.locator(path.at(-1)!).first();
}

/** Forgets the input events the editor page has recorded so far. */
export const clearEditorInputs = (page: Page): Promise<void> =>
  page.evaluate(() => {
    window.__inputs?.splice(0);
  });

/**
 * Marks the content script put inside the editor: ranges of its highlights in #reply, or anywhere
 * in a frame of the page (on the editor pages, only editors are framed). Empty when none.
 */
export async function marksInEditor(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const top = frame === page.mainFrame();
    found.push(
      ...(await frame
        .evaluate((top) => {
          const reply = document.getElementById("reply");
          const marks: string[] = [];
          for (const highlight of CSS.highlights.values())
            for (const range of highlight)
              if (!top || reply?.contains(range.startContainer))
                marks.push(String(range.startContainer.textContent));
          return marks;
        }, top)
        .catch(() => [] as string[])),
    );
  }
  return found;
}

/** One step of the editor's own undo. */
export const editorUndo = (page: Page): Promise<void> => page.evaluate(() => window.__editor!.undo());

/** Replaces the content through the editor's API, as a draft that is not an undo step. */
export const editorSetText = (page: Page, text: string): Promise<void> =>
  page.evaluate((text) => window.__editor!.setText(text), text);

/** Focuses the editor and selects characters [from, to) of its text, through the editor's API. */
export const editorSelect = (page: Page, from: number, to: number): Promise<void> =>
  page.evaluate(([from, to]) => window.__editor!.selectRange(from, to), [from, to] as const);

/**
 * The page outside the editor: the rendered text and the HTML of everything in <body> but #reply and
 * the editor's own UI, to check that nothing outside the editor changed.
 */
export const outsideSnapshot = (page: Page) => snapshotOutside(page, EDITOR_UI_OUTSIDE_REPLY);
