import type { ApiError } from "@/lib/core/api/errors";
import type { IdentificationType } from "@/lib/core/api/params";
import type { Membership, Memberships, TierProgress, V2Card } from "@/lib/core/api/schemas";
import { agentDay, formatDate } from "@/lib/core/intl/dates";
import { daysUntil, inWords } from "./buckets";
import { clauses, type LoyaltySay, loyaltySay } from "./loyalty-say";

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
  /** Loyalty's words in the page's language; the ones loaded when not given. */
  say?: LoyaltySay;
}

/** "8 Aug 2026 (in 12 days)": a day and how far it is. */
export function dayWords(ymd: string, words: Words): string {
  const say = loyaltySay(words.say);
  return say("dayWithDistance", {
    date: formatDate(ymd, words.locale),
    distance: inWords(daysUntil(ymd, agentDay(words.now)), say),
  });
}

/** The activation types of pending points, as the card definition sets them. */
const ACTIVATION_WORDS = {
  IMMEDIATE: "activationImmediate",
  PERIOD_BASED: "activationPeriod",
  FIXED_DATES: "activationFixedDates",
  EVENT_BASED: "activationEvent",
} as const satisfies Record<string, string>;

const isActivation = (type: string): type is keyof typeof ACTIVATION_WORDS =>
  Object.hasOwn(ACTIVATION_WORDS, type);

/** A type of pending points in words; one the card definition does not list, as the API wrote it. */
export const activationWords = (type: string | null | undefined, words?: LoyaltySay) =>
  type
    ? isActivation(type)
      ? loyaltySay(words)(ACTIVATION_WORDS[type])
      : type.toLowerCase().replaceAll("_", " ")
    : undefined;

export interface CardLine {
  label: string;
  text: string;
}

/**
 * A card's lines, each from what the API gave, and the fields it did not give, named. A null next
 * expiry or activation says there is none; a missing one says nothing is known.
 */
export function cardLines(card: V2Card, words: Words): { lines: CardLine[]; missing: string[] } {
  const say = loyaltySay(words.say);
  const lines: CardLine[] = [];
  const missing: string[] = [];
  const { balance, next_expiration: expiry, next_activation: activation } = card;
  if (card.code == null) missing.push(say("missingCode"));
  if (typeof balance?.points === "number")
    lines.push({ label: say("usableNow"), text: say("pointsCount", { count: balance.points }) });
  else missing.push(say("missingBalance"));
  if (typeof balance?.pending_points === "number") {
    const pending = say("pointsCount", { count: balance.pending_points });
    const day = dayOf(activation?.date);
    const cancel = dayOf(activation?.cancel_date);
    const next =
      typeof activation?.points === "number" && balance.pending_points > 0 ? activation.points : undefined;
    const text =
      next !== undefined && day
        ? say("pendingNextOn", { pending, count: next, day: dayWords(day, words) })
        : next !== undefined && cancel
          ? say("pendingNextEvent", { pending, count: next, day: dayWords(cancel, words) })
          : pending;
    lines.push({ label: say("pending"), text });
  } else missing.push(say("missingPending"));
  if (activation === undefined && (balance?.pending_points ?? 1) > 0) missing.push(say("missingActivation"));
  if (expiry === null) lines.push({ label: say("nextExpiry"), text: say("noExpiry") });
  else if (expiry && typeof expiry.points === "number" && dayOf(expiry.date))
    lines.push({
      label: say("nextExpiry"),
      text: say("expiryOn", { count: expiry.points, day: dayWords(dayOf(expiry.date)!, words) }),
    });
  else missing.push(say("missingExpiry"));
  return { lines, missing };
}

/** "Gold until 15 Jun 2027; 240 points to Platinum", from a card's tier progress. */
export function tierWords(progress: TierProgress, words: Words): string {
  const say = loyaltySay(words.say);
  const current = progress.current;
  const name = current?.tier?.name;
  const until = dayOf(current?.expires_at);
  const parts = [
    name
      ? until
        ? say("tierUntil", { tier: name, date: formatDate(until, words.locale) })
        : name
      : say("noTier"),
  ];
  const next = progress.opportunities?.find((o) => o.tier?.name && typeof o.points === "number");
  if (next) parts.push(say("pointsToTier", { count: next.points!, tier: next.tier!.name! }));
  else if (name && current?.points && current.points.max == null) parts.push(say("highestTier"));
  const risk = tierRisk(progress);
  if (risk)
    parts.push(
      risk.lowerTier
        ? say("fallsTo", { tier: risk.lowerTier, day: dayWords(risk.date, words) })
        : say("leavesTier", { day: dayWords(risk.date, words) }),
    );
  return clauses(parts, say);
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
export const holderWords = (customerId: string, type: IdentificationType, words?: LoyaltySay) => {
  const say = loyaltySay(words);
  return type === "member_id"
    ? say("holderMember", { id: customerId })
    : type === "customer_id"
      ? say("holderCustomer", { id: customerId })
      : say("holderOther", { id: customerId });
};

/**
 * The refusals the memberships read gives that are not the key's: a customer or member the
 * project does not know (404), a project without loyalty v2. Others are explained by operation.
 */
export function membershipsErrorWords(
  error: ApiError,
  customerId: string,
  type: IdentificationType,
  words?: LoyaltySay,
): string | undefined {
  if (error.kind !== "http") return undefined;
  const say = loyaltySay(words);
  if (error.status === 404)
    return type === "member_id"
      ? say("noV2Member", { id: customerId })
      : say("noCustomer", { id: customerId });
  if (
    error.status === 402 ||
    /feature|not_enabled/i.test(`${error.body.key ?? ""} ${error.body.message ?? ""}`)
  )
    return say("noV2");
  return undefined;
}
