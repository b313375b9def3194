import type { BrowserContext, Locator, Page } from "@playwright/test";
import { REFUSING_EDITORS, REPLY_CLICK } from "../server/editor-boxes";
import type {} from "../server/editors/api";
import { EDITORS, type HelpdeskServer } from "../server/helpdesk-server";

/**
 * The editor pages (editor-<name>.html, served from tests/server/editor-page.html): one ticket each, its reply box
 * (#reply, the element an agent types into) a real editor from npm or a plain field. Each page puts
 * the editor's own view of its content on `window.__editor` (tests/server/editors/api.ts).
 */
export type EditorName = (typeof EDITORS)[number];
/** Every editor page; "asking?plain=refuse" is the asking editor taking no plain text. */
export const ALL_EDITOR_PAGES: readonly string[] = [...EDITORS, "asking?plain=refuse"];
/**
 * The editor pages whose editor takes typing as an agent's keys give it: all but the ones made to
 * refuse or ask, and Quill 2 in a real shadow root (Quill reads its selection from the document,
 * which a shadow root hides: the first key typed lands after the text that follows it).
 */
export const EDITOR_PAGES = EDITORS.filter(
  (name) => name !== "refusing" && name !== "asking" && name !== "quillshadow",
);
export const refuses = (page: string) => REFUSING_EDITORS.includes(page);

/** editor-<name>.html, with the query of a page such as "asking?plain=refuse". */
export const editorPageName = (page: string) => `editor-${page.replace(/\?|$/, ".html$&")}`;
const nameOf = (page: string) => page.split("?")[0] as EditorName;

/** A new tab on an editor page, once its editor has mounted. */
export async function openEditorPage(
  context: BrowserContext,
  helpdesk: HelpdeskServer,
  page: string,
): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(helpdesk.pageUrl(editorPageName(page)));
  await tab.waitForFunction((expected) => window.__editor?.name === expected, nameOf(page));
  return tab;
}

/** The element an agent clicks to type a reply on an editor page, through the frames that hold it. */
export function replyBox(page: Page, name: string): Locator {
  const path = REPLY_CLICK[nameOf(name)];
  let frame: Page | ReturnType<Page["frameLocator"]> = page;
  for (const selector of path.slice(0, -1)) frame = frame.frameLocator(selector);
  return frame.locator(path.at(-1)!).first();
}

/** The synthetic input events the page's editor has been sent, in order (tests/server/editors/api.ts). */
export const editorInputs = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window.__inputs ?? [])]);
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

/** The editor's document model as plain text, "\n" between paragraphs. */
export const editorText = (page: Page): Promise<string> => page.evaluate(() => window.__editor!.text());

/** One step of the editor's own undo. */
export const editorUndo = (page: Page): Promise<void> => page.evaluate(() => window.__editor!.undo());

/** Replaces the content through the editor's API, as a draft that is not an undo step. */
export const editorSetText = (page: Page, text: string): Promise<void> =>
  page.evaluate((text) => window.__editor!.setText(text), text);

/** Focuses the editor and selects characters [from, to) of its text, through the editor's API. */
export const editorSelect = (page: Page, from: number, to: number): Promise<void> =>
  page.evaluate(([from, to]) => window.__editor!.selectRange(from, to), [from, to] as const);

/** How many times the page's Send button was clicked. */
export const sentCount = (page: Page): Promise<number> => page.evaluate(() => window.__sent ?? 0);

/**
 * What belongs to the editor but stands outside #reply: CKEditor's body collection (its balloons,
 * the "Powered by" badge that its GPL licence shows while the editor has focus, its live regions),
 * the asking editor's dialog (whether it is closed, the tests ask by its role).
 */
export const EDITOR_UI_OUTSIDE_REPLY = [".ck-body-wrapper", ".editor-dialog"];

/**
 * The page outside the editor: the rendered text and the HTML of everything in <body> but #reply
 * and what it holds (and the editor's own UI, EDITOR_UI_OUTSIDE_REPLY), to check that nothing
 * outside the editor changed. Read without touching the page (nothing is cloned or attached), so
 * the page's own observers see nothing.
 */
export function outsideSnapshot(page: Page): Promise<{ text: string; html: string }> {
  return page.evaluate((editorUi) => {
    const reply = document.getElementById("reply");
    const skipped = ["#reply", ...editorUi].join(", ");
    const texts: string[] = [];
    const htmls: string[] = [];
    const visit = (node: Node) => {
      if (node instanceof Element && node.matches(skipped)) {
        htmls.push(node === reply ? "<!-- #reply -->" : "<!-- editor UI -->");
        return;
      }
      if (reply && node.contains(reply)) {
        if (node instanceof Element) htmls.push(`<${node.localName}${attributes(node)}>`);
        for (const child of node.childNodes) visit(child);
        if (node instanceof Element) htmls.push(`</${node.localName}>`);
        return;
      }
      if (node instanceof HTMLElement) {
        // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, not hidden text
        texts.push(node.innerText);
        htmls.push(node.outerHTML);
      } else if (node instanceof Element) {
        texts.push(node.textContent ?? "");
        htmls.push(node.outerHTML);
      } else if (node instanceof Text) {
        texts.push(node.data.trim());
        htmls.push(node.data);
      } else if (node instanceof Comment) {
        htmls.push(`<!--${node.data}-->`);
      }
    };
    const attributes = (element: Element) =>
      [...element.attributes].map((attribute) => ` ${attribute.name}="${attribute.value}"`).join("");
    visit(document.body);
    return { text: texts.filter(Boolean).join("\n"), html: htmls.join("") };
  }, EDITOR_UI_OUTSIDE_REPLY);
}
