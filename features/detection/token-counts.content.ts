import { clearAll, type Marked, type Marks, mark, unmark } from "./highlighter.content";
import type { TokenKind } from "./patterns";
import type { Found } from "./scanner.content";
import type { Schedulers } from "./schedulers.content";

/** A token the page shows, and how many times: what the worker hears of a page. */
export interface DetectedToken {
  kind: TokenKind;
  text: string;
  count: number;
}

/** The tokens the page shows: marked, counted, and reported when they change. */
export interface TokenCounts {
  /** Marks tokens found on the page and counts them in (see `mark` for `how`). */
  mark(found: Found[], how: { paint: boolean; into?: Marked[] }): Marked[] | undefined;
  /** Drops the marks touching these text nodes (removed or changed) and counts their tokens out. */
  unmark(nodes: Iterable<Text>): void;
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
}

export function countTokens(marks: Marks, options: TokenCountOptions): TokenCounts {
  const { signal } = options;
  // How often each token is on the page, by kind: no key strings or entry objects per token.
  const counts = new Map<TokenKind, Map<string, number>>();
  const list = (): DetectedToken[] =>
    [...counts].flatMap(([kind, texts]) => [...texts].map(([text, n]) => ({ kind, text, count: n })));

  // Held until the first scan ends: a report copies every token so far, and after each of its
  // slices that was quadratic on a long ticket.
  let held = true;
  let reportPending = false;
  const changed = () => {
    if (reportPending || held) return;
    reportPending = true;
    options.schedulers.microtask(() => {
      reportPending = false;
      if (!signal.aborted) options.report(list());
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

  signal.addEventListener("abort", () => {
    clearAll(marks);
    counts.clear();
  });

  return {
    mark(found, how) {
      const sequence = mark(marks, found, how);
      for (const f of found) count(f.kind, f.text, 1);
      if (found.length) changed();
      return sequence;
    },
    unmark(nodes) {
      // A mark spanning two nodes is listed under both: each is counted out once, whichever is met.
      const gone = new Set<Marked>();
      const list = [...nodes];
      for (const node of list) for (const m of marks.byNode.get(node) ?? []) gone.add(m);
      for (const m of gone) count(m.found.kind, m.found.text, -1);
      unmark(marks, list);
      if (gone.size) changed();
    },
    list,
    startReporting() {
      held = false;
      if (marks.live) changed();
    },
  };
}
