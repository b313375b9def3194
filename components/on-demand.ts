import { useEffect, useLayoutEffect, useState } from "preact/hooks";

/** What a view has of a module loaded on demand: the module, or why not yet. */
export type OnDemand<M> = M | "loading" | "failed";

/**
 * When a view asks for the module: at once (it has something to show), or once the page has settled
 * (a moment after the view first asked, when the browser is idle), out of the way of its opening and
 * its first answer.
 */
export type LoadWhen = "now" | "settled";

/** How long after opening a page is still busy with its first answer. */
const SETTLING_MS = 1000;

/**
 * A part of a page that only some answers need, in a chunk of its own: loaded once, the first time
 * a view asks for it (or `preload` is called), and shared by every view after that. A failed load is
 * tried again on the next ask.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = (): Promise<M> => {
    if (module !== undefined) return Promise.resolve(module);
    loading ??= load().then(
      (loaded) => {
        module = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  /** The module for a view, which is drawn again once it has loaded. */
  function useModule(when: LoadWhen = "now"): OnDemand<M> {
    const [failed, setFailed] = useState(false);
    const [, setLoaded] = useState(false);
    // A layout effect: the view waits for the load from the render that asked, not from after the
    // page's next paint (effects run a frame later, later still in a tab in the background), so a
    // module that arrives meanwhile is drawn at once, not at whatever next draws the page. It runs
    // in the same commit as that render: a view drawn with the module has nothing to wait for, and
    // is not drawn again.
    useLayoutEffect(() => {
      if (module !== undefined) return;
      let current = true;
      const start = () =>
        preload().then(
          () => current && setLoaded(true),
          () => current && setFailed(true),
        );
      if (when === "now" || typeof requestIdleCallback !== "function") {
        start();
      } else {
        // Idle alone is too soon: the browser is idle whenever the opening page waits for a read.
        let idle: number | undefined;
        const settling = setTimeout(() => {
          idle = requestIdleCallback(() => void start(), { timeout: SETTLING_MS });
        }, SETTLING_MS);
        return () => {
          current = false;
          clearTimeout(settling);
          if (idle !== undefined) cancelIdleCallback(idle);
        };
      }
      return () => {
        current = false;
      };
    }, [when]);
    return module ?? (failed ? "failed" : "loading");
  }

  return { preload, useModule };
}

/** Parts waiting for the page to paint what it has, drawn together in one task after it. */
const afterPaint = new Set<() => void>();

function drawAfterPaint(draw: () => void): () => void {
  if (afterPaint.size === 0)
    setTimeout(() => {
      const waiting = [...afterPaint];
      afterPaint.clear();
      for (const show of waiting) show();
    });
  afterPaint.add(draw);
  return () => afterPaint.delete(draw);
}

/**
 * Whether a part of a view is drawn yet: at once, or (`later`) only once the page has painted the
 * rest, for a part out of sight at first, such as the details of a row below the fold of a long
 * list: the first paint is not held up by what it could not show. The parts that wait are drawn
 * together right after that paint.
 */
export function useDrawnAfterPaint(later: boolean): boolean {
  const [drawn, setDrawn] = useState(!later);
  // Effects run once the page has painted.
  useEffect(() => (drawn ? undefined : drawAfterPaint(() => setDrawn(true))), [drawn]);
  return drawn;
}
