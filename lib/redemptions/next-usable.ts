/**
 * When a code that failed with `voucher_not_active_now` or `promotion_not_active_now` can next be
 * used, searched for in its validity windows (validity-windows.ts) from a given "now".
 *
 * Time zone (an assumption): Voucherify reads days of the week and daily hours in the project's time
 * zone, which the API does not give us. The caller passes the profile's zone when it has one, else the
 * agent's, and says which. The same zone turns `validity_timeframe` days and weeks into calendar days
 * (the period keeps its time of day across a daylight saving change; Voucherify fixed a bug of exactly
 * that kind on 3 Dec 2025). Pure: no clock, no machine time zone.
 */
import { addCalendarDays, instantsAt, isTimeZone, wallClock, weekdayOf } from "@/lib/core/intl/time-zone";
import { type Duration, hasWindow, type Period, type ValidityWindows } from "./validity-windows";

const DAY = 86_400_000;
/** How far ahead nextUsable looks before it says "never". */
export const SEARCH_DAYS = 400;
/** A safety net: each step jumps to a window's next opening, so real data needs a few hundred at most. */
const MAX_STEPS = 20_000;

const approxMs = (d: Duration) => d.calendarDays * DAY + d.exactMs;

/** `ms` plus `times` the duration: days and weeks on the calendar (same time of day), the rest elapsed. */
const addDuration = (ms: number, duration: Duration, times: number, timeZone: string) =>
  addCalendarDays(ms, times * duration.calendarDays, timeZone) + times * duration.exactMs;

/**
 * The earliest instant ≥ t at which the window may be open: t itself exactly when it is open at t,
 * later otherwise; null when it never opens again.
 */
type Gate = (t: number) => number | null;
/**
 * For a window open at t: the first instant after t at which it is closed, unless another part of
 * it opens right then (the caller asks again from there); null when it does not close.
 */
type Close = (t: number) => number | null;
/** One window: when it next opens, and when it closes. */
interface Window {
  opens: Gate;
  closes: Close;
}

const firstAfter = (instants: readonly number[], t: number) => instants.find((instant) => instant > t);

function datesWindow(start: number | undefined, end: number | undefined): Window {
  return {
    opens: (t) => {
      if (end !== undefined && t >= end) return null;
      if (start !== undefined && t < start) return start;
      return t;
    },
    closes: () => end ?? null,
  };
}

function daysWindow(days: readonly number[], timeZone: string): Window {
  const allowed = new Set(days);
  /** The first midnight after t that starts a day on which `wanted` holds. */
  const nextDay = (t: number, wanted: (weekday: number) => boolean) => {
    const wall = wallClock(t, timeZone);
    for (let i = 1; i <= 7; i++) {
      if (!wanted(weekdayOf(wall.epochDay + i))) continue;
      const midnight = firstAfter(instantsAt(wall.epochDay + i, 0, timeZone), t);
      if (midnight !== undefined) return midnight;
    }
    return null;
  };
  return {
    opens: (t) => (allowed.has(wallClock(t, timeZone).weekday) ? t : nextDay(t, (day) => allowed.has(day))),
    closes: (t) => nextDay(t, (day) => !allowed.has(day)),
  };
}

const appliesOn = (period: Period, weekday: number) => !period.days.length || period.days.includes(weekday);

function hoursWindow(periods: readonly Period[], timeZone: string): Window {
  const openAt = (t: number) => {
    const wall = wallClock(t, timeZone);
    return periods.filter(
      (p) => appliesOn(p, wall.weekday) && p.start <= wall.seconds && wall.seconds < p.end,
    );
  };
  const opens: Gate = (t) => {
    if (openAt(t).length) return t;
    const wall = wallClock(t, timeZone);
    // Periods repeat every week: the next start is at most 7 days ahead (8 days covers the skipped hour).
    for (let i = 0; i <= 8; i++) {
      const day = wall.epochDay + i;
      const starts = periods
        .filter((p) => appliesOn(p, weekdayOf(day)))
        .map((p) => firstAfter(instantsAt(day, p.start, timeZone), t))
        .filter((instant) => instant !== undefined);
      if (starts.length) return Math.min(...starts);
    }
    return null;
  };
  // The end of the latest period open now; one that runs to the end of the day ends at midnight.
  const closes: Close = (t) => {
    const { epochDay } = wallClock(t, timeZone);
    const ends = openAt(t).map((p) =>
      p.end >= DAY / 1000
        ? firstAfter(instantsAt(epochDay + 1, 0, timeZone), t)
        : firstAfter(instantsAt(epochDay, p.end, timeZone), t),
    );
    const known = ends.filter((end) => end !== undefined);
    return known.length ? Math.max(...known) : null;
  };
  return { opens, closes };
}

