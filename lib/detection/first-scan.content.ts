import { flowCheck, layoutRuns } from "./layout-breaks.content";
import { type Detector, findTokens, type TokenKind } from "./patterns";
import {
  blockOf,
  type Found,
  INLINE_TAGS,
  isSkippedElement,
  OWN_UI_ATTRIBUTE,
  readRuns,
  textNodesUnder,
} from "./scanner.content";

/**
 * Text nodes read into one region. A region is read, searched and marked in one go, so the page
 * cannot change under it: about a millisecond of work on a busy ticket.
 */
const REGION_NODES = 1024;

/** Elements inside which a block is not one plain run of text: anything but inline markup. */
const NOT_PLAIN_TEXT = [
  `:not(${[...INLINE_TAGS].join(",")})`,
  '[contenteditable]:not([contenteditable="false" i])',
  `[${OWN_UI_ATTRIBUTE}]`,
].join(",");

export interface FirstScanControl {
  /** Whether the current slice of main-thread time is used up. */
  sliceOver(): boolean;
  /** Lets the page run; resolves when the scan may go on. */
  pause(): Promise<void>;
  stopped(): boolean;
  /** Tokens found in a region, in document order. */
  onFound(found: Found[]): void;
}

/**
 * What became of a first scan: read to the end, stopped by the caller, or lost its place because
 * the page removed the text it had paused at (the caller then reads the page the slow way).
 */
export type FirstScanOutcome = "done" | "stopped" | "lost";

/**
 * Reads a whole page for tokens, for a detector with `candidates`, doing per text node only what
 * is cheap. In a content script's world every node handed to JavaScript is a wrapper looked up in
 * a table, and its text a string copied out of the page: on a 5 MB ticket, asking each node for
 * its text cost as much as a plain TreeWalker pass with the regular expression, asking for its
 * length half that, and the page's text as one string with the search over it a quarter
 * (`npm run bench`). So, region by region: the lengths of its text nodes, its text as one string
 * (Range.toString), the candidate search over that string, and then only the blocks that hold a
 * candidate are looked at.
 *
 * Exact: a token lies in one run of text under one block (skipped content and blocks end runs),
 * a stretch of the region's string, and a pattern that does not look around matches that stretch
 * wherever it matches in the run, so some candidate overlaps every token. A run cut by the end of
 * a region has its block read node by node.
 */
export async function firstScan(
  root: Element,
  detector: Detector & { candidates: RegExp },
  control: FirstScanControl,
  regionNodes = REGION_NODES,
): Promise<FirstScanOutcome> {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, 0x4 | 0x8 /* SHOW_TEXT | SHOW_CDATA_SECTION */);
  const range = doc.createRange();
  const region = new Region(detector);
  // The blocks looked at so far: a block holding several candidates, or cut by a region's end, is read once.
  const seen = new Set<Node>();
  const skipped = skippedAncestry(root);
  let next = walker.nextNode() as Text | null;
  try {
    while (next) {
      if (control.stopped()) return "stopped";
      region.clear();
      for (let node: Text | null = next; node; ) {
        region.add(node);
        node = region.nodes.length < regionNodes ? (walker.nextNode() as Text | null) : null;
      }
      const nodes = region.nodes;
      const last = nodes[nodes.length - 1]!;
      next = nodes.length < regionNodes ? null : (walker.nextNode() as Text | null);
      range.setStart(nodes[0]!, 0);
      range.setEnd(last, last.length);
      const str = range.toString();
      region.search(str);

      // A run that goes on past the region is read with the whole of its block, once.
      const cut = next && blockOf(last) === blockOf(next) ? blockOf(last) : null;
      const found: Found[] = [];
      let outOfOrder = false;
      region.crossed = false;
      for (const { block, at, candidate } of region.blocksWithCandidates(seen)) {
        if (skipped(block)) continue;
        if (block !== cut && region.readPlainBlock(block, at, candidate, found)) continue;
        outOfOrder = readBlock(block, detector, found) || outOfOrder;
      }
      if (cut && !seen.has(cut)) {
        seen.add(cut);
        if (!skipped(cut)) outOfOrder = readBlock(cut, detector, found) || outOfOrder;
      }
      if (outOfOrder || region.crossed) found.sort(byDocumentOrder);
      if (found.length) control.onFound(found);

      if (next && control.sliceOver()) {
        await control.pause();
        if (control.stopped()) return "stopped";
        // The page ran meanwhile: go on from the last node read, if it is still there.
        if (!root.contains(last)) return "lost";
        walker.currentNode = last;
        next = walker.nextNode() as Text | null;
      }
    }
    return "done";
  } finally {
    // A live Range is kept up to date by the browser at every change of the page while it exists.
    range.collapse(true);
  }
}

