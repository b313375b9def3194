/**
 * A voucher's validity windows, and the next time it can be used, as English sentences for the agent.
 * Takes the facts read by validity-windows.ts; nothing that reads or searches them needs this module,
 * so the panel can load it when it has a sentence to say.
 */
import { formatter } from "@/lib/core/intl/formatter";
import { isTimeZone, wallClock } from "@/lib/core/intl/time-zone";
import { type DailyPeriod, type Duration, hasWindow, type ValidityWindows } from "./validity-windows";

export interface ValidityOptions {
  /** IANA zone the windows are read in: the project's when known, else the agent's. */
  timeZone: string;
  /** For dates ("1 March 2026"); the sentences are English. Default en-GB. */
  locale?: string;
}

const DEFAULT_LOCALE = "en-GB";
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Monday first, Sunday last, as agents read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

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
    formatter("date", locale, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })?.format(
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

function datesLines(w: ValidityWindows, timeZone: string, locale: string): string[] {
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

function timeframeLine(w: ValidityWindows, timeZone: string, locale: string): string | undefined {
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

function daysLine(w: ValidityWindows): string | undefined {
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
export function describeValidity(windows: ValidityWindows, options: ValidityOptions): string[] {
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
}

function wallYear(ms: number, timeZone: string, locale: string): string {
  return formatter("date", locale, { timeZone, year: "numeric" })?.format(ms) ?? "";
}

/**
 * "Tuesday 24 November, 17:00 (your time); 23:00 for the customer (Europe/Warsaw)"; the customer's
 * date is repeated only when it is another day there.
 */
export function formatNextUsable(date: Date, options: NextUsableFormat): string {
  return formatInstant(date, options, false);
}

/**
 * When a code usable now stops being usable: "19:00 (your time)", with the day when it is not
 * today, and the customer's clock as formatNextUsable gives it.
 */
export function formatUsableUntil(until: Date, options: NextUsableFormat): string {
  return formatInstant(until, options, true);
}

function formatInstant(date: Date, options: NextUsableFormat, dayOnlyIfNotToday: boolean): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const ms = date.getTime();
  const dayOf = (at: number, timeZone: string, withYear: boolean) =>
    formatter(
      "date",
      locale,
      withYear
        ? { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }
        : { timeZone, weekday: "long", day: "numeric", month: "long" },
    )?.format(at) ?? "";
  const at = (timeZone: string) => {
    const withYear =
      !options.now || wallYear(ms, timeZone, locale) !== wallYear(options.now.getTime(), timeZone, locale);
    const day = dayOf(ms, timeZone, withYear);
    const today =
      dayOnlyIfNotToday && options.now && day === dayOf(options.now.getTime(), timeZone, withYear);
    return { day, time: clock(ms, timeZone, locale), today };
  };
  const agentKnown = isTimeZone(options.agentTimeZone);
  const agent = at(agentKnown ? options.agentTimeZone : "UTC");
  const text = `${agent.today ? "" : `${agent.day}, `}${agent.time} (${agentKnown ? "your time" : "UTC"})`;
  const customerZone = options.customerTimeZone;
  if (!customerZone || customerZone === options.agentTimeZone || !isTimeZone(customerZone)) return text;
  const customer = at(customerZone);
  if (customer.day === agent.day && customer.time === agent.time) return text;
  const when =
    customer.day === agent.day || customer.today ? customer.time : `${customer.day}, ${customer.time}`;
  return `${text}; ${when} for the customer (${customerZone})`;
}
