import type { PointsBucket } from "@/lib/core/api/schemas";
import { type LoyaltySay, loyaltySay } from "./loyalty-say";

/**
 * Bucket dates are calendar dates without time: all arithmetic here is on Y-M-D in UTC, so a
 * bucket never moves a day because of the agent's time zone.
 */
export function dayNumber(ymd: string): number {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

export function daysUntil(ymd: string, today: string): number {
  return dayNumber(ymd) - dayNumber(today);
}

/** How far a day is, in words: "today", "in 12 days", "3 days ago". */
export function inWords(days: number, words?: LoyaltySay): string {
  const say = loyaltySay(words);
  if (days === 0) return say("today");
  if (days === 1) return say("tomorrow");
  if (days === -1) return say("yesterday");
  return days > 0 ? say("inDays", { count: days }) : say("daysAgo", { count: -days });
}

export interface ExpirySummary {
  next30: number;
  next90: number;
  nextDate?: string;
  nextPoints?: number;
  /** Points of the active buckets loaded, never-expiring ones included: not the card's balance. */
  active: number;
  /** Points of active buckets that never expire. */
  neverExpiring: number;
}

const isActive = (b: PointsBucket) => (b.status ?? "ACTIVE") === "ACTIVE";
/** A bucket of type NO_EXPIRATION never expires, whatever date it carries. */
export const neverExpires = (b: PointsBucket) => b.expiration_type === "NO_EXPIRATION";

/** What the agent reads out: points expiring within 30 and 90 days (today included), and the next date. */
export function summarise(buckets: PointsBucket[], today: string): ExpirySummary {
  const sum = (list: PointsBucket[]) => list.reduce((total, b) => total + b.points.total, 0);
  const active = buckets.filter(isActive);
  const upcoming = active
    .filter((b) => !neverExpires(b) && daysUntil(b.expiration_date, today) >= 0)
    .sort((a, b) => a.expiration_date.localeCompare(b.expiration_date));
  const within = (days: number) =>
    upcoming
      .filter((b) => daysUntil(b.expiration_date, today) <= days)
      .reduce((sum, b) => sum + b.points.total, 0);
  const nextDate = upcoming[0]?.expiration_date;
  return {
    next30: within(30),
    next90: within(90),
    active: sum(active),
    neverExpiring: sum(active.filter(neverExpires)),
    ...(nextDate
      ? {
          nextDate,
          nextPoints: upcoming
            .filter((b) => b.expiration_date === nextDate)
            .reduce((s, b) => s + b.points.total, 0),
        }
      : {}),
  };
}

export interface MonthTotal {
  /** YYYY-MM */
  month: string;
  points: number;
}

/**
 * The longest stretch the chart fills month by month. A card whose buckets run further (a date of
 * 9999-12-31 standing for "never", say) lists only its months with points: a bar for each empty
 * month between would be tens of thousands of bars, too thin to see, that stall the panel.
 */
const FILLED_MONTHS = 36;

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthKey = (n: number) =>
  `${String(Math.floor(n / 12)).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`;

/**
 * Points by calendar month of expiry, months without points included so the chart keeps its scale
 * (within three years of the first). Buckets that never expire have no month.
 */
export function pointsByMonth(all: PointsBucket[]): MonthTotal[] {
  const totals = new Map<string, number>();
  for (const b of all) {
    if (neverExpires(b)) continue;
    const month = b.expiration_date.slice(0, 7);
    totals.set(month, (totals.get(month) ?? 0) + b.points.total);
  }
  const months = [...totals.keys()].sort();
  if (!months.length) return [];
  const first = monthNumber(months[0]!);
  const span = monthNumber(months.at(-1)!) - first + 1;
  if (!(span <= FILLED_MONTHS)) return months.map((month) => ({ month, points: totals.get(month) ?? 0 }));
  return Array.from({ length: span }, (_, i) => {
    const month = monthKey(first + i);
    return { month, points: totals.get(month) ?? 0 };
  });
}