/** Letters, digits and "_": the detector's tokens never have one right before or after them. */
const isWordCharacter = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/** A stretch of the page's text nodes, its text as one string, and the candidates in it. */
class Region {
  nodes: Text[] = [];
  /** Where each node's text ends in `text`. */
  ends: number[] = [];
  text = "";
  /** The candidates, in order: where each starts and ends in `text`, and its kind. */
  starts: number[] = [];
  stops: number[] = [];
  kinds: TokenKind[] = [];
  /** Set when a candidate of a plain block reached past it (see readPlainBlock). */
  crossed = false;
  /** Asks the layout, once per element, for the region's blocks (the page may change between regions). */
  flows = flowCheck();

  // Declared only, like the highlighter's marks: no field list for the content script to carry.
  declare private readonly detector: Detector & { candidates: RegExp };
  constructor(detector: Detector & { candidates: RegExp }) {
    this.detector = detector;
  }

  clear() {
    this.nodes.length = 0;
    this.ends.length = 0;
    this.starts.length = 0;
    this.stops.length = 0;
    this.kinds.length = 0;
    this.flows = flowCheck();
  }

  add(node: Text) {
    this.ends.push((this.ends[this.ends.length - 1] ?? 0) + node.length);
    this.nodes.push(node);
  }

  search(text: string) {
    this.text = text;
    const { candidates, kinds } = this.detector;
    candidates.lastIndex = 0;
    for (let m = candidates.exec(text); m; m = candidates.exec(text)) {
      if (m[0] === "") {
        candidates.lastIndex++;
        continue;
      }
      this.starts.push(m.index);
      this.stops.push(m.index + m[0].length);
      // The first group that took part is the alternative that matched (a loop: no closure per match).
      let group = 1;
      while (group < m.length && m[group] === undefined) group++;
      this.kinds.push(kinds[group - 1] ?? "code");
    }
  }

  /** Where node `i`'s text starts in `text`. */
  startOf(i: number): number {
    return i ? this.ends[i - 1]! : 0;
  }

  /**
   * The blocks of the nodes that overlap a candidate, each once (and not in `seen`), with one such
   * node and the first candidate in it.
   */
  blocksWithCandidates(seen: Set<Node>): { block: Node; at: number; candidate: number }[] {
    const { nodes, ends, starts, stops } = this;
    const blocks: { block: Node; at: number; candidate: number }[] = [];
    // Text nodes come in bunches with one parent: its block is looked up once per bunch.
    let lastParent: Node | null = null;
    let lastBlock: Node | null = null;
    const add = (at: number, candidate: number) => {
      const parent = nodes[at]!.parentNode;
      if (parent !== lastParent) {
        lastParent = parent;
        lastBlock = parent && blockOf(nodes[at]!);
      }
      if (lastBlock && !seen.has(lastBlock)) {
        seen.add(lastBlock);
        blocks.push({ block: lastBlock, at, candidate });
      }
    };
    let at = 0;
    for (let c = 0; c < starts.length; c++) {
      while (ends[at]! <= starts[c]!) at++;
      add(at, c);
      for (let i = at; i + 1 < nodes.length && ends[i]! < stops[c]!; i++) add(i + 1, c);
    }
    return blocks;
  }

