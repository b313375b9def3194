import { locate } from "./api";

/**
 * A rich editor's body read as lines, and a selection set in it, for the editors whose model is
 * their HTML (TinyMCE, CKEditor 4, Summernote): each block one line, a <br> inside one a line too.
 */
export function linesOf(body: HTMLElement): string[] {
  if (!body.textContent) return [];
  return [...body.children].flatMap((block) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, <br> as a line break
    (block as HTMLElement).innerText.replace(/\n$/, "").split("\n"),
  );
}

/** The text node and offset at character `offset` of block `index` of `body`. */
function pointAt(body: HTMLElement, index: number, offset: number): { node: Node; offset: number } {
  const block = body.children[index]!;
  const walker = body.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).data.length;
    if (offset <= seen + length) return { node, offset: offset - seen };
    seen += length;
  }
  return { node: block, offset: block.childNodes.length };
}

/** A DOM range over characters [from, to) of `linesOf(body)`. */
export function rangeIn(body: HTMLElement, from: number, to: number): Range {
  const lengths = linesOf(body).map((line) => line.length);
  const start = locate(lengths, from);
  const end = locate(lengths, to);
  const a = pointAt(body, start.index, start.offset);
  const b = pointAt(body, end.index, end.offset);
  const range = body.ownerDocument.createRange();
  range.setStart(a.node, a.offset);
  range.setEnd(b.node, b.offset);
  return range;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Lines as paragraphs, an empty one holding a <br>. */
export const paragraphsHtml = (text: string) =>
  text
    .split("\n")
    .map((line) => `<p>${escapeHtml(line) || "<br>"}</p>`)
    .join("");

/** The lines of an editor's HTML (its getData()), read without rendering it: a <br> breaks a line. */
export function htmlLines(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const br of doc.querySelectorAll("br")) br.replaceWith("\n");
  if (!doc.body.textContent?.trim()) return [];
  return [...doc.body.children].flatMap((block) =>
    (block.textContent ?? "")
      .replace(/\u00a0/g, " ")
      .replace(/\n$/, "")
      .split("\n"),
  );
}
