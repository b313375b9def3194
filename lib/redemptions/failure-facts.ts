/**
 * What a failed row says: its code in words, what to check, when the code is valid and next usable,
 * and the reply's topic and facts. Apart from the row's other facts so that the words of every failure
 * code, the validity windows and the reply engine load only with an answer that has a failed row.
 */
import type { RedemptionOrRollback } from "@/lib/core/api/schemas";
import { formatDate, formatExact } from "@/lib/core/intl/dates";
import { formatter } from "@/lib/core/intl/formatter";
import { formatMoney, type MoneyFormat } from "@/lib/core/intl/money";
import { explainFailure, type FailureSay } from "@/lib/failures";
import type { ReplyCustomer, ReplyFacts } from "@/lib/replies";
import { failureTopic } from "@/lib/replies/index.sidepanel-answers";
import { nextUsable, usableUntil } from "./next-usable";
import { isRollback } from "./redemption-summary";
import { type RedemptionsSay, redemptionsSay } from "./redemptions-say";
import type { RowContext } from "./row-facts";
import { readValidityWindows } from "./validity-windows";
import { describeValidity, formatNextUsable, formatUsableUntil } from "./validity-words";

export interface ValidityFacts {
  /** The voucher's windows in words, times in `timeZone`. */
  lines: string[];
  /** Whose zone the times are in, standing for the project's, which the API does not give. */
  note: string;
}

export interface FailureRowFacts {
  /** The API's failure code, or "unknown" in words. */
  code: string;
  explanation: string;
  check: string;
  /** Only for codes about the validity window, when the voucher carries one. */
  validity?: ValidityFacts;
  /** When the code can next be used, for the agent (and the customer's clock when it differs). */
  nextUsable?: string;
  /** Set instead when the code is usable now: "Usable now, until 19:00 (your time)". */
  usableNow?: string;
  reply: {
    topic: string;
    facts: ReplyFacts;
    customerMetadata?: Readonly<Record<string, unknown>> | null;
    /** Whom the reply greets: checked against the ticket's requester before it is inserted. */
    customer?: ReplyCustomer;
  };
}

/** Codes whose explanation the validity windows make clearer. */
const ABOUT_WINDOWS = /^voucher_(not_active|expired|not_active_now)$|^promotion_not_active_now$/;
/** Codes that failed only because of the time: a next usable time answers them. */
const NOT_NOW = /_not_active_now$/;
/** A gap in one of these fields leaves a window out, so a time worked out without it would be a guess. */
const WINDOW_GAP = /\.voucher\.(validity_|start_date|expiration_date)/;

/**
 * The locale the windows' sentences write dates in: the agent's, or with none the browser's own, as
 * every other date of the row (formatDate). Left out, the wording would fall back to en-GB's months
 * and weekdays inside a sentence in the panel's language.
 */
const withLocale = (money: MoneyFormat) => {
  const locale = money.locale || formatter("date", undefined)?.resolvedOptions().locale;
  return locale ? { locale } : {};
};

/**
 * The facts of a row whose result is FAILURE, in the words given (the page's language by default;
 * the failure code's explanation in the failures' words, English when none are given).
 */
export function failureFacts(
  r: RedemptionOrRollback,
  context: RowContext,
  say: RedemptionsSay = redemptionsSay(),
  sayFailure?: FailureSay,
): FailureRowFacts {
  const { money, now, customerTimeZone, agentTimeZone } = context;
  const code = r.voucher?.code ?? undefined;
  const order = r.order ?? undefined;
  const rollback = isRollback(r);
  const failureCode = r.failure_code ?? undefined;
  const windowZone = customerTimeZone || agentTimeZone;
  const voucher = r.voucher ?? undefined;
  const windows = voucher ? readValidityWindows(voucher) : undefined;
  const windowUnread = context.gaps?.some((gap) => WINDOW_GAP.test(gap.path));
  const next =
    windows && NOT_NOW.test(failureCode ?? "") && !windowUnread
      ? nextUsable(windows, new Date(now), { timeZone: windowZone })
      : undefined;
  const wordsFor = {
    agentTimeZone,
    ...(customerTimeZone ? { customerTimeZone } : {}),
    ...withLocale(money),
    now: new Date(now),
  };
  // Its window may have opened since it failed: a time that is now is said as now, with its end.
  const openNow = next instanceof Date && next.getTime() === now;
  const until =
    openNow && windows ? usableUntil(windows, new Date(now), { timeZone: windowZone }) : undefined;
  const nextWords = next instanceof Date && !openNow ? formatNextUsable(next, wordsFor, say) : undefined;
  // "" when no window closes.
  const untilWords = openNow ? (until ? formatUsableUntil(until, wordsFor, say) : "") : undefined;
  const usableNow =
    untilWords === undefined
      ? undefined
      : untilWords
        ? say("usableNowUntil", { until: untilWords })
        : say("usableNow");
  const lines =
    windows && ABOUT_WINDOWS.test(failureCode ?? "")
      ? describeValidity(windows, { timeZone: windowZone, ...withLocale(money) }, say)
      : [];
  const { explanation, check } = explainFailure(
    failureCode,
    {
      ...(nextWords ? { nextUsable: nextWords } : {}),
      ...(untilWords !== undefined ? { usableNowUntil: untilWords } : {}),
      ...(next === "never" ? { neverUsableAgain: true } : {}),
      code,
      customerName: r.customer?.name ?? undefined,
      when: formatExact(r.date, money.locale),
      startDate: formatDate(r.voucher?.start_date, money.locale) || undefined,
      expirationDate: formatDate(r.voucher?.expiration_date, money.locale) || undefined,
      orderAmount: formatMoney(order?.amount, money) || undefined,
      failureMessage: r.failure_message ?? undefined,
      rewardName: r.reward?.name ?? undefined,
      promotionName: r.promotion_tier?.name ?? undefined,
      holder: r.voucher?.holder?.name ?? r.voucher?.holder_id ?? undefined,
      rollback,
    },
    sayFailure,
  );
  return {
    code: failureCode ?? say("unknownFailureCode"),
    explanation,
    check,
    ...(lines.length
      ? {
          validity: {
            lines,
            note: customerTimeZone
              ? say("timesInCustomersZone", { zone: windowZone })
              : say("timesInYourZone", { zone: windowZone }),
          },
        }
      : {}),
    ...(nextWords ? { nextUsable: nextWords } : {}),
    ...(usableNow ? { usableNow } : {}),
    reply: {
      topic: failureTopic(failureCode, { rollback, neverUsableAgain: next === "never" }),
      facts: {
        customerName: r.customer?.name ?? undefined,
        code,
        date: r.date ?? undefined,
        startDate: r.voucher?.start_date ?? undefined,
        expirationDate: r.voucher?.expiration_date ?? undefined,
        orderAmount: order?.amount ?? undefined,
        // A time is told to the customer only in the zone the profile names for them.
        nextUsable: next instanceof Date && customerTimeZone ? next : undefined,
        reward: r.reward?.name ?? undefined,
        promotion: r.promotion_tier?.name ?? undefined,
      },
      customerMetadata: r.customer?.metadata,
      ...(r.customer
        ? {
            customer: {
              ...(r.customer.name ? { name: r.customer.name } : {}),
              ...(r.customer.email ? { email: r.customer.email } : {}),
              ...(r.customer.source_id ? { source_id: r.customer.source_id } : {}),
            },
          }
        : {}),
    },
  };
}
