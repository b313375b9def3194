/**
 * Every way the page watcher waits, in one place: the page's own by default, fakes in unit tests so
 * that what runs when is decided by the test, not by timers.
 */
export interface Schedulers {
  /** Once the browser has drawn the page: after its next frame, or soon in a tab it does not draw. */
  drawn(callback: () => void): void;
  /** At the start of the next frame, where the positions read need the layout it makes anyway. */
  frame(callback: () => void): void;
  /** When the page is idle, or after `atLatestMs` while it is busy. */
  idle(callback: () => void, atLatestMs: number): void;
  timeout(callback: () => void, ms: number): void;
  microtask(callback: () => void): void;
  /** Lets the page run between slices of work; resolves when it has. */
  yieldToPage(): Promise<void>;
  /** Milliseconds, for slicing work and spacing paints. */
  now(): number;
}

/** A tab in the background draws no frames: the first scan waits this long for one at most. */
const DRAWN_AT_LATEST_MS = 200;

/** The page's own schedulers, from its window; plain timers where it has no frames or idle periods. */
export function pageSchedulers(view: Window | null): Schedulers {
  return {
    drawn(callback) {
      void new Promise<void>((resolve) => {
        if (!view?.requestAnimationFrame) return resolve();
        const fallback = setTimeout(resolve, DRAWN_AT_LATEST_MS);
        view.requestAnimationFrame(() => {
          clearTimeout(fallback);
          // The frame is drawn once the task that runs animation callbacks is over.
          setTimeout(resolve, 0);
        });
      }).then(callback);
    },
    frame(callback) {
      if (view?.requestAnimationFrame) view.requestAnimationFrame(callback);
      else setTimeout(callback, 16);
    },
    idle(callback, atLatestMs) {
      if (view?.requestIdleCallback) view.requestIdleCallback(callback, { timeout: atLatestMs });
      else setTimeout(callback, 16);
    },
    timeout(callback, ms) {
      setTimeout(callback, ms);
    },
    microtask: (callback) => queueMicrotask(callback),
    yieldToPage,
    now: () => performance.now(),
  };
}

/**
 * scheduler.yield() resumes us right after what was waiting; a nested setTimeout(0) would be
 * clamped to 4 ms by the browser, a large part of every slice.
 */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
