import type { LoyaltyMember } from "@/lib/core/api/schemas";
import { formatter } from "@/lib/core/intl/formatter";
import { browserTimeZone } from "@/lib/core/intl/time-zone";
import {
  type ApiField,
  nextUsable,
  type Period,
  readValidityWindows,
  type ValidityWindows,
} from "@/lib/redemptions/index.sidepanel-validity";
import { type LoyaltySay, loyaltySay } from "./loyalty-say";

/** Whether a card can be used now, in the words an agent would say to the customer. */
export type CardState =
  | { kind: "active"; text: string }
  | { kind: "disabled"; text: string }
  | { kind: "not_yet_active"; text: string; from: string }
  | { kind: "expired"; text: string; on: string }
  | { kind: "restricted"; text: string }
  /** What its state is read from came in a shape that cannot be read: said as given, never guessed at. */
  | { kind: "unreadable"; text: string };

/** The days a card is valid on: every weekday, weekends, or the days named in the language. */
function dayList(days: number[], language: string): "weekdays" | "weekends" | { names: string } {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort();
  if (sorted.join() === "1,2,3,4,5") return "weekdays";
  if (sorted.join() === "0,6") return "weekends";
  // 4 January 2026 is a Sunday: day d of the week is d days after it.
  const dayName = (d: number) =>
    formatter("date", language, { weekday: "long", timeZone: "UTC" })?.format(Date.UTC(2026, 0, 4 + d)) ??
    String(d);
  const names = sorted.map(dayName);
  return { names: formatter("list", language, { type: "conjunction" })?.format(names) ?? names.join(", ") };
}

/**
 * Whether every window the card carries is open at `now`, as a voucher's are searched (its dates,
 * repeating timeframe, days and daily hours together), with when the next opens; undefined when a
 * window could not be read (a period past midnight, a timeframe without a start), and the day's
 * hours alone say.
 */
function usableAt(
  windows: ValidityWindows,
  now: Date,
  timeZone: string,
): { now: true } | { next?: Date } | undefined {
  const next = nextUsable(windows, now, { timeZone });
  if (next === undefined) return undefined;
  if (next === "never") return {};
  return next.getTime() <= now.getTime() ? { now: true } : { next };
}

/** How much of one field the API wrote a card's state repeats: enough to recognise it. */
const FIELD_SHOWN = 40;
/** How many unreadable fields a card's state names; the rest are counted. */
const FIELDS_NAMED = 3;

/** Cut by characters, not UTF-16 units, so no emoji is left half. */
function shown(value: string): string {
  const characters = Array.from(value);
  return characters.length > FIELD_SHOWN ? `${characters.slice(0, FIELD_SHOWN).join("")}…` : value;
}

const fieldWords = (fields: readonly ApiField[]) =>
  fields.map(({ name, value }) => `${name} ${value ? shown(value) : "–"}`).join(", ");

/** The fields a card's state is read from: one the schema had to leave out leaves the state unknown. */
const STATE_FIELDS = [
  "active",
  "start_date",
  "expiration_date",
  "validity_timeframe",
  "validity_day_of_week",
  "validity_hours",
];

/** Whether a gap's path is the field or inside it ("validity_day_of_week[0]", "validity_hours.daily"). */
const isWithin = (path: string, name: string) =>
  path === name || path.startsWith(`${name}.`) || path.startsWith(`${name}[`);

/**
 * What a card's state is read from that the API gave in a shape that cannot be read ("25:99", a
 * weekday 9, a timeframe without its start, a field of the wrong type), as it gave it: the state
 * cannot say whether the card may be used now. A period that ends before it starts (past
 * midnight?) is readable apart from that, and said as given below.
 */
function unreadableFields(member: LoyaltyMember, validity: ValidityWindows): string | undefined {
  const fields: string[] = [];
  for (const gap of member.gaps ?? [])
    if (STATE_FIELDS.some((name) => isWithin(gap.path, name))) fields.push(gap.path);
  for (const [name, instant] of [
    ["start_date", validity.start],
    ["expiration_date", validity.end],
  ] as const)
    if (instant && !instant.ok && instant.raw.trim()) fields.push(fieldWords([{ name, value: instant.raw }]));
  if (validity.timeframe && !validity.timeframe.ok)
    fields.push(
      fieldWords([...validity.timeframe.fields, ...(validity.start ? [] : [{ name: "start_date" }])]),
    );
  if (validity.days && !validity.days.ok)
    fields.push(fieldWords([{ name: "validity_day_of_week", value: validity.days.raw }]));
  for (const period of validity.daily)
    if (!period.ok && period.why !== "ends_before_start") fields.push(fieldWords(period.fields));
  if (!fields.length) return undefined;
  const more = fields.length - FIELDS_NAMED;
  return more > 0 ? `${fields.slice(0, FIELDS_NAMED).join("; ")}; … +${more}` : fields.join("; ");
}

