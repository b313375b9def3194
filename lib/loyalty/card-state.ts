import type { LoyaltyMember } from "@/lib/core/api/schemas";

/** Whether a card can be used now, in the words an agent would say to the customer. */
export type CardState =
  | { kind: "active"; text: string }
  | { kind: "disabled"; text: string }
  | { kind: "not_yet_active"; text: string; from: string }
  | { kind: "expired"; text: string; on: string }
  | { kind: "restricted"; text: string };

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type DailyHours = NonNullable<NonNullable<NonNullable<LoyaltyMember["validity_hours"]>["daily"]>[number]>;

function dailyHours(member: LoyaltyMember): DailyHours[] {
  return member.validity_hours?.daily ?? [];
}

function dayList(days: number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort();
  if (sorted.join() === "1,2,3,4,5") return "Monday to Friday";
  if (sorted.join() === "0,6") return "weekends";
  return sorted.map((d) => DAY_NAMES[d]).join(", ");
}

/**
 * Reads `active`, `start_date`, `expiration_date`, `validity_day_of_week` and `validity_hours` the
 * way the API applies them, in the agent's time zone, as of `now`.
 */
export function cardState(member: LoyaltyMember, now: Date, formatDate: (iso: string) => string): CardState {
  if (member.active === false) return { kind: "disabled", text: "disabled: switched off in Voucherify" };
  const start = member.start_date ? Date.parse(member.start_date) : Number.NaN;
  if (!Number.isNaN(start) && now.getTime() < start) {
    const from = formatDate(member.start_date!);
    return { kind: "not_yet_active", text: `not active until ${from}`, from };
  }
  const end = member.expiration_date ? Date.parse(member.expiration_date) : Number.NaN;
  if (!Number.isNaN(end) && now.getTime() > end) {
    const on = formatDate(member.expiration_date!);
    return { kind: "expired", text: `expired on ${on}`, on };
  }

  const today = now.getDay();
  const days = member.validity_day_of_week ?? [];
  const hours = dailyHours(member).filter((h) => !h.days_of_week?.length || h.days_of_week.includes(today));
  // An empty end time runs to the end of that day (the API's changelog, 7 Jul 2026).
  const window = hours.find((h) => h.start_time);
  if (days.length && !days.includes(today)) {
    return { kind: "restricted", text: `not valid today: valid on ${dayList(days)}` };
  }
  if (window) {
    const startTime = window.start_time!;
    const endTime = window.expiration_time || undefined;
    const minutes = now.getHours() * 60 + now.getMinutes();
    const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    const inside = minutes >= toMinutes(startTime) && (endTime === undefined || minutes < toMinutes(endTime));
    const span = endTime ? `${startTime}–${endTime}` : `from ${startTime} to the end of the day`;
    return {
      kind: inside ? "active" : "restricted",
      text: inside ? `active, valid today ${span} only` : `valid today ${span} only`,
    };
  }
  if (days.length) return { kind: "active", text: `active (valid on ${dayList(days)})` };
  return { kind: "active", text: "active" };
}
