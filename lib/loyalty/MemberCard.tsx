import { CopyButton } from "@/components/CopyButton";
import { GapsNote } from "@/components/GapsNote";
import type { LoyaltyMember } from "@/lib/core/api/schemas";
import { formatDate, formatExact } from "@/lib/core/intl/dates";
import type { HistoryEvent, HistoryState } from "@/lib/history/index.sidepanel";
import { CardHistory, useHistoryView } from "@/lib/history/index.sidepanel-answers";
import { daysUntil, inWords, localToday } from "@/lib/loyalty/buckets";
import { cardState } from "@/lib/loyalty/card-state";
import { historyCardOf } from "@/lib/loyalty/member-card-query";
import { pointsBreakdown } from "@/lib/loyalty/points-breakdown";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";

export interface MemberCardProps {
  member: LoyaltyMember;
  locale?: string;
  now: Date;
  /** Look up the holder's redemptions. */
  onLookupHolder(customerId: string): void;
  /** Look up this card's own redemptions (voucher_code filter). */
  onLookupCardRedemptions(code: string): void;
  /** The card whose history the panel holds, and its reads. */
  history: HistoryState;
  /** The order ids the ticket shows, for the history's lines and replies. */
  orderIds: readonly string[];
  host: string;
  onHistoryEvent(event: HistoryEvent): void;
}

/** The reply topic for a card that cannot be used right now, with the day it names. */
function notUsableTopic(member: LoyaltyMember, kind: string): { topic: string; date?: string } | undefined {
  if (kind === "disabled") return { topic: "card_disabled" };
  if (kind === "not_yet_active")
    return { topic: "card_not_yet_active", date: member.start_date ?? undefined };
  if (kind === "expired") return { topic: "card_expired", date: member.expiration_date ?? undefined };
  if (kind === "restricted") return { topic: "card_restricted" };
  return undefined;
}

