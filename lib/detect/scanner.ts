import { type Detector, findTokens, type TokenKind } from "./patterns";

/** One detected token and where it sits: possibly across several text nodes ("cust_ab<b>cd</b>"). */
export interface Found {
  kind: TokenKind;
  text: string;
  startNode: Text;
  startOffset: number;
  endNode: Text;
  endOffset: number;
}

/** Elements whose text is never the ticket: code, styles, and anything the agent is typing in. */
const SKIP_TAGS = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEXTAREA",
  "INPUT",
  "SELECT",
  "OPTION",
  "TEMPLATE",
  "SVG",
  "CANVAS",
  "IFRAME",
]);
/** Inline elements do not break a token: text on both sides of them is read as one run. */
const INLINE_TAGS = new Set([
  "A",
  "ABBR",
  "B",
  "BDI",
  "BDO",
  "CODE",
  "DATA",
  "EM",
  "FONT",
  "I",
  "KBD",
  "MARK",
  "Q",
  "S",
  "SAMP",
  "SMALL",
  "SPAN",
  "STRONG",
  "SUB",
  "SUP",
  "TIME",
  "U",
  "VAR",
  "WBR",
]);

/** Attribute that marks the extension's own UI, so it is never scanned. */
export const OWN_UI_ATTRIBUTE = "data-voucher-lens-ui";

export function isSkipped(element: Element): boolean {
  return (
    SKIP_TAGS.has(element.tagName.toUpperCase()) ||
    element.hasAttribute(OWN_UI_ATTRIBUTE) ||
    // contenteditable="false" inside an editor is still the agent's draft; only "true"/"" start one.
    (element as HTMLElement).isContentEditable === true
  );
}

export function isInline(node: Node): boolean {
  return node.nodeType === 1 && INLINE_TAGS.has((node as Element).tagName.toUpperCase());
}

/** The nearest ancestor that is not inline: text under the same block may form one token. */
export function blockOf(node: Node): Node | null {
  let parent = node.parentNode;
  while (parent && isInline(parent)) parent = parent.parentNode;
  return parent;
}

/** Whether a node sits inside something never scanned (an editor, code, our own UI). */
export function isInsideSkipped(node: Node): boolean {
  let element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  for (; element; element = element.parentElement) if (isSkipped(element)) return true;
  return false;
}

/** A line break (<br>) between text nodes: text on either side of it never forms one token. */
export const LINE_BREAK = null;
export type TextSequence = (Text | typeof LINE_BREAK)[];

export function isLineBreak(element: Element): boolean {
  return element.tagName.toUpperCase() === "BR";
}

/**
 * Text nodes under `root` that may hold ticket text, in document order, with LINE_BREAK where a
 * <br> stands, skipping editors, code and our own UI. Open shadow roots met on the way are handed
 * to `onShadowRoot`.
 */
export function textNodesUnder(root: Node, onShadowRoot?: (shadow: ShadowRoot) => void): TextSequence {
  const doc = root.ownerDocument ?? (root as Document);
  if (root.nodeType === 3) return [root as Text];
  const nodes: TextSequence = [];
  const walker = doc.createTreeWalker(root, 0x1 | 0x4 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode(node) {
      if (node.nodeType === 3) return 1; // FILTER_ACCEPT
      const element = node as Element;
      if (isSkipped(element)) return 2; // FILTER_REJECT: skips the whole subtree
      if (isLineBreak(element)) return 1;
      if (element.shadowRoot && onShadowRoot) onShadowRoot(element.shadowRoot);
      return 3; // FILTER_SKIP: the element itself is not wanted, its children are
    },
  });
  // Every text node counts, blank ones too: a space between two inline elements separates words.
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push(node.nodeType === 3 ? (node as Text) : LINE_BREAK);
  }
  return nodes;
}

export function onlyText(nodes: TextSequence): Text[] {
  return nodes.filter((node): node is Text => node !== LINE_BREAK);
}

/**
 * Finds tokens in text nodes. Nodes that share a block are read as one run, so a code split by
 * inline markup is still found; the common single-node case takes the fast path.
 */
export function scanTextNodes(nodes: TextSequence, detector: Detector): Found[] {
  const found: Found[] = [];
  let run: Text[] = [];
  let runBlock: Node | null = null;

  const flush = () => {
    if (run.length === 1) {
      const node = run[0]!;
      for (const m of findTokens(node.data, detector)) {
        found.push({
          kind: m.kind,
          text: m.text,
          startNode: node,
          startOffset: m.start,
          endNode: node,
          endOffset: m.end,
        });
      }
    } else if (run.length > 1) {
      const starts: number[] = [];
      let text = "";
      for (const node of run) {
        starts.push(text.length);
        text += node.data;
      }
      const locate = (offset: number, end: boolean) => {
        // The last node that starts at or before the offset (for an end, strictly before).
        let i = starts.length - 1;
        while (i > 0 && (end ? starts[i]! >= offset : starts[i]! > offset)) i--;
        return { node: run[i]!, offset: offset - starts[i]! };
      };
      for (const m of findTokens(text, detector)) {
        const start = locate(m.start, false);
        const end = locate(m.end, true);
        found.push({
          kind: m.kind,
          text: m.text,
          startNode: start.node,
          startOffset: start.offset,
          endNode: end.node,
          endOffset: end.offset,
        });
      }
    }
    run = [];
  };

  for (const node of nodes) {
    if (node === LINE_BREAK) {
      flush();
      continue;
    }
    const block = blockOf(node);
    // Nodes come in document order: a change of block means a block boundary lies between them.
    if (block !== runBlock) {
      flush();
      runBlock = block;
    }
    run.push(node);
  }
  flush();
  return found;
}
