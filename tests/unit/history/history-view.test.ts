import { renderHook } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import type { CardTransaction, RewardPurchase, TierTransaction } from "@/lib/core/api/schemas";
import type { HistoryState } from "@/lib/history/history.slice";
import { cardLine } from "@/lib/history/history-lines";
import { type HistoryCard, RESTARTED } from "@/lib/history/history-query";
import { summaryStart } from "@/lib/history/history-summary";
import { historyViewOf, useHistoryView, weeklyTotals } from "@/lib/history/history-view";

const NOW = new Date("2026-11-29T10:00:00Z");
const SINCE = summaryStart(NOW);
const CARD: HistoryCard = {
  kind: "v2",
  programId: "lprg_1",
  memberId: "lmbr_1",
  cardId: "lcrd_1",
  code: "AOR-1",
  balance: 500,
};
const V1: HistoryCard = { kind: "v1", code: "LOYAL-1" };

let n = 0;
const tx = (type: string, at: string, total: number, status = "APPROVED"): CardTransaction => ({
  id: `lctx_${++n}`,
  type,
  status,
  created_at: at,
  details: { points: { total } },
});

/** Newest first; the API signs the spend and the expiry either way. */
const PAGE = [
  tx("POINTS_EARNED", "2026-11-20T12:00:00Z", 120),
  tx("POINTS_SPENT_ON_ORDER", "2026-11-10T12:00:00Z", 80),
  tx("POINTS_EXPIRED", "2026-11-01T12:00:00Z", -40),
];

const idle = { loading: false };
function held(
  items: CardTransaction[],
  next: string | null,
  more: Partial<HistoryState> = {},
  card: HistoryCard = CARD,
): HistoryState {
  return {
    card,
    open: true,
    transactions: { question: { card: card as never }, loading: false, value: { items, next } },
    legacy: idle,
    tiers: idle,
    purchases: idle,
    ...more,
  };
}

