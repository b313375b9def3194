/**
 * Where text that the markup puts in one run is laid out apart. Inline tags usually flow as one
 * line of text ("cust_ab<b>cd</b>" is one id), but a stylesheet can lay them out as boxes: the
 * children of a flex or grid container, an absolutely positioned label, hidden assistive text.
 * Salesforce's console tab reads "<span>Voucher</span><span>SUMMER24-7GW3MC</span>" inside a flex
 * box; joined, the code has a letter right before it and is not a token.
 *
 * Asking the browser for an element's computed display costs far more than reading the markup, so
 * it is asked only where it can change what is found: between two text nodes of different parents
 * with no white space on either side. Everywhere else the run's text reads the same either way.
 */

/** Display values whose text flows with the text around it. "" is what a DOM without CSS gives. */
const FLOWS = new Set(["inline", "contents", ""]);

/** Whether an element's text flows with its neighbours', asked once per element per reading. */
export type FlowCheck = (element: Element) => boolean;

/**
 * A check that asks each element's computed style once. Make one per reading: the page may change
 * its styles while a reading pauses.
 */
export function flowCheck(): FlowCheck {
  const known = new Map<Element, boolean>();
  return (element) => {
    let flows = known.get(element);
    if (flows === undefined) {
      const view = element.ownerDocument.defaultView;
      // An element of a document without a window (a template's, an inert one) is never laid out.
      flows = view ? FLOWS.has(view.getComputedStyle(element).display) : true;
      known.set(element, flows);
    }
    return flows;
  };
}

const isSpace = (code: number) =>
  code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029;

/**
 * The indices in `nodes[from..to]` (inclusive) at which a new run starts because the node before
 * it is laid out apart from it; empty for the common run that flows as one line.
 */
export function layoutBreaks(nodes: readonly Text[], from: number, to: number, flows: FlowCheck): number[] {
  const breaks: number[] = [];
  // The last node before `i` with any text: an empty node sits between two others without a side.
  let before = -1;
  for (let i = from; i <= to; i++) {
    const node = nodes[i]!;
    if (node.length === 0) continue;
    if (before >= 0) {
      const previous = nodes[before]!;
      if (
        previous.parentNode !== node.parentNode &&
        !isSpace(previous.data.charCodeAt(previous.length - 1)) &&
        !isSpace(node.data.charCodeAt(0)) &&
        laidOutApart(previous, node, flows)
      )
        breaks.push(i);
    }
    before = i;
  }
  return breaks;
}

/**
 * Whether two text nodes of one run, `first` before `second`, are laid out apart: some element
 * holding one of them and not the other does not flow inline (blockified flex and grid children,
 * absolutely positioned or hidden elements).
 */
function laidOutApart(first: Text, second: Text, flows: FlowCheck): boolean {
  const firstAncestors: Node[] = [];
  for (let node = first.parentNode; node; node = node.parentNode) firstAncestors.push(node);
  let common: Node | null = second.parentNode;
  while (common && !firstAncestors.includes(common)) {
    if (common.nodeType === 1 && !flows(common as Element)) return true;
    common = common.parentNode;
  }
  for (const node of firstAncestors) {
    if (node === common) break;
    if (node.nodeType === 1 && !flows(node as Element)) return true;
  }
  return false;
}

/** Splits `nodes[from..to]` into the runs the layout makes of it, as [first, last] index pairs. */
export function layoutRuns(
  nodes: readonly Text[],
  from: number,
  to: number,
  flows: FlowCheck,
): [first: number, last: number][] {
  const runs: [number, number][] = [];
  let start = from;
  for (const at of layoutBreaks(nodes, from, to, flows)) {
    runs.push([start, at - 1]);
    start = at;
  }
  runs.push([start, to]);
  return runs;
}
