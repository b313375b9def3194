import { addSequence, createMarks, type Marked, type Marks, tidyAfterChange } from "./highlighter.content";
import { scanInitially } from "./initial-scan.content";
import { batchMutations } from "./mutation-batches.content";
import { schedulePaints } from "./paint-schedule.content";
import type { Detector } from "./patterns";
import { onlyText, scanTextNodes, textNodesUnder } from "./scanner.content";
import { pageSchedulers, type Schedulers } from "./schedulers.content";
import { countTokens, type DetectedToken } from "./token-counts.content";

export type { DetectedToken } from "./token-counts.content";

export interface PageWatcherOptions {
  root: Document;
  detector: Detector;
  /** Called (debounced by the caller if it likes) whenever the set of tokens on the page changes. */
  onTokensChanged(tokens: DetectedToken[]): void;
  /** Told of each open shadow root met, e.g. to style highlights inside it. */
  onShadowRoot?(shadow: ShadowRoot): void;
  /** Told of each batch of the page's changes, with what it removed, before the batch is read. */
  onBatch?(removed: ReadonlySet<Node>): void;
  /** Longest stretch of main-thread work, so the helpdesk never sees a long task. */
  sliceMs?: number;
  /** How the watcher waits: the page's own by default, fakes in tests. */
  schedulers?: Schedulers;
}

export interface PageWatcher {
  marks: Marks;
  /** Resolves when the first full scan has finished. */
  ready: Promise<void>;
  tokens(): DetectedToken[];
  stop(): void;
}

/**
 * Scans a page once, in slices, then follows its changes: added and changed text is scanned,
 * removed text drops its marks. Work per batch follows the size of the change, not the page.
 * stop() aborts one signal: on it each part drops its observers and listeners, and returns at once
 * from any work it had left pending.
 */
export function watchPage(options: PageWatcherOptions): PageWatcher {
  const { root: doc, detector } = options;
  const stopping = new AbortController();
  const { signal } = stopping;
  const schedulers = options.schedulers ?? pageSchedulers(doc.defaultView);
  const marks = createMarks();
  const tokens = countTokens(marks, { report: options.onTokensChanged, schedulers, signal });
  const paints = schedulePaints(doc, marks, { schedulers, signal });
  const batches = batchMutations(doc, {
    schedulers,
    signal,
    onShadowRoot: options.onShadowRoot,
    onBatch: {
      removed(nodes) {
        options.onBatch?.(nodes);
        if (!marks.byNode.size) return; // nothing marked, nothing to unmark: the removed text is not walked
        for (const node of nodes)
          if (!node.isConnected) tokens.unmark(node.nodeType === 3 ? [node as Text] : batches.textIn(node));
      },
      changed(roots, fresh) {
        const added: Marked[][] = [];
        for (const root of roots) {
          const nodes = textNodesUnder(root, batches.shadowRootFound);
          const sequence = tokens.reread(onlyText(nodes), scanTextNodes(nodes, detector), fresh);
          if (sequence) added.push(sequence);
        }
        tidyAfterChange(marks);
        paints.afterChange(added);
      },
      restyled: tokens.restyled,
    },
  });

  // Marks are painted once the page is read, near the viewport only: painting them slice by slice
  // would make the browser rebuild every mark so far on every frame in between.
  const scanned: Marked[] = [];
  const ready = scanInitially(doc, {
    detector,
    schedulers,
    signal,
    sliceMs: options.sliceMs ?? 8,
    begin: batches.observe,
    found(found) {
      // Text the page added while the scan paused is read by a batch too, maybe first: marked once.
      const fresh = found.filter((f) => !marks.byNode.has(f.startNode) && !marks.byNode.has(f.endNode));
      tokens.mark(fresh, scanned);
    },
    read() {
      addSequence(marks, scanned);
      batches.firstScanEnded();
      paints.paintNow();
    },
    count: tokens.startReporting,
    shadowRoot: batches.shadowRootFound,
  });

  return { marks, ready, tokens: tokens.list, stop: () => stopping.abort() };
}
