import { formatExact, formatRelative } from "@/lib/core/intl/dates";

export interface RelativeTimeProps {
  iso: string | null | undefined;
  now: number;
  locale?: string;
}

/** "3 days ago"; the exact local time shows on hover and on keyboard focus, and is read out. */
export function RelativeTime({ iso, now, locale }: RelativeTimeProps) {
  const relative = formatRelative(iso, now, locale);
  if (!relative || !iso) return null;
  const exact = formatExact(iso, locale);
  return (
    <time
      dateTime={iso}
      title={exact}
      data-exact={exact}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users see the exact time
      tabIndex={0}
      class="relative-time"
    >
      {relative}
      <span class="visually-hidden">, {exact}</span>
    </time>
  );
}
