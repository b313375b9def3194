import { useWords } from "@/components/use-words";
import { lastPage, rangeText } from "./redemptions-query";
import { redemptionWords } from "./words";

export interface PagerProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage(page: number): void;
}

/** "showing 26–50 of 312" with previous and next; the API pages up to 99. */
export function Pager({ page, pageSize, shown, total, onPage }: PagerProps) {
  const say = useWords(redemptionWords);
  const last = lastPage(total, pageSize);
  return (
    <nav class="pager" aria-label={say("pages")}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {say("previousPage")}
      </button>
      <span class="range" aria-live="polite">
        {rangeText(page, pageSize, shown, total, say)}
      </span>
      <button type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {say("nextPage")}
      </button>
    </nav>
  );
}
