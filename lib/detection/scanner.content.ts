import { flowCheck, layoutRuns } from "./layout-breaks.content";
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
  "script",
  "style",
  "noscript",
  "textarea",
  "input",
  "select",
  "option",
  "template",
  "svg",
  "canvas",
  "iframe",
]);
/** Inline elements do not break a token: text on both sides of them is read as one run. */
export const INLINE_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "code",
  "data",
  "em",
  "font",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
]);

/** Attribute that marks the extension's own UI, so it is never scanned. */
export const OWN_UI_ATTRIBUTE = "data-voucher-lens-ui";

/**
 * A line of an editor whose view is not editable (CodeMirror 5 draws each line as a <pre> taken out
 * of the accessibility tree; its input is a hidden textarea): the agent's draft, never ticket text.
 */
const isEditorLine = (element: Element, tag: string) =>
  tag === "pre" && element.getAttribute("role") === "presentation";

/** What the reading does with an element: skip it and its content, break the line, or enter it. */
enum Reading {
  Skip,
  LineBreak,
  Inline,
  Block,
}

/**
 * Classifies an element met while walking down from a root that is not skipped, reading its tag
 * once. An element without attributes is editable only inside an editor, which the walk never
 * enters: most elements cost one attribute call, not two.
 */
function classify(element: Element): Reading {
  const tag = element.localName;
  if (
    SKIP_TAGS.has(tag) ||
    (element.hasAttributes() &&
      (element.hasAttribute(OWN_UI_ATTRIBUTE) ||
        (element as HTMLElement).isContentEditable === true ||
        isEditorLine(element, tag)))
  )
    return Reading.Skip;
  if (tag === "br") return Reading.LineBreak;
  return INLINE_TAGS.has(tag) ? Reading.Inline : Reading.Block;
}

export function isInline(node: Node): boolean {
  return node.nodeType === 1 && INLINE_TAGS.has((node as Element).localName);
}

/** The nearest ancestor that is not inline: text under the same block may form one token. */
export function blockOf(node: Node): Node | null {
  let parent = node.parentNode;
  while (parent && isInline(parent)) parent = parent.parentNode;
  return parent;
}

// An editor's own contenteditable="false" parts are still the agent's draft: any host above counts.
const SKIPPED_SELECTOR = [
  ...SKIP_TAGS,
  `[${OWN_UI_ATTRIBUTE}]`,
  '[contenteditable]:not([contenteditable="false" i])',
  'pre[role="presentation"]',
].join(",");

/**
 * Whether a node sits inside something never scanned (an editor, code, our own UI). Two calls, not
 * two per ancestor: editability is inherited, and closest() climbs in the browser.
 */
export function isInsideSkipped(node: Node): boolean {
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  if (!element) return false;
  return (element as HTMLElement).isContentEditable === true || element.closest(SKIPPED_SELECTOR) !== null;
}

/**
 * Whether an element added to the page is certainly not ticket text, told from its tag and
 * attributes alone: whether it is inside an editor is asked later, once per batch.
 */
export function isSkippedTag(element: Element): boolean {
  return SKIP_TAGS.has(element.localName) || element.hasAttribute(OWN_UI_ATTRIBUTE);
}

/**
 * Whether an element is itself never read, told from its tag and attributes: code, our own UI, or
 * an editor (contenteditable set to anything but "false"; the inside of an editor is found by
 * asking its ancestors).
 */
export function isSkippedElement(element: Element): boolean {
  if (SKIP_TAGS.has(element.localName)) return true;
  if (!element.hasAttributes()) return false;
  if (element.hasAttribute(OWN_UI_ATTRIBUTE) || isEditorLine(element, element.localName)) return true;
  const editable = element.getAttribute("contenteditable");
  return editable !== null && editable.toLowerCase() !== "false";
}

/** A line break (<br>) between text nodes: text on either side of it never forms one token. */
export const LINE_BREAK = null;
export type TextSequence = (Text | typeof LINE_BREAK)[];

/** Reads a page's text one node at a time; it can pause between nodes. */
export interface TextReader {
  /** The next text node, LINE_BREAK where a <br> stands, or undefined at the end. */
  next(): Text | typeof LINE_BREAK | undefined;
  /** The block (nearest ancestor that is not inline) of the text node `next` returned last. */
  block: Node | null;
}

