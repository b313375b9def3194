import { formatter } from "@/lib/core/intl/formatter";
import { formatCount, formatMoney } from "@/lib/core/intl/money";
import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { isTimeZone } from "@/lib/core/intl/time-zone";
import { firstNameOf } from "./customer-name";
import type { TemplateValues } from "./template";
import type { Placeholder } from "./topics";

/** What a row says that a reply can use, unformatted: the reply's language formats it. */
export interface ReplyFacts {
  /**
   * The customer's full name, as the API gives it: the reply greets by the first word, when the
   * name reads as one (customer-name.ts).
   */
  customerName?: string;
  code?: string;
  /** An ISO date-time: the attempt, or for loyalty answers the day the topic names. */
  date?: string;
  startDate?: string;
  expirationDate?: string;
  /** In the currency's smallest unit, as the API gives amounts. */
  orderAmount?: number;
  /** Only when the customers' time zone is known: a time in another zone would mislead them. */
  nextUsable?: Date;
  reward?: string;
  promotion?: string;
  points?: number;
  /** A loyalty v2 tier, and the one the member falls to when it lapses. */
  tier?: string;
  lowerTier?: string;
  /** An order's id, as the API gives it. */
  order?: string;
}

export interface ReplyFormat {
  language: ReplyLanguage;
  /** The agent's locale setting: used when it is a variant of the reply's language (en-GB for English). */
  agentLocale?: string;
  currency: string;
  /** The customers' time zone, when the profile names one; dates are read in it. */
  customerTimeZone?: string;
}

/** The agent's own locale when it writes the reply's language (en-GB), otherwise the language itself. */
export function replyLocale(language: ReplyLanguage, agentLocale?: string): string {
  return agentLocale && agentLocale.toLowerCase().split(/[-_]/)[0] === language ? agentLocale : language;
}

const clean = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

function day(iso: string | undefined, locale: string, timeZone: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  // A date without a time is a calendar day: read in UTC it stays the day the API wrote.
  const zone = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? "UTC" : timeZone;
  return formatter("date", locale, { dateStyle: "long", ...(zone ? { timeZone: zone } : {}) })?.format(time);
}

/** The row's facts as the placeholders' text, in the reply's language. */
export function replyValues(facts: ReplyFacts, format: ReplyFormat): TemplateValues {
  const locale = replyLocale(format.language, format.agentLocale);
  const zone =
    format.customerTimeZone && isTimeZone(format.customerTimeZone) ? format.customerTimeZone : undefined;
  const values: Partial<Record<Placeholder, string>> = {
    first_name: firstNameOf(facts.customerName),
    code: clean(facts.code),
    date: day(facts.date, locale, zone),
    start_date: day(facts.startDate, locale, zone),
    expiration_date: day(facts.expirationDate, locale, zone),
    order_amount:
      facts.orderAmount === undefined
        ? undefined
        : formatMoney(facts.orderAmount, { currency: format.currency, locale }) || undefined,
    next_usable:
      facts.nextUsable && zone
        ? formatter("date", locale, {
            weekday: "long",
            day: "numeric",
            month: "long",
            hour: "numeric",
            minute: "2-digit",
            timeZone: zone,
            timeZoneName: "short",
          })?.format(facts.nextUsable)
        : undefined,
    reward: clean(facts.reward),
    promotion: clean(facts.promotion),
    tier: clean(facts.tier),
    lower_tier: clean(facts.lowerTier),
    order: clean(facts.order),
    points:
      facts.points === undefined || !Number.isFinite(facts.points)
        ? undefined
        : formatCount(facts.points, locale),
  };
  return values;
}
