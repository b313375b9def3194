/**
 * A voucher's validity windows (failure-codes.md, "Validity windows") in words, and when a code that
 * failed with `voucher_not_active_now` or `promotion_not_active_now` can next be used.
 *
 * Time zone (an assumption): Voucherify reads days of the week and daily hours in the project's time
 * zone, which the API does not give us. Every function here takes the zone as a parameter: the caller
 * passes the profile's zone when it has one, else the agent's, and says which. The same zone turns
 * `validity_timeframe` days and weeks into calendar days (the period keeps its time of day across a
 * daylight saving change; Voucherify fixed a bug of exactly that kind on 3 Dec 2025).
 *
 * Real data is partial and sometimes wrong: a window that cannot be read is shown in the API's own words
 * and never guessed at. Pure: no clock, no machine time zone, Intl only.
 */
import type { Voucher } from "@/core/api/schemas";

/** The fields that carry validity windows; a voucher, a redemption's voucher and a loyalty card all fit. */
export type ValidityFields = Pick<
  Voucher,
  "start_date" | "expiration_date" | "validity_timeframe" | "validity_day_of_week" | "validity_hours"
>;

export interface ValidityOptions {
  /** IANA zone the windows are read in: the project's when known, else the agent's. */
  timeZone: string;
  /** For dates ("1 March 2026"); the sentences are English. Default en-GB. */
  locale?: string;
}

const SECOND = 1000;
const DAY = 86_400_000;
/** How far ahead nextUsable looks before it says "never". */
export const SEARCH_DAYS = 400;
/** A safety net: each step jumps to a window's next opening, so real data needs a few hundred at most. */
const MAX_STEPS = 20_000;
const DEFAULT_LOCALE = "en-GB";
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Monday first, Sunday last, as agents read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

// ---------------------------------------------------------------------------------------------------------
// Reading the fields: each window is readable, absent, or kept in the API's own words.

/** An ISO 8601 duration we can apply: weeks and days as calendar days, the rest as elapsed time. */
interface Duration {
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  calendarDays: number;
  exactMs: number;
}

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

const approxMs = (d: Duration) => d.calendarDays * DAY + d.exactMs;

type Timeframe =
  | { ok: true; interval: Duration; duration: Duration; anchor: number }
  | { ok: false; interval: Duration | undefined; duration: Duration | undefined; words: string };

interface Period {
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

type DailyPeriod = { ok: true; period: Period } | { ok: false; words: string };

interface Windows {
  start: { ok: true; at: number } | { ok: false; raw: string } | undefined;
  end: { ok: true; at: number } | { ok: false; raw: string } | undefined;
  timeframe: Timeframe | undefined;
  days: { ok: true; days: number[] } | { ok: false; raw: string } | undefined;
  daily: DailyPeriod[];
}

type RawPeriod = NonNullable<NonNullable<NonNullable<ValidityFields["validity_hours"]>["daily"]>[number]>;

function readInstant(raw: string | null | undefined): Windows["start"] {
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
  const end = endText === undefined ? DAY / SECOND : readTime(endText);
  if (end === undefined) return unreadable("could not be read");
  // Not documented (a period past midnight? the whole day?): said as it is, not guessed at.
  if (end <= start) return unreadable("could not be read (it does not end after it starts)");
  const days = raw.days_of_week ?? [];
  if (!days.every(isDay)) return unreadable("could not be read (a day is not 0 to 6)");
  const startText = raw.start_time?.trim() ?? "";
  return { ok: true, period: { start, end, startText, endText, days: [...new Set(days)] } };
}

function readTimeframe(voucher: ValidityFields, start: Windows["start"]): Timeframe | undefined {
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

function readWindows(voucher: ValidityFields): Windows {
  const start = readInstant(voucher.start_date);
  const dayList = voucher.validity_day_of_week ?? [];
  return {
    start,
    end: readInstant(voucher.expiration_date),
    timeframe: readTimeframe(voucher, start),
    // An empty list restricts nothing, as features/loyalty/card-state.ts reads it.
    days: !dayList.length
      ? undefined
      : dayList.every(isDay)
        ? { ok: true, days: [...new Set(dayList)] }
        : { ok: false, raw: listWords(dayList) },
    daily: (voucher.validity_hours?.daily ?? []).map(readPeriod),
  };
}

const hasWindow = (w: Windows) => Boolean(w.start || w.end || w.timeframe || w.days || w.daily.length);

// ---------------------------------------------------------------------------------------------------------
// Wall clocks in a zone, with Intl only.

/** A local date and time: `epochDay` counts days from 1970-01-01, `seconds` into that day. */
interface Wall {
  epochDay: number;
  weekday: number;
  seconds: number;
}

const formats = new Map<string, Intl.DateTimeFormat | null>();
/** One formatter per use, locale and zone (building one costs more than using it); null: unknown zone. */
/**
 * One formatter per purpose, locale and time zone, built on first use: building one costs about as
 * much as rendering the row it serves. `null` when Intl refuses the locale or zone.
 */
export function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const id = `${key} ${locale} ${options.timeZone ?? ""}`;
  let format = formats.get(id);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = null;
    }
    formats.set(id, format);
  }
  return format;
}