describe("the view of a card's history", () => {
  it("is none for a card the panel does not hold", () => {
    const state = held(PAGE, null);
    expect(historyViewOf(state, { ...CARD, cardId: "lcrd_2" }, "en-US", NOW)).toBeUndefined();
    expect(historyViewOf(state, { ...CARD, memberId: "lmbr_2" }, "en-US", NOW)).toBeUndefined();
    expect(historyViewOf(state, { kind: "v1", code: "AOR-1" }, "en-US", NOW)).toBeUndefined();
    expect(historyViewOf({ ...state, card: undefined }, CARD, "en-US", NOW)).toBeUndefined();
    expect(historyViewOf(state, CARD, "en-US", NOW)).toBeDefined();
  });

  it("gives the lines newest first with the balance after each, worked back from the card's balance", () => {
    const view = historyViewOf(held(PAGE, null), CARD, "en-US", NOW)!;
    expect(view.lines.map((l) => [l.words, l.balanceAfter])).toEqual([
      ["Earned 120 points", 500],
      ["Spent 80 points", 380],
      ["40 points expired", 460],
    ]);
    const unknown = historyViewOf(held(PAGE, null, {}, { ...CARD, balance: undefined }), CARD, "en-US", NOW)!;
    expect(unknown.lines.map((l) => l.balanceAfter)).toEqual([undefined, undefined, undefined]);
  });

  it("has a summary only once the first page is in", () => {
    const loading = held([], null, {
      transactions: {
        question: { card: CARD as never },
        loading: true,
        ask: { id: 1, scope: "p", question: { card: CARD as never } },
      },
    });
    const view = historyViewOf(loading, CARD, "en-US", NOW)!;
    expect(view.summary).toBeUndefined();
    expect([view.loading, view.loadingMore]).toEqual([true, false]);
    const failed = held([], null, {
      transactions: {
        question: { card: CARD as never },
        loading: false,
        error: { kind: "network", message: "x" },
      },
    });
    expect(historyViewOf(failed, CARD, "en-US", NOW)!.summary).toBeUndefined();
    const answered = historyViewOf(held(PAGE, null), CARD, "en-US", NOW)!;
    expect(answered.summary).toMatchObject({
      since: SINCE,
      earned: 120,
      spent: 80,
      expired: 40,
      complete: true,
    });
    expect(answered.loading).toBe(false);
    // An empty first page is a page in: the summary says nothing happened.
    expect(historyViewOf(held([], null), CARD, "en-US", NOW)!.summary).toMatchObject({
      earned: 0,
      complete: true,
    });
  });

  it("sums all of the weeks only when no page is left or the pages read reach back past them", () => {
    const partial = historyViewOf(held(PAGE, "c1"), CARD, "en-US", NOW)!;
    expect(partial.hasOlder).toBe(true);
    expect(partial.summary?.complete).toBe(false);
    const past = [...PAGE, tx("POINTS_EARNED", "2026-08-30T12:00:00Z", 5)];
    expect(historyViewOf(held(past, "c1"), CARD, "en-US", NOW)!.summary?.complete).toBe(true);
    expect(historyViewOf(held(PAGE, null), CARD, "en-US", NOW)!.summary?.complete).toBe(true);
  });

  it("says an older page is loading, the notice of a list started over, and what could not be read", () => {
    const gaps = [{ path: "data[3]", message: "this transaction is not shown" }];
    const ask = { id: 2, scope: "p", question: { card: CARD as never, cursor: "c1" }, more: true };
    const more = held(PAGE, "c1", {
      transactions: {
        question: { card: CARD as never, cursor: "c1" },
        loading: true,
        value: { items: PAGE, next: "c1", gaps },
        ask,
      },
    });
    const view = historyViewOf(more, CARD, "en-US", NOW)!;
    expect([view.loading, view.loadingMore]).toEqual([false, true]);
    expect(view.gaps).toEqual(gaps);
    expect(view.notice).toBeUndefined();
    const restarted = held(PAGE, "c1", {
      transactions: {
        question: { card: CARD as never, notice: RESTARTED },
        loading: false,
        value: { items: PAGE, next: "c1" },
      },
    });
    expect(historyViewOf(restarted, CARD, "en-US", NOW)!.notice).toBe(RESTARTED);
  });

  it("reads a legacy card's transactions with the balances the API gave", () => {
    const state: HistoryState = {
      card: V1,
      open: false,
      transactions: idle,
      legacy: {
        question: { card: V1 as never },
        loading: false,
        value: {
          items: [
            {
              id: "vtx_1",
              type: "POINTS_ACCRUAL",
              created_at: "2026-11-20T12:00:00Z",
              details: { balance: { points: 200, balance: 1298 } },
            },
          ],
          next: null,
        },
      },
      tiers: idle,
      purchases: idle,
    };
    const view = historyViewOf(state, V1, "en-US", NOW)!;
    expect(view.lines.map((l) => [l.words, l.balanceAfter])).toEqual([["Earned 200 points", 1298]]);
    expect(view.summary?.earned).toBe(200);
    expect(view.open).toBe(false);
  });
});

describe("the view as a card's view asks for it", () => {
  it("is worked out again for another history, card or day, not for another moment of the same day", () => {
    const state = held(PAGE, null);
    type Props = { state: HistoryState; card: HistoryCard | undefined; now: Date };
    const initialProps: Props = { state, card: CARD, now: NOW };
    const { result, rerender } = renderHook(
      (props: Props) => useHistoryView(props.state, props.card, "en-US", props.now),
      { initialProps },
    );
    const first = result.current;
    expect(first).toEqual(historyViewOf(state, CARD, "en-US", NOW));
    rerender({ state, card: { ...CARD }, now: new Date("2026-11-29T23:59:00Z") });
    expect(result.current).toBe(first);
    rerender({ state: { ...state, open: false }, card: CARD, now: NOW });
    expect(result.current?.open).toBe(false);
    rerender({ state, card: CARD, now: new Date("2026-11-30T00:01:00Z") });
    expect(result.current?.summary?.since).toBe("2026-09-01T00:00:00.000Z");
    rerender({ state, card: { ...CARD, cardId: "lcrd_2" }, now: NOW });
    expect(result.current).toBeUndefined();
    rerender({ state, card: undefined, now: NOW });
    expect(result.current).toBeUndefined();
  });
});

