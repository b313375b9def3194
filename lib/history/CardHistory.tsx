import { useMemo, useState } from "preact/hooks";
import { CopyButton } from "@/components/CopyButton";
import { ErrorNotice } from "@/components/ErrorNotice";
import { GapsNote } from "@/components/GapsNote";
import { RetryCountdown } from "@/components/RetryCountdown";
import type { RewardPurchase } from "@/lib/core/api/schemas";
import { formatDate, formatExact } from "@/lib/core/intl/dates";
import { formatCount } from "@/lib/core/intl/money";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import { HistoryChart } from "./HistoryChart";
import "./history.css";
import type { HistoryEvent } from "./history.slice";
import { HISTORY_KINDS, type HistoryKind, type HistoryLine, ofKinds, signedPoints } from "./history-lines";
import { historyReplies, type TierNames } from "./history-replies";
import { causesOf, type HistorySummary, type TierChange } from "./history-summary";
import { type HistoryView, weeklyTotals } from "./history-view";

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

const KIND_LABELS: Record<HistoryKind, string> = {
  earned: "Earned",
  spent: "Spent",
  expired: "Expired",
  pending: "Pending",
  admin: "Admin",
};

/** The summary names this many admin changes and tier changes, newest first; the rest are counted. */
const SUMMARY_ITEMS = 2;
/** Lines shown at first, and shown more by each Older before another page is asked. */
const LINES_SHOWN = 25;

const pts = (n: number, locale?: string) => `${formatCount(n, locale)} ${n === 1 ? "point" : "points"}`;
const lineId = (id: string) => `history-line-${id}`;

/**
 * What happened to a card: the summary of its last weeks at the top (the usual question answered
 * without scrolling), then, once the agent opens History, the chart, the tier changes and reward
 * purchases, the replies and every transaction, newest first, with Older for the pages before.
 */
export function CardHistory(props: CardHistoryProps) {
  const { view, host, onEvent } = props;
  const { summary } = view;
  return (
    <section class="history" aria-label="Card history">
      {view.loading ? <p role="status">Loading the card's history…</p> : null}
      {view.retryWait ? <RetryCountdown wait={view.retryWait} /> : null}
      {view.error && !view.loading && !view.loadingMore ? (
        <ErrorNotice error={view.error} host={host} onRetry={() => onEvent({ type: "history.retried" })} />
      ) : null}
      {summary ? <SummaryView {...props} summary={summary} /> : null}
      {view.open && summary ? <FullHistory {...props} summary={summary} /> : null}
    </section>
  );
}

function SummaryView({ summary, view, tierNames, locale }: CardHistoryProps & { summary: HistorySummary }) {
  const day = (text: string) => formatDate(text.length === 10 ? `${text}T12:00:00Z` : text, locale);
  const items: preact.ComponentChildren[] = [];
  if (summary.earned) items.push(`Earned: ${pts(summary.earned, locale)}`);
  if (summary.spent) items.push(`Spent: ${pts(summary.spent, locale)}`);
  if (summary.expired)
    items.push(`Expired: ${pts(summary.expired, locale)} (${summary.expiredOn.map(day).join(", ")})`);
  if (summary.pending)
    items.push(
      `Still pending: ${pts(summary.pending, locale)}${
        summary.activatesOn.length ? `, activating ${summary.activatesOn.map(day).join(", ")}` : ""
      }`,
    );
  for (const line of summary.adminChanges.slice(0, SUMMARY_ITEMS))
    items.push(`${line.words} on ${day(line.at)}${line.reason ? `: ${line.reason}` : " (no reason given)"}`);
  if (summary.adminChanges.length > SUMMARY_ITEMS)
    items.push(`${summary.adminChanges.length - SUMMARY_ITEMS} more changes by an admin, in the history`);
  for (const tier of summary.tierChanges.slice(0, SUMMARY_ITEMS)) items.push(tierWords(tier, tierNames, day));
  if (summary.tierChanges.length > SUMMARY_ITEMS)
    items.push(`${summary.tierChanges.length - SUMMARY_ITEMS} more tier changes, in the history`);
  for (const purchase of summary.rejectedPurchases)
    items.push(
      `Reward purchase refused on ${day(purchase.created_at)}${
        purchase.details?.rejection?.reason ? `: ${purchase.details.rejection.reason}` : ""
      }`,
    );
  if (summary.unsettled)
    items.push(
      summary.unsettled === 1
        ? "1 transaction has not settled yet: it may still change the balance"
        : `${summary.unsettled} transactions have not settled yet: they may still change the balance`,
    );
  const oldest = view.lines.at(-1);
  return (
    <section class="history-summary" aria-label="Last 90 days">
      <p class="history-summary-title">
        <strong>Last 90 days</strong>
      </p>
      {items.length ? (
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p class="muted">Nothing happened on this card in the last 90 days.</p>
      )}
      {!summary.complete && oldest ? (
        <p class="muted">
          Summed from the newest {formatCount(view.lines.length, locale)} transactions, back to{" "}
          {day(oldest.at)}.
        </p>
      ) : null}
    </section>
  );
}

function tierWords(tier: TierChange, names: TierNames, day: (text: string) => string): string {
  const { change } = tier;
  const name = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : undefined);
  const from = name(change.details?.tier_from);
  const to = name(change.details?.tier_to);
  const what: Record<string, string> = {
    DOWNGRADED: `Tier lowered${from ? ` from ${from}` : ""}${to ? ` to ${to}` : ""}`,
    UPGRADED: `Tier raised${from ? ` from ${from}` : ""}${to ? ` to ${to}` : ""}`,
    JOINED: `Joined tier ${to ?? "(not named)"}`,
    LEFT: `Left tier ${from ?? "(not named)"}`,
    PROLONGED: `Tier ${to ?? "(not named)"} prolonged`,
  };
  const said = what[change.type] ?? `Tier change (${change.type.toLowerCase()})`;
  const causes = tier.causes.map((line) => line.words).join("; ");
  return `${said} on ${day(change.created_at)}${causes ? `, after: ${causes}` : ""}`;
}

