import { render } from "@testing-library/preact";
import type { LoyaltyMember } from "@/lib/core/api/schemas";
import { initialHistory } from "@/lib/history/index.sidepanel";
import { MemberCard } from "@/lib/loyalty/MemberCard";
import type { ReplySetup } from "@/lib/replies/reply-setup";
import { WithReplies } from "../replies/replies-context";

/** An English panel's replies, in dollars. */
export const replies: ReplySetup = { team: {}, defaultLanguage: "en", agentLocale: "en-US", currency: "USD" };

/** A member's card as the panel draws it for an agent in en-US, on 24 November 2026, its history closed. */
export function renderMemberCard(member: LoyaltyMember) {
  return render(
    <WithReplies setup={replies} insert={async () => ""}>
      <MemberCard
        member={member}
        locale="en-US"
        now={new Date("2026-11-24T10:00:00Z")}
        onLookupHolder={() => undefined}
        onLookupCardRedemptions={() => undefined}
        history={initialHistory.history}
        orderIds={[]}
        host=""
        onHistoryEvent={() => undefined}
      />
    </WithReplies>,
  );
}
