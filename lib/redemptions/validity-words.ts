/**
 * A voucher's validity windows, and the next time it can be used, as sentences for the agent in the
 * panel's language. Takes the facts read by validity-windows.ts; nothing that reads or searches them
 * needs this module, so the panel can load it when it has a sentence to say.
 */
import { formatter } from "@/lib/core/intl/formatter";
import { isTimeZone, wallClock } from "@/lib/core/intl/time-zone";
import { listOf, type RedemptionsSay, redemptionsSay, weekdayName } from "./redemptions-say";
import {
  type ApiField,
  type DailyPeriod,
  type Duration,
  hasWindow,
  type PeriodFault,
  type ValidityWindows,
} from "./validity-windows";

export interface ValidityOptions {
  /** IANA zone the windows are read in: the project's when known, else the agent's. */
  timeZone: string;
  /** For dates ("1 March 2026"); the sentences are in the panel's language. Default en-GB. */
  locale?: string;
}

const DEFAULT_LOCALE = "en-GB";
/** Monday first, Sunday last, as agents read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

type Unit = "weeks" | "days" | "hours" | "minutes" | "seconds";
const UNITS: readonly Unit[] = ["weeks", "days", "hours", "minutes", "seconds"];

/** "2 days": a duration's unit as the sentence "valid for …" counts it. */
const UNIT_WORDS = {
  weeks: "weeks",
  days: "days",
  hours: "hours",
  minutes: "minutes",
  seconds: "seconds",
} as const satisfies Record<Unit, string>;

/** "every day", "every 2 days": each language says "every" its own way per unit. */
const EVERY_WORDS = {
  weeks: "everyWeeks",
  days: "everyDays",
  hours: "everyHours",
  minutes: "everyMinutes",
  seconds: "everySeconds",
} as const satisfies Record<Unit, string>;

const PERIOD_FAULTS = {
  unreadable: "dailyUnreadable",
  ends_before_start: "dailyEndsBeforeStart",
  day_out_of_range: "dailyDayOutOfRange",
} as const satisfies Record<PeriodFault, string>;

const unitsOf = (d: Duration) => UNITS.filter((unit) => d[unit] > 0);

const durationWords = (d: Duration, say: RedemptionsSay) =>
  listOf(
    say,
    unitsOf(d).map((unit) => say(UNIT_WORDS[unit], { count: d[unit] })),
  );

/** "every day" for P1D, "every 2 days" for P2D, "every 1 week and 2 days" for P1W2D. */
function everyWords(d: Duration, say: RedemptionsSay): string {
  const units = unitsOf(d);
  const [only] = units;
  return units.length === 1 && only
    ? say(EVERY_WORDS[only], { count: d[only] })
    : say("everyDuration", { duration: durationWords(d, say) });
}

const dayNames = (days: readonly number[], say: RedemptionsSay) =>
  listOf(
    say,
    WEEK_ORDER.filter((d) => days.includes(d)).map((d) => weekdayName(say, d)),
  );

/** The API's fields as it wrote them: "interval P1D, no duration". */
const fieldsWords = (fields: readonly ApiField[], say: RedemptionsSay) =>
  fields
    .map(({ name, value }) =>
      value === undefined ? say("fieldAbsent", { field: name }) : `${name} ${value}`,
    )
    .join(", ");

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

function datesLines(w: ValidityWindows, timeZone: string, locale: string, say: RedemptionsSay): string[] {
  const { start, end } = w;
  const lines: string[] = [];
  const from = start?.ok ? dateTime(start.at, timeZone, locale) : undefined;
  const to = end?.ok ? dateTime(end.at, timeZone, locale) : undefined;
  if (from && to) lines.push(say("validFromTo", { from, to }));
  else if (from) lines.push(say("validFrom", { from }));
  else if (to) lines.push(say("validUntil", { to }));
  if (start?.ok === false) lines.push(say("startUnreadable", { raw: start.raw }));
  if (end?.ok === false) lines.push(say("expirationUnreadable", { raw: end.raw }));
  return lines;
}

