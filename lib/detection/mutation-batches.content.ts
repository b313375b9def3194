import { blockOf, isInline, isInsideSkipped, isSkippedTag } from "./scanner.content";
import type { Schedulers } from "./schedulers.content";
import { measure } from "./timeline.content";
import { VISIBILITY_ATTRIBUTES } from "./visibility.content";

/**
 * The longest a change waits for its batch while the page is busy. A batch runs when the page is
 * idle, at once on a quiet ticket; on a helpdesk that changes its DOM frame after frame (a
 * virtualised list scrolling by) batches run at most this often, and what came and went in between
 * is never read: batching every frame cost several times more (`npm run bench`, host churn).
 */
export const BATCH_AT_LATEST_MS = 500;

/** What a batch hands over, in this order: what went, then what to read again. */
export interface BatchHandler {
  /**
   * The nodes taken out of a watched tree since the last batch that may hold marks (one still on
   * the page was moved: its text is read again with its new place).
   */
  removed(nodes: ReadonlySet<Node>): void;
  /**
   * The outermost nodes added or changed since the last batch, still on the page and not skipped,
   * and whether a text node under them is new to its place: added, inside what was added or moved
   * there, or its text changed (asked during the call). The rest of a root is read again only
   * because it shares a block.
   */
  changed(roots: Node[], fresh: (text: Text) => boolean): void;
  /** Last, the elements holding text whose attributes that may show or hide it changed (maybe none). */
  restyled(nodes: ReadonlySet<Node>): void;
}

/** The page's changes, gathered into batches: a burst of mutations is handled once. */
export interface MutationBatches {
  /** Watches the changes under a node (the body) from now on. */
  observe(target: Node): void;
  /** An open shadow root met: watched from now on and read in the next batch, once. */
  shadowRootFound(shadow: ShadowRoot): void;
  /** Every text node under a removed node, in the watched shadow roots inside it too. */
  textIn(removed: Node): Text[];
  /** The first scan is over: what is added from now on was never read. */
  firstScanEnded(): void;
}

export interface MutationBatchOptions {
  schedulers: Schedulers;
  /** Aborted: nothing is watched any more, and a pending batch is dropped. */
  signal: AbortSignal;
  onBatch: BatchHandler;
  /** Told of each open shadow root before it is watched, e.g. to style highlights inside it. */
  onShadowRoot?(shadow: ShadowRoot): void;
}

/** What to read again for a changed or added node: itself if it is a block, else the block it sits in. */
const rescanTarget = (node: Node): Node =>
  node.nodeType === 1 && !isInline(node) ? node : (blockOf(node) ?? node);