/** A loyalty card as the agent needs it on a call: can it be used, how many points, when do they expire. */
export function MemberCard({
  member,
  locale,
  now,
  onLookupHolder,
  onLookupCardRedemptions,
  history,
  orderIds,
  host,
  onHistoryEvent,
}: MemberCardProps) {
  const card = member.loyalty_card;
  const state = cardState(member, now, (iso) => formatDate(iso, locale));
  const number = (n: number | null | undefined) => (typeof n === "number" ? n.toLocaleString(locale) : "");
  const nextDate = card?.next_expiration_date ?? undefined;
  const metadata = Object.entries(member.metadata ?? {});
  const summary = member.redemption;
  const breakdown = pointsBreakdown(member);
  // A field the API gave in a shape that cannot be read is named with the gaps below, not as absent.
  const unread = new Set(member.gaps?.map((gap) => gap.path.replace(/^loyalty_card\./, "")));
  const absent = breakdown.missing.filter((field) => !unread.has(field));
  const notUsable = notUsableTopic(member, state.kind);
  const nextPoints = card?.next_expiration_points ?? undefined;
  const historyCard = historyCardOf(member);
  const shown = useHistoryView(history, historyCard, locale, now);
  return (
    <section class="member-card" aria-label={`Loyalty card ${member.code}`}>
      <header>
        <p class="member-code">
          <code>{member.code}</code> <CopyButton text={member.code} what={`code ${member.code}`} />
        </p>
        <p class={`card-state state-${state.kind}`}>{state.text}</p>
      </header>
      {notUsable ? (
        <SuggestedReply
          topic={notUsable.topic}
          facts={{ code: member.code, ...(notUsable.date ? { date: notUsable.date } : {}) }}
        />
      ) : null}
      {member.campaign || member.campaign_id ? (
        <p>
          {member.campaign}
          {member.campaign_id ? (
            <span class="muted">
              {" "}
              {member.campaign_id}{" "}
              <CopyButton text={member.campaign_id} what={`campaign id ${member.campaign_id}`} />
            </span>
          ) : null}
        </p>
      ) : null}
      {breakdown.pending !== undefined ? (
        <div class="pending-points" role="note">
          <p>
            <strong>{number(breakdown.pending)} points pending: not usable yet.</strong> They were earned but
            count toward the balance only once Voucherify activates them.
          </p>
          <SuggestedReply topic="points_pending" facts={{ code: member.code, points: breakdown.pending }} />
        </div>
      ) : null}
      {card ? (
        <dl class="points">
          {breakdown.lines.map((line) => (
            <>
              <dt key={`l-${line.key}`}>{line.label}</dt>
              <dd key={`v-${line.key}`}>{number(line.value)} points</dd>
            </>
          ))}
          {breakdown.check && !breakdown.check.matches ? (
            <>
              <dt>Check</dt>
              <dd>
                The API's numbers do not add up: earned − expired − taken off − spent is{" "}
                {number(breakdown.check.expected)}, the balance it gave is {number(card.balance)}. Trust the
                balance; pending points are not part of either.
              </dd>
            </>
          ) : null}
          {absent.length ? (
            <>
              <dt>Not given by the API</dt>
              <dd class="muted">{absent.join(", ")}</dd>
            </>
          ) : null}
          {nextDate ? (
            <>
              <dt>Next expiry</dt>
              <dd>
                {number(card.next_expiration_points)} points on {formatDate(`${nextDate}T12:00:00Z`, locale)}{" "}
                ({inWords(daysUntil(nextDate, localToday(now)))})
                {nextPoints ? (
                  <SuggestedReply
                    topic="points_expiring"
                    facts={{ code: member.code, points: nextPoints, date: nextDate }}
                  />
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <dl class="member-details">
        {member.holder_id ? (
          <>
            <dt>Holder</dt>
            <dd>
              <button type="button" class="link" onClick={() => onLookupHolder(member.holder_id!)}>
                {member.holder_id}
              </button>
              <CopyButton text={member.holder_id} what={`holder id ${member.holder_id}`} />
            </dd>
          </>
        ) : null}
        {member.created_at ? (
          <>
            <dt>Created</dt>
            <dd>{formatExact(member.created_at, locale)}</dd>
          </>
        ) : null}
        {member.updated_at ? (
          <>
            <dt>Updated</dt>
            <dd>{formatExact(member.updated_at, locale)}</dd>
          </>
        ) : null}
        {typeof member.publish?.count === "number" ? (
          <>
            <dt>Published</dt>
            <dd>{member.publish.count} times</dd>
          </>
        ) : null}
        {summary && (summary.redeemed_quantity != null || summary.redeemed_points != null) ? (
          <>
            <dt>Redeemed</dt>
            <dd>
              {summary.redeemed_quantity != null ? `${summary.redeemed_quantity} times` : ""}
              {summary.redeemed_points != null ? `, ${number(summary.redeemed_points)} points` : ""}
              {summary.quantity != null ? ` (limit ${summary.quantity})` : ""}
            </dd>
          </>
        ) : null}
        {metadata.map(([key, value]) => (
          <>
            <dt key={`k-${key}`}>{key}</dt>
            <dd key={`v-${key}`}>{typeof value === "string" ? value : JSON.stringify(value)}</dd>
          </>
        ))}
      </dl>
      <GapsNote gaps={member.gaps} />
      <div class="card-actions">
        <button type="button" onClick={() => onLookupCardRedemptions(member.code)}>
          This card's redemptions
        </button>
        <button
          type="button"
          aria-expanded={Boolean(shown?.open)}
          onClick={() =>
            onHistoryEvent(
              shown?.open ? { type: "history.closed" } : { type: "history.opened", card: historyCard },
            )
          }
        >
          History
        </button>
      </div>
      {shown ? (
        <CardHistory
          view={shown}
          orderIds={orderIds}
          tierNames={new Map()}
          code={member.code}
          locale={locale}
          now={now}
          host={host}
          onEvent={onHistoryEvent}
        />
      ) : null}
    </section>
  );
}
