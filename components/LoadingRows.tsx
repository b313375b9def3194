/** Placeholder rows the size of real ones, so the list does not jump when data arrives. */
export function LoadingRows({ count = 5 }: { count?: number }) {
  return (
    <div class="skeleton" role="status" aria-label="Loading redemptions">
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
