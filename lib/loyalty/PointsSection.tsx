import type { HistoryEvent, HistoryState } from "@/lib/history/index.sidepanel";
import { answerOf, lookupText } from "@/lib/lookup";
import type { CurrentLookup } from "@/lib/lookup/index.sidepanel";
import { type LoyaltyEvent, type LoyaltySlice, pointsOf } from "./loyalty.slice";
import { ExpiringPoints } from "./loyalty-views";
import { MembershipsSection } from "./MembershipsSection";

export interface PointsSectionProps {
  loyalty: LoyaltySlice;
  current: CurrentLookup | undefined;
  locale: string | undefined;
  now: number;
  host: string;
  /** The card whose history the panel holds: a member's cards open theirs here too. */
  history: HistoryState;
  orderIds: readonly string[];
  onEvent(event: LoyaltyEvent | HistoryEvent): void;
}

/** The Expiring points tab: a member's v2 cards first, then the form and the card's buckets. */
export function PointsSection(props: PointsSectionProps) {
  const { loyalty, current, locale, now, onEvent } = props;
  const memberLookup = current?.lookup.kind === "loyalty_member_id";
  return (
    <>
      {memberLookup ? <MembershipsSection {...props} /> : null}
      <ExpiringPoints
        // A loyalty lookup starts the form afresh: no id of the previous card stays in it.
        key={
          current && answerOf(current.lookup.kind) === "expiring_points"
            ? lookupText(current.lookup)
            : "typed"
        }
        state={pointsOf(loyalty)}
        suggested={loyalty.cardIds}
        locale={locale}
        now={new Date(now)}
        onShow={(ids, order) => onEvent({ type: "points.shown", ids, order })}
        onLoadMore={() => onEvent({ type: "points.more" })}
      />
    </>
  );
}