  /**
   * Reads a block around node `at` if it holds inline markup only: its text is then one run, a
   * stretch of `text`. Its candidates are its tokens when none reaches past the stretch and each
   * has no letter, digit or "_" right before or after it (the detector's boundaries); otherwise
   * the stretch is searched with the detector. Returns false, having read nothing, for any other
   * block.
   */
  readPlainBlock(block: Node, at: number, candidate: number, found: Found[]): boolean {
    if (block.nodeType !== 1 || (block as Element).querySelector(NOT_PLAIN_TEXT)) return false;
    const { nodes, ends, starts, stops, text } = this;
    let first = at;
    let last = at;
    while (first > 0 && block.contains(nodes[first - 1]!)) first--;
    while (last + 1 < nodes.length && block.contains(nodes[last + 1]!)) last++;
    const from = this.startOf(first);
    const to = ends[last]!;
    let end = candidate;
    let exact = true;
    for (; end < starts.length && starts[end]! < to; end++) {
      const start = starts[end]!;
      const stop = stops[end]!;
      // A candidate running into the next block (ids have ranges of lengths, and blocks lose their
      // boundary in the region's string) may take that block's first token with it, which is then
      // found when that block is read: in another order.
      if (stop > to) this.crossed = true;
      if (
        start < from ||
        stop > to ||
        (start > from && isWordCharacter(text.charCodeAt(start - 1))) ||
        (stop < to && isWordCharacter(text.charCodeAt(stop)))
      )
        exact = false;
    }
    let i = first;
    const push = (kind: TokenKind, tokenText: string, start: number, stop: number) => {
      // The node holding the token's first character, then the one holding its last.
      while (ends[i]! <= start) i++;
      let j = i;
      while (ends[j]! < stop) j++;
      found.push({
        kind,
        text: tokenText,
        startNode: nodes[i]!,
        startOffset: start - this.startOf(i),
        endNode: nodes[j]!,
        endOffset: stop - this.startOf(j),
      });
    };
    // Parts of the block a stylesheet lays out apart are searched apart.
    // The region's ends are offsets in `text`, as layoutRuns reads them: nothing is copied. A block
    // reached here holds a candidate.
    const lines = first < last ? layoutRuns(nodes, ends, text, this.flows, first, last) : [];
    if (lines.length > 1) {
      for (const [a, b] of lines) {
        const lineStart = this.startOf(a);
        for (const m of findTokens(text.slice(lineStart, ends[b]), this.detector))
          push(m.kind, m.text, lineStart + m.start, lineStart + m.end);
      }
    } else if (exact) {
      for (let c = candidate; c < end; c++) {
        // A copy: a slice would keep the region's whole text alive as long as the mark.
        push(this.kinds[c]!, `${text.slice(starts[c], stops[c])} `.slice(0, -1), starts[c]!, stops[c]!);
      }
    } else {
      for (const m of findTokens(text.slice(from, to), this.detector))
        push(m.kind, m.text, from + m.start, from + m.end);
    }
    return true;
  }
}

/**
 * Whether an element is or sits inside something never read (code, an editor, our own UI), each
 * ancestor asked once for the whole scan: the blocks of one message share theirs.
 */
function skippedAncestry(root: Element): (node: Node) => boolean {
  const known = new Map<Node, boolean>();
  const skipped = (node: Node): boolean => {
    if (node.nodeType !== 1) return false;
    let answer = known.get(node);
    if (answer === undefined) {
      const parent = node === root ? null : node.parentNode;
      answer = isSkippedElement(node as Element) || (parent !== null && skipped(parent));
      known.set(node, answer);
    }
    return answer;
  };
  return skipped;
}

/**
 * Reads a block node by node, its own runs only (blocks inside it are read on their own). Returns
 * whether what it found may be out of document order with the rest: it found tokens, and it holds
 * blocks, read before or after it.
 */
function readBlock(block: Node, detector: Detector, found: Found[]): boolean {
  const before = found.length;
  const runs = readRuns(detector, found);
  for (const node of textNodesUnder(block, undefined, true)) runs.read(node);
  runs.end();
  return found.length > before && (block as Element).querySelector?.(NOT_PLAIN_TEXT) != null;
}

function byDocumentOrder(a: Found, b: Found): number {
  if (a.startNode === b.startNode) return a.startOffset - b.startOffset;
  return a.startNode.compareDocumentPosition(b.startNode) & 4 /* FOLLOWING */ ? -1 : 1;
}
