import { ErrorNoticeOnDemand } from "@/components/error-notice-on-demand";
import { PersonalText } from "@/components/PersonalText";
import { useWords } from "@/components/use-words";
import type { HistoryEvent, HistoryState } from "@/lib/history/index.sidepanel";
import type { Lookup, LookupKind } from "@/lib/lookup";
import type { CurrentLookup } from "@/lib/lookup/index.sidepanel";
import type { TicketToken } from "@/lib/ticket/index.sidepanel";
import { cardIdsFor, definedIds } from "./card-ids";
import type { LoyaltyEvent, LoyaltySlice } from "./loyalty.slice";
import { MemberCard, V2CardHint } from "./loyalty-views";
import { MembershipsSection } from "./MembershipsSection";
import { cardReadFailed } from "./member-card-query";
import { loyaltyWords } from "./words";

export interface CardSectionProps {
  loyalty: LoyaltySlice;
  current: CurrentLookup | undefined;
  /** What the ticket open now shows, when the answer is about it: its loyalty ids fill a v2 card's. */
  tokens: readonly TicketToken[];
  /** The redemption list came back empty: a code that is neither a card nor redeemed is said so. */
  noRedemptions: boolean;
  locale: string | undefined;
  now: number;
  host: string;
  /** The card whose history the panel holds, and its reads. */
  history: HistoryState;
  /** The order ids of the ticket the answer is about: none once the agent moved to another. */
  orderIds: readonly string[];
  onEvent(event: LoyaltyEvent | HistoryEvent): void;
  onLookup(lookup: Lookup, alternatives?: LookupKind[]): void;
}

/**
 * Above a code's redemptions: the loyalty card it is, or why it is none (not a card, a read the
 * key may not make, a v2 card Get Member cannot read), and the v2 memberships of a customer.
 */
export function CardSection(props: CardSectionProps) {
  const { loyalty, current, tokens, noRedemptions, locale, now, host, history, orderIds, onEvent, onLookup } =
    props;
  const card = loyalty.member;
  const cardMissing =
    card.error?.kind === "http" && card.error.status === 404 && card.question ? card.question : undefined;
  // A card code Get Member does not know, on a ticket that shows loyalty v2 ids: those ids, the
  // ones already in Expiring points first.
  const v2Ids = cardMissing ? { ...cardIdsFor(cardMissing, tokens), ...definedIds(loyalty.cardIds) } : {};
  const memberLookup = current?.lookup.kind === "loyalty_member_id";
  const say = useWords(loyaltyWords);
  return (
    <>
      {card.value && !card.loading ? (
        <MemberCard
          member={card.value}
          locale={locale}
          now={new Date(now)}
          onLookupHolder={(id) => onLookup({ kind: "customer_id", value: id })}
          onLookupCardRedemptions={(code) => onLookup({ kind: "code", value: code }, ["customer_source_id"])}
          history={history}
          orderIds={orderIds}
          host={host}
          onHistoryEvent={onEvent}
        />
      ) : null}
      {cardMissing &&
      // Once the memberships of the code's holder are asked, they say what the card is.
      !loyalty.memberships.question?.forCode &&
      (cardMissing.campaignId || noRedemptions) ? (
        <p class="notice" role="status">
          {/* An address read as a code is still the customer's: masked with the rest of their data. */}
          {cardMissing.campaignId
            ? say.parts("noCardInCampaign", {
                code: (
                  <strong>
                    <PersonalText text={cardMissing.value} />
                  </strong>
                ),
                campaignId: cardMissing.campaignId,
              })
            : say.parts("noCard", {
                code: (
                  <strong>
                    <PersonalText text={cardMissing.value} />
                  </strong>
                ),
                term: <PersonalText text={cardMissing.value} />,
              })}
        </p>
      ) : null}

      {card.error && !card.loading && cardReadFailed(card.error) ? (
        // A code is tried as a loyalty card beside the redemption search: a refusal of that read
        // (a key without loyalty access) is said, the redemptions below are still shown.
        <section class="card-error" aria-label={say("loyaltyCardRegion")}>
          <ErrorNoticeOnDemand
            error={card.error}
            host={host}
            onRetry={() => onEvent({ type: "card.retried" })}
          />
        </section>
      ) : null}
      {memberLookup ? null : (
        <MembershipsSection
          loyalty={loyalty}
          locale={locale}
          now={now}
          host={host}
          history={history}
          orderIds={orderIds}
          onEvent={onEvent}
        />
      )}
      {cardMissing && (v2Ids.memberId || v2Ids.cardId) && !loyalty.memberships.question ? (
        <V2CardHint ids={v2Ids} onShow={() => onEvent({ type: "cardIds.shown", ids: v2Ids })} />
      ) : null}
    </>
  );
}
