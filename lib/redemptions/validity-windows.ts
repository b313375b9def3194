/**
 * A voucher's validity windows (failure-codes.md, "Validity windows") as the API body states them,
 * read into plain facts: each window is readable, absent, or kept as the API's own fields.
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

/** A field of the API as it wrote it ("interval P1D"); no value when the API left it out. */
export interface ApiField {
  name: string;
  value?: string;
}

export type Timeframe =
  | { ok: true; interval: Duration; duration: Duration; anchor: number }
  | { ok: false; interval: Duration | undefined; duration: Duration | undefined; fields: ApiField[] };

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

/** Why a daily period could not be read: its times or days, or a period that ends before it starts. */
export type PeriodFault = "unreadable" | "ends_before_start" | "day_out_of_range";

/**
 * A daily period read, or why not. One that ends before it starts keeps its times as read, for a
 * reader that says it as given.
 */
export type DailyPeriod =
  | { ok: true; period: Period }
  | { ok: false; why: "ends_before_start"; fields: ApiField[]; period: Period }
  | { ok: false; why: Exclude<PeriodFault, "ends_before_start">; fields: ApiField[] };

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

/** The period's fields as the API wrote them: the start time always, the others when given. */
function periodFields(raw: RawPeriod): ApiField[] {
  return [
    raw.start_time === null || raw.start_time === undefined
      ? { name: "start_time" }
      : { name: "start_time", value: raw.start_time },
    ...(raw.expiration_time ? [{ name: "expiration_time", value: raw.expiration_time }] : []),
    ...(raw.days_of_week?.length ? [{ name: "days_of_week", value: listWords(raw.days_of_week) }] : []),
  ];
}

function readPeriod(raw: RawPeriod): DailyPeriod {
  const unreadable = (why: Exclude<PeriodFault, "ends_before_start">) => ({
    ok: false as const,
    why,
    fields: periodFields(raw),
  });
  const start = raw.start_time ? readTime(raw.start_time) : undefined;
  if (start === undefined) return unreadable("unreadable");
  const endText = raw.expiration_time?.trim() ? raw.expiration_time.trim() : undefined;
  const end = endText === undefined ? DAY_SECONDS : readTime(endText);
  if (end === undefined) return unreadable("unreadable");
  // A weekday out of range first: that period cannot be read whatever its times say.
  const days = raw.days_of_week ?? [];
  if (!days.every(isDay)) return unreadable("day_out_of_range");
  const period = { start, end, startText: raw.start_time?.trim() ?? "", endText, days: [...new Set(days)] };
  // Not documented (a period past midnight? the whole day?): said as it is, not guessed at.
  if (end <= start) return { ok: false, why: "ends_before_start", fields: periodFields(raw), period };
  return { ok: true, period };
}

function readTimeframe(voucher: ValidityFields, start: Instant | undefined): Timeframe | undefined {
  const raw = voucher.validity_timeframe;
  if (!raw || ((raw.interval ?? "") === "" && (raw.duration ?? "") === "")) return undefined;
  const interval = readDuration(raw.interval);
  const duration = readDuration(raw.duration);
  if (interval && duration && start?.ok) return { ok: true, interval, duration, anchor: start.at };
  const fields = [
    raw.interval ? { name: "interval", value: raw.interval } : { name: "interval" },
    raw.duration ? { name: "duration", value: raw.duration } : { name: "duration" },
  ];
  return { ok: false, interval, duration, fields };
}

/** The voucher's validity fields as facts: what each window says, or the API's fields where unreadable. */
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