const partsFormat = (timeZone: string) =>
  formatter("parts", "en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });

/** Whether Intl knows the IANA time zone ("Europe/Warsaw"); the profile's field is checked with it too. */
export function isTimeZone(timeZone: string): boolean {
  return partsFormat(timeZone) !== null;
}

const weekdayOf = (epochDay: number) => (((epochDay + 4) % 7) + 7) % 7;

function wallClock(ms: number, timeZone: string): Wall {
  const numbers = new Map<string, number>();
  for (const part of partsFormat(timeZone)?.formatToParts(ms) ?? []) {
    if (part.type !== "literal") numbers.set(part.type, Number(part.value));
  }
  const get = (type: string) => numbers.get(type) ?? 0;
  const epochDay = Math.floor(Date.UTC(get("year"), get("month") - 1, get("day")) / DAY);
  const seconds = (get("hour") % 24) * 3600 + get("minute") * 60 + get("second");
  return { epochDay, weekday: weekdayOf(epochDay), seconds };
}

/** How far the zone's wall clock is ahead of UTC at `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClock(ms, timeZone);
  return wall.epochDay * DAY + wall.seconds * SECOND - Math.floor(ms / SECOND) * SECOND;
}

/**
 * The instants showing this wall time, earliest first: two in the hour repeated when clocks go back;
 * in the hour skipped when they go forward, the instant as far past the gap as the time was into it
 * (02:30 on the spring-forward day reads as 03:30), as Temporal's "compatible" does.
 */
function instantsAt(epochDay: number, seconds: number, timeZone: string): [number, ...number[]] {
  const local = epochDay * DAY + seconds * SECOND;
  const before = offsetAt(local - DAY, timeZone);
  const after = offsetAt(local + DAY, timeZone);
  const found = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((instant) => offsetAt(instant, timeZone) === local - instant)
    .sort((a, b) => a - b);
  const [first, ...rest] = found;
  return first === undefined ? [local - before] : [first, ...rest];
}

/** `ms` plus `times` the duration: days and weeks on the calendar (same time of day), the rest elapsed. */
function addDuration(ms: number, duration: Duration, times: number, timeZone: string): number {
  const exact = times * duration.exactMs;
  if (duration.calendarDays === 0) return ms + exact;
  const wall = wallClock(ms, timeZone);
  const subsecond = ms - Math.floor(ms / SECOND) * SECOND;
  const [instant] = instantsAt(wall.epochDay + times * duration.calendarDays, wall.seconds, timeZone);
  return instant + subsecond + exact;
}

// ---------------------------------------------------------------------------------------------------------
// When the code is next usable: each window is a gate, the search jumps from opening to opening.

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
 * features/loyalty/card-state.ts reads it; an empty expiration_time runs to the next midnight.
 */
export function nextUsable(
  voucher: ValidityFields,
  at: Date,
  options: Pick<ValidityOptions, "timeZone">,
): Date | undefined | "never" {
  const windows = readWindows(voucher);
  const from = at.getTime();
  if (!hasWindow(windows) || Number.isNaN(from)) return undefined;
  const { timeZone } = options;
  const zoneKnown = isTimeZone(timeZone);

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
  if (zoneKnown) gates.push(...zoned);
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

// ---------------------------------------------------------------------------------------------------------
// In words.

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

function durationParts(d: Duration): string[] {
  const units: [number, string][] = [
    [d.weeks, "week"],
    [d.days, "day"],
    [d.hours, "hour"],
    [d.minutes, "minute"],
    [d.seconds, "second"],
  ];
  return units.filter(([n]) => n > 0).map(([n, unit]) => plural(n, unit));
}

const durationWords = (d: Duration) => joinWords(durationParts(d));

/** "day" for P1D, "2 days" for P2D: read after "every". */
function everyWords(d: Duration): string {
  const parts = durationParts(d);
  const [only] = parts;
  return parts.length === 1 && only?.startsWith("1 ") ? only.slice(2) : joinWords(parts);
}

const dayNames = (days: readonly number[]) =>
  joinWords(WEEK_ORDER.filter((d) => days.includes(d)).map((d) => DAY_NAMES[d] ?? String(d)));

function clock(ms: number, timeZone: string, locale: string): string {
  return (
    formatter("clock", locale, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })?.format(
      ms,
    ) ?? ""
  );
}

function calendarDate(ms: number, timeZone: string, locale: string): string {
  const options = { timeZone, day: "numeric", month: "long", year: "numeric" } as const;
  return formatter("date", locale, options)?.format(ms) ?? "";
}

/** "1 March 2026, 09:00". */
const dateTime = (ms: number, timeZone: string, locale: string) =>
  `${calendarDate(ms, timeZone, locale)}, ${clock(ms, timeZone, locale)}`;

function datesLines(w: Windows, timeZone: string, locale: string): string[] {
  const { start, end } = w;
  const lines: string[] = [];
  const from = start?.ok ? dateTime(start.at, timeZone, locale) : undefined;
  const to = end?.ok ? dateTime(end.at, timeZone, locale) : undefined;
  if (from && to) lines.push(`Valid from ${from} to ${to}`);
  else if (from) lines.push(`Valid from ${from}`);
  else if (to) lines.push(`Valid until ${to}`);
  if (start?.ok === false) lines.push(`Start date could not be read: "${start.raw}"`);
  if (end?.ok === false) lines.push(`Expiration date could not be read: "${end.raw}"`);
  return lines;
}

function timeframeLine(w: Windows, timeZone: string, locale: string): string | undefined {
  const tf = w.timeframe;
  if (!tf) return undefined;
  if (!tf.ok) {
    if (tf.interval && tf.duration) {
      const why = w.start ? "its start date could not be read" : "there is no start date to count from";
      return `Valid for ${durationWords(tf.duration)} every ${everyWords(tf.interval)}, but ${why}`;
    }
    return `Repeating window could not be read: ${tf.words}`;
  }
  const { interval, duration, anchor } = tf;
  const time = clock(anchor, timeZone, locale);
  const from =
    interval.exactMs !== 0
      ? dateTime(anchor, timeZone, locale)
      : interval.calendarDays % 7 === 0
        ? `${DAY_NAMES[wallClock(anchor, timeZone).weekday]} ${time}`
        : time;
  return `Valid for ${durationWords(duration)} every ${everyWords(interval)}, starting ${from}`;
}

function daysLine(w: Windows): string | undefined {
  const { days } = w;
  if (!days) return undefined;
  if (!days.ok) return `Days of the week could not be read: ${days.raw}`;
  return days.days.length === 7 ? "On every day of the week" : `Only on ${dayNames(days.days)}`;
}

function periodLine(d: DailyPeriod): string {
  if (!d.ok) return `Daily period ${d.words}`;
  const { startText, endText, days } = d.period;
  const hours = endText === undefined ? `from ${startText} to the end of the day` : `${startText}–${endText}`;
  const on = days.length && days.length < 7 ? ` on ${dayNames(days)}` : "";
  return `Daily ${hours}${on}`;
}

/**
 * The voucher's validity windows as lines an agent can read, times in `options.timeZone`:
 * "Valid from 1 March 2026, 09:00 to 31 March 2026, 23:59", "Valid for 1 hour every 2 days, starting
 * 09:00", "Only on Monday, Wednesday and Friday", "Daily 17:00–19:00 on Friday and Saturday".
 * No lines when the voucher carries no window.
 */
export function describeValidity(voucher: ValidityFields, options: ValidityOptions): string[] {
  const windows = readWindows(voucher);
  if (!hasWindow(windows)) return [];
  const locale = options.locale ?? DEFAULT_LOCALE;
  const known = isTimeZone(options.timeZone);
  const timeZone = known ? options.timeZone : "UTC";
  const lines = [
    ...(known ? [] : [`Time zone "${options.timeZone}" is not known: times are in UTC`]),
    ...datesLines(windows, timeZone, locale),
    timeframeLine(windows, timeZone, locale),
    daysLine(windows),
    ...windows.daily.map(periodLine),
  ];
  return lines.filter((line) => line !== undefined);
}

export interface NextUsableFormat {
  agentTimeZone: string;
  /** Shown too when given and the customer's clock reads differently. */
  customerTimeZone?: string;
  /** Default en-GB. */
  locale?: string;
  /** Leaves the year out when the date falls in the same year as `now`; without it, the year is shown. */
  now?: Date;
  /** What follows the first time: "your time" (default) for the agent, or the zone named for a customer. */
  label?: "your time" | "zone";
}

/**
 * "Tuesday 24 November, 17:00 (your time); 23:00 for the customer (Europe/Warsaw)"; the customer's
 * date is repeated only when it is another day there.
 */
export function formatNextUsable(date: Date, options: NextUsableFormat): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const ms = date.getTime();
  const at = (timeZone: string) => {
    const withYear =
      !options.now || wallYear(ms, timeZone, locale) !== wallYear(options.now.getTime(), timeZone, locale);
    const dayOptions = withYear
      ? ({ timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" } as const)
      : ({ timeZone, weekday: "long", day: "numeric", month: "long" } as const);
    const day = formatter(withYear ? "day-year" : "day", locale, dayOptions)?.format(ms) ?? "";
    return { day, time: clock(ms, timeZone, locale) };
  };
  const agentKnown = isTimeZone(options.agentTimeZone);
  const agent = at(agentKnown ? options.agentTimeZone : "UTC");
  const text = `${agent.day}, ${agent.time} (${!agentKnown ? "UTC" : options.label === "zone" ? `${options.agentTimeZone} time` : "your time"})`;
  const customerZone = options.customerTimeZone;
  if (!customerZone || customerZone === options.agentTimeZone || !isTimeZone(customerZone)) return text;
  const customer = at(customerZone);
  if (customer.day === agent.day && customer.time === agent.time) return text;
  const when = customer.day === agent.day ? customer.time : `${customer.day}, ${customer.time}`;
  return `${text}; ${when} for the customer (${customerZone})`;
}

function wallYear(ms: number, timeZone: string, locale: string): string {
  return formatter("year", locale, { timeZone, year: "numeric" })?.format(ms) ?? "";
}

/**
 * The same instant for the customer's reply, in the time zone the profile names for them, named so
 * the customer can tell.
 */
export function formatNextUsableForCustomer(
  date: Date,
  options: { timeZone: string; locale?: string; now?: Date },
): string {
  return formatNextUsable(date, {
    agentTimeZone: options.timeZone,
    label: "zone",
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}
