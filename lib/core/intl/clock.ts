import { formatter } from "./formatter";

/**
 * "as of 14:05": when cached data was fetched. Apart from the dates: the panel says it as it opens,
 * and the rows' dates load with the rows.
 */
export function formatClock(epochMs: number, locale?: string): string {
  return formatter("date", locale, { hour: "2-digit", minute: "2-digit" })?.format(epochMs) ?? "";
}
