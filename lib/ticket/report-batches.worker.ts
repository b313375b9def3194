import type { FrameReport, FrameSender, SentReport } from "./detected-tokens.worker";

/**
 * How long a tab's reports are gathered before they are written. A frame reports at most a few
 * times a second (the content script waits for the page to settle), so a ticket's first report
 * goes at once and the next ones within half a second; a page of a hundred frames each changing
 * every second costs one write of its own tab's record twice a second, not a hundred.
 */
export const REPORT_WINDOW_MS = 500;

interface Waiting {
  sent: SentReport;
  done(kept: boolean): void;
}

/** What room a tab's record has: the frames it holds, and whether it takes another (roomIn). */
export interface TabRoom {
  held: ReadonlySet<number>;
  full: boolean;
}

interface TabBatch {
  /** Each frame's latest report not yet written, by frame id. */
  waiting: Map<number, Waiting>;
  timer?: ReturnType<typeof setTimeout>;
  /** When the last batch was taken. */
  last: number;
  /** A batch being written: the next one waits for it. */
  writing: boolean;
  /** The tab's room as of its last write: unknown before the first. */
  room?: TabRoom;
}

/**
 * `page.detected`, per tab: the first report of a quiet tab is written at once; the ones that come
 * within REPORT_WINDOW_MS after are gathered, the latest of each frame replacing the one it
 * follows (answered as not kept), and written together when the window ends. The last report is
 * never dropped: a batch is written for every report still waiting.
 */
export function batchReports(
  record: (tabId: number, reports: readonly SentReport[]) => Promise<boolean[]>,
  windowMs = REPORT_WINDOW_MS,
  roomIn?: (tabId: number) => Promise<TabRoom>,
) {
  const tabs = new Map<number, TabBatch>();

  const write = async (tabId: number, tab: TabBatch) => {
    tab.timer = undefined;
    tab.last = Date.now();
    tab.writing = true;
    const batch = [...tab.waiting.values()];
    tab.waiting.clear();
    let kept: boolean[] = [];
    try {
      kept = await record(
        tabId,
        batch.map((w) => w.sent),
      );
      // The room the write left, known before anyone hears it was written.
      if (roomIn) tab.room = await roomIn(tabId).catch(() => undefined);
    } catch {
      // Not written (the tab closed, the area is full): nothing of this batch was kept.
    } finally {
      tab.writing = false;
    }
    for (const [i, w] of batch.entries()) w.done(kept[i] ?? false);
    if (tab.waiting.size) schedule(tabId, tab);
  };

  const schedule = (tabId: number, tab: TabBatch) => {
    if (tab.timer !== undefined || tab.writing) return;
    const wait = tab.last + windowMs - Date.now();
    if (wait <= 0) void write(tabId, tab);
    else tab.timer = setTimeout(() => void write(tabId, tab), wait);
  };

  return {
    /**
     * Whether a frame's report could be kept: false once the tab's record is full and does not hold
     * the frame. Asked before the report is read, so that past the caps a report costs this look.
     */
    admits(tabId: number, frameId: number): boolean {
      const room = tabs.get(tabId)?.room;
      return !room?.full || room.held.has(frameId);
    },
    /** A frame's report: resolves once written, with whether it was kept (false when a newer one replaced it). */
    record(tabId: number, sender: FrameSender, report: FrameReport): Promise<boolean> {
      let tab = tabs.get(tabId);
      if (!tab) {
        tab = { waiting: new Map(), last: Number.NEGATIVE_INFINITY, writing: false };
        tabs.set(tabId, tab);
      }
      tab.waiting.get(sender.frameId)?.done(false);
      const kept = new Promise<boolean>((done) =>
        tab.waiting.set(sender.frameId, { sent: { sender, report }, done }),
      );
      schedule(tabId, tab);
      return kept;
    },
    /** Frames of the tab went: its room is unknown again, until its next write tells it. */
    reopen(tabId: number): void {
      const tab = tabs.get(tabId);
      if (tab) tab.room = undefined;
    },
    /** A document went: a report of it still waiting is not written, and the tab may have room again. */
    dropDocument(tabId: number, frameId: number, doc: string): void {
      const tab = tabs.get(tabId);
      if (tab) tab.room = undefined;
      const waiting = tab?.waiting.get(frameId);
      if (waiting?.sent.report.doc !== doc) return;
      tabs.get(tabId)?.waiting.delete(frameId);
      waiting.done(false);
    },
    /** The tab closed: what waits for it is dropped. */
    forget(tabId: number): void {
      const tab = tabs.get(tabId);
      if (!tab) return;
      clearTimeout(tab.timer);
      tab.timer = undefined;
      for (const w of tab.waiting.values()) w.done(false);
      tab.waiting.clear();
      tabs.delete(tabId);
    },
  };
}
