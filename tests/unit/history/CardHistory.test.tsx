import { fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import type { CardTransaction, RewardPurchase, TierTransaction } from "@/lib/core/api/schemas";
import type { HistoryEvent, HistoryState } from "@/lib/history/history.slice";
import type { HistoryCard } from "@/lib/history/history-query";
import { historyViewOf } from "@/lib/history/history-view";
import { CardHistory } from "@/lib/history/index.sidepanel-answers";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { WithReplies } from "../replies/replies-context";

await loadEveryShippedSet();

const NOW = new Date("2026-11-29T10:00:00Z");
const CARD: HistoryCard = {
  kind: "v2",
  programId: "lprg_1",
  memberId: "lmbr_1",
  cardId: "lcrd_1",
  code: "AOR-1",
  balance: 2000,
};
const HOSTILE_REASON = "<img src=x onerror=alert(1)>";
const HOSTILE_REWARD = "<script>window.__pwned=1</script>rew_<b>1</b>";
const HOSTILE_CODE = "GV-<i>9</i>";

let n = 0;
const tx = (
  type: string,
  at: string,
  details: CardTransaction["details"],
  status = "APPROVED",
): CardTransaction => ({
  id: `lctx_${(++n).toString(16).padStart(4, "0")}`,
  type,
  status,
  created_at: at,
  details,
});
const daysBefore = (iso: string, days: number) => new Date(Date.parse(iso) - days * 86_400_000).toISOString();

/** Thirty transactions, newest first: more than one screen of lines. */
const ADMIN = tx("ADMIN_DEBIT", "2026-11-28T12:00:00Z", { points: { total: -50 }, reason: HOSTILE_REASON });
const ON_TICKET = tx("POINTS_EARNED", "2026-11-27T12:00:00Z", {
  points: { total: 120 },
  order: { id: "ord_T" },
});
const PENDING = tx("PENDING_POINTS_ADDED", "2026-11-26T12:00:00Z", {
  points: { total: 60, date: "2026-12-02" },
});
const SPENT = tx("POINTS_SPENT_ON_REWARD", "2026-11-25T12:00:00Z", {
  points: { total: -500 },
  reward: { name: "Free shipping" },
});
const FILLERS = Array.from({ length: 24 }, (_, i) =>
  tx("POINTS_EARNED", daysBefore("2026-11-24T12:00:00Z", i), { points: { total: 10 } }),
);
const EXPIRED = tx("POINTS_EXPIRED", "2026-09-05T12:00:00Z", { points: { total: -240 } });
const OLDEST = tx("POINTS_EARNED", "2026-09-01T12:00:00Z", {
  points: { total: 1000 },
  order: { id: "ord_OLD" },
});
const ITEMS = [ADMIN, ON_TICKET, PENDING, SPENT, ...FILLERS, EXPIRED, OLDEST];

const TIERS: TierTransaction[] = [
  {
    id: "ltrtx_1",
    type: "DOWNGRADED",
    status: "APPROVED",
    created_at: "2026-09-05T13:00:00Z",
    details: { tier_from: "lt_gold", tier_to: "lt_silver", origin: { card_transaction_ids: [EXPIRED.id] } },
  },
];
const PURCHASES: RewardPurchase[] = [
  {
    id: "lrwtx_1",
    type: "PURCHASE",
    status: "APPROVED",
    created_at: "2026-11-20T12:00:00Z",
    reward_id: HOSTILE_REWARD,
    details: {
      points: { total: -300 },
      result: {
        digital: {
          discount_coupons: [{ id: "v_1", code: "SAVE-10" }],
          gift_vouchers: [{ id: "v_2", code: HOSTILE_CODE }, { id: "v_3" }],
        },
      },
    },
  },
  {
    id: "lrwtx_2",
    type: "PURCHASE",
    status: "REJECTED",
    created_at: "2026-11-05T12:00:00Z",
    reward_id: "rew_2",
    details: { rejection: { reason: "Insufficient points" } },
  },
];
const TIER_NAMES = new Map([
  ["lt_gold", "Gold"],
  ["lt_silver", "Silver"],
]);

function stateOf(open: boolean, next: string | null = "lcrsctx_1", items = ITEMS): HistoryState {
  return {
    card: CARD,
    open,
    transactions: { question: { card: CARD as never }, loading: false, value: { items, next } },
    legacy: { loading: false },
    tiers: { loading: false, value: { items: TIERS, next: null } },
    purchases: { loading: false, value: { items: PURCHASES, next: null } },
  };
}

function show(state: HistoryState, orderIds: string[] = []) {
  const onEvent = vi.fn<(event: HistoryEvent) => void>();
  const view = historyViewOf(state, CARD, "en-US", NOW);
  if (!view) throw new Error("no view");
  const rendered = render(
    <WithReplies>
      <CardHistory
        view={view}
        orderIds={orderIds}
        tierNames={TIER_NAMES}
        code="AOR-1"
        locale="en-US"
        now={NOW}
        host="app.voucherify.io"
        onEvent={onEvent}
      />
    </WithReplies>,
  );
  return { ...rendered, onEvent };
}

const transactions = () =>
  within(screen.getByRole("list", { name: "Transactions" })).getAllByRole("listitem");
const lineOf = (id: string) => document.getElementById(`history-line-${id}`);

describe("a card's history, History closed", () => {
  it("shows the summary of the last 90 days, and nothing else", () => {
    const { container } = show(stateOf(false));
    const summary = screen.getByRole("region", { name: "Last 90 days" });
    expect(
      within(summary)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Earned: 1,360 points",
      "Spent: 500 points",
      "Expired: 240 points (Sep 5, 2026)",
      "Still pending: 60 points, activating Dec 2, 2026",
      `Removed 50 points by an admin on Nov 28, 2026: ${HOSTILE_REASON}`,
      "Tier lowered from Gold to Silver on Sep 5, 2026, after: 240 points expired",
      "Reward purchase refused on Nov 5, 2026: Insufficient points",
    ]);
    expect(container.querySelector("figure")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("list", { name: "Transactions" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Tier changes" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Reward purchases" })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says when the sums are of the newest transactions only", () => {
    const recent = ITEMS.slice(0, 4);
    show(stateOf(false, "lcrsctx_1", recent));
    expect(screen.getByText(/Summed from the newest 4 transactions, back to Nov 25, 2026\./)).toBeTruthy();
  });
});

describe("a card's history, History open", () => {
  it("shows the chart of 13 weeks with its figures as a table", () => {
    const { container } = show(stateOf(true));
    const figure = container.querySelector("figure.history-chart")!;
    expect(figure.querySelector("figcaption")?.textContent).toBe(
      "Points in (above the line) and out (below it), week by week since Aug 31, 2026",
    );
    expect(within(figure as HTMLElement).getByText("Show the figures as a table").tagName).toBe("SUMMARY");
    const rows = figure.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(13);
    // The week of Sep 1 to Sep 6: 1,000 in, 240 out.
    expect([...rows[0]!.querySelectorAll("th, td")].map((c) => c.textContent)).toEqual([
      "Aug 31, 2026",
      "1,000",
      "240",
    ]);
  });

  it("shows the tier changes and the reward purchases with a Copy button for each code issued", () => {
    show(stateOf(true));
    const tiers = screen.getByRole("region", { name: "Tier changes" });
    expect(tiers.textContent).toContain("Tier lowered from Gold to Silver on Sep 5, 2026");
    expect(within(tiers).getByRole("button", { name: "240 points expired" })).toBeTruthy();
    const purchases = screen.getByRole("region", { name: "Reward purchases" });
    const [done, refused] = within(purchases).getAllByRole("listitem");
    expect(done!.textContent).toContain(
      `Purchase of reward ${HOSTILE_REWARD} on Nov 20, 2026: completed, 300 points`,
    );
    expect(within(done!).getByRole("button", { name: "Copy code SAVE-10" })).toBeTruthy();
    expect(within(done!).getByRole("button", { name: `Copy code ${HOSTILE_CODE}` })).toBeTruthy();
    // The voucher the API gave without its code: nothing to copy.
    expect(within(done!).getAllByRole("button")).toHaveLength(2);
    expect(refused!.textContent).toContain("Purchase of reward rew_2 on Nov 5, 2026: refused");
    expect(refused!.textContent).toContain("Reason: Insufficient points");
    expect(within(refused!).queryByRole("button")).toBeNull();
  });

  it("shows the newest 25 lines, and each Older shows 25 more before it asks the next page", () => {
    const { onEvent } = show(stateOf(true));
    expect(transactions()).toHaveLength(25);
    expect(transactions()[0]!.textContent).toContain("Removed 50 points by an admin");
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(transactions()).toHaveLength(30);
    expect(onEvent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: "history.more" });
    expect(screen.queryByText("That is the card's first transaction.")).toBeNull();
  });

  it("says it reached the card's first transaction when no older page is left", () => {
    const { onEvent } = show(stateOf(true, null));
    expect(screen.queryByText("That is the card's first transaction.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(transactions()).toHaveLength(30);
    expect(screen.queryByRole("button", { name: "Older" })).toBeNull();
    expect(screen.getByText("That is the card's first transaction.")).toBeTruthy();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("filters the lines by kind, Earned to Admin, all of them with none chosen", () => {
    show(stateOf(true));
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.map((box) => box.closest("label")?.textContent?.trim())).toEqual([
      "Earned",
      "Spent",
      "Expired",
      "Pending",
      "Admin",
    ]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Expired" }));
    expect(transactions().map((li) => li.id)).toEqual([`history-line-${EXPIRED.id}`]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    expect(transactions().map((li) => li.id)).toEqual([
      `history-line-${ADMIN.id}`,
      `history-line-${EXPIRED.id}`,
    ]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Expired" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Spent" }));
    expect(transactions().map((li) => li.id)).toEqual([`history-line-${SPENT.id}`]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Spent" }));
    expect(transactions()).toHaveLength(25);
  });

  it("moves the focus to the line a tier change's cause names, clearing the filter to show it", async () => {
    show(stateOf(true));
    fireEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    expect(lineOf(EXPIRED.id)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "240 points expired" }));
    await waitFor(() => expect(document.activeElement).toBe(lineOf(EXPIRED.id)));
    expect(screen.getByRole("checkbox", { name: "Admin" })).toHaveProperty("checked", false);
    // The line is the 29th: the lines down to it are shown.
    expect(transactions()).toHaveLength(29);
  });

  it("marks the lines of the ticket's order, and answers its points", () => {
    show(stateOf(true), ["ord_T"]);
    expect(screen.getByText("Lines of the ticket's order ord_T are marked.")).toBeTruthy();
    const marked = transactions().filter((li) => li.classList.contains("history-on-ticket"));
    expect(marked.map((li) => li.id)).toEqual([`history-line-${ON_TICKET.id}`]);
    expect(marked[0]!.textContent).toContain("this ticket's order");
    expect(transactions().filter((li) => li.textContent?.includes("this ticket's order"))).toHaveLength(1);
    expect(screen.getByText("Points for order ord_T")).toBeTruthy();
  });

  it("offers no reply that an order is not in the history when only the newest page was read", () => {
    // Four lines of the last days, more pages left: the order may be on the next page. The reply
    // is for a history read back past the summary's weeks or to the card's first transaction.
    show(stateOf(true, "lcrsctx_1", ITEMS.slice(0, 4)), ["ord_elsewhere"]);
    expect(screen.queryByText("No points for order ord_elsewhere")).toBeNull();
  });

  it("offers that an order is not in the history once the card's first transaction was read", () => {
    show(stateOf(true, null), ["ord_elsewhere"]);
    expect(screen.getByText("No points for order ord_elsewhere")).toBeTruthy();
    expect(
      screen.getByText(/^No line for the ticket's order ord_elsewhere back to Sep 1, 2026: the API finds/),
    ).toBeTruthy();
  });

  it("shows hostile text as text, creating no element from it", () => {
    const { container } = show(stateOf(true));
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(container.textContent).toContain(`Reason: ${HOSTILE_REASON}`);
    expect(container.textContent).toContain(HOSTILE_REWARD);
    expect(container.textContent).toContain(HOSTILE_CODE);
    expect(container.querySelectorAll("img, script, b, i, [onerror]")).toHaveLength(0);
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it("names every button and checkbox", () => {
    show(stateOf(true), ["ord_T"]);
    for (const role of ["button", "checkbox"] as const) {
      const all = screen.getAllByRole(role);
      expect(all.length).toBeGreaterThan(0);
      expect(screen.getAllByRole(role, { name: /\S/ })).toHaveLength(all.length);
    }
    // The history's own buttons among them: a cause, each code, Older.
    for (const name of ["240 points expired", "Copy code SAVE-10", `Copy code ${HOSTILE_CODE}`, "Older"])
      expect(screen.getByRole("button", { name })).toBeTruthy();
  });
});

describe("a card's history on its way", () => {
  it("says it is loading, with nothing else yet", () => {
    const loading: HistoryState = {
      ...stateOf(true),
      transactions: {
        question: { card: CARD as never },
        loading: true,
        ask: { id: 1, scope: "p1", question: { card: CARD as never } },
      },
    };
    show(loading);
    expect(screen.getByRole("status").textContent).toBe("Loading the card's history…");
    expect(screen.queryByRole("region", { name: "Last 90 days" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Transactions" })).toBeNull();
  });

  it("offers to try again when the first page failed", async () => {
    const failed: HistoryState = {
      ...stateOf(true),
      transactions: {
        question: { card: CARD as never },
        loading: false,
        error: { kind: "network", message: "x" },
      },
    };
    const { onEvent } = show(failed);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(onEvent).toHaveBeenCalledWith({ type: "history.retried" });
    expect(screen.queryByRole("region", { name: "Last 90 days" })).toBeNull();
  });
});
