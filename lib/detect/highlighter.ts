import type { TokenKind } from "./patterns";
import type { Found } from "./scanner";

export const HIGHLIGHT_PREFIX = "voucher-lens-";

/** What is marked now: every range, by the text nodes it touches, so a change drops exactly its own. */
export interface Marks {
  byNode: Map<Text, Set<Marked>>;
  highlights: Map<TokenKind, Highlight>;
}

export interface Marked {
  found: Found;
  range: AbstractRange;
}

/**
 * Marks tokens with the CSS Custom Highlight API: no element of the page is wrapped or changed.
 * StaticRange, not Range: live Ranges are updated by the browser on every DOM change of the host
 * page while they exist; ours are replaced when the text under them changes instead.
 */
export function createMarks(): Marks {
  const highlights = new Map<TokenKind, Highlight>();
  return { byNode: new Map(), highlights };
}

function highlightFor(marks: Marks, kind: TokenKind): Highlight {
  let highlight = marks.highlights.get(kind);
  if (!highlight) {
    highlight = new Highlight();
    marks.highlights.set(kind, highlight);
    CSS.highlights.set(`${HIGHLIGHT_PREFIX}${kind}`, highlight);
  }
  return highlight;
}

export function mark(marks: Marks, found: Found[]): void {
  for (const f of found) {
    const range = new StaticRange({
      startContainer: f.startNode,
      startOffset: f.startOffset,
      endContainer: f.endNode,
      endOffset: f.endOffset,
    });
    const marked: Marked = { found: f, range };
    highlightFor(marks, f.kind).add(range);
    for (const node of f.startNode === f.endNode ? [f.startNode] : [f.startNode, f.endNode]) {
      let set = marks.byNode.get(node);
      if (!set) {
        set = new Set();
        marks.byNode.set(node, set);
      }
      set.add(marked);
    }
  }
}

/** Drops every mark touching these nodes (removed or changed text). */
export function unmark(marks: Marks, nodes: Iterable<Text>): void {
  for (const node of nodes) {
    const set = marks.byNode.get(node);
    if (!set) continue;
    for (const marked of set) {
      marks.highlights.get(marked.found.kind)?.delete(marked.range);
      for (const other of [marked.found.startNode, marked.found.endNode]) {
        if (other !== node) marks.byNode.get(other)?.delete(marked);
      }
    }
    marks.byNode.delete(node);
  }
}

/** The mark under a point of a text node, for click-to-lookup. */
export function markAt(marks: Marks, node: Node, offset: number): Marked | undefined {
  const set = node.nodeType === 3 ? marks.byNode.get(node as Text) : undefined;
  if (!set) return undefined;
  for (const marked of set) {
    const f = marked.found;
    const afterStart = node !== f.startNode || offset >= f.startOffset;
    const beforeEnd = node !== f.endNode || offset <= f.endOffset;
    if (afterStart && beforeEnd) return marked;
  }
  return undefined;
}

export function clearAll(marks: Marks): void {
  for (const [kind, highlight] of marks.highlights) {
    highlight.clear();
    CSS.highlights.delete(`${HIGHLIGHT_PREFIX}${kind}`);
  }
  marks.highlights.clear();
  marks.byNode.clear();
}