function timeframeLine(
  w: ValidityWindows,
  timeZone: string,
  locale: string,
  say: RedemptionsSay,
): string | undefined {
  const tf = w.timeframe;
  if (!tf) return undefined;
  if (!tf.ok) {
    if (tf.interval && tf.duration) {
      const values = { duration: durationWords(tf.duration, say), every: everyWords(tf.interval, say) };
      return w.start ? say("timeframeStartUnreadable", values) : say("timeframeNoStart", values);
    }
    return say("timeframeUnreadable", { fields: fieldsWords(tf.fields, say) });
  }
  const { interval, duration, anchor } = tf;
  const time = clock(anchor, timeZone, locale);
  const from =
    interval.exactMs !== 0
      ? dateTime(anchor, timeZone, locale)
      : interval.calendarDays % 7 === 0
        ? say("weekdayAt", { day: weekdayName(say, wallClock(anchor, timeZone).weekday), time })
        : time;
  return say("timeframe", {
    duration: durationWords(duration, say),
    every: everyWords(interval, say),
    from,
  });
}

function daysLine(w: ValidityWindows, say: RedemptionsSay): string | undefined {
  const { days } = w;
  if (!days) return undefined;
  if (!days.ok) return say("daysUnreadable", { raw: days.raw });
  return days.days.length === 7
    ? say("everyDayOfTheWeek")
    : say("onlyOn", { days: dayNames(days.days, say) });
}

function periodLine(d: DailyPeriod, say: RedemptionsSay): string {
  if (!d.ok) return say(PERIOD_FAULTS[d.why], { fields: fieldsWords(d.fields, say) });
  const { startText: start, endText: end, days } = d.period;
  const on = days.length && days.length < 7 ? dayNames(days, say) : undefined;
  if (end === undefined)
    return on ? say("dailyToEndOfDayOn", { start, days: on }) : say("dailyToEndOfDay", { start });
  return on ? say("dailyOn", { start, end, days: on }) : say("daily", { start, end });
}

/**
 * The voucher's validity windows as lines an agent can read, times in `options.timeZone`:
 * "Valid from 1 March 2026, 09:00 to 31 March 2026, 23:59", "Valid for 1 hour every 2 days, starting
 * 09:00", "Only on Monday, Wednesday and Friday", "Daily 17:00–19:00 on Friday and Saturday".
 * No lines when the voucher carries no window.
 */
export function describeValidity(
  windows: ValidityWindows,
  options: ValidityOptions,
  say: RedemptionsSay = redemptionsSay(),
): string[] {
  if (!hasWindow(windows)) return [];
  const locale = options.locale ?? DEFAULT_LOCALE;
  const known = isTimeZone(options.timeZone);
  const timeZone = known ? options.timeZone : "UTC";
  const lines = [
    ...(known ? [] : [say("timeZoneUnknown", { zone: options.timeZone })]),
    ...datesLines(windows, timeZone, locale, say),
    timeframeLine(windows, timeZone, locale, say),
    daysLine(windows, say),
    ...windows.daily.map((period) => periodLine(period, say)),
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
export function formatNextUsable(
  date: Date,
  options: NextUsableFormat,
  say: RedemptionsSay = redemptionsSay(),
): string {
  return formatInstant(date, options, false, say);
}

/**
 * When a code usable now stops being usable: "19:00 (your time)", with the day when it is not
 * today, and the customer's clock as formatNextUsable gives it.
 */
export function formatUsableUntil(
  until: Date,
  options: NextUsableFormat,
  say: RedemptionsSay = redemptionsSay(),
): string {
  return formatInstant(until, options, true, say);
}

function formatInstant(
  date: Date,
  options: NextUsableFormat,
  dayOnlyIfNotToday: boolean,
  say: RedemptionsSay,
): string {
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
  const agentWhen = agent.today ? agent.time : `${agent.day}, ${agent.time}`;
  const text = agentKnown ? say("yourTime", { when: agentWhen }) : say("utcTime", { when: agentWhen });
  const customerZone = options.customerTimeZone;
  if (!customerZone || customerZone === options.agentTimeZone || !isTimeZone(customerZone)) return text;
  const customer = at(customerZone);
  if (customer.day === agent.day && customer.time === agent.time) return text;
  const when =
    customer.day === agent.day || customer.today ? customer.time : `${customer.day}, ${customer.time}`;
  return say("forTheCustomer", { agent: text, customer: when, zone: customerZone });
}
