import type { LoyaltyMember } from "@/lib/api/schemas";
import { formatDate, formatExact } from "@/lib/format/dates";
import { daysUntil, inWords, localToday } from "@/lib/loyalty/buckets";
import { cardState } from "@/lib/loyalty/card-state";
import { CopyButton } from "./CopyButton";

export interface MemberCardProps {
  member: LoyaltyMember;
  locale?: string;
  now: Date;
  /** Look up the holder's redemptions. */
  onLookupHolder(customerId: string): void;
  /** Look up this card's own redemptions (voucher_code filter). */
  onLookupCardRedemptions(code: string): void;
}

/** A loyalty card as the agent needs it on a call: can it be used, how many points, when do they expire. */
export function MemberCard({
  member,
  locale,
  now,
  onLookupHolder,
  onLookupCardRedemptions,
}: MemberCardProps) {
  const card = member.loyalty_card;
  const state = cardState(member, now, (iso) => formatDate(iso, locale));
  const number = (n: number | null | undefined) => (typeof n === "number" ? n.toLocaleString(locale) : "");
  const nextDate = card?.next_expiration_date ?? undefined;
  const metadata = Object.entries(member.metadata ?? {});
  const summary = member.redemption;
  return (
    <section class="member-card" aria-label={`Loyalty card ${member.code}`}>
      <header>
        <p class="member-code">
          <code>{member.code}</code> <CopyButton text={member.code} what={`code ${member.code}`} />
        </p>
        <p class={`card-state state-${state.kind}`}>{state.text}</p>
      </header>
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
      {card ? (
        <dl class="points">
          <dt>Balance</dt>
          <dd>{number(card.balance)} points</dd>
          <dt>Earned in all</dt>
          <dd>{number(card.points)} points</dd>
          {nextDate ? (
            <>
              <dt>Next expiry</dt>
              <dd>
                {number(card.next_expiration_points)} points on {formatDate(`${nextDate}T12:00:00Z`, locale)}{" "}
                ({inWords(daysUntil(nextDate, localToday(now)))})
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
      <button type="button" onClick={() => onLookupCardRedemptions(member.code)}>
        This card's redemptions
      </button>
    </section>
  );
}
