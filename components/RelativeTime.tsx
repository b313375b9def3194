import { formatExact, formatRelative } from "@/lib/format/dates";

export interface RelativeTimeProps {
  iso: string | null | undefined;
  now: number;
  locale?: string;
}

/** "3 days ago", with the exact local time as a tooltip and for keyboard focus and screen readers. */
export function RelativeTime({ iso, now, locale }: RelativeTimeProps) {
  const relative = formatRelative(iso, now, locale);
  if (!relative || !iso) return null;
  const exact = formatExact(iso, locale);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the exact time to keyboard users
    <time
      dateTime={iso}
      title={exact}
      tabIndex={0}
      aria-label={`${relative}, ${exact}`}
      class="relative-time"
    >
      {relative}
    </time>
  );
}
