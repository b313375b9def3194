import type { TokenKind } from "./patterns";
import type { Found } from "./scanner.content";

export const HIGHLIGHT_PREFIX = "voucher-lens-";

/**
 * Up to this many marks, all are painted. Beyond it only the marks near the viewport are: after
 * any change to the page's DOM, Chromium rebuilds a marker for every range of every registered
 * highlight before it paints (HighlightRegistry::ValidateHighlightMarkers), about 9 µs a range
 * here. With the 12,000 ids of a 5 MB ticket that was +100 ms on every frame in which the helpdesk
 * touched its DOM (`npm run bench`); with the marks near the viewport it is about a millisecond.
 */
export const PAINT_ALL_UP_TO = 100;
/** Painted marks beyond which new ones (painted at once when they arrive) call for a refresh. */
const PAINTED_AT_MOST = 256;
/** Marks whose place on screen is judged together, from the first mark of the group and of the next. */
const GROUP = 32;
/** Sequences of marks kept apart; beyond this many, the shorter are sorted into the longest. */
const SEQUENCES_AT_MOST = 64;

/** What is marked now: every range, by the text nodes it touches, so a change drops exactly its own. */
export interface Marks {
  byNode: Map<Text, Marked[]>;
  highlights: Map<TokenKind, Highlight>;
  /**
   * Every mark, in sequences each in document order: the first scan's, then one per change (joined
   * to the one before when it follows it, as a message appended at the end does).
   */
  sequences: Marked[][];
  live: number;
  painted: number;
  /** Removed marks still in `sequences`, dropped at the next refresh. */
  removed: number;
}

export interface Marked {
  found: Found;
  /** Made when the mark is painted and dropped when it is not: 12,000 of them held 1.5 MB. */
  range?: AbstractRange;
  removed: boolean;
  /** Counted: text the agent sees (visibility.content.ts), as the last check found it. */
  shown: boolean;
}

/** A mark is the token found, with its painting: one object per mark, not two. */
class Mark implements Found, Marked {
  // Declared only: the constructor makes them, so the content script carries no field list of them.
  declare kind: TokenKind;
  declare text: string;
  declare startNode: Text;
  declare startOffset: number;
  declare endNode: Text;
  declare endOffset: number;
  range?: AbstractRange = undefined;
  removed = false;
  shown = false;
  constructor(f: Found) {
    this.kind = f.kind;
    this.text = f.text;
    this.startNode = f.startNode;
    this.startOffset = f.startOffset;
    this.endNode = f.endNode;
    this.endOffset = f.endOffset;
  }
  get found(): Found {
    return this;
  }
}

/**
 * Marks tokens with the CSS Custom Highlight API: no element of the page is wrapped or changed.
 * StaticRange, not Range: live Ranges are updated by the browser on every DOM change of the host
 * page while they exist; ours are replaced when the text under them changes instead.
 */
