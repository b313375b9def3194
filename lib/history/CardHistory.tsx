import { useMemo, useState } from "preact/hooks";
import { CopyButton } from "@/components/CopyButton";
import { ErrorNoticeOnDemand } from "@/components/error-notice-on-demand";
import { GapsNote } from "@/components/GapsNote";
import { PersonalText } from "@/components/PersonalText";
import { RetryCountdown } from "@/components/RetryCountdown";
import { useWords } from "@/components/use-words";
import type { RewardPurchase } from "@/lib/core/api/schemas";
import { formatDate, formatExact } from "@/lib/core/intl/dates";
import { formatCount } from "@/lib/core/intl/money";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import { HistoryChart } from "./HistoryChart";
import "./history.css";
import type { HistoryEvent } from "./history.slice";
import {
  daysOf,
  HISTORY_KINDS,
  type HistoryKind,
  type HistoryLine,
  type HistorySay,
  listOf,
  ofKinds,
  signedPoints,
} from "./history-lines";
import { historyReplies, type TierNames } from "./history-replies";
import { causesOf, type HistorySummary, SUMMARY_DAYS, type TierChange } from "./history-summary";
import { type HistoryView, weeklyTotals } from "./history-view";
import { historyWords } from "./words";

export interface CardHistoryProps {
  view: HistoryView;
  /** The order ids the ticket shows: their lines are marked, and their points answered. */
  orderIds: readonly string[];
  /** The program's tiers by id, once its tier progress was read: a tier change names them. */
  tierNames: TierNames;
  /** The card's code, for the replies. */
  code?: string;
  locale: string | undefined;
  now: Date;
  host: string;
  onEvent(event: HistoryEvent): void;
}

const KIND_LABELS = {
  earned: "kindEarned",
  spent: "kindSpent",
  expired: "kindExpired",
  pending: "kindPending",
  admin: "kindAdmin",
} as const satisfies Record<HistoryKind, string>;

const NOTICE_WORDS = {
  restarted: "historyRestarted",
} as const satisfies Record<NonNullable<HistoryView["notice"]>, string>;

/** The summary names this many admin changes and tier changes, newest first; the rest are counted. */
const SUMMARY_ITEMS = 2;
/** Lines shown at first, and shown more by each Older before another page is asked. */
const LINES_SHOWN = 25;

const lineId = (id: string) => `history-line-${id}`;

/**
 * What happened to a card: the summary of its last weeks at the top (the usual question answered
 * without scrolling), then, once the agent opens History, the chart, the tier changes and reward
 * purchases, the replies and every transaction, newest first, with Older for the pages before.
 */
export function CardHistory(props: CardHistoryProps) {
  const { view, host, onEvent } = props;
  const { summary } = view;
  const say = useWords(historyWords);
  return (
    <section class="history" aria-label={say("cardHistory")}>
      {view.loading ? <p role="status">{say("loadingHistory")}</p> : null}
      {view.retryWait ? <RetryCountdown wait={view.retryWait} /> : null}
      {view.error && !view.loading && !view.loadingMore ? (
        <ErrorNoticeOnDemand
          error={view.error}
          host={host}
          onRetry={() => onEvent({ type: "history.retried" })}
        />
      ) : null}
      {summary ? <SummaryView {...props} summary={summary} /> : null}
      {view.open && summary ? <FullHistory {...props} summary={summary} /> : null}
    </section>
  );
}

