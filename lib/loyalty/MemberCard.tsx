import { CopyButton } from "@/components/CopyButton";
import { GapsNote } from "@/components/GapsNote";
import { PersonalEntry, PersonalText } from "@/components/PersonalText";
import { useWords } from "@/components/use-words";
import type { LoyaltyMember } from "@/lib/core/api/schemas";
import { formatDate, formatExact } from "@/lib/core/intl/dates";
import type { HistoryEvent, HistoryState } from "@/lib/history/index.sidepanel";
import { CardHistory, useHistoryView } from "@/lib/history/index.sidepanel-answers";
import { type CardState, cardState } from "@/lib/loyalty/card-state";
import { historyCardOf } from "@/lib/loyalty/member-card-query";
import { pointsBreakdown } from "@/lib/loyalty/points-breakdown";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import { fieldList, type LoyaltySay } from "./loyalty-say";
import { dayOf, dayWords } from "./membership-words";
import { loyaltyWords } from "./words";

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
function notUsableTopic(
  member: LoyaltyMember,
  kind: CardState["kind"],
): { topic: string; date?: string } | undefined {
  if (kind === "disabled") return { topic: "card_disabled" };
  if (kind === "not_yet_active")
    return { topic: "card_not_yet_active", date: member.start_date ?? undefined };
  if (kind === "expired") return { topic: "card_expired", date: member.expiration_date ?? undefined };
  if (kind === "restricted") return { topic: "card_restricted" };
  return undefined;
}

/** The next expiry's points and day; the day alone when the API gave no number of points. */
function nextExpiryWords(points: number | null | undefined, day: string, say: LoyaltySay): string {
  return typeof points === "number" ? say("expiryOn", { count: points, day }) : day;
}

/** How often and for how many points the card was redeemed, and its limit: "3 times, 300 points (limit 5)". */
function redeemedWords(summary: NonNullable<LoyaltyMember["redemption"]>, say: LoyaltySay): string {
  const times = summary.redeemed_quantity;
  const points = summary.redeemed_points;
  const redeemed =
    times != null && points != null
      ? say("redeemedTimesPoints", { count: times, points: say("pointsCount", { count: points }) })
      : times != null
        ? say("timesCount", { count: times })
        : say("pointsCount", { count: points ?? 0 });
  return summary.quantity != null ? say("withLimit", { redeemed, limit: summary.quantity }) : redeemed;
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
  const say = useWords(loyaltyWords);
  const card = member.loyalty_card;
  const state = cardState(member, now, (iso) => formatDate(iso, locale), say);
  const nextDate = card?.next_expiration_date ?? undefined;
  // The docs write a date, some of their schemas allow a date-time: either is read as its day. Text
  // that is neither is shown as the API wrote it, with no distance and no reply made from it.
  const nextDay = dayOf(nextDate);
  const metadata = Object.entries(member.metadata ?? {});
  const summary = member.redemption;
  const breakdown = pointsBreakdown(member, say);
  // A field the API gave in a shape that cannot be read is named with the gaps below, not as absent.
  const unread = new Set(member.gaps?.map((gap) => gap.path.replace(/^loyalty_card\./, "")));
  // A card whose points cannot be read at all is named with the gaps too, not field by field.
  const absent = breakdown.missing.filter(
    (field) => !unread.has(field) && !(unread.has("loyalty_card") && field !== "redemption.redeemed_points"),
  );
  const notUsable = notUsableTopic(member, state.kind);
  const nextPoints = card?.next_expiration_points ?? undefined;
  const historyCard = historyCardOf(member);
  const shown = useHistoryView(history, historyCard, locale, now);
  return (
    <section class="member-card" aria-label={say("loyaltyCard", { code: member.code })}>
      <header>
        <p class="member-code">
          <code>{member.code}</code>{" "}
          <CopyButton text={member.code} what={say("codeWhat", { code: member.code })} />
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
              <CopyButton
                text={member.campaign_id}
                what={say("campaignIdWhat", { id: member.campaign_id })}
              />
            </span>
          ) : null}
        </p>
      ) : null}
      {breakdown.pending !== undefined ? (
        <div class="pending-points" role="note">
          <p>
            <strong>{say("pendingNotUsable", { count: breakdown.pending })}</strong> {say("pendingExplained")}
          </p>
          <SuggestedReply topic="points_pending" facts={{ code: member.code, points: breakdown.pending }} />
        </div>
      ) : null}
      {/* Shown without the card's points too: what the API did not give is said, not left out. */}
      {breakdown.lines.length || absent.length || nextDate ? (
        <dl class="points">
          {breakdown.lines.map((line) => (
            <>
              <dt key={`l-${line.key}`}>{line.label}</dt>
              <dd key={`v-${line.key}`}>{say("pointsCount", { count: line.value })}</dd>
            </>
          ))}
          {breakdown.check && !breakdown.check.matches ? (
            <>
              <dt>{say("check")}</dt>
              <dd>
                {say("checkMismatch", { expected: breakdown.check.expected, balance: card?.balance ?? "" })}
              </dd>
            </>
          ) : null}
          {absent.length ? (
            <>
              <dt>{say("notGiven")}</dt>
              <dd class="muted">{fieldList(absent, say)}</dd>
            </>
          ) : null}
          {nextDate ? (
            <>
              <dt>{say("nextExpiry")}</dt>
              <dd>
                {nextExpiryWords(
                  card?.next_expiration_points,
                  nextDay ? dayWords(nextDay, { locale, now, say }) : nextDate,
                  say,
                )}
                {nextPoints && nextDay ? (
                  <SuggestedReply
                    topic="points_expiring"
                    facts={{ code: member.code, points: nextPoints, date: nextDay }}
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
            <dt>{say("holder")}</dt>
            <dd>
              <button type="button" class="link" onClick={() => onLookupHolder(member.holder_id!)}>
                {member.holder_id}
              </button>
              <CopyButton text={member.holder_id} what={say("holderIdWhat", { id: member.holder_id })} />
            </dd>
          </>
        ) : null}
        {member.created_at ? (
          <>
            <dt>{say("created")}</dt>
            <dd>{formatExact(member.created_at, locale)}</dd>
          </>
        ) : null}
        {member.updated_at ? (
          <>
            <dt>{say("updated")}</dt>
            <dd>{formatExact(member.updated_at, locale)}</dd>
          </>
        ) : null}
        {typeof member.publish?.count === "number" ? (
          <>
            <dt>{say("published")}</dt>
            <dd>{say("timesCount", { count: member.publish.count })}</dd>
          </>
        ) : null}
        {summary && (summary.redeemed_quantity != null || summary.redeemed_points != null) ? (
          <>
            <dt>{say("redeemed")}</dt>
            <dd>{redeemedWords(summary, say)}</dd>
          </>
        ) : null}
        {metadata.map(([key, value]) => (
          <>
            {/* A merchant may key an entry by the customer's address: masked like its value. */}
            <dt key={`k-${key}`}>
              <PersonalText text={key} />
            </dt>
            <dd key={`v-${key}`}>
              <PersonalEntry name={key} value={typeof value === "string" ? value : JSON.stringify(value)} />
            </dd>
          </>
        ))}
      </dl>
      <GapsNote gaps={member.gaps} />
      <div class="card-actions">
        <button type="button" onClick={() => onLookupCardRedemptions(member.code)}>
          {say("cardRedemptions")}
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
          {say("history")}
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
