import type { Gaps } from "@/lib/core/api/schemas";

/** What a cursor-paged list's page holds beside its items. */
interface PageEnd {
  next: string | null;
  gaps?: Gaps;
}

/**
 * A next page's items under those shown: an item a page gives again (it moved while the agent
 * paged) is one item, counted once in what the agent reads out.
 */
export function joinItems<T extends { id: string }>(shown: readonly T[], next: readonly T[]): T[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !ids.has(item.id))];
}

/**
 * How the list goes on after a next page: a cursor handed back as it was asked (a page that ignored
 * where to start) ends it, rather than adding the same page at every "more"; what could not be read
 * on any page stays named.
 */
export function joinEnds(shown: PageEnd, next: PageEnd): { next?: null; gaps?: Gaps } {
  const gaps = [...(shown.gaps ?? []), ...(next.gaps ?? [])];
  return { ...(next.next === shown.next ? { next: null } : {}), ...(gaps.length ? { gaps } : {}) };
}
