/// <reference types="chrome" />
import type {} from "../server/editors/api";

// What the tests read inside a page, a frame, the worker or an extension page, in either browser. Each
// read* function runs there, passed to the driver's `evaluate`: it must use nothing from this module.
// The functions below them run it through a Playwright or a puppeteer target alike.

/** Texts marked in a document, by highlight name, as the page sees them in CSS.highlights. */
export type Marks = Record<string, string[]>;

export function readMarkedTexts(): Marks {
  const out: Marks = {};
  for (const [name, highlight] of CSS.highlights) {
    out[name] = [...highlight]
      .map((r) => {
        const range = document.createRange();
        range.setStart(r.startContainer, r.startOffset);
        range.setEnd(r.endContainer, r.endOffset);
        return range.toString();
      })
      .sort();
  }
  return out;
}

/**
 * What the worker keeps of one tab (lib/ticket/detected-tokens.ts): the ids each of its frames
 * reported, as "kind text" by frame id, the ticket its top frame reported, and the frame of the reply
 * box the agent used (-1: none).
 */
export interface DetectedTab {
  frames: Record<string, string[]>;
  ticket?: { key: string; label: string };
  box: number;
  /** The tab left its ticket: "leaving" while the next page loads, "elsewhere" on a page without Voucher Lens. */
  away?: string;
}

/** Every tab's record, by tab id. Read in the worker or in any of the extension's own pages. */
export async function readDetectedTabs(): Promise<Record<string, DetectedTab>> {
  // Firefox's pages have `browser`; Chrome's have `chrome`, with the same promise-based storage API.
  const api = (globalThis as { browser?: typeof chrome }).browser ?? chrome;
  // One record per tab, under detected:<tabId>.
  return Object.fromEntries(
    Object.entries(await api.storage.session.get(null)).flatMap(([key, value]) => {
      if (!key.startsWith("detected:")) return [];
      const record = value as {
        frames?: Record<string, { tokens: { kind: string; text: string }[] }>;
        ticket?: { key: string; label: string };
        box?: { frame: number };
        away?: string;
      };
      const frames = Object.fromEntries(
        Object.entries(record.frames ?? {}).map(([frame, { tokens }]) => [
          frame,
          tokens.map((token) => `${token.kind} ${token.text}`),
        ]),
      );
      return [
        [
          key.slice("detected:".length),
          {
            frames,
            ticket: record.ticket,
            box: record.box?.frame ?? -1,
            ...(record.away ? { away: record.away } : {}),
          },
        ],
      ];
    }),
  );
}

/** The editor page's document model as plain text, "\n" between paragraphs (tests/server/editors/api.ts). */
export const readEditorText = (): string => window.__editor!.text();

/** How many times the editor page's Send button was clicked. */
export const readSentCount = (): number => window.__sent ?? 0;

/** The synthetic input events the editor page's editor has been sent, in order. */
export const readEditorInputs = (): string[] => [...(window.__inputs ?? [])];

/**
 * The editor page outside the editor: the rendered text and the HTML of everything in <body> but
 * #reply and what it holds (and the editor's own UI, `editorUi`), to check that nothing outside the
 * editor changed. Read without touching the page (nothing is cloned or attached), so the page's own
 * observers see nothing.
 */
export function readOutsideSnapshot(editorUi: readonly string[]): { text: string; html: string } {
  const reply = document.getElementById("reply");
  const skipped = ["#reply", ...editorUi].join(", ");
  const texts: string[] = [];
  const htmls: string[] = [];
  const attributes = (element: Element) =>
    [...element.attributes].map((attribute) => ` ${attribute.name}="${attribute.value}"`).join("");
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
  visit(document.body);
  return { text: texts.filter(Boolean).join("\n"), html: htmls.join("") };
}

/** A page, frame or worker of either driver that runs `read` there and gives back what it returned. */
type Runs<Read extends (...args: never[]) => unknown> = {
  evaluate(read: Read): Promise<Awaited<ReturnType<Read>>>;
};

/** Texts marked in a page or frame, by highlight name. */
export const markedTexts = (target: Runs<typeof readMarkedTexts>): Promise<Marks> =>
  target.evaluate(readMarkedTexts);

/** What the worker holds of each tab, read by the worker or one of the extension's pages. */
export const detectedTabs = (reader: Runs<typeof readDetectedTabs>): Promise<Record<string, DetectedTab>> =>
  reader.evaluate(readDetectedTabs);

export const editorText = (page: Runs<typeof readEditorText>): Promise<string> =>
  page.evaluate(readEditorText);

export const sentCount = (page: Runs<typeof readSentCount>): Promise<number> => page.evaluate(readSentCount);

export const editorInputs = (page: Runs<typeof readEditorInputs>): Promise<string[]> =>
  page.evaluate(readEditorInputs);

/** The editor page outside the editor and its own UI (EDITOR_UI_OUTSIDE_REPLY). */
export const outsideSnapshot = (
  page: {
    evaluate(
      read: typeof readOutsideSnapshot,
      editorUi: readonly string[],
    ): Promise<{ text: string; html: string }>;
  },
  editorUi: readonly string[],
): Promise<{ text: string; html: string }> => page.evaluate(readOutsideSnapshot, editorUi);