/** Active from start_date + k·interval for `duration`, k = 0, 1, 2… */
function timeframeWindow(interval: Duration, duration: Duration, anchor: number, timeZone: string): Window {
  const periodStart = (k: number) => addDuration(anchor, interval, k, timeZone);
  const periodEnd = (k: number) => addDuration(periodStart(k), duration, 1, timeZone);
  // Periods that last as long as the interval (or longer) leave no gap once the first has started.
  const continuous = approxMs(duration) >= approxMs(interval);
  /** The last period that started at or before t. */
  const latestStart = (t: number) => {
    let k = Math.floor((t - anchor) / approxMs(interval));
    while (k > 0 && periodStart(k) > t) k--;
    while (periodStart(k + 1) <= t) k++;
    return k;
  };
  // The one before too: a day-long period can run an hour longer across a daylight saving change.
  const openPeriod = (t: number) => {
    const k = latestStart(t);
    return [k, k - 1].find((j) => j >= 0 && t < periodEnd(j));
  };
  return {
    opens: (t) => {
      if (t < anchor) return anchor;
      if (continuous || openPeriod(t) !== undefined) return t;
      return periodStart(latestStart(t) + 1);
    },
    closes: (t) => {
      if (continuous) return null;
      const open = openPeriod(t);
      return open === undefined ? null : periodEnd(open);
    },
  };
}

/**
 * The earliest instant ≥ `at` when every window the voucher carries is open at once: its dates, its
 * repeating timeframe, its days of the week and its daily hours, read in `options.timeZone`.
 *
 * - a Date: usable then (`at` itself when usable now);
 * - "never": past `expiration_date`, or no instant fits within SEARCH_DAYS of `at`;
 * - undefined: nothing to say: the voucher carries no window, or one that could not be read (its words
 *   are in describeValidity) and the others do not already rule out every instant.
 *
 * Periods are half-open: a daily period 09:00–17:00 is usable from 09:00 and no longer at 17:00, as
 * lib/loyalty/card-state.ts reads it; an empty expiration_time runs to the next midnight.
 */
export function nextUsable(
  windows: ValidityWindows,
  at: Date,
  options: { timeZone: string },
): Date | undefined | "never" {
  const read = readWindows(windows, at, options.timeZone);
  if (!read) return undefined;
  const found = search(
    read.windows.map((window) => window.opens),
    at.getTime(),
  );
  // Windows left out only add conditions: "never" from the others stays true, an instant may not.
  if (found === "never") return found;
  return read.unreadable || found === undefined ? undefined : new Date(found);
}

/**
 * For a code usable at `at` (nextUsable gave `at` itself): until when it stays usable, the first
 * instant it is not; undefined when no window closes within SEARCH_DAYS, or one could not be read.
 * A window closing just as another part of it opens (a period to midnight, the next from midnight)
 * does not end the stretch.
 */
export function usableUntil(
  windows: ValidityWindows,
  at: Date,
  options: { timeZone: string },
): Date | undefined {
  const read = readWindows(windows, at, options.timeZone);
  if (!read || read.unreadable) return undefined;
  const opens = read.windows.map((window) => window.opens);
  const from = at.getTime();
  const limit = from + SEARCH_DAYS * DAY;
  let t = from;
  // Each step moves to a window's end: a week of periods back to back takes a few dozen.
  for (let step = 0; step < 1000 && t <= limit; step++) {
    if (search(opens, t) !== t) return step === 0 ? undefined : new Date(t);
    const ends = read.windows.flatMap((window) => {
      const end = window.closes(t);
      return end !== null && end > t ? [end] : [];
    });
    if (!ends.length) return undefined;
    t = Math.min(...ends);
  }
  return undefined;
}

/** The windows the voucher carries, each read in the zone; whether any had to be left out. */
function readWindows(
  windows: ValidityWindows,
  at: Date,
  timeZone: string,
): { windows: Window[]; unreadable: boolean } | undefined {
  if (!hasWindow(windows) || Number.isNaN(at.getTime())) return undefined;
  const read: Window[] = [];
  let unreadable = false;
  const start = windows.start?.ok ? windows.start.at : undefined;
  const end = windows.end?.ok ? windows.end.at : undefined;
  if (windows.start?.ok === false || windows.end?.ok === false) unreadable = true;
  if (start !== undefined || end !== undefined) read.push(datesWindow(start, end));

  const zoned: Window[] = [];
  const { timeframe, days } = windows;
  if (timeframe?.ok) {
    zoned.push(timeframeWindow(timeframe.interval, timeframe.duration, timeframe.anchor, timeZone));
  } else if (timeframe) unreadable = true;
  if (days?.ok) zoned.push(daysWindow(days.days, timeZone));
  else if (days) unreadable = true;
  const periods = windows.daily.flatMap((d) => (d.ok ? [d.period] : []));
  if (periods.length < windows.daily.length) unreadable = true;
  if (periods.length) zoned.push(hoursWindow(periods, timeZone));
  if (isTimeZone(timeZone)) read.push(...zoned);
  else if (zoned.length) unreadable = true;
  return { windows: read, unreadable };
}

function search(gates: readonly Gate[], from: number): number | "never" | undefined {
  const limit = from + SEARCH_DAYS * DAY;
  let t = from;
  for (let step = 0; step < MAX_STEPS; step++) {
    let latest = t;
    for (const gate of gates) {
      const next = gate(t);
      if (next === null) return "never";
      latest = Math.max(latest, next);
    }
    if (latest === t) return t;
    if (latest > limit) return "never";
    t = latest;
  }
  return undefined;
}
