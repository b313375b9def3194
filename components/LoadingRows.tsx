import { useWords } from "./use-words";
import { componentWords } from "./words";

/** Placeholder rows the size of real ones, so the list does not jump when data arrives. */
export function LoadingRows({ count = 5 }: { count?: number }) {
  const say = useWords(componentWords);
  return (
    <div class="skeleton" role="status" aria-label={say("loadingRedemptions")}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} class="skeleton-row" aria-hidden="true">
          <span class="skeleton-line short" />
          <span class="skeleton-line" />
          <span class="skeleton-line medium" />
        </div>
      ))}
    </div>
  );
}