function FullHistory(props: CardHistoryProps & { summary: HistorySummary }) {
  const { view, summary, orderIds, tierNames, code, locale, now, onEvent } = props;
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
  const replies = historyReplies({ lines: view.lines, summary, orderIds, searchedBackTo, code, tierNames });
  const ticketOrders = new Set(orderIds);
  const linesById = new Map(view.lines.map((line) => [line.id, line]));
  const orderKey = orderIds.join(" ");
  // The same list element while nothing it shows changed: the panel re-renders on each tick of its
  // clock, and redrawing hundreds of lines each time would cost with every line shown.
  // Its inputs: the lines, the filter, how many are shown, the ticket's orders by value, the locale.
  const list = useMemo(
    () =>
      shown.length ? (
        <ol class="history-lines" aria-label="Transactions">
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
          {view.lines.length
            ? "No transaction of these kinds among those loaded."
            : "This card has no transactions yet."}
        </p>
      ),
    [view.lines, kinds, visible, orderKey, locale],
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
        <section class="history-tiers" aria-label="Tier changes">
          <p class="history-subtitle">Tier changes</p>
          <ul>
            {view.tiers.map((change) => {
              const causes = causesOf(change, linesById);
              const day = (text: string) => formatDate(text, locale);
              return (
                <li key={change.id}>
                  {tierWords({ change, causes: [] }, tierNames, day)}
                  {change.status && change.status !== "APPROVED" ? (
                    <span class="muted"> · {change.status.toLowerCase()}</span>
                  ) : null}
                  {causes.length ? (
                    <span>
                      {" "}
                      Caused by:{" "}
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
      {view.tiersError ? <ErrorNotice error={view.tiersError} /> : null}
      {view.purchases.length ? <Purchases purchases={view.purchases} locale={locale} /> : null}
      {view.purchasesError ? <ErrorNotice error={view.purchasesError} /> : null}
      {replies.map((reply) => (
        <div class="history-reply" key={reply.topic}>
          <p class="history-subtitle">{reply.about}</p>
          <SuggestedReply topic={reply.topic} facts={reply.facts} />
        </div>
      ))}
      <fieldset class="history-filter">
        <legend>Show only</legend>
        {HISTORY_KINDS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={kinds.has(kind)} onChange={() => toggle(kind)} />{" "}
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      {view.notice ? (
        <p class="notice" role="status">
          {view.notice}
        </p>
      ) : null}
      {orderIds.length ? (
        <p class="muted">
          {view.lines.some((line) => line.orderId && ticketOrders.has(line.orderId))
            ? `Lines of the ticket's order ${orderIds.join(", ")} are marked.`
            : `No line for the ticket's order ${orderIds.join(", ")}${
                oldest ? ` back to ${formatDate(searchedBackTo ?? oldest.at, locale)}` : ""
              }: the API finds a card's transactions by date, not by order.`}
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
          {view.loadingMore ? "Loading older…" : "Older"}
        </button>
      ) : view.lines.length ? (
        <p class="muted">That is the card's first transaction.</p>
      ) : null}
    </>
  );
}

const STATUS_WORDS: Record<HistoryLine["settlement"], string | undefined> = {
  settled: undefined,
  unsettled: "not settled yet: not in the balance",
  rejected: "refused by the API: it changed nothing",
};

function Line({
  line,
  onTicket,
  locale,
}: {
  line: HistoryLine;
  onTicket: boolean;
  locale: string | undefined;
}) {
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
      {onTicket ? <span class="history-tag">this ticket's order</span> : null}
      {status ? <span class="history-tag">{status}</span> : null}
      {line.reason ? <span class="history-reason">Reason: {line.reason}</span> : null}
      {line.balanceAfter !== undefined ? (
        <span class="history-balance">Balance after: {pts(line.balanceAfter, locale)}</span>
      ) : null}
    </li>
  );
}

const PURCHASE_STATUS: Record<string, string> = {
  APPROVED: "completed",
  PENDING: "waiting",
  PROCESSING: "being processed",
  REJECTED: "refused",
  REFUNDED: "refunded",
  SIMULATED: "simulated only",
};

function Purchases({
  purchases,
  locale,
}: {
  purchases: readonly RewardPurchase[];
  locale: string | undefined;
}) {
  return (
    <section class="history-purchases" aria-label="Reward purchases">
      <p class="history-subtitle">Reward purchases</p>
      <ul>
        {purchases.map((purchase) => {
          const d = purchase.details;
          const codes = [
            ...(d?.result?.digital?.discount_coupons ?? []),
            ...(d?.result?.digital?.gift_vouchers ?? []),
          ]
            .map((issued) => issued.code)
            .filter((c): c is string => Boolean(c));
          const points = d?.points?.total;
          const status = purchase.status
            ? (PURCHASE_STATUS[purchase.status] ?? purchase.status.toLowerCase())
            : "status not given";
          return (
            <li key={purchase.id}>
              {purchase.type === "REFUND" ? "Refund" : "Purchase"} of reward{" "}
              {purchase.reward_id ?? "(not named)"} on {formatDate(purchase.created_at, locale)}: {status}
              {typeof points === "number" ? `, ${pts(Math.abs(points), locale)}` : ""}
              {d?.rejection?.reason ? (
                <span class="history-reason"> Reason: {d.rejection.reason}</span>
              ) : null}
              {codes.map((issued) => (
                <span key={issued} class="history-issued">
                  {" "}
                  Issued <code>{issued}</code> <CopyButton text={issued} what={`code ${issued}`} />
                </span>
              ))}
              {d?.result?.digital?.loyalty_card_points?.points ? (
                <span>
                  {" "}
                  Moved {pts(d.result.digital.loyalty_card_points.points, locale)} to card{" "}
                  {d.result.digital.loyalty_card_points.card_id ?? "(not named)"}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
