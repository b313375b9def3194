import { render, screen } from "@testing-library/preact";
import { vi } from "vitest";
import { ExpiringPoints } from "@/lib/loyalty/ExpiringPoints";
import type { ExpiringPointsState } from "@/lib/loyalty/expiring-points-query";
import { WithReplies } from "../replies/replies-context";

/** The Expiring points tab for a card, in English, as of `now`: its summary, as the agent reads it. */
export function expiringSummary(state: Omit<ExpiringPointsState, "ids" | "loading">, now: Date): HTMLElement {
  render(
    <WithReplies>
      <ExpiringPoints
        state={{
          ids: { programId: "lprg_1a", memberId: "lmbr_1a", cardId: "lcrd_1a" },
          loading: false,
          ...state,
        }}
        locale="en-US"
        now={now}
        onShow={vi.fn()}
        onLoadMore={vi.fn()}
      />
    </WithReplies>,
  );
  return screen.getByRole("region", { name: "Summary" });
}
