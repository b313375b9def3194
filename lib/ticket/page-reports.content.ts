import { send } from "@/lib/core/contract/ask";
import type { DetectedToken } from "./ticket.messages";
import { FRAME_CAP } from "./token-caps";

/** What a document tells the worker of itself, each report with the document's own random id. */
export interface PageReports {
  /** This document's id: what the worker keeps of it is tied to it. */
  doc: string;
  /** The frame's own view of itself: an opaque origin, or a frame element that says sandbox. */
  sandboxed: boolean;
  /** The tokens the page shows now: reported at most a few times a second. */
  tokens(tokens: DetectedToken[]): void;
  /** The top frame's URL, checked: a new one is reported as the page's route. One string compare. */
  route(): void;
  /** The worker asks again, for the ticket the tab shows now: the tokens go again, for it, once the page settled. */
  again(ticket: string): void;
  /** What a batch of the page's changes removed: an iframe among them has the worker check the tab's frames. */
  removed(nodes: ReadonlySet<Node>): void;
  stop(): void;
}

type Target = Pick<EventTarget, "addEventListener">;

/**
 * Reports this document's tokens, the top frame's route (at load and at every route change: popstate,
 * hashchange, the Navigation API where the browser has it, and the watcher's batches and the worker's
 * questions for `history.pushState`, which fires no event), and its going (pagehide).
 */
export function startPageReports(win: Window): PageReports {
  const doc = crypto.randomUUID();
  const isTop = win === win.top;
  // An email frame is often sandboxed: its origin is opaque, or (same origin) its element says so.
  const sandboxed = win.origin === "null" || Boolean(win.frameElement?.hasAttribute("sandbox"));
  const stopping = new AbortController();
  const on = (target: Target | undefined, type: string, listener: (event: Event) => void) =>
    target?.addEventListener(type, listener, { signal: stopping.signal });
  let ticket: string | undefined;
  let last: DetectedToken[] | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let href: string | undefined;
  let frames = win.length;

  const schedule = (list: DetectedToken[], wait: number) => {
    last = list;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const more = list.length - FRAME_CAP;
      void send("page.detected", {
        doc,
        tokens: list.slice(0, FRAME_CAP),
        ticket,
        sandboxed,
        ...(more > 0 ? { more } : {}),
      });
    }, wait);
  };
  const tokens = (list: DetectedToken[]) => schedule(list, 250);
  const route = () => {
    const now = win.location.href;
    if (!isTop || now === href) return;
    href = now;
    void send("page.route", { doc, url: now });
  };

  route();
  if (isTop) {
    for (const type of ["popstate", "hashchange"]) on(win, type, route);
    // Chrome's Navigation API sees pushState too; a browser without it relies on the checks above.
    for (const type of ["currententrychange", "navigatesuccess"]) on(win.navigation, type, route);
    // Back from the back/forward cache: the worker forgot this document when it was hidden.
    on(win, "pageshow", (event) => {
      if (!(event as PageTransitionEvent).persisted) return;
      href = undefined;
      route();
    });
  }
  on(win, "pagehide", () => void send("page.gone", { doc }));

  return {
    doc,
    sandboxed,
    tokens,
    route,
    again(told) {
      ticket = told;
      // Once the page's next batch has been read (at most half a second away): a route change
      // usually changes the page, and the tokens it leaves are the ones to report, not those before.
      if (last) schedule(last, 600);
    },
    removed(nodes) {
      // A page that had no frame, and has none, removed none: nothing is walked.
      const had = frames;
      frames = win.length;
      if (!had && !frames) return;
      for (const node of nodes)
        if (node.nodeName === "IFRAME" || (node as Element).getElementsByTagName?.("iframe")[0]) {
          void send("page.framesRemoved", {});
          return;
        }
    },
    stop() {
      stopping.abort();
      clearTimeout(timer);
    },
  };
}