export function createMarks(): Marks {
  return { byNode: new Map(), highlights: new Map(), sequences: [], live: 0, painted: 0, removed: 0 };
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

function paint(marks: Marks, marked: Marked, on: boolean): void {
  if (!marked.range === !on || (on && marked.removed)) return;
  if (on) {
    const f = marked.found;
    marked.range = new StaticRange({
      startContainer: f.startNode,
      startOffset: f.startOffset,
      endContainer: f.endNode,
      endOffset: f.endOffset,
    });
    highlightFor(marks, f.kind).add(marked.range);
    marks.painted++;
  } else {
    marks.highlights.get(marked.found.kind)?.delete(marked.range!);
    marked.range = undefined;
    marks.painted--;
  }
}

/**
 * Records found tokens, in document order: as a sequence of their own, or at the end of `into`, a
 * sequence the caller fills and hands over with `addSequence` (the first scan, slice after slice).
 * They are painted later, by `paintNearViewport` or `paintAdded`.
 */
export function mark(marks: Marks, found: Found[], into?: Marked[]): Marked[] | undefined {
  if (!found.length) return undefined;
  let sequence = into;
  if (!sequence) {
    sequence = [];
    marks.sequences.push(sequence);
  }
  for (const f of found) {
    const marked = new Mark(f);
    sequence.push(marked);
    marks.live++;
    addTo(marks.byNode, f.startNode, marked);
    if (f.endNode !== f.startNode) addTo(marks.byNode, f.endNode, marked);
  }
  return sequence;
}

export function addSequence(marks: Marks, sequence: Marked[]): void {
  if (sequence.length) marks.sequences.push(sequence);
}

function addTo(byNode: Map<Text, Marked[]>, node: Text, marked: Marked) {
  const list = byNode.get(node);
  if (list) list.push(marked);
  else byNode.set(node, [marked]);
}

/** Drops every mark touching these nodes (removed or changed text). */
export function unmark(marks: Marks, nodes: Iterable<Text>): void {
  unmarkExcept(marks, nodes, NONE);
}

const NONE: ReadonlySet<Marked> = new Set();

/** Drops the marks touching these nodes, but those in `keep`. */
export function unmarkExcept(marks: Marks, nodes: Iterable<Text>, keep: ReadonlySet<Marked>): void {
  for (const node of nodes) {
    const list = marks.byNode.get(node);
    if (!list) continue;
    const left = keep.size ? list.filter((m) => keep.has(m)) : [];
    for (const marked of list) {
      if (marked.removed || keep.has(marked)) continue;
      marked.removed = true;
      marks.live--;
      marks.removed++;
      paint(marks, marked, false);
      const other = marked.found.startNode === node ? marked.found.endNode : marked.found.startNode;
      if (other === node) continue;
      const rest = marks.byNode.get(other)?.filter((m) => m !== marked);
      if (rest?.length) marks.byNode.set(other, rest);
      else marks.byNode.delete(other);
    }
    if (left.length) marks.byNode.set(node, left);
    else marks.byNode.delete(node);
  }
}

/** Whether the page's marks are painted by where they are on screen (there are many). */
export function paintsByViewport(marks: Marks): boolean {
  return marks.live > PAINT_ALL_UP_TO;
}

/**
 * Whether a change calls for painting by the viewport again: too many marks painted (new ones are
 * painted at once), or marks left unpainted on a page that now has few.
 */
export function needsRefreshAfterChange(marks: Marks): boolean {
  return marks.painted > PAINTED_AT_MOST || (marks.live <= PAINT_ALL_UP_TO && marks.painted < marks.live);
}

/** Tidies the marks when changes left enough to tidy; cheap, no layout read. */
export function tidyAfterChange(marks: Marks): void {
  if (marks.removed > PAINTED_AT_MOST || marks.sequences.length > SEQUENCES_AT_MOST) tidy(marks);
}

/**
 * Paints the marks within a viewport's height above and below the viewport and unpaints the rest
 * (all of them on a page with few). Reads one element position per group of marks: call it when
 * layout is up to date, or it forces a layout.
 */
export function paintNearViewport(marks: Marks, viewportHeight: number): void {
  tidy(marks);
  paintSequences(marks, marks.sequences, viewportHeight);
}

/**
 * Paints the marks a change added, if they are near the viewport (all of them on a page with few);
 * the positions read are those of the changed part only.
 */
export function paintAdded(marks: Marks, sequence: Marked[], viewportHeight: number): void {
  paintSequences(marks, [sequence], viewportHeight);
}

function paintSequences(marks: Marks, sequences: Marked[][], viewportHeight: number): void {
  if (marks.live <= PAINT_ALL_UP_TO) {
    for (const sequence of sequences) for (const marked of sequence) paint(marks, marked, true);
    return;
  }
  const top = -viewportHeight;
  const bottom = 2 * viewportHeight;
  const meets = (a: number, b: number) => {
    // Unknown positions (content not rendered) count for nothing.
    if (Number.isNaN(a)) return !Number.isNaN(b) && b < bottom && b > top;
    if (Number.isNaN(b)) return a < bottom && a > top;
    return Math.min(a, b) < bottom && Math.max(a, b) > top;
  };
  for (const sequence of sequences) {
    let groupTop = positionOf(sequence[0]!, "top");
    for (let first = 0; first < sequence.length; first += GROUP) {
      const next = first + GROUP;
      const nextTop =
        next < sequence.length ? positionOf(sequence[next]!, "top") : positionOf(sequence.at(-1)!, "bottom");
      // The group lies between its first mark and the next group's: painted if that stretch meets the window.
      const near = meets(groupTop, nextTop);
      for (let i = first; i < next && i < sequence.length; i++) paint(marks, sequence[i]!, near);
      groupTop = nextTop;
    }
  }
}

/** Drops removed marks, joins sequences that follow one another, and sorts short ones in when there are many. */
function tidy(marks: Marks): void {
  let sequences = marks.sequences;
  if (marks.removed) {
    sequences = sequences.map((s) => s.filter((m) => !m.removed)).filter((s) => s.length);
    marks.removed = 0;
  }
  const joined: Marked[][] = [];
  for (const sequence of sequences) {
    const last = joined.at(-1);
    if (last && precedes(last.at(-1)!, sequence[0]!)) for (const marked of sequence) last.push(marked);
    else joined.push(sequence);
  }
  if (joined.length > SEQUENCES_AT_MOST) {
    // Few, against many in order: each finds its place in the longest sequence by bisection.
    joined.sort((a, b) => b.length - a.length);
    const [longest, ...rest] = joined;
    marks.sequences = [insertInOrder(longest!, rest.flat())];
  } else marks.sequences = joined;
}

function insertInOrder(ordered: Marked[], more: Marked[]): Marked[] {
  const placed = more.map((marked) => {
    let low = 0;
    let high = ordered.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (precedes(ordered[middle]!, marked)) low = middle + 1;
      else high = middle;
    }
    return { at: low, marked };
  });
  placed.sort((a, b) => a.at - b.at || (precedes(a.marked, b.marked) ? -1 : 1));
  const merged: Marked[] = [];
  let next = 0;
  for (const { at, marked } of placed) {
    while (next < at) merged.push(ordered[next++]!);
    merged.push(marked);
  }
  while (next < ordered.length) merged.push(ordered[next++]!);
  return merged;
}

/** Where a mark's element is on screen, or NaN when it is not rendered (display: none, detached). */
function positionOf(marked: Marked, edge: "top" | "bottom"): number {
  const node = marked.found.startNode;
  const element = node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host;
  if (!element) return Number.NaN;
  const rect = element.getBoundingClientRect();
  return rect.width || rect.height ? rect[edge] : Number.NaN;
}

function precedes(a: Marked, b: Marked): boolean {
  const x = a.found.startNode;
  const y = b.found.startNode;
  if (x === y) return a.found.startOffset < b.found.startOffset;
  return (x.compareDocumentPosition(y) & 4) /* FOLLOWING */ !== 0;
}

/** The mark under a point of a text node, for click-to-lookup. */
export function markAt(marks: Marks, node: Node, offset: number): Marked | undefined {
  const list = node.nodeType === 3 ? marks.byNode.get(node as Text) : undefined;
  if (!list) return undefined;
  for (const marked of list) {
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
  marks.sequences = [];
  marks.live = 0;
  marks.painted = 0;
  marks.removed = 0;
}