function SummaryView({ summary, view, tierNames, locale }: CardHistoryProps & { summary: HistorySummary }) {
  const say = useWords(historyWords);
  const day = (text: string) => formatDate(text, locale);
  const days = (texts: readonly string[]) => daysOf(texts.map(day));
  const items: string[] = [];
  if (summary.earned) items.push(say("summaryEarned", { count: summary.earned }));
  if (summary.spent) items.push(say("summarySpent", { count: summary.spent }));
  if (summary.expired)
    items.push(say("summaryExpired", { count: summary.expired, days: days(summary.expiredOn) }));
  if (summary.pending)
    items.push(
      summary.activatesOn.length
        ? say("summaryPendingActivating", { count: summary.pending, days: days(summary.activatesOn) })
        : say("summaryPending", { count: summary.pending }),
    );
  for (const line of summary.adminChanges.slice(0, SUMMARY_ITEMS))
    items.push(
      line.reason
        ? say("adminChange", { change: line.words, date: day(line.at), reason: line.reason })
        : say("adminChangeNoReason", { change: line.words, date: day(line.at) }),
    );
  if (summary.adminChanges.length > SUMMARY_ITEMS)
    items.push(say("moreAdminChanges", { count: summary.adminChanges.length - SUMMARY_ITEMS }));
  for (const tier of summary.tierChanges.slice(0, SUMMARY_ITEMS))
    items.push(tierWords(tier, tierNames, day, say));
  if (summary.tierChanges.length > SUMMARY_ITEMS)
    items.push(say("moreTierChanges", { count: summary.tierChanges.length - SUMMARY_ITEMS }));
  for (const purchase of summary.rejectedPurchases) {
    const reason = purchase.details?.rejection?.reason;
    items.push(
      reason
        ? say("purchaseRefusedReason", { date: day(purchase.created_at), reason })
        : say("purchaseRefused", { date: day(purchase.created_at) }),
    );
  }
  if (summary.unsettled) items.push(say("unsettled", { count: summary.unsettled }));
  const oldest = view.lines.at(-1);
  const title = say("lastDays", { count: SUMMARY_DAYS });
  return (
    <section class="history-summary" aria-label={title}>
      <p class="history-summary-title">
        <strong>{title}</strong>
      </p>
      {items.length ? (
        <ul>
          {/* A reason is free text an admin or the API wrote: it may name the customer by address. */}
          {items.map((item, i) => (
            <li key={i}>
              <PersonalText text={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">{say("nothingInDays", { count: SUMMARY_DAYS })}</p>
      )}
      {!summary.complete && oldest ? (
        <p class="muted">{say("summedFrom", { count: view.lines.length, date: day(oldest.at) })}</p>
      ) : null}
    </section>
  );
}

const TIER_STATUS = {
  PENDING: "tierStatusPending",
  REJECTED: "tierStatusRejected",
} as const satisfies Record<string, string>;

/** A tier change in words, with its day, and the lines that caused it when given. */
function tierWords(
  tier: TierChange,
  names: TierNames,
  day: (text: string) => string,
  say: HistorySay,
): string {
  const { change } = tier;
  const name = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : undefined);
  const from = name(change.details?.tier_from);
  const to = name(change.details?.tier_to);
  const date = day(change.created_at);
  const notNamed = say("notNamed");
  const moved = (
    fromTo: "tierLoweredFromTo" | "tierRaisedFromTo",
    fromOnly: "tierLoweredFrom" | "tierRaisedFrom",
    toOnly: "tierLoweredTo" | "tierRaisedTo",
    neither: "tierLowered" | "tierRaised",
  ) => {
    if (from && to) return say(fromTo, { from, to, date });
    if (from) return say(fromOnly, { from, date });
    return to ? say(toOnly, { to, date }) : say(neither, { date });
  };
  let said: string;
  switch (change.type) {
    case "DOWNGRADED":
      said = moved("tierLoweredFromTo", "tierLoweredFrom", "tierLoweredTo", "tierLowered");
      break;
    case "UPGRADED":
      said = moved("tierRaisedFromTo", "tierRaisedFrom", "tierRaisedTo", "tierRaised");
      break;
    case "JOINED":
      said = say("tierJoined", { tier: to ?? notNamed, date });
      break;
    case "LEFT":
      said = say("tierLeft", { tier: from ?? notNamed, date });
      break;
    case "PROLONGED":
      said = say("tierProlonged", { tier: to ?? notNamed, date });
      break;
    default:
      said = say("tierChanged", { type: change.type.toLowerCase(), date });
  }
  const causes = tier.causes.map((line) => line.words).join("; ");
  return causes ? say("tierAfter", { change: said, causes }) : said;
}

function FullHistory(props: CardHistoryProps & { summary: HistorySummary }) {
  const { view, summary, orderIds, tierNames, code, locale, now, onEvent } = props;
  const say = useWords(historyWords);
  const [kinds, setKinds] = useState<ReadonlySet<HistoryKind>>(new Set());
  const [visible, setVisible] = useState(LINES_SHOWN);
  const matching = ofKinds(view.lines, kinds);
  const shown = matching.slice(0, visible);
  const hiddenLoaded = matching.length > visible;
  const weeks = useMemo(() => weeklyTotals(view.lines, summary.since, now), [view.lines, summary.since, now]);
  const oldest = view.lines.at(-1);
  // How far back the lines read reach: the card's first transaction, or past the summary's weeks;
  // before that, a missing order may be on a page not read yet, and is not said missing.
  const readPastWeeks = oldest !== undefined && Date.parse(oldest.at) < Date.parse(summary.since);
  const searchedBackTo = !view.hasOlder
    ? (oldest?.at ?? summary.since)
    : readPastWeeks
      ? oldest?.at
      : undefined;
  const replies = historyReplies({
    lines: view.lines,
    summary,
    orderIds,
    searchedBackTo,
    code,
    tierNames,
    say,
  });
  const ticketOrders = new Set(orderIds);
  const linesById = new Map(view.lines.map((line) => [line.id, line]));
  const orderKey = orderIds.join(" ");
  const orders = listOf(say, orderIds);
  // The same list element while nothing it shows changed: the panel re-renders on each tick of its
  // clock, and redrawing hundreds of lines each time would cost with every line shown.
  // Its inputs: the lines, the filter, how many are shown, the ticket's orders by value, the locale
  // and the words.
  const list = useMemo(
    () =>
      shown.length ? (
        <ol class="history-lines" aria-label={say("transactions")}>
          {shown.map((line) => (
            <Line
              key={line.id}
              line={line}
              onTicket={Boolean(line.orderId && ticketOrders.has(line.orderId))}
              locale={locale}
            />
          ))}
        </ol>
      ) : (
        <p class="empty" role="status">
          {view.lines.length ? say("noneOfKinds") : say("noTransactions")}
        </p>
      ),
    [view.lines, kinds, visible, orderKey, locale, say],
  );
  const toggle = (kind: HistoryKind) => {
    const next = new Set(kinds);
    if (!next.delete(kind)) next.add(kind);
    setKinds(next);
  };
  /** A tier change's cause: the filter is cleared, so its line is shown, and the focus moves to it. */
  const showLine = (id: string) => {
    setKinds(new Set());
    setVisible(Math.max(visible, view.lines.findIndex((line) => line.id === id) + 1));
    requestAnimationFrame(() => {
      const line = document.getElementById(lineId(id));
      line?.scrollIntoView({ block: "center" });
      line?.focus();
    });
  };
  return (
    <>
      <HistoryChart weeks={weeks} locale={locale} />
      {view.tiers.length ? (
        <section class="history-tiers" aria-label={say("tierChanges")}>
          <p class="history-subtitle">{say("tierChanges")}</p>
          <ul>
            {view.tiers.map((change) => {
              const causes = causesOf(change, linesById);
              const day = (text: string) => formatDate(text, locale);
              return (
                <li key={change.id}>
                  {tierWords({ change, causes: [] }, tierNames, day, say)}
                  {change.status && change.status !== "APPROVED" ? (
                    <span class="muted">
                      {" · "}
                      {change.status in TIER_STATUS
                        ? say(TIER_STATUS[change.status as keyof typeof TIER_STATUS])
                        : change.status.toLowerCase()}
                    </span>
                  ) : null}
                  {causes.length ? (
                    <span>
                      {" "}
                      {say("causedBy")}{" "}
                      {causes.map((line) => (
                        <button key={line.id} type="button" class="link" onClick={() => showLine(line.id)}>
                          {line.words}
                        </button>
                      ))}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {view.tiersError ? <ErrorNoticeOnDemand error={view.tiersError} /> : null}
      {view.purchases.length ? <Purchases purchases={view.purchases} locale={locale} /> : null}
      {view.purchasesError ? <ErrorNoticeOnDemand error={view.purchasesError} /> : null}
      {replies.map((reply) => (
        <div class="history-reply" key={reply.topic}>
          <p class="history-subtitle">{reply.about}</p>
          <SuggestedReply topic={reply.topic} facts={reply.facts} />
        </div>
      ))}
      <fieldset class="history-filter">
        <legend>{say("showOnly")}</legend>
        {HISTORY_KINDS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={kinds.has(kind)} onChange={() => toggle(kind)} />{" "}
            {say(KIND_LABELS[kind])}
          </label>
        ))}
      </fieldset>
      {view.notice ? (
        <p class="notice" role="status">
          {say(NOTICE_WORDS[view.notice])}
        </p>
      ) : null}
      {orderIds.length ? (
        <p class="muted">
          {view.lines.some((line) => line.orderId && ticketOrders.has(line.orderId))
            ? say("ordersMarked", { count: orderIds.length, orders })
            : oldest
              ? say("ordersMissingBackTo", {
                  count: orderIds.length,
                  orders,
                  date: formatDate(searchedBackTo ?? oldest.at, locale),
                })
              : say("ordersMissing", { count: orderIds.length, orders })}
        </p>
      ) : null}
      {list}
      <GapsNote gaps={view.gaps} />
      {hiddenLoaded || view.hasOlder ? (
        <button
          type="button"
          onClick={() => {
            setVisible(visible + LINES_SHOWN);
            if (!hiddenLoaded) onEvent({ type: "history.more" });
          }}
          disabled={view.loadingMore}
        >
          {view.loadingMore ? say("loadingOlder") : say("older")}
        </button>
      ) : view.lines.length ? (
        <p class="muted">{say("firstTransaction")}</p>
      ) : null}
    </>
  );
}

const STATUS_WORDS = {
  settled: undefined,
  unsettled: "notSettled",
  rejected: "refusedByApi",
} as const satisfies Record<HistoryLine["settlement"], string | undefined>;

function Line({
  line,
  onTicket,
  locale,
}: {
  line: HistoryLine;
  onTicket: boolean;
  locale: string | undefined;
}) {
  const say = useWords(historyWords);
  const signed = signedPoints(line);
  const status = STATUS_WORDS[line.settlement];
  return (
    <li
      id={lineId(line.id)}
      tabIndex={-1}
      class={`history-line history-${line.direction}${line.settlement === "settled" ? "" : ` history-${line.settlement}`}${
        onTicket ? " history-on-ticket" : ""
      }`}
    >
      <time dateTime={line.at} title={formatExact(line.at, locale)}>
        {formatDate(line.at, locale)}
      </time>
      <span class="history-words">{line.words}</span>
      {signed !== undefined && signed !== 0 ? (
        <span class="history-points">{`${signed > 0 ? "+" : "−"}${formatCount(Math.abs(signed), locale)}`}</span>
      ) : null}
      {onTicket ? <span class="history-tag">{say("ticketOrder")}</span> : null}
      {status ? <span class="history-tag">{say(status)}</span> : null}
      {line.reason ? (
        <span class="history-reason">
          <PersonalText text={say("reason", { reason: line.reason })} />
        </span>
      ) : null}
      {line.balanceAfter !== undefined ? (
        <span class="history-balance">{say("balanceAfter", { count: line.balanceAfter })}</span>
      ) : null}
    </li>
  );
}

const PURCHASE_STATUS = {
  APPROVED: "purchaseApproved",
  PENDING: "purchasePending",
  PROCESSING: "purchaseProcessing",
  REJECTED: "purchaseRejected",
  REFUNDED: "purchaseRefunded",
  SIMULATED: "purchaseSimulated",
} as const satisfies Record<string, string>;

/** A purchase's status in words; one the API added since, as it spells it. */
function purchaseStatus(status: string | null | undefined, say: HistorySay): string {
  if (!status) return say("purchaseNoStatus");
  return status in PURCHASE_STATUS
    ? say(PURCHASE_STATUS[status as keyof typeof PURCHASE_STATUS])
    : status.toLowerCase();
}

/** A purchase or refund of a reward in words: what, when, how it went, and its points when given. */
function purchaseWords(purchase: RewardPurchase, locale: string | undefined, say: HistorySay): string {
  const values = {
    reward: purchase.reward_id ?? say("notNamed"),
    date: formatDate(purchase.created_at, locale),
    status: purchaseStatus(purchase.status, say),
  };
  const points = purchase.details?.points?.total;
  const refund = purchase.type === "REFUND";
  if (typeof points !== "number") return refund ? say("refundOf", values) : say("purchaseOf", values);
  const count = Math.abs(points);
  return refund ? say("refundOfPoints", { ...values, count }) : say("purchaseOfPoints", { ...values, count });
}

function Purchases({
  purchases,
  locale,
}: {
  purchases: readonly RewardPurchase[];
  locale: string | undefined;
}) {
  const say = useWords(historyWords);
  return (
    <section class="history-purchases" aria-label={say("rewardPurchases")}>
      <p class="history-subtitle">{say("rewardPurchases")}</p>
      <ul>
        {purchases.map((purchase) => {
          const d = purchase.details;
          const codes = [
            ...(d?.result?.digital?.discount_coupons ?? []),
            ...(d?.result?.digital?.gift_vouchers ?? []),
          ]
            .map((issued) => issued.code)
            .filter((c): c is string => Boolean(c));
          const moved = d?.result?.digital?.loyalty_card_points;
          return (
            <li key={purchase.id}>
              {purchaseWords(purchase, locale, say)}
              {d?.rejection?.reason ? (
                <span class="history-reason">
                  {" "}
                  <PersonalText text={say("reason", { reason: d.rejection.reason })} />
                </span>
              ) : null}
              {codes.map((issued) => (
                <span key={issued} class="history-issued">
                  {" "}
                  {say.parts("issued", { code: <code>{issued}</code> })}{" "}
                  <CopyButton text={issued} what={say("codeWhat", { code: issued })} />
                </span>
              ))}
              {moved?.points ? (
                <span>
                  {" "}
                  {say("movedToCard", { count: moved.points, card: moved.card_id ?? say("notNamed") })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