export function batchMutations(doc: Document, options: MutationBatchOptions): MutationBatches {
  const { signal, onBatch } = options;
  const observers: MutationObserver[] = [];
  const observed = new WeakSet<Node>();
  // How many shadow roots are watched: removed nodes are searched for them only when there are any.
  let shadowRoots = 0;
  let scanning = true;

  // Changes wait here until the next batch: the records as the browser gave them, read only then
  // (see readRecords), and nodes to read found since.
  const pendingRecords: { records: MutationRecord[]; observer: MutationObserver }[] = [];
  // Whether the first scan had ended when the pending records began: until then it may read nodes
  // the page adds, so "added since the last batch" does not mean "never read".
  let pendingSinceScanEnded = false;
  const pendingRoots = new Set<Node>();
  const restyled = new Set<Node>();
  // What the records since the last batch added or changed in place, still on the page.
  const freshNodes = new Set<Node>();
  const fresh = (text: Text) => {
    for (let node: Node | null = text; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null)
      if (freshNodes.has(node)) return true;
    return false;
  };
  let batchScheduled = false;
  const schedule = () => {
    if (batchScheduled) return;
    batchScheduled = true;
    options.schedulers.idle(runBatch, BATCH_AT_LATEST_MS);
  };

  function onMutations(records: MutationRecord[], observer: MutationObserver) {
    if (!pendingRecords.length) pendingSinceScanEnded = !scanning;
    pendingRecords.push({ records, observer });
    schedule();
  }

  const observe = (target: Node) => {
    if (observed.has(target)) return;
    observed.add(target);
    const observer = new MutationObserver(onMutations);
    observer.observe(target, {
      childList: true,
      characterData: true,
      subtree: true,
      attributeFilter: VISIBILITY_ATTRIBUTES,
    });
    observers.push(observer);
  };

  /**
   * What the records since the last batch removed and may have held marks, and what to read again:
   * only what is still on the page. Read at batch time, not as they come, so that what the page
   * added and took away again in between (a virtualised list scrolling by) costs nothing but this
   * loop: it was never read, so nothing in it is marked.
   */
  function readRecords(): Set<Node> {
    const removed = new Set<Node>();
    // Every node met, with the observer whose record added it first, or null: removed first, or
    // met by another observer too. A node moved out of another observed tree (a shadow root) was
    // removed there first, but that observer's records may come later.
    const addedFirstBy = new Map<Node, MutationObserver | null>();
    const meet = (node: Node, observer: MutationObserver, added: boolean) => {
      const by = addedFirstBy.get(node);
      if (by === undefined) addedFirstBy.set(node, added ? observer : null);
      else if (by !== observer) addedFirstBy.set(node, null);
    };
    for (const { records, observer } of pendingRecords)
      for (const record of records) {
        const target = record.target;
        if (record.type === "characterData") {
          if (target.isConnected) {
            pendingRoots.add(rescanTarget(target));
            freshNodes.add(target);
          }
          continue;
        }
        // An element with no text in it (an icon, our own button's host) has no token to show or
        // hide. An attribute's record lists no nodes added or removed.
        if (record.type === "attributes" && (target.firstChild || (target as Element).shadowRoot))
          restyled.add(target);
        for (const node of record.removedNodes) {
          removed.add(node);
          meet(node, observer, false);
        }
        for (const node of record.addedNodes) {
          meet(node, observer, true);
          if (!node.isConnected) continue;
          freshNodes.add(node);
          // Asking here whether it is editable would make the browser restyle the page.
          if (node.nodeType === 1 && isSkippedTag(node as Element)) continue;
          // A new message is read alone; added text or inline markup, with the block it joins.
          pendingRoots.add(rescanTarget(node));
        }
      }
    if (pendingSinceScanEnded) for (const [node, by] of addedFirstBy) if (by) removed.delete(node);
    pendingRecords.length = 0;
    return removed;
  }

  /** The outermost of the nodes to read, still on the page; typing in an editor, or our own UI, is never read. */
  function takeRoots(): Node[] {
    const roots = [...pendingRoots].filter(
      (node) => (node.isConnected || node instanceof ShadowRoot) && !isInsideSkipped(node),
    );
    pendingRoots.clear();
    const rootSet = new Set(roots);
    return roots.filter((node) => {
      for (let up = node.parentNode; up; up = up.parentNode) if (rootSet.has(up)) return false;
      return true;
    });
  }

  function runBatch() {
    batchScheduled = false;
    if (signal.aborted) return;
    const start = performance.now();
    onBatch.removed(readRecords());
    onBatch.changed(takeRoots(), fresh);
    freshNodes.clear();
    onBatch.restyled(restyled);
    restyled.clear();
    measure("voucher-lens:batch", start);
  }

  const textIn = (removed: Node, texts: Text[] = []): Text[] => {
    // Elements are visited only on a page with shadow roots: on most helpdesks the walk of removed
    // messages meets text nodes alone.
    const withShadows = shadowRoots > 0;
    const shadowOf = (node: Node) => {
      const shadow = node.nodeType === 1 ? (node as Element).shadowRoot : null;
      if (shadow && observed.has(shadow)) textIn(shadow, texts);
    };
    if (withShadows) shadowOf(removed);
    const walker = doc.createTreeWalker(
      removed,
      withShadows ? 0x1 | 0x4 : 0x4 /* SHOW_ELEMENT | SHOW_TEXT */,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) texts.push(node as Text);
      else shadowOf(node);
    }
    return texts;
  };

  signal.addEventListener("abort", () => {
    for (const observer of observers) observer.disconnect();
    pendingRecords.length = 0;
    pendingRoots.clear();
  });

  return {
    observe,
    shadowRootFound(shadow) {
      if (observed.has(shadow)) return;
      shadowRoots++;
      options.onShadowRoot?.(shadow);
      observe(shadow);
      pendingRoots.add(shadow);
      schedule();
    },
    textIn,
    firstScanEnded() {
      scanning = false;
    },
  };
}