/**
 * Reads the text nodes under `root` that may hold ticket text, in document order, with LINE_BREAK
 * where a <br> stands, skipping editors, code and our own UI. Open shadow roots met on the way are
 * handed to `onShadowRoot`.
 *
 * It steps through the tree itself (first child, next sibling, back to the parent) and keeps the
 * blocks it is in on a stack, rather than giving a TreeWalker a filter or asking each node for its
 * parent: a filter is a call from the browser into JavaScript for every node, and in a content
 * script's world every node handed over is a wrapper looked up in a table. On a 5 MB ticket the
 * filter alone took 260–410 ms, the walk 20–35 ms (`npm run bench`).
 */
export function textReader(root: Node, onShadowRoot?: (shadow: ShadowRoot) => void): TextReader {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 0x1 | 0x4 /* SHOW_ELEMENT | SHOW_TEXT */);
  // The block of each level entered below the root; the last holds the text met now.
  const blocks: (Node | null)[] = [];
  let innerBlock: Node | null = isInline(root) ? blockOf(root) : root;
  // A root inside an editor (a document in design mode) holds only the agent's draft.
  let enter = root.nodeType !== 3 && !((root as HTMLElement).isContentEditable === true);
  let done = !enter;
  const reader: TextReader = {
    block: innerBlock,
    next() {
      while (!done) {
        let node: Node | null = null;
        if (enter) {
          enter = false;
          node = walker.firstChild();
          if (node) blocks.push(innerBlock);
        }
        while (!node) {
          node = walker.nextSibling();
          if (node) break;
          // Back up a level: done at the root, or if the page removed the node the walk was on.
          if (!blocks.length || !walker.parentNode()) {
            done = true;
            return undefined;
          }
          blocks.pop();
        }
        if (node.nodeType === 3) {
          reader.block = blocks[blocks.length - 1] ?? null;
          return node as Text;
        }
        const element = node as Element;
        const kind = classify(element);
        // Skipped content and line breaks end a run; skipped content is not entered.
        if (kind === Reading.Skip || kind === Reading.LineBreak) return LINE_BREAK;
        if (onShadowRoot && element.shadowRoot) onShadowRoot(element.shadowRoot);
        enter = true;
        if (kind === Reading.Inline) innerBlock = blocks[blocks.length - 1] ?? null;
        else {
          // A block ends the run before it, even an empty one: it starts a new line.
          innerBlock = element;
          return LINE_BREAK;
        }
      }
      return undefined;
    },
  };
  return reader;
}

/**
 * Text nodes under `root` that may hold ticket text, in document order, with LINE_BREAK wherever a
 * run ends (a <br>, a block, skipped content), skipping editors, code and our own UI. Open shadow
 * roots met on the way are handed to `onShadowRoot`. For the small parts of a page that change;
 * `textReader` reads whole pages. `ownRunsOnly`: the text of the root block itself, not of the
 * blocks inside it (each is read on its own).
 */
export function textNodesUnder(
  root: Node,
  onShadowRoot?: (shadow: ShadowRoot) => void,
  ownRunsOnly = false,
): TextSequence {
  if (root.nodeType === 3) return [root as Text];
  // Every text node counts, blank ones too: a space between two inline elements separates words.
  const nodes: TextSequence = [];
  if ((root as HTMLElement).isContentEditable === true) return nodes;
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 0x1 | 0x4 /* SHOW_ELEMENT | SHOW_TEXT */);
  let node = walker.nextNode();
  while (node) {
    if (node.nodeType === 3) nodes.push(node as Text);
    else {
      const element = node as Element;
      const kind = classify(element);
      if (kind === Reading.Skip) {
        nodes.push(LINE_BREAK);
        node = nextOutside(walker);
        continue;
      }
      if (kind === Reading.LineBreak) nodes.push(LINE_BREAK);
      else {
        if (onShadowRoot && element.shadowRoot) onShadowRoot(element.shadowRoot);
        if (kind === Reading.Block) {
          nodes.push(LINE_BREAK);
          if (ownRunsOnly) {
            node = nextOutside(walker);
            continue;
          }
        }
      }
    }
    node = walker.nextNode();
  }
  return nodes;
}

/** The first node after the walker's current node and all it contains, or null past the root. */
function nextOutside(walker: TreeWalker): Node | null {
  for (;;) {
    const sibling = walker.nextSibling();
    if (sibling) return sibling;
    if (!walker.parentNode()) return null;
  }
}