describe("a member's tier changes and purchases on a card's view", () => {
  const tier = (id: string, card_id?: string): TierTransaction => ({
    id,
    type: "DOWNGRADED",
    created_at: "2026-11-01T12:00:00Z",
    ...(card_id ? { card_id } : {}),
  });
  const purchase = (id: string, card_id?: string): RewardPurchase => ({
    id,
    status: "APPROVED",
    created_at: "2026-11-02T12:00:00Z",
    ...(card_id ? { card_id } : {}),
  });
  const withMember = (tiers: TierTransaction[], purchases: RewardPurchase[]) =>
    held(PAGE, null, {
      tiers: { loading: false, value: { items: tiers, next: null } },
      purchases: { loading: false, value: { items: purchases, next: null } },
    });

  it("are this card's, and those naming no card, when the API names the card", () => {
    const view = historyViewOf(
      withMember(
        [tier("t_own", "lcrd_1"), tier("t_other", "lcrd_2"), tier("t_none")],
        [purchase("p_other", "lcrd_2"), purchase("p_own", "lcrd_1")],
      ),
      CARD,
      "en-US",
      NOW,
    )!;
    expect(view.tiers.map((t) => t.id)).toEqual(["t_own", "t_none"]);
    expect(view.purchases.map((p) => p.id)).toEqual(["p_own"]);
  });

  it("are never another card's, even when none names this card; all when none names a card", () => {
    const view = historyViewOf(
      withMember([tier("t_a", "lcard_x"), tier("t_b", "lcard_y")], [purchase("p_a"), purchase("p_b")]),
      CARD,
      "en-US",
      NOW,
    )!;
    expect(view.tiers.map((t) => t.id)).toEqual([]);
    expect(view.purchases.map((p) => p.id)).toEqual(["p_a", "p_b"]);
  });

  it("carry their errors apart from the transactions'", () => {
    const error = { kind: "timeout" as const, afterMs: 10_000 };
    const view = historyViewOf(
      held(PAGE, null, { tiers: { loading: false, error }, purchases: { loading: false, error } }),
      CARD,
      "en-US",
      NOW,
    )!;
    expect([view.tiersError, view.purchasesError, view.error]).toEqual([error, error, undefined]);
    expect([view.tiers, view.purchases]).toEqual([[], []]);
  });
});

describe("points in and out by week", () => {
  const line = (type: string, at: string, total: number, status = "APPROVED") =>
    cardLine(tx(type, at, total, status));

  it("gives the summary's 90 days as 13 weeks, oldest first, a week apart", () => {
    const weeks = weeklyTotals([], SINCE, NOW);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toEqual({ start: "2026-08-31", in: 0, out: 0 });
    expect(weeks[1]!.start).toBe("2026-09-07");
    expect(weeks.at(-1)!.start).toBe("2026-11-23");
    // At midnight too: 90 days are 12 weeks and 6 days.
    const midnight = new Date("2026-11-29T00:00:00Z");
    expect(weeklyTotals([], summaryStart(midnight), midnight)).toHaveLength(13);
  });

  it("counts each settled line in its week, in or out by its type whatever the sign", () => {
    const weeks = weeklyTotals(
      [
        line("POINTS_EARNED", "2026-11-28T12:00:00Z", 120),
        line("POINTS_EXPIRED", "2026-11-24T12:00:00Z", 240),
        line("ADMIN_DEBIT", "2026-11-23T12:00:00Z", -50),
        line("ADMIN_CREDIT", "2026-11-23T12:00:00Z", -5),
        line("POINTS_SPENT_ON_ORDER", "2026-08-31T00:00:00Z", 30),
      ],
      SINCE,
      NOW,
    );
    expect(weeks.at(-1)).toEqual({ start: "2026-11-23", in: 125, out: 290 });
    expect(weeks[0]).toEqual({ start: "2026-08-31", in: 0, out: 30 });
  });

  it("leaves out lines not settled or refused, pending points, and days outside the weeks", () => {
    const weeks = weeklyTotals(
      [
        line("POINTS_EARNED", "2026-11-28T12:00:00Z", 120, "PENDING"),
        line("POINTS_EARNED", "2026-11-28T12:00:00Z", 70, "PROCESSING"),
        line("ADMIN_DEBIT", "2026-11-27T12:00:00Z", 50, "REJECTED"),
        line("PENDING_POINTS_ADDED", "2026-11-26T12:00:00Z", 60),
        line("PENDING_POINTS_CANCELED", "2026-11-26T12:00:00Z", 60),
        line("POINTS_EARNED", "2026-08-30T23:59:59Z", 999),
        line("POINTS_EARNED", "2026-12-30T12:00:00Z", 999),
      ],
      SINCE,
      NOW,
    );
    expect(weeks.every((w) => w.in === 0 && w.out === 0)).toBe(true);
  });
});
