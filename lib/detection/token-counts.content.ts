import type { FirstScanControl } from "./first-scan.content";
import { clearAll, type Marked, type Marks, mark, unmark, unmarkExcept } from "./highlighter.content";
import type { TokenKind } from "./patterns";
import type { Found } from "./scanner.content";
import type { Schedulers } from "./schedulers.content";
import { measure } from "./timeline.content";
import { once, up, visibilityCheck } from "./visibility.content";

/** A token the page shows, and how many times: what the worker hears of a page. */
export interface DetectedToken {
  kind: TokenKind;
  text: string;
  count: number;
}

/** How a long piece of work shares the main thread with the page (the first scan's). */
export type Slices = Pick<FirstScanControl, "sliceOver" | "pause">;

/**
 * The tokens the page shows: marked, counted, and reported when they change. Every token found is
 * marked; only those the agent sees are counted (visibility.content.ts), so hidden text and the
 * page's chrome never reach the worker. Whether the agent sees a mark is asked of the page once
 * the page is read or drawn, never in between: the highlights do not wait for it.
 */
export interface TokenCounts {
  /** Marks tokens found on the page, at the end of `into` if given (see `mark`); counted when settled. */
  mark(found: Found[], into?: Marked[]): Marked[] | undefined;
  /** Drops the marks touching these text nodes (removed or changed); counted out when settled. */
  unmark(nodes: readonly Text[]): void;
  /**
   * A block read again in a batch: its text nodes, what was found in them, and which of them the
   * batch touched (`fresh`: added, moved there, or changed). A mark found again on text it did not
   * touch stays as it was, checked, counted and painted: one id changed among 500 in a paragraph
   * (read whole, as an id may span its inline markup) costs one mark, not 500. The other marks on
   * those nodes are dropped, and what is new is marked (see `mark`).
   */
  reread(texts: readonly Text[], found: Found[], fresh: (text: Text) => boolean): Marked[] | undefined;
  /**
   * At the end of a batch: once the page is drawn, checks the marks made or dropped since, and
   * those under `nodes` (their attributes changed), in one pass of reads, and counts them in or
   * out. Asked in the batch, which runs before the browser lays its change out, the browser laid
   * the page out for it, several times the batch's own work (`npm run bench`, incremental). Until
   * the first count is over, that count meets them.
   */
  restyled(nodes: ReadonlySet<Node>): void;
  list(): DetectedToken[];
  /**
   * Counts what the first scan found, a slice at a time (on the bench's 5 MB ticket, its 11,638 ids
   * took several times a slice), then reports it, and every change from then on.
   */
  startReporting(slices: Slices): Promise<void>;
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
  // Marks not checked since they were found, or since an attribute above them changed.
  const pending = new Set<Marked>();

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

  /**
   * Checks the pending marks in one pass of reads, named in the page's timeline. With `slices`,
   * pauses when a slice is over and goes on with a new pass; stopped meanwhile, nothing is pending
   * any more.
   */
  const settle = async (slices?: Slices) => {
    const start = performance.now();
    let sees = visibilityCheck();
    let moved = false;
    // A mark added or dropped during a pause (by a batch) joins the set and is met in turn.
    for (const m of pending) {
      const shown = !m.removed && sees(m.found.startNode);
      if (shown !== m.shown) {
        m.shown = shown;
        count(m.found, shown ? 1 : -1);
        moved = true;
      }
      pending.delete(m);
      if (slices?.sliceOver()) {
        await slices.pause();
        // The page ran: what the pass knew of its elements may be out of date.
        sees = visibilityCheck();
      }
    }
    if (moved) changed();
    measure("voucher-lens:visibility", start);
  };
  const markFound = (found: Found[], into?: Marked[]) => {
    const sequence = mark(marks, found, into);
    // The marks made now end the sequence (none is made when nothing is found).
    for (const m of sequence?.slice(-found.length) ?? []) pending.add(m);
    return sequence;
  };

  const list = (): DetectedToken[] =>
    [...counts].flatMap(([kind, texts]) => [...texts].map(([text, n]) => ({ kind, text, count: n })));

  return {
    mark: markFound,
    unmark(nodes) {
      // A mark spanning two nodes is listed under both: pending once.
      for (const node of nodes) for (const m of marks.byNode.get(node) ?? []) pending.add(m);
      unmark(marks, nodes);
    },
    reread(texts, found, fresh) {
      const kept = new Set<Marked>();
      const added: Found[] = [];
      // Both lists run in page order: each node's marks are searched from where the last one was
      // found, never from the start, so a text node holding thousands of ids costs a pass, not a
      // square. A mark out of that order is simply made again.
      const from = new Map<Text, number>();
      for (const f of found) {
        const list = fresh(f.startNode) || fresh(f.endNode) ? undefined : marks.byNode.get(f.startNode);
        let same: Marked | undefined;
        for (let i = from.get(f.startNode) ?? 0; list && i < list.length; i++) {
          // Untouched text holds the same characters: the same offsets are the same token.
          const { found: m } = list[i]!;
          if (m.startOffset === f.startOffset && m.endNode === f.endNode && m.endOffset === f.endOffset) {
            same = list[i];
            from.set(f.startNode, i + 1);
            break;
          }
        }
        if (same) kept.add(same);
        else added.push(f);
      }
      // A mark spanning two nodes is listed under both: pending once.
      for (const text of texts)
        for (const m of marks.byNode.get(text) ?? []) if (!kept.has(m)) pending.add(m);
      unmarkExcept(marks, texts, kept);
      return markFound(added);
    },
    restyled(nodes) {
      // The marks under nodes whose attributes changed are checked again. Up from each marked text
      // node, each node asked once: work follows the marks, not the page.
      const under = once((node: Node): boolean => nodes.has(node) || (!!up(node) && under(up(node)!)));
      if (nodes.size)
        for (const [node, list] of marks.byNode) if (under(node)) for (const m of list) pending.add(m);
      // Until the first count is over, it meets what is pending.
      if (!held && pending.size) options.schedulers.drawn(settle);
    },
    list,
    async startReporting(slices) {
      await settle(slices);
      held = false;
      if (marks.live) changed();
    },
  };
}
