import type { HistoryEvent, HistoryState } from "@/lib/history/index.sidepanel";
import type { LoyaltyEvent, LoyaltySlice } from "./loyalty.slice";
import { Memberships } from "./loyalty-views";

export interface MembershipsSectionProps {
  loyalty: LoyaltySlice;
  locale: string | undefined;
  now: number;
  host: string;
  history: HistoryState;
  orderIds: readonly string[];
  onEvent(event: LoyaltyEvent | HistoryEvent): void;
}

/** The loyalty v2 cards of the customer or member looked up, or of a code's holder, once asked. */
export function MembershipsSection({
  loyalty,
  locale,
  now,
  host,
  history,
  orderIds,
  onEvent,
}: MembershipsSectionProps) {
  if (!loyalty.memberships.question) return null;
  return (
    <Memberships
      query={loyalty.memberships}
      program={loyalty.program}
      pending={loyalty.pending}
      locale={locale}
      now={new Date(now)}
      host={host}
      onRetry={() => onEvent({ type: "memberships.retried" })}
      onOpenProgram={(programId) => onEvent({ type: "program.opened", programId })}
      onExpiringPoints={(ids) => onEvent({ type: "cardIds.shown", ids })}
      onPendingPoints={(ids) => onEvent({ type: "pending.opened", ids })}
      history={history}
      orderIds={orderIds}
      onHistoryEvent={onEvent}
    />
  );
}
