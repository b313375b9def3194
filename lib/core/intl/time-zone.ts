/**
 * Wall clocks in an IANA time zone, with Intl only: no machine time zone, no clock. Each function takes
 * the zone as a parameter, so the same code answers for the agent, the customer or the project.
 */
import { formatter } from "./formatter";

const SECOND = 1000;
const DAY = 86_400_000;

/** A local date and time: `epochDay` counts days from 1970-01-01, `seconds` into that day. */
export interface WallClock {
  epochDay: number;
  /** 0 is Sunday, as the API counts days of the week. */
  weekday: number;
  seconds: number;
}

const partsFormat = (timeZone: string) =>
  formatter("date", "en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });

/** Whether Intl knows the IANA time zone ("Europe/Warsaw"). */
export function isTimeZone(timeZone: string): boolean {
  return partsFormat(timeZone) !== undefined;
}

/** The zone the browser runs in: the agent's, unless they say otherwise. */
export function browserTimeZone(): string {
  return formatter("date", undefined)?.resolvedOptions().timeZone ?? "UTC";
}

/** The day of the week of a day counted from 1970-01-01, a Thursday. */
export const weekdayOf = (epochDay: number) => (((epochDay + 4) % 7) + 7) % 7;

/** What the zone's clock reads at `ms`; an unknown zone reads as midnight of 1 January 1970. */
export function wallClock(ms: number, timeZone: string): WallClock {
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
export function instantsAt(epochDay: number, seconds: number, timeZone: string): [number, ...number[]] {
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

/** `ms` moved by whole calendar days in the zone, at the same time of day (across daylight saving too). */
export function addCalendarDays(ms: number, days: number, timeZone: string): number {
  if (days === 0) return ms;
  const wall = wallClock(ms, timeZone);
  const subsecond = ms - Math.floor(ms / SECOND) * SECOND;
  const [instant] = instantsAt(wall.epochDay + days, wall.seconds, timeZone);
  return instant + subsecond;
}
