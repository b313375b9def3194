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

/** Whether an element's text flows with its neighbours', asked once per element per reading. */
export type FlowCheck = (element: Element) => boolean;

/**
 * A check that asks each element's computed style once. Make one per reading: the page may change
 * its styles while a reading pauses. "" is what a DOM without CSS gives, read as flowing.
 */
export function flowCheck(): FlowCheck {
  const known = new Map<Element, boolean>();
  return (element) => {
    let flows = known.get(element);
    if (flows === undefined) {
      // An element of a document without a window (a template's) is never laid out.
      const display = element.ownerDocument.defaultView?.getComputedStyle(element).display ?? "";
      flows = display === "inline" || display === "contents" || display === "";
      known.set(element, flows);
    }
    return flows;
  };
}

/** White space, where a break between two nodes cannot change which tokens the text holds. */
const isSpace = (code: number) => code <= 32 || code === 160 || code === 0x2028 || code === 0x2029;

/**
 * Splits nodes[first..last], one run of text, into the runs the layout makes of it, as [first, last]
 * index pairs. `text` holds the nodes' text and `ends[i]` where node i's text ends in it: the text
 * is read from that string, not from the nodes (in a content script, each node's text is a copy out
 * of the page), and nothing is copied. `mayHoldToken` is asked, once, only when a boundary could be
 * a break: a run that holds no candidate cannot gain a token from one.
 */
export function layoutRuns(
  nodes: readonly Text[],
  ends: readonly number[],
  text: string,
  flows: FlowCheck,
  first = 0,
  last = nodes.length - 1,
  mayHoldToken: () => boolean = () => true,
): [first: number, last: number][] {
  const runs: [number, number][] = [];
  let start = first;
  let holds: boolean | undefined;
  const worthAsking = () => {
    holds ??= mayHoldToken();
    return holds;
  };
  // The last node with any text: an empty node sits between two others without a side.
  let before = -1;
  for (let i = first; i <= last; i++) {
    const at = i ? ends[i - 1]! : 0;
    if (ends[i] === at) continue;
    if (
      before >= 0 &&
      !isSpace(text.charCodeAt(at - 1)) &&
      !isSpace(text.charCodeAt(at)) &&
      worthAsking() &&
      laidOutApart(nodes[before]!, nodes[i]!, flows)
    ) {
      runs.push([start, i - 1]);
      start = i;
    }
    before = i;
  }
  runs.push([start, last]);
  return runs;
}

/**
 * Whether two text nodes of one run, `first` before `second`, are laid out apart: some element
 * holding one of them and not the other does not flow inline (blockified flex and grid children,
 * absolutely positioned or hidden elements).
 */
function laidOutApart(first: Text, second: Text, flows: FlowCheck): boolean {
  if (first.parentNode === second.parentNode) return false;
  const firstAncestors: Node[] = [];
  for (let node = first.parentNode; node; node = node.parentNode) firstAncestors.push(node);
  let common: Node | null = second.parentNode;
  for (; common && !firstAncestors.includes(common); common = common.parentNode)
    if (common.nodeType === 1 && !flows(common as Element)) return true;
  for (const node of firstAncestors) {
    if (node === common) break;
    if (node.nodeType === 1 && !flows(node as Element)) return true;
  }
  return false;
}