/**
 * Reads `active`, `start_date`, `expiration_date`, `validity_timeframe`, `validity_day_of_week` and
 * `validity_hours` the way the API applies them, in the agent's time zone, as of `now`.
 */
export function cardState(
  member: LoyaltyMember,
  now: Date,
  formatDate: (iso: string) => string,
  words?: LoyaltySay,
): CardState {
  const say = loyaltySay(words);
  if (member.active === false) return { kind: "disabled", text: say("stateDisabled") };
  const start = member.start_date ? Date.parse(member.start_date) : Number.NaN;
  if (!Number.isNaN(start) && now.getTime() < start) {
    const from = formatDate(member.start_date!);
    return { kind: "not_yet_active", text: say("stateNotYetActive", { date: from }), from };
  }
  const end = member.expiration_date ? Date.parse(member.expiration_date) : Number.NaN;
  if (!Number.isNaN(end) && now.getTime() > end) {
    const on = formatDate(member.expiration_date!);
    return { kind: "expired", text: say("stateExpired", { date: on }), on };
  }

  const validity = readValidityWindows(member);
  const unreadable = unreadableFields(member, validity);
  if (unreadable) return { kind: "unreadable", text: say("stateUnreadable", { fields: unreadable }) };

  // Every window left is readable: the days, and each daily period as read (one that ends before it
  // starts is never open, and is said as given).
  const today = now.getDay();
  const days = validity.days?.ok ? validity.days.days : [];
  const windows = validity.daily
    .flatMap((daily) => ("period" in daily ? [daily.period] : []))
    .filter((period) => !period.days.length || period.days.includes(today));
  // An empty end time runs to the end of that day (the API's changelog, 7 Jul 2026). Of a day's
  // windows, the one open now, else the next one today, else the first.
  const seconds = now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  const isOpen = (period: Period) => seconds >= period.start && seconds < period.end;
  const window =
    windows.find(isOpen) ??
    windows.filter((period) => period.start > seconds).sort((a, b) => a.start - b.start)[0] ??
    windows[0];
  if (days.length && !days.includes(today)) {
    const valid = dayList(days, say.language);
    const text =
      valid === "weekdays"
        ? say("stateRestrictedWeekdays")
        : valid === "weekends"
          ? say("stateRestrictedWeekends")
          : say("stateRestrictedDays", { days: valid.names });
    return { kind: "restricted", text };
  }
  const inside = window ? isOpen(window) : true;
  // Open by its day and hours, closed by what they do not say: its repeating timeframe, or a day's
  // hours that are for other days of the week. Searched only then, in the zone the day and hours
  // above are read in: the agent's.
  const timeZone = browserTimeZone();
  const usable = inside ? usableAt(validity, now, timeZone) : undefined;
  if (usable && !("now" in usable)) {
    const text = usable.next
      ? say("stateRestrictedUntil", {
          when:
            formatter("date", say.language, { dateStyle: "medium", timeStyle: "short", timeZone })?.format(
              usable.next,
            ) ?? usable.next.toISOString(),
        })
      : say("stateNoWindowLeft");
    return { kind: "restricted", text };
  }
  if (window) {
    const { startText: start, endText: end } = window;
    const text = end
      ? say(inside ? "stateActiveBetween" : "stateBetween", { start, end })
      : say(inside ? "stateActiveFrom" : "stateFrom", { start });
    return { kind: inside ? "active" : "restricted", text };
  }
  if (days.length) {
    const valid = dayList(days, say.language);
    const text =
      valid === "weekdays"
        ? say("stateActiveWeekdays")
        : valid === "weekends"
          ? say("stateActiveWeekends")
          : say("stateActiveDays", { days: valid.names });
    return { kind: "active", text };
  }
  return { kind: "active", text: say("stateActive") };
}
