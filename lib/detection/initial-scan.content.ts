import { type FirstScanControl, firstScan } from "./first-scan.content";
import type { Detector } from "./patterns";
import { type Found, isInsideSkipped, readRuns, textReader } from "./scanner.content";
import type { Schedulers } from "./schedulers.content";
import { measure } from "./timeline.content";

export interface InitialScanOptions {
  detector: Detector;
  schedulers: Schedulers;
  /** Aborted: the scan stops at its next pause, or before it starts. */
  signal: AbortSignal;
  /** Longest stretch of main-thread work, so the helpdesk never sees a long task. */
  sliceMs: number;
  /** The page is drawn and its body is about to be read: changes from now on are the watcher's to follow. */
  begin(body: Element): void;
  /** Tokens read, a slice at a time, in document order. */
  found(found: Found[]): void;
  /** The page's text is all read and its marks painted; what it found is counted next. */
  read(): void;
  /** Counts what was found, a slice at a time; the page's open shadow roots are searched next. */
  count(slices: FirstScanControl): Promise<void>;
  /** An open shadow root met: its text is not part of the page's text. */
  shadowRoot(shadow: ShadowRoot): void;
}

/**
 * Reads a whole page once, in slices, after the browser has drawn it: the first scan does not
 * compete with the helpdesk's own first frame. The quick way (first-scan.content.ts) where the
 * detector allows it, else node by node; then the search for open shadow roots.
 */
export async function scanInitially(doc: Document, options: InitialScanOptions): Promise<void> {
  const { detector, schedulers, signal } = options;
  await new Promise<void>((resolve) => schedulers.drawn(resolve));
  if (signal.aborted) return;
  const start = performance.now();
  const body = doc.body ?? doc.documentElement;
  options.begin(body);

  let sliceStart = schedulers.now();
  const control: FirstScanControl = {
    sliceOver: () => schedulers.now() - sliceStart > options.sliceMs,
    async pause() {
      await schedulers.yieldToPage();
      sliceStart = schedulers.now();
    },
    stopped: () => signal.aborted,
    onFound: options.found,
  };
  const finish = () => {
    options.read();
    measure("voucher-lens:initial-scan", start);
    return options.count(control);
  };
  // A document in design mode is all the agent's draft.
  if ((body as HTMLElement).isContentEditable === true) return finish();
  const outcome = detector.candidates
    ? await firstScan(body, { ...detector, candidates: detector.candidates }, control)
    : "lost";
  if (outcome === "stopped" || signal.aborted) return;
  if (outcome === "lost") {
    if (await readNodeByNode(body, detector, control, options.shadowRoot)) await finish();
    return;
  }
  await finish();
  await findShadowRoots(body, control, options.shadowRoot);
}

/**
 * The first scan the slow way, every node's text read: for detectors with patterns that look
 * around, and pages that removed the text the quick scan had paused at. Finds shadow roots on the
 * way. Returns false if stopped.
 */
async function readNodeByNode(
  body: Element,
  detector: Detector,
  control: FirstScanControl,
  onShadowRoot: (shadow: ShadowRoot) => void,
): Promise<boolean> {
  const text = textReader(body, onShadowRoot);
  const found: Found[] = [];
  const runs = readRuns(detector, found);
  const recordFound = () => {
    runs.end();
    control.onFound(found.splice(0));
  };
  let read256 = 0;
  for (let node = text.next(); node !== undefined; node = text.next()) {
    if (control.stopped()) return false;
    // Once the slice is over, pause where a run starts (a block boundary or line break), never inside one.
    if (read256 === -1 && runs.startsRun(node, text.block)) {
      recordFound();
      await control.pause();
      if (control.stopped()) return false;
      read256 = 0;
    }
    runs.read(node, text.block);
    if ((++read256 & 255) === 0 && control.sliceOver()) read256 = -1;
  }
  recordFound();
  return true;
}

/** Hands over every open shadow root under the body, a slice at a time. */
async function findShadowRoots(
  body: Element,
  control: FirstScanControl,
  onShadowRoot: (shadow: ShadowRoot) => void,
): Promise<void> {
  const start = performance.now();
  // A list made once: the page may move or remove elements while the search pauses.
  const elements = body.querySelectorAll("*");
  for (let i = 0; i < elements.length; i++) {
    if (control.stopped()) return;
    const shadow = elements[i]!.shadowRoot;
    if (shadow && elements[i]!.isConnected && !isInsideSkipped(elements[i]!)) onShadowRoot(shadow);
    if ((i & 255) === 255 && control.sliceOver()) await control.pause();
  }
  measure("voucher-lens:shadow-search", start);
}
