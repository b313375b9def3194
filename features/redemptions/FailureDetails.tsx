import type { RefObject } from "preact";
import type { Gaps, RedemptionOrRollback } from "@/core/api/schemas";
import { formatDate, formatExact } from "@/core/intl/dates";
import { formatMoney, type MoneyFormat } from "@/core/intl/money";
import { explainFailure } from "@/features/redemptions/failures";
import { isRollback } from "@/features/redemptions/redemption-summary";
import { describeValidity, formatNextUsable, nextUsable } from "@/features/redemptions/validity";
import type { ReplySetup } from "@/features/replies/reply-setup";
import { type ReplyActions, SuggestedReply } from "@/features/replies/SuggestedReply";
import { failureTopic } from "@/features/replies/topics";

export interface FailureDetailsProps {
  /** A row whose result is FAILURE. */
  redemption: RedemptionOrRollback;
  gaps?: Gaps;
  money: MoneyFormat;
  now: number;
  /** The customers' time zone the profile names, standing for the project's (RedemptionItem). */
  customerTimeZone?: string;
  agentTimeZone: string;
  replies: ReplySetup;
  onInsertReply(text: string): Promise<string>;
  /** Filled with the reply's copy and insert, for the row's keyboard shortcuts. */
  replyActions: RefObject<ReplyActions | undefined>;
}

/**
 * What a failed redemption tells the agent: its code in words, what to check, when the code is
 * valid and next usable, and a reply to send.
 */
export function FailureDetails({
  redemption: r,
  gaps,
  money,
  now,
  customerTimeZone,
  agentTimeZone,
  replies,
  onInsertReply,
  replyActions,
}: FailureDetailsProps) {
  const rollback = isRollback(r);
  const order = r.order ?? undefined;
  const code = r.voucher?.code;
  const windowZone = customerTimeZone || agentTimeZone;
  const voucherWindows = r.voucher ?? undefined;
  // A window field the API gave in a shape that cannot be read was left out: a time worked out
  // without it would be a guess, so none is given.
  const windowUnread = gaps?.some((gap) =>
    /\.voucher\.(validity_|start_date|expiration_date)/.test(gap.path),
  );
  const windowed = /_not_active_now$/.test(r.failure_code ?? "") && voucherWindows && !windowUnread;
  const next = windowed ? nextUsable(voucherWindows, new Date(now), { timeZone: windowZone }) : undefined;
  const nextWords =
    next instanceof Date
      ? formatNextUsable(next, {
          agentTimeZone,
          ...(customerTimeZone ? { customerTimeZone } : {}),
          ...(money.locale ? { locale: money.locale } : {}),
          now: new Date(now),
        })
      : undefined;
  const windows =
    voucherWindows &&
    /^voucher_(not_active|expired|not_active_now)$|^promotion_not_active_now$/.test(r.failure_code ?? "")
      ? describeValidity(voucherWindows, {
          timeZone: windowZone,
          ...(money.locale ? { locale: money.locale } : {}),
        })
      : [];
  const failure = explainFailure(r.failure_code ?? undefined, {
    ...(nextWords ? { nextUsable: nextWords } : {}),
    ...(next === "never" ? { neverUsableAgain: true } : {}),
    code: code ?? undefined,
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
  });

  return (
    <div class="failure">
      <p class="failure-code">
        <code>{r.failure_code ?? "unknown"}</code> {failure.explanation}
      </p>
      <p class="failure-check">
        <strong>Check:</strong> {failure.check}
      </p>
      {windows.length ? (
        // Lines, not a nested list: a row is one item of the list of redemptions.
        <div class="validity">
          <p class="validity-title">
            <strong>When this code is valid:</strong>{" "}
            <span class="muted">
              (times in {windowZone}
              {customerTimeZone ? ", the customers' time zone" : ", your time zone"}, standing for the
              project's, which the API does not give)
            </span>
          </p>
          {windows.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {nextWords ? (
        <p class="next-usable">
          <strong>Next usable:</strong> {nextWords}
        </p>
      ) : null}
      <SuggestedReply
        setup={replies}
        topic={failureTopic(r.failure_code ?? undefined, {
          rollback,
          neverUsableAgain: next === "never",
        })}
        facts={{
          customerName: r.customer?.name ?? undefined,
          code: code ?? undefined,
          date: r.date ?? undefined,
          startDate: r.voucher?.start_date ?? undefined,
          expirationDate: r.voucher?.expiration_date ?? undefined,
          orderAmount: order?.amount ?? undefined,
          // A time is told to the customer only in the zone the profile names for them.
          nextUsable: next instanceof Date && customerTimeZone ? next : undefined,
          reward: r.reward?.name ?? undefined,
          promotion: r.promotion_tier?.name ?? undefined,
        }}
        customerMetadata={r.customer?.metadata}
        onInsert={onInsertReply}
        actions={replyActions}
      />
    </div>
  );
}
