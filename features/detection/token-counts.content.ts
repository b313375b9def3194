import { clearAll, type Marked, type Marks, mark, unmark } from "./highlighter.content";
import type { TokenKind } from "./patterns";
import type { Found } from "./scanner.content";
import type { Schedulers } from "./schedulers.content";
import { type Layout, once, up, visibilityCheck } from "./visibility.content";

/** A token the page shows, and how many times: what the worker hears of a page. */
export interface DetectedToken {
  kind: TokenKind;
  text: string;
  count: number;
}

/**
 * The tokens the page shows: marked, counted, and reported when they change. Every token found is
 * marked; only those the agent sees are counted (visibility.content.ts), so hidden text and the
 * page's chrome never reach the worker.
 */
export interface TokenCounts {
  /** Marks tokens found on the page (see `mark` for `how`); they are counted at the next `settle`. */
  mark(found: Found[], how: { paint: boolean; into?: Marked[] }): Marked[] | undefined;
  /** Drops the marks touching these text nodes (removed or changed); their tokens are counted out at the next `settle`. */
  unmark(nodes: readonly Text[]): void;
  /**
   * Checks the marks made or dropped since, and those under `restyled` (their attributes changed),
   * in one pass of reads, and counts them in or out.
   */
  settle(restyled?: ReadonlySet<Node>): void;
  list(): DetectedToken[];
  /** Reports changes from now on, and what is counted already: the first scan reports once, at its end. */
  startReporting(): void;
}

export interface TokenCountOptions {
  /** Told, once per task at most, of every token counted. */
  report(tokens: DetectedToken[]): void;
  schedulers: Schedulers;
  /** Aborted: every mark and count is dropped, and a pending report too. */
  signal: AbortSignal;
  /** What is laid out: the page's own by default. */
  layout?: Layout;
}

export function countTokens(marks: Marks, options: TokenCountOptions): TokenCounts {
  const { signal } = options;
  // How often each token is on the page, by kind: no key strings or entry objects per token.
  const counts = new Map<TokenKind, Map<string, number>>();
  // Marks not checked since they were found, or since an attribute above them changed.
  const pending = new Set<Marked>();

  // Held until the first scan ends: a report copies every token so far, and after each of its
  // slices that was quadratic on a long ticket.
  let held = true;
  let reportPending = false;
  const changed = () => {
    if (reportPending || held) return;
    reportPending = true;
    // Still pending while the list is made: the marks it settles are in this report.
    options.schedulers.microtask(() => {
      if (!signal.aborted) options.report(list());
      reportPending = false;
    });
  };

  const count = ({ kind, text }: Found, delta: number) => {
    let texts = counts.get(kind);
    if (!texts) {
      texts = new Map();
      counts.set(kind, texts);
    }
    const n = (texts.get(text) ?? 0) + delta;
    if (n > 0) texts.set(text, n);
    else texts.delete(text);
  };

  signal.addEventListener("abort", () => {
    clearAll(marks);
    counts.clear();
    pending.clear();
  });

  const settle = (restyled?: ReadonlySet<Node>) => {
    if (restyled?.size) {
      // Up from each marked text node, each node asked once: work follows the marks, not the page.
      const under = once((node: Node): boolean => restyled.has(node) || (!!up(node) && under(up(node)!)));
      for (const [node, list] of marks.byNode) if (under(node)) for (const m of list) pending.add(m);
    }
    const sees = visibilityCheck(options.layout);
    let moved = false;
    for (const m of pending) {
      const shown = !m.removed && sees(m.found.startNode);
      if (shown !== m.shown) {
        m.shown = shown;
        count(m.found, shown ? 1 : -1);
        moved = true;
      }
    }
    pending.clear();
    if (moved) changed();
  };
  const list = (): DetectedToken[] => {
    settle();
    return [...counts].flatMap(([kind, texts]) => [...texts].map(([text, n]) => ({ kind, text, count: n })));
  };

  return {
    mark(found, how) {
      const sequence = mark(marks, found, how);
      // The marks made now end the sequence (none is made when nothing is found).
      for (const m of sequence?.slice(-found.length) ?? []) pending.add(m);
      return sequence;
    },
    unmark(nodes) {
      // Counted out at the next settle; a mark spanning two nodes is listed under both, pending once.
      for (const node of nodes) for (const m of marks.byNode.get(node) ?? []) pending.add(m);
      unmark(marks, nodes);
    },
    settle,
    list,
    startReporting() {
      held = false;
      if (marks.live) changed();
    },
  };
}
