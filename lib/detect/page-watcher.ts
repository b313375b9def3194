import { clearAll, createMarks, type Marked, type Marks, mark, unmark } from "./highlighter";
import type { Detector, TokenKind } from "./patterns";
import {
  blockOf,
  isInline,
  isInsideSkipped,
  isLineBreak,
  isSkipped,
  LINE_BREAK,
  onlyText,
  scanTextNodes,
  type TextSequence,
  textNodesUnder,
} from "./scanner";

export interface DetectedToken {
  kind: TokenKind;
  text: string;
  count: number;
}

export interface PageWatcherOptions {
  root: Document;
  detector: Detector;
  /** Called (debounced by the caller if it likes) whenever the set of tokens on the page changes. */
  onTokensChanged(tokens: DetectedToken[]): void;
  /** Told of each open shadow root met, e.g. to style highlights inside it. */
  onShadowRoot?(shadow: ShadowRoot): void;
  /** Longest stretch of main-thread work, so the helpdesk never sees a long task. */
  sliceMs?: number;
}

export interface PageWatcher {
  marks: Marks;
  /** Resolves when the first full scan has finished. */
  ready: Promise<void>;
  tokens(): DetectedToken[];
  stop(): void;
}

/**
 * Lets the page run between slices. scheduler.yield() resumes us right after what was waiting; a
 * nested setTimeout(0) would be clamped to 4 ms by the browser, a third of every 8 ms slice.
 */
const yieldToPage = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};

/**
 * Names the work in the page's performance timeline, so a profile (or `npm run bench`) can tell it
 * from the helpdesk's own. Cleared at once: observers still see each entry, and a page open all day
 * does not collect them.
 */
function measure(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
    performance.clearMeasures(name);
  } catch {
    // An old engine without measure options: nothing to report.
  }
}

/**
 * Scans a page once, in slices, then follows its changes: added and changed text is scanned,
 * removed text drops its marks. Work per batch follows the size of the change, not the page.
 */
export function watchPage(options: PageWatcherOptions): PageWatcher {
  const { root: doc, detector } = options;
  const sliceMs = options.sliceMs ?? 8;
  const marks = createMarks();
  const counts = new Map<string, DetectedToken>();
  const observers: MutationObserver[] = [];
  const observed = new WeakSet<Node>();
  let stopped = false;
  let notifyScheduled = false;

  const notify = () => {
    if (notifyScheduled) return;
    notifyScheduled = true;
    queueMicrotask(() => {
      notifyScheduled = false;
      if (!stopped) options.onTokensChanged([...counts.values()]);
    });
  };

  const count = (kind: TokenKind, text: string, delta: number) => {
    const key = `${kind}\u0000${text}`;
    const entry = counts.get(key) ?? { kind, text, count: 0 };
    entry.count += delta;
    if (entry.count > 0) counts.set(key, entry);
    else counts.delete(key);
  };

  const markFound = (nodes: TextSequence) => {
    const found = scanTextNodes(nodes, detector);
    mark(marks, found);
    for (const f of found) count(f.kind, f.text, 1);
    if (found.length) notify();
  };

  const unmarkNodes = (nodes: Iterable<Text>) => {
    // A mark spanning two nodes is listed under both: each is counted out once, whichever is met.
    const gone = new Set<Marked>();
    const list = [...nodes];
    for (const node of list) for (const m of marks.byNode.get(node) ?? []) gone.add(m);
    for (const m of gone) count(m.found.kind, m.found.text, -1);
    unmark(marks, list);
    if (gone.size) notify();
  };

  const observe = (target: Node) => {
    if (observed.has(target)) return;
    observed.add(target);
    const observer = new MutationObserver(onMutations);
    observer.observe(target, { childList: true, characterData: true, subtree: true });
    observers.push(observer);
  };
  const onShadowRoot = (shadow: ShadowRoot) => {
    if (observed.has(shadow)) return;
    options.onShadowRoot?.(shadow);
    observe(shadow);
    pendingRoots.add(shadow);
    schedule();
  };

  // Changes wait here until the next batch, so a burst of mutations is handled once.
  const pendingRoots = new Set<Node>();
  const pendingRemoved = new Set<Node>();
  let batchScheduled = false;
  const schedule = () => {
    if (batchScheduled || stopped) return;
    batchScheduled = true;
    setTimeout(processBatch, 16);
  };

  /** What to rescan for a changed or added node: itself if it is a block, else the block it sits in. */
  const rescanTarget = (node: Node): Node =>
    node.nodeType === 1 && !isInline(node) ? node : (blockOf(node) ?? node);

  function onMutations(records: MutationRecord[]) {
    for (const record of records) {
      if (record.type === "characterData") {
        pendingRoots.add(rescanTarget(record.target));
        continue;
      }
      for (const node of record.removedNodes) pendingRemoved.add(node);
      for (const node of record.addedNodes) {
        if (node.nodeType === 1 && isSkipped(node as Element)) continue;
        // A new message is scanned alone; added text or inline markup, with the block it joins.
        pendingRoots.add(rescanTarget(node));
      }
    }
    schedule();
  }

  function processBatch() {
    batchScheduled = false;
    if (stopped) return;
    const start = performance.now();
    for (const removed of pendingRemoved) {
      if (removed.isConnected) continue; // moved, not removed: its text is rescanned with its new place
      unmarkNodes(removed.nodeType === 3 ? [removed as Text] : onlyText(textNodesUnder(removed)));
    }
    pendingRemoved.clear();
    // Scan only the outermost of the pending roots.
    // Typing in the agent's editor, or our own UI changing, is never scanned.
    const roots = [...pendingRoots].filter(
      (node) => (node.isConnected || node instanceof ShadowRoot) && !isInsideSkipped(node),
    );
    pendingRoots.clear();
    const outermost = roots.filter((node) => !roots.some((other) => other !== node && other.contains(node)));
    for (const target of outermost) {
      const nodes = textNodesUnder(target, onShadowRoot);
      unmarkNodes(onlyText(nodes));
      markFound(nodes);
    }
    measure("voucher-lens:batch", start);
  }

  async function initialScan() {
    const start = performance.now();
    const body = doc.body ?? doc.documentElement;
    observe(body);
    const walker = doc.createTreeWalker(body, 0x1 | 0x4, {
      acceptNode(node) {
        if (node.nodeType === 3) return 1;
        const element = node as Element;
        if (isSkipped(element)) return 2;
        if (isLineBreak(element)) return 1;
        if (element.shadowRoot) onShadowRoot(element.shadowRoot);
        return 3;
      },
    });
    let batch: TextSequence = [];
    let sliceStart = performance.now();
    let sliceOver = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (stopped) return;
      const item = node.nodeType === 3 ? (node as Text) : LINE_BREAK;
      // Once the slice is over, cut at the next block boundary (or line break), never inside a run.
      if (sliceOver) {
        const last = batch[batch.length - 1];
        if (item === LINE_BREAK || !last || blockOf(item) !== blockOf(last)) {
          markFound(batch);
          batch = [];
          await yieldToPage();
          if (stopped) return;
          sliceStart = performance.now();
          sliceOver = false;
        }
      }
      batch.push(item);
      if ((batch.length & 255) === 0 && performance.now() - sliceStart > sliceMs) sliceOver = true;
    }
    markFound(batch);
    measure("voucher-lens:initial-scan", start);
  }

  const ready = initialScan();

  return {
    marks,
    ready,
    tokens: () => [...counts.values()],
    stop() {
      stopped = true;
      for (const observer of observers) observer.disconnect();
      clearAll(marks);
      counts.clear();
    },
  };
}
