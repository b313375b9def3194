import { type FirstScanControl, firstScan } from "./first-scan.content";
import {
  addSequence,
  clearAll,
  createMarks,
  type Marked,
  type Marks,
  mark,
  needsRefreshAfterChange,
  paintAdded,
  paintNearViewport,
  paintsByViewport,
  tidyAfterChange,
  unmark,
} from "./highlighter.content";
import type { Detector, TokenKind } from "./patterns";
import {
  blockOf,
  type Found,
  isInline,
  isInsideSkipped,
  isSkippedTag,
  onlyText,
  readRuns,
  scanTextNodes,
  textNodesUnder,
  textReader,
} from "./scanner.content";

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
 * Resolves once the browser has drawn the page (or after 200 ms in a tab it does not draw): the
 * first scan does not compete with the helpdesk's own first frame, which on a 5 MB ticket took
 * 140 ms (`npm run bench`).
 */
const afterPageDrawn = (view: Window | null): Promise<void> =>
  new Promise((resolve) => {
    if (!view?.requestAnimationFrame) return resolve();
    const fallback = setTimeout(resolve, 200);
    view.requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });

/**
 * The longest a change waits for its batch while the page is busy. A batch runs when the page is
 * idle, at once on a quiet ticket; on a helpdesk that changes its DOM frame after frame (a
 * virtualised list scrolling by) batches run at most this often, and what came and went in between
 * is never read. On the bench's 0.5 MB ticket churning 1,000 messages in 2.5 s, batches every 16 ms
 * took 180 ms of it, batches at most every 500 ms 55 ms (`npm run bench`, host-page overhead).
 */
const BATCH_AT_LATEST_MS = 500;

