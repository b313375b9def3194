import { expose, labelReply, replyElement } from "./api";

/** A plain contenteditable element, no library: the browser's own editing and undo. */
const box = replyElement();
labelReply(box);

/** The DOM point at character `offset` of innerText: text nodes count their length, <br> one. */
function pointAt(offset: number): { node: Node; offset: number } {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      const length = node.data.length;
      if (offset <= seen + length) return { node, offset: offset - seen };
      seen += length;
      started = true;
    } else if (node instanceof HTMLBRElement) {
      seen += 1;
      started = true;
    } else if (node instanceof HTMLElement && /^(DIV|P)$/.test(node.tagName) && started) {
      // A line the browser made with Enter: innerText puts a line break before it.
      seen += 1;
    }
  }
  return { node: box, offset: box.childNodes.length };
}

expose({
  name: "contenteditable",
  // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, lines and all
  text: () => box.innerText,
  undo: () => {
    box.focus();
    document.execCommand("undo");
  },
  setText: (text) => {
    // biome-ignore lint/performance/useDomNodeTextContent: innerText turns each "\n" into a <br>
    box.innerText = text;
  },
  selectRange: (from, to) => {
    box.focus();
    const start = pointAt(from);
    const end = pointAt(to);
    const range = document.createRange();
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  },
});
