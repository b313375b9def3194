import {
  type Marked,
  type Marks,
  needsRefreshAfterChange,
  paintAdded,
  paintNearViewport,
  paintsByViewport,
} from "./highlighter.content";
import type { Schedulers } from "./schedulers.content";
import { measure } from "./timeline.content";

/** When the marks are painted: at once after the first scan, then after each change and view change. */
export interface PaintSchedule {
  /** Paints the marks near the viewport now: the first scan's, once the page is read. */
  paintNow(): void;
  /** After a batch: paints the marks it added (sequences, each in document order), or refreshes if it calls for it. */
  afterChange(added: Marked[][]): void;
}

/** The least time between two paints by the viewport. */
const PAINT_AT_MOST_EVERY_MS = 100;

/**
 * Only marks near the viewport are painted on a long ticket (see highlighter.content.ts): what is
 * near is found again after scrolling, resizing, the agent's clicks and keys (which may expand a
 * message), and changes — spaced out, at the start of a frame, where the positions read need the
 * layout the frame makes anyway (and none in a tab in the background).
 */
export function schedulePaints(
  doc: Document,
  marks: Marks,
  options: { schedulers: Schedulers; signal: AbortSignal },
): PaintSchedule {
  const { signal, schedulers: when } = options;
  const view = doc.defaultView;
  const viewportHeight = () => view?.innerHeight || doc.documentElement.clientHeight;

  let paintPending = false;
  let lastPaint = -Infinity;
  const paintNow = () => {
    paintPending = false;
    if (signal.aborted) return;
    lastPaint = when.now();
    const start = performance.now();
    paintNearViewport(marks, viewportHeight());
    measure("voucher-lens:paint", start);
  };
  const paintSoon = () => {
    if (paintPending) return;
    paintPending = true;
    when.timeout(() => when.frame(paintNow), Math.max(0, lastPaint + PAINT_AT_MOST_EVERY_MS - when.now()));
  };

  // New marks are painted once the frame after their batch is drawn, if near the viewport (where a
  // new message most likely is): their positions are then read from the layout that frame made.
  // Read in the batch, which may run before that frame, they forced a layout of the page.
  const unpainted: Marked[][] = [];
  let paintNewPending = false;
  const paintNew = () => {
    paintNewPending = false;
    if (signal.aborted) return;
    const start = performance.now();
    for (const sequence of unpainted.splice(0)) paintAdded(marks, sequence, viewportHeight());
    if (needsRefreshAfterChange(marks)) paintSoon();
    measure("voucher-lens:paint-new", start);
  };

  const onViewChange = () => {
    if (paintsByViewport(marks)) paintSoon();
  };
  for (const type of ["scroll", "click", "keyup"])
    doc.addEventListener(type, onViewChange, { capture: true, passive: true, signal });
  view?.addEventListener("resize", onViewChange, { passive: true, signal });

  return {
    paintNow,
    afterChange(added) {
      for (const sequence of added) unpainted.push(sequence);
      // With new marks, whether to refresh is asked once they are painted.
      if (unpainted.length) {
        if (paintNewPending) return;
        paintNewPending = true;
        when.drawn(paintNew);
      } else if (needsRefreshAfterChange(marks)) paintSoon();
    },
  };
}
