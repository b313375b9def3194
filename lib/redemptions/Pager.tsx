import { useLayoutEffect, useRef } from "preact/hooks";
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

/**
 * The page asked with a pager button, and which: the pager goes while that page loads, and the one
 * drawn with it gives the keyboard back to that button, unless the agent took it elsewhere.
 */
let asked: { page: number; next: boolean } | undefined;

/** "showing 26–50 of 312" with previous and next; the API pages up to 99. */
export function Pager({ page, pageSize, shown, total, onPage }: PagerProps) {
  const say = useWords(redemptionWords);
  const last = lastPage(total, pageSize);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const back = asked;
    asked = undefined;
    if (back?.page !== page || (document.activeElement && document.activeElement !== document.body)) return;
    const buttons = back.next ? [nextButton, previousButton] : [previousButton, nextButton];
    buttons.find((button) => button.current && !button.current.disabled)?.current?.focus();
  }, []);
  const go = (to: number) => {
    asked = { page: to, next: to > page };
    onPage(to);
  };
  return (
    <nav class="pager" aria-label={say("pages")}>
      <button type="button" ref={previousButton} disabled={page <= 1} onClick={() => go(page - 1)}>
        {say("previousPage")}
      </button>
      <span class="range" aria-live="polite">
        {rangeText(page, pageSize, shown, total, say)}
      </span>
      <button type="button" ref={nextButton} disabled={page >= last} onClick={() => go(page + 1)}>
        {say("nextPage")}
      </button>
    </nav>
  );
}
