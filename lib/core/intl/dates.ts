/** Dates as agents read them: relative for the glance, exact local time on hover or focus. */
import { formatter } from "./formatter";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelative(iso: string | null | undefined, now: number, locale?: string): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const diff = time - now;
  const abs = Math.abs(diff);
  const rtf = formatter("relative", locale, { numeric: "auto" });
  if (!rtf) return "";
  if (abs < MINUTE) return rtf.format(0, "second");
  if (abs < HOUR) return rtf.format(Math.round(diff / MINUTE), "minute");
  if (abs < DAY) return rtf.format(Math.round(diff / HOUR), "hour");
  if (abs < 30 * DAY) return rtf.format(Math.round(diff / DAY), "day");
  if (abs < 365 * DAY) return rtf.format(Math.round(diff / (30 * DAY)), "month");
  return rtf.format(Math.round(diff / (365 * DAY)), "year");
}

export function formatExact(iso: string | null | undefined, locale?: string): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return formatter("date", locale, { dateStyle: "medium", timeStyle: "medium" })?.format(time) ?? "";
}

/** A day the API gives without a time: "2026-06-01". */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Jun 1, 2026": a moment's day where the agent is, or a calendar day as the API wrote it. Read as
 * a moment, a bare day is UTC midnight, which west of UTC is the evening of the day before.
 */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return "";
  const day = CALENDAR_DAY.test(iso);
  const time = Date.parse(day ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(time)) return "";
  const options: Intl.DateTimeFormatOptions = day
    ? { dateStyle: "medium", timeZone: "UTC" }
    : { dateStyle: "medium" };
  return formatter("date", locale, options)?.format(time) ?? "";
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * The agent's calendar day a moment falls on, YYYY-MM-DD as a date field writes it: "today", a
 * day an entry was made on. UTC's day (toISOString) is tomorrow's for an agent west of UTC in the
 * evening.
 */
export function agentDay(at: Date | number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