export function onlyText(nodes: TextSequence): Text[] {
  return nodes.filter((node): node is Text => node !== LINE_BREAK);
}

/**
 * Reads text nodes in document order as runs: nodes that share a block, with no line break
 * between them, are read as one text, so a code split by inline markup is still found, unless a
 * stylesheet lays parts of it out apart (see layout-breaks). Each run is scanned when it ends, and
 * what it holds is added to `found`.
 */
export interface RunReader {
  /** Whether `node` would start a new run: a place where the reading may pause. */
  startsRun(node: Text | typeof LINE_BREAK, block?: Node | null): boolean;
  /** Reads the next node; its block, when the caller knows it, saves looking it up. */
  read(node: Text | typeof LINE_BREAK, block?: Node | null): void;
  /** Scans the run read so far; call it before pausing and at the end. */
  end(): void;
}

export function readRuns(detector: Detector, found: Found[]): RunReader {
  let run: Text[] = [];
  let runBlock: Node | null = null;
  // Text nodes come in bunches with one parent: its block is looked up once per bunch.
  let lastParent: Node | null = null;
  let lastBlock: Node | null = null;
  const blockOfText = (node: Text): Node | null => {
    const parent = node.parentNode;
    if (parent !== lastParent) {
      lastParent = parent;
      lastBlock = parent && isInline(parent) ? blockOf(parent) : parent;
    }
    return lastBlock;
  };

  let flows = flowCheck();

  const push = (
    m: { kind: TokenKind; text: string },
    start: Text,
    startOffset: number,
    end: Text,
    endOffset: number,
  ) => found.push({ kind: m.kind, text: m.text, startNode: start, startOffset, endNode: end, endOffset });

  const flush = () => {
    if (run.length === 1) {
      const node = run[0]!;
      for (const m of findTokens(node.data, detector)) push(m, node, m.start, node, m.end);
    } else if (run.length > 1) {
      let text = "";
      const ends: number[] = [];
      for (const node of run) {
        text += node.data;
        ends.push(text.length);
      }
      const startOf = (i: number) => (i ? ends[i - 1]! : 0);
      // Each part the layout shows as one line of text is searched as one text. The layout is asked
      // only when the run holds a candidate somewhere: elsewhere no break can make a token.
      const candidates = detector.candidates;
      const lines = layoutRuns(run, ends, text, flows, 0, run.length - 1, () => {
        if (!candidates) return true;
        candidates.lastIndex = 0;
        return candidates.test(text);
      });
      for (const [first, last] of lines) {
        const from = startOf(first);
        // The node holding an offset: for an end, the last that starts strictly before it. Tokens
        // come in order and never overlap, so each is looked for from where the one before was
        // found: a line of many nodes is walked once, not once per token (a page's one paragraph
        // of thousands of ids took the square of their count).
        let at = first;
        const locate = (offset: number, end: boolean) => {
          while (at < last && (end ? ends[at]! < offset : ends[at]! <= offset)) at++;
          return at;
        };
        for (const m of findTokens(text.slice(from, ends[last]), detector)) {
          const start = locate(from + m.start, false);
          const end = locate(from + m.end, true);
          push(m, run[start]!, from + m.start - startOf(start), run[end]!, from + m.end - startOf(end));
        }
      }
    }
    run = [];
  };

  return {
    startsRun: (node, block) =>
      node === LINE_BREAK || (block === undefined ? blockOfText(node) : block) !== runBlock,
    read(node, known) {
      if (node === LINE_BREAK) {
        flush();
        runBlock = null;
        return;
      }
      const block = known === undefined ? blockOfText(node) : known;
      // Nodes come in document order: a change of block means a block boundary lies between them.
      if (block !== runBlock) {
        flush();
        runBlock = block;
      }
      run.push(node);
    },
    end() {
      flush();
      runBlock = null;
      // The page may change while the reading pauses: nothing cached survives it.
      lastParent = null;
      lastBlock = null;
      flows = flowCheck();
    },
  };
}

/**
 * Finds tokens in text nodes. Nodes that share a block are read as one run, so a code split by
 * inline markup is still found; the common single-node case takes the fast path.
 */
export function scanTextNodes(nodes: TextSequence, detector: Detector): Found[] {
  const found: Found[] = [];
  const reader = readRuns(detector, found);
  for (const node of nodes) reader.read(node);
  reader.end();
  return found;
}
