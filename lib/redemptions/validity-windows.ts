/**
 * A voucher's validity windows (failure-codes.md, "Validity windows") as the API body states them,
 * read into plain facts: each window is readable, absent, or kept in the API's own words.
 *
 * Real data is partial and sometimes wrong: a window that cannot be read is kept as the API wrote it
 * and never guessed at. Pure: no clock, no time zone; next-usable.ts searches these facts and
 * validity-words.ts says them.
 */
import type { Voucher } from "@/lib/core/api/schemas";

/** The fields that carry validity windows; a voucher, a redemption's voucher and a loyalty card all fit. */
export type ValidityFields = Pick<
  Voucher,
  "start_date" | "expiration_date" | "validity_timeframe" | "validity_day_of_week" | "validity_hours"
>;

const SECOND = 1000;
/** Seconds in a day: where a daily period with no end time stops. */
const DAY_SECONDS = 86_400;

/** An ISO 8601 duration we can apply: weeks and days as calendar days, the rest as elapsed time. */
export interface Duration {
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  calendarDays: number;
  exactMs: number;
}

export type Timeframe =
  | { ok: true; interval: Duration; duration: Duration; anchor: number }
  | { ok: false; interval: Duration | undefined; duration: Duration | undefined; words: string };

export interface Period {
  /** Seconds into the local day. */
  start: number;
  /** Seconds into the local day; a day's length when the period runs to the end of the day. */
  end: number;
  startText: string;
  /** Undefined: to the end of the day (expiration_time empty or missing, changelog of 7 Jul 2026). */
  endText: string | undefined;
  /** Empty: every day. */
  days: number[];
}

export type DailyPeriod = { ok: true; period: Period } | { ok: false; words: string };

export type Instant = { ok: true; at: number } | { ok: false; raw: string };

/** What the voucher's validity fields say; undefined (or no daily period) where a field is absent. */
export interface ValidityWindows {
  start: Instant | undefined;
  end: Instant | undefined;
  timeframe: Timeframe | undefined;
  days: { ok: true; days: number[] } | { ok: false; raw: string } | undefined;
  daily: DailyPeriod[];
}

type RawPeriod = NonNullable<NonNullable<NonNullable<ValidityFields["validity_hours"]>["daily"]>[number]>;

/** Weeks, days, hours, minutes, seconds as whole numbers. Months and years have no fixed length: not read. */
const DURATION = /^P(?:(\d{1,6})W)?(?:(\d{1,6})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,7})M)?(?:(\d{1,9})S)?)?$/;

function readDuration(raw: string | null | undefined): Duration | undefined {
  const match = raw ? DURATION.exec(raw) : null;
  if (!match || raw?.endsWith("T")) return undefined;
  const [weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const calendarDays = weeks * 7 + days;
  const exactMs = ((hours * 60 + minutes) * 60 + seconds) * SECOND;
  if (calendarDays === 0 && exactMs === 0) return undefined;
  return { weeks, days, hours, minutes, seconds, calendarDays, exactMs };
}

function readInstant(raw: string | null | undefined): Instant | undefined {
  if (raw === null || raw === undefined) return undefined;
  // Date.parse also takes "March 7" and the like: only ISO date-times are the API's.
  const at = /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(at) ? { ok: false, raw } : { ok: true, at };
}

const listWords = (values: readonly number[]) => `[${values.join(", ")}]`;
const isDay = (n: number) => Number.isInteger(n) && n >= 0 && n <= 6;

/** "HH:mm" (seconds allowed), in seconds into the day. */
function readTime(raw: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(raw.trim());
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

function periodWords(raw: RawPeriod): string {
  const parts = [
    raw.start_time === null || raw.start_time === undefined
      ? "no start_time"
      : `start_time ${raw.start_time}`,
    raw.expiration_time ? `expiration_time ${raw.expiration_time}` : "",
    raw.days_of_week?.length ? `days_of_week ${listWords(raw.days_of_week)}` : "",
  ];
  return parts.filter(Boolean).join(", ");
}

function readPeriod(raw: RawPeriod): DailyPeriod {
  const unreadable = (why: string) => ({ ok: false as const, words: `${why}: ${periodWords(raw)}` });
  const start = raw.start_time ? readTime(raw.start_time) : undefined;
  if (start === undefined) return unreadable("could not be read");
  const endText = raw.expiration_time?.trim() ? raw.expiration_time.trim() : undefined;
  const end = endText === undefined ? DAY_SECONDS : readTime(endText);
  if (end === undefined) return unreadable("could not be read");
  // Not documented (a period past midnight? the whole day?): said as it is, not guessed at.
  if (end <= start) return unreadable("could not be read (it does not end after it starts)");
  const days = raw.days_of_week ?? [];
  if (!days.every(isDay)) return unreadable("could not be read (a day is not 0 to 6)");
  const startText = raw.start_time?.trim() ?? "";
  return { ok: true, period: { start, end, startText, endText, days: [...new Set(days)] } };
}

function readTimeframe(voucher: ValidityFields, start: Instant | undefined): Timeframe | undefined {
  const raw = voucher.validity_timeframe;
  if (!raw || ((raw.interval ?? "") === "" && (raw.duration ?? "") === "")) return undefined;
  const interval = readDuration(raw.interval);
  const duration = readDuration(raw.duration);
  if (interval && duration && start?.ok) return { ok: true, interval, duration, anchor: start.at };
  const words = [
    raw.interval ? `interval ${raw.interval}` : "no interval",
    raw.duration ? `duration ${raw.duration}` : "no duration",
  ].join(", ");
  return { ok: false, interval, duration, words };
}

/** The voucher's validity fields as facts: what each window says, or the API's words where unreadable. */
export function readValidityWindows(voucher: ValidityFields): ValidityWindows {
  const start = readInstant(voucher.start_date);
  const dayList = voucher.validity_day_of_week ?? [];
  return {
    start,
    end: readInstant(voucher.expiration_date),
    timeframe: readTimeframe(voucher, start),
    // An empty list restricts nothing, as lib/loyalty/card-state.ts reads it.
    days: !dayList.length
      ? undefined
      : dayList.every(isDay)
        ? { ok: true, days: [...new Set(dayList)] }
        : { ok: false, raw: listWords(dayList) },
    daily: (voucher.validity_hours?.daily ?? []).map(readPeriod),
  };
}

/** Whether the voucher carries any window at all, readable or not. */
export const hasWindow = (w: ValidityWindows) =>
  Boolean(w.start || w.end || w.timeframe || w.days || w.daily.length);
