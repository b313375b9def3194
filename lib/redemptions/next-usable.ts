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

const firstAfter = (instants: readonly number[], t: number) => instants.find((instant) => instant > t);

function datesGate(start: number | undefined, end: number | undefined): Gate {
  return (t) => {
    if (end !== undefined && t >= end) return null;
    if (start !== undefined && t < start) return start;
    return t;
  };
}

function daysGate(days: readonly number[], timeZone: string): Gate {
  const allowed = new Set(days);
  return (t) => {
    const wall = wallClock(t, timeZone);
    if (allowed.has(wall.weekday)) return t;
    for (let i = 1; i <= 7; i++) {
      if (!allowed.has(weekdayOf(wall.epochDay + i))) continue;
      const midnight = firstAfter(instantsAt(wall.epochDay + i, 0, timeZone), t);
      if (midnight !== undefined) return midnight;
    }
    return null;
  };
}

const appliesOn = (period: Period, weekday: number) => !period.days.length || period.days.includes(weekday);

function hoursGate(periods: readonly Period[], timeZone: string): Gate {
  return (t) => {
    const wall = wallClock(t, timeZone);
    const open = periods.some(
      (p) => appliesOn(p, wall.weekday) && p.start <= wall.seconds && wall.seconds < p.end,
    );
    if (open) return t;
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
}

/** Active from start_date + k·interval for `duration`, k = 0, 1, 2… */
function timeframeGate(interval: Duration, duration: Duration, anchor: number, timeZone: string): Gate {
  const periodStart = (k: number) => addDuration(anchor, interval, k, timeZone);
  // Periods that last as long as the interval (or longer) leave no gap once the first has started.
  const continuous = approxMs(duration) >= approxMs(interval);
  return (t) => {
    if (t < anchor) return anchor;
    if (continuous) return t;
    let k = Math.floor((t - anchor) / approxMs(interval));
    while (k > 0 && periodStart(k) > t) k--;
    while (periodStart(k + 1) <= t) k++;
    // The one before too: a day-long period can run an hour longer across a daylight saving change.
    for (const j of [k, k - 1]) {
      if (j >= 0 && t < addDuration(periodStart(j), duration, 1, timeZone)) return t;
    }
    return periodStart(k + 1);
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
  const from = at.getTime();
  if (!hasWindow(windows) || Number.isNaN(from)) return undefined;
  const { timeZone } = options;

  const gates: Gate[] = [];
  let unreadable = false;
  const start = windows.start?.ok ? windows.start.at : undefined;
  const end = windows.end?.ok ? windows.end.at : undefined;
  if (windows.start?.ok === false || windows.end?.ok === false) unreadable = true;
  if (start !== undefined || end !== undefined) gates.push(datesGate(start, end));

  const zoned: Gate[] = [];
  const { timeframe, days } = windows;
  if (timeframe?.ok) {
    zoned.push(timeframeGate(timeframe.interval, timeframe.duration, timeframe.anchor, timeZone));
  } else if (timeframe) unreadable = true;
  if (days?.ok) zoned.push(daysGate(days.days, timeZone));
  else if (days) unreadable = true;
  const periods = windows.daily.flatMap((d) => (d.ok ? [d.period] : []));
  if (periods.length < windows.daily.length) unreadable = true;
  if (periods.length) zoned.push(hoursGate(periods, timeZone));
  if (isTimeZone(timeZone)) gates.push(...zoned);
  else if (zoned.length) unreadable = true;

  const found = search(gates, from);
  // Windows left out only add conditions: "never" from the others stays true, an instant may not.
  if (found === "never") return found;
  return unreadable || found === undefined ? undefined : new Date(found);
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
