import type { ApiError } from "@/lib/core/api/errors";
import type { IdentificationType } from "@/lib/core/api/params";
import type { Membership, Memberships, TierProgress, V2Card } from "@/lib/core/api/schemas";
import { formatDate } from "@/lib/core/intl/dates";
import { daysUntil, inWords, localToday } from "./buckets";

/**
 * A loyalty v2 card in the words an agent reads out: what can be used now, what is pending and
 * when it activates, what expires next, and the tier. Dates are calendar days: a date-time's day
 * is the one the API wrote, never moved by the agent's time zone.
 */

/** "2026-08-08" or "2027-06-15T00:00:00.000Z" as its calendar day, or undefined when it is none. */
export const dayOf = (text: string | null | undefined): string | undefined => {
  const day = text?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
};

export interface Words {
  locale?: string;
  now: Date;
}

const number = (n: number, { locale }: Words) => n.toLocaleString(locale);
const points = (n: number, words: Words) => `${number(n, words)} ${n === 1 ? "point" : "points"}`;

/** "8 Aug 2026 (in 12 days)": a day and how far it is. */
export function dayWords(ymd: string, words: Words): string {
  return `${formatDate(`${ymd}T12:00:00Z`, words.locale)} (${inWords(daysUntil(ymd, localToday(words.now)))})`;
}

/** The activation types of pending points, as the card definition sets them. */
const ACTIVATION_WORDS: Record<string, string> = {
  IMMEDIATE: "at once",
  PERIOD_BASED: "after a set period",
  FIXED_DATES: "on fixed dates",
  EVENT_BASED: "when an event happens, such as the order being fulfilled",
};
export const activationWords = (type: string | null | undefined) =>
  type ? (ACTIVATION_WORDS[type] ?? type.toLowerCase().replaceAll("_", " ")) : undefined;

export interface CardLine {
  label: string;
  text: string;
}

/**
 * A card's lines, each from what the API gave, and the fields it did not give, named. A null next
 * expiry or activation says there is none; a missing one says nothing is known.
 */
export function cardLines(card: V2Card, words: Words): { lines: CardLine[]; missing: string[] } {
  const lines: CardLine[] = [];
  const missing: string[] = [];
  const { balance, next_expiration: expiry, next_activation: activation } = card;
  if (card.code == null) missing.push("code");
  if (typeof balance?.points === "number")
    lines.push({ label: "Usable now", text: points(balance.points, words) });
  else missing.push("balance");
  if (typeof balance?.pending_points === "number") {
    const day = dayOf(activation?.date);
    const cancel = dayOf(activation?.cancel_date);
    const next =
      activation && typeof activation.points === "number" && balance.pending_points > 0
        ? day
          ? `; next ${points(activation.points, words)} activate on ${dayWords(day, words)}`
          : cancel
            ? `; next ${points(activation.points, words)} wait for an event, and are cancelled if it has not happened by ${dayWords(cancel, words)}`
            : ""
        : "";
    lines.push({ label: "Pending", text: `${points(balance.pending_points, words)}${next}` });
  } else missing.push("pending points");
  if (activation === undefined && (balance?.pending_points ?? 1) > 0) missing.push("next activation");
  if (expiry === null) lines.push({ label: "Next expiry", text: "no points set to expire" });
  else if (expiry && typeof expiry.points === "number" && dayOf(expiry.date))
    lines.push({
      label: "Next expiry",
      text: `${points(expiry.points, words)} on ${dayWords(dayOf(expiry.date)!, words)}`,
    });
  else missing.push("next expiry");
  return { lines, missing };
}

/** "Gold until 15 Jun 2027; 240 points to Platinum", from a card's tier progress. */
export function tierWords(progress: TierProgress, words: Words): string {
  const current = progress.current;
  const name = current?.tier?.name;
  const until = dayOf(current?.expires_at);
  const parts = [
    name
      ? `${name}${until ? ` until ${formatDate(`${until}T12:00:00Z`, words.locale)}` : ""}`
      : "No tier yet",
  ];
  const next = progress.opportunities?.find((o) => o.tier?.name && typeof o.points === "number");
  if (next) parts.push(`${points(next.points!, words)} to ${next.tier!.name}`);
  else if (name && current?.points && current.points.max == null) parts.push("the highest tier");
  const risk = tierRisk(progress);
  if (risk)
    parts.push(
      risk.lowerTier
        ? `falls to ${risk.lowerTier} on ${dayWords(risk.date, words)}`
        : `leaves the tier on ${dayWords(risk.date, words)}`,
    );
  return parts.join("; ");
}

/** The tier the member is about to lose: the first risk the API dates. */
export function tierRisk(progress: TierProgress): { date: string; lowerTier?: string } | undefined {
  for (const risk of progress.risks ?? []) {
    const date = dayOf(risk.date);
    if (date) return { date, ...(risk.tier?.name ? { lowerTier: risk.tier.name } : {}) };
  }
  return undefined;
}

/** The card whose code is the one Get Member did not know, with its membership. */
export function cardWithCode(
  memberships: Memberships,
  code: string,
): { membership: Membership; card: V2Card } | undefined {
  for (const membership of memberships.memberships)
    for (const held of membership.cards ?? [])
      if (held.card?.code != null && held.card.code === code) return { membership, card: held.card };
  return undefined;
}

/** Who a memberships question is about, as the agent would say it. */
export const holderWords = (customerId: string, type: IdentificationType) =>
  type === "member_id"
    ? `member ${customerId}`
    : type === "customer_id"
      ? `customer ${customerId}`
      : customerId;

/**
 * The refusals the memberships read gives that are not the key's: a customer or member the
 * project does not know (404), a project without loyalty v2. Others are explained by operation.
 */
export function membershipsErrorWords(
  error: ApiError,
  customerId: string,
  type: IdentificationType,
): string | undefined {
  if (error.kind !== "http") return undefined;
  if (error.status === 404)
    return type === "member_id"
      ? `No loyalty v2 member ${customerId} in this project: check the Member ID.`
      : `No customer ${customerId} in this project, so no loyalty v2 membership either.`;
  if (
    error.status === 402 ||
    /feature|not_enabled/i.test(`${error.body.key ?? ""} ${error.body.message ?? ""}`)
  )
    return "This project does not have the new loyalty API (v2) switched on, so its loyalty v2 cards cannot be read.";
  return undefined;
}
