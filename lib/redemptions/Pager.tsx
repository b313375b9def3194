import { lastPage, rangeText } from "./redemptions-query";

export interface PagerProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage(page: number): void;
}

/** "showing 26–50 of 312" with previous and next; the API pages up to 99. */
export function Pager({ page, pageSize, shown, total, onPage }: PagerProps) {
  const last = lastPage(total, pageSize);
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span class="range" aria-live="polite">
        {rangeText(page, pageSize, shown, total)}
      </span>
      <button type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