function whenIdle(view: Window | null, callback: () => void): void {
  if (view?.requestIdleCallback) view.requestIdleCallback(callback, { timeout: BATCH_AT_LATEST_MS });
  else setTimeout(callback, 16);
}

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
  // How often each token is on the page, by kind: no key strings or entry objects per token.
  const counts = new Map<TokenKind, Map<string, number>>();
  const tokens = (): DetectedToken[] =>
    [...counts].flatMap(([kind, texts]) => [...texts].map(([text, n]) => ({ kind, text, count: n })));
  const observers: MutationObserver[] = [];
  const observed = new WeakSet<Node>();
  let stopped = false;
  let notifyScheduled = false;

  // The first scan reports once, at its end: the report copies every token found so far, and
  // after each slice that was quadratic on a long ticket.
  let scanning = true;
  const notify = () => {
    if (notifyScheduled || scanning) return;
    notifyScheduled = true;
    queueMicrotask(() => {
      notifyScheduled = false;
      if (!stopped) options.onTokensChanged(tokens());
    });
  };

  const count = (kind: TokenKind, text: string, delta: number) => {
    let texts = counts.get(kind);
    if (!texts) {
      texts = new Map();
      counts.set(kind, texts);
    }
    const n = (texts.get(text) ?? 0) + delta;
    if (n > 0) texts.set(text, n);
    else texts.delete(text);
  };

  const record = (found: Found[], how: { paint: boolean; into?: Marked[] }) => {
    const sequence = mark(marks, found, how);
    for (const f of found) count(f.kind, f.text, 1);
    if (found.length) notify();
    return sequence;
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
  // How many shadow roots are watched: removed nodes are searched for them only when there are any.
  let shadowRoots = 0;
  const onShadowRoot = (shadow: ShadowRoot) => {
    if (observed.has(shadow)) return;
    shadowRoots++;
    options.onShadowRoot?.(shadow);
    observe(shadow);
    pendingRoots.add(shadow);
    schedule();
  };

  // Changes wait here until the next batch, so a burst of mutations is handled once: the records
  // as the browser gave them, read only then (see readRecords), and shadow roots found since.
  const pendingRecords: { records: MutationRecord[]; observer: MutationObserver }[] = [];
  // Whether the first scan had ended when the pending records began: until then it may read nodes
  // the page adds, so "added since the last batch" does not mean "never read".
  let pendingSinceScanEnded = false;
  const pendingRoots = new Set<Node>();
  let batchScheduled = false;
  const schedule = () => {
    if (batchScheduled || stopped) return;
    batchScheduled = true;
    whenIdle(view, processBatch);
  };

  /** What to rescan for a changed or added node: itself if it is a block, else the block it sits in. */
  const rescanTarget = (node: Node): Node =>
    node.nodeType === 1 && !isInline(node) ? node : (blockOf(node) ?? node);

  function onMutations(records: MutationRecord[], observer: MutationObserver) {
    if (!pendingRecords.length) pendingSinceScanEnded = !scanning;
    pendingRecords.push({ records, observer });
    schedule();
  }

  /**
   * What the records since the last batch removed and may have held marks, and what to rescan:
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
        if (record.type === "characterData") {
          if (record.target.isConnected) pendingRoots.add(rescanTarget(record.target));
          continue;
        }
        for (const node of record.removedNodes) {
          removed.add(node);
          meet(node, observer, false);
        }
        for (const node of record.addedNodes) {
          meet(node, observer, true);
          if (!node.isConnected) continue;
          // Asking here whether it is editable would make the browser restyle the page.
          if (node.nodeType === 1 && isSkippedTag(node as Element)) continue;
          // A new message is scanned alone; added text or inline markup, with the block it joins.
          pendingRoots.add(rescanTarget(node));
        }
      }
    if (pendingSinceScanEnded) for (const [node, by] of addedFirstBy) if (by) removed.delete(node);
    pendingRecords.length = 0;
    return removed;
  }

  /**
   * Every text node under a removed node, whatever it is, and inside the open shadow roots of its
   * elements, nested ones too: a removed widget takes the marks in its shadow root with it.
   */
  const textIn = (removed: Node, texts: Text[] = []): Text[] => {
    // Elements are visited only on a page with shadow roots: on most helpdesks the walk of removed
    // messages (the bench's churn removes 1,000) meets text nodes alone.
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

  function processBatch() {
    batchScheduled = false;
    if (stopped) return;
    const start = performance.now();
    const removedNodes = readRecords();
    // Nothing marked, nothing to unmark: the removed text is not walked.
    if (marks.byNode.size)
      for (const removed of removedNodes) {
        if (removed.isConnected) continue; // moved, not removed: its text is rescanned with its new place
        unmarkNodes(removed.nodeType === 3 ? [removed as Text] : textIn(removed));
      }
    // Scan only the outermost of the pending roots.
    // Typing in the agent's editor, or our own UI changing, is never scanned.
    const roots = [...pendingRoots].filter(
      (node) => (node.isConnected || node instanceof ShadowRoot) && !isInsideSkipped(node),
    );
    pendingRoots.clear();
    const rootSet = new Set(roots);
    const outermost = roots.filter((node) => {
      for (let up = node.parentNode; up; up = up.parentNode) if (rootSet.has(up)) return false;
      return true;
    });
    for (const target of outermost) {
      const nodes = textNodesUnder(target, onShadowRoot);
      unmarkNodes(onlyText(nodes));
      const added = record(scanTextNodes(nodes, detector), { paint: false });
      if (added) unpainted.push(added);
    }
    tidyAfterChange(marks);
    // With new marks, whether to refresh is asked once they are painted.
    if (unpainted.length) paintNewSoon();
    else if (needsRefreshAfterChange(marks)) paintSoon();
    measure("voucher-lens:batch", start);
  }

  // Only marks near the viewport are painted on a long ticket (see highlighter.ts): what is near
  // is found again after scrolling, resizing, the agent's clicks and keys (which may expand a
  // message), and changes — at most every 100 ms, at the start of a frame, where the positions
  // read need the layout the frame makes anyway (and none in a tab in the background).
  const view = doc.defaultView;
  const viewportHeight = () => view?.innerHeight || doc.documentElement.clientHeight;
  let paintPending = false;
  let lastPaint = Number.NEGATIVE_INFINITY;
  const inNextFrame = (callback: () => void) => {
    if (view?.requestAnimationFrame) view.requestAnimationFrame(() => callback());
    else setTimeout(callback, 16);
  };
  // New marks are painted once the frame after their batch is drawn, if near the viewport (where a
  // new message most likely is): their positions are then read from the layout that frame made. Read
  // in the batch, which may run before that frame, they forced a layout of the page: 0.8–1.3 ms a
  // batch on the 5 MB ticket against 0.2 ms (`npm run bench`, incremental).
  const unpainted: Marked[][] = [];
  let paintNewPending = false;
  const paintNewSoon = () => {
    if (paintNewPending) return;
    paintNewPending = true;
    void afterPageDrawn(view).then(paintNew);
  };
  const paintNew = () => {
    paintNewPending = false;
    if (stopped) return;
    const start = performance.now();
    for (const sequence of unpainted.splice(0)) paintAdded(marks, sequence, viewportHeight());
    if (needsRefreshAfterChange(marks)) paintSoon();
    measure("voucher-lens:paint-new", start);
  };
  const paintNow = () => {
    paintPending = false;
    if (stopped) return;
    lastPaint = performance.now();
    paintNearViewport(marks, viewportHeight());
    measure("voucher-lens:paint", lastPaint);
  };
  function paintSoon() {
    if (paintPending || stopped) return;
    paintPending = true;
    setTimeout(() => inNextFrame(paintNow), Math.max(0, lastPaint + 100 - performance.now()));
  }
  const onViewChange = () => {
    if (paintsByViewport(marks)) paintSoon();
  };
  const viewEvents = ["scroll", "click", "keyup"] as const;
  for (const type of viewEvents) doc.addEventListener(type, onViewChange, { capture: true, passive: true });
  view?.addEventListener("resize", onViewChange, { passive: true });

  async function initialScan() {
    await afterPageDrawn(view);
    if (stopped) return;
    const start = performance.now();
    const body = doc.body ?? doc.documentElement;
    observe(body);
    // Marks are painted once the page is read, near the viewport only: painting them slice by
    // slice would make the browser rebuild every mark so far on every frame in between.
    const scanned: Marked[] = [];
    let sliceStart = performance.now();
    const control: FirstScanControl = {
      sliceOver: () => performance.now() - sliceStart > sliceMs,
      async pause() {
        await yieldToPage();
        sliceStart = performance.now();
      },
      stopped: () => stopped,
      onFound(found) {
        // Text the page added while the scan paused is read by a batch too, maybe first: marked once.
        const fresh = found.filter((f) => !marks.byNode.has(f.startNode) && !marks.byNode.has(f.endNode));
        record(fresh, { paint: false, into: scanned });
      },
    };
    // A document in design mode is all the agent's draft.
    if ((body as HTMLElement).isContentEditable === true) return finishScan(scanned, start);
    const outcome = detector.candidates
      ? await firstScan(body, { ...detector, candidates: detector.candidates }, control)
      : "lost";
    if (outcome === "stopped" || stopped) return;
    if (outcome === "lost") {
      if (!(await readNodeByNode(body, control))) return;
      return finishScan(scanned, start);
    }
    finishScan(scanned, start);
    // Text in open shadow roots is not part of the page's text: their hosts are looked for next.
    await findShadowRoots(body, control);
  }

  function finishScan(scanned: Marked[], start: number) {
    addSequence(marks, scanned);
    scanning = false;
    if (marks.live) notify();
    paintNow();
    measure("voucher-lens:initial-scan", start);
  }

  /**
   * The first scan the slow way, every node's text read: for detectors with patterns that look
   * around, and pages that removed the text the quick scan had paused at. Finds shadow roots on
   * the way. Returns false if stopped.
   */
  async function readNodeByNode(body: Element, control: FirstScanControl): Promise<boolean> {
    const text = textReader(body, onShadowRoot);
    const found: Found[] = [];
    const runs = readRuns(detector, found);
    const recordFound = () => {
      runs.end();
      control.onFound(found.splice(0));
    };
    let read256 = 0;
    for (let node = text.next(); node !== undefined; node = text.next()) {
      if (stopped) return false;
      // Once the slice is over, pause where a run starts (a block boundary or line break), never inside one.
      if (read256 === -1 && runs.startsRun(node, text.block)) {
        recordFound();
        await control.pause();
        if (stopped) return false;
        read256 = 0;
      }
      runs.read(node, text.block);
      if ((++read256 & 255) === 0 && control.sliceOver()) read256 = -1;
    }
    recordFound();
    return true;
  }

  /** Hands over every open shadow root under the body, a slice at a time. */
  async function findShadowRoots(body: Element, control: FirstScanControl) {
    const start = performance.now();
    // A list made once: the page may move or remove elements while the search pauses.
    const elements = body.querySelectorAll("*");
    for (let i = 0; i < elements.length; i++) {
      if (stopped) return;
      const shadow = elements[i]!.shadowRoot;
      if (shadow && elements[i]!.isConnected && !isInsideSkipped(elements[i]!)) onShadowRoot(shadow);
      if ((i & 255) === 255 && control.sliceOver()) await control.pause();
    }
    measure("voucher-lens:shadow-search", start);
  }

  const ready = initialScan();

  return {
    marks,
    ready,
    tokens,
    stop() {
      stopped = true;
      for (const observer of observers) observer.disconnect();
      pendingRecords.length = 0;
      unpainted.length = 0;
      for (const type of viewEvents) doc.removeEventListener(type, onViewChange, { capture: true });
      view?.removeEventListener("resize", onViewChange);
      clearAll(marks);
      counts.clear();
    },
  };
}
