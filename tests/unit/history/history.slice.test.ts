// History's slice of the side panel's state, on its own: what opening a card's History asks, the
// summary asked with no click, Older along the cursor, replies that came too late, and a cursor
// that expired starting the list over.

import { describe, expect, it, vi } from "vitest";
import type { ApiError } from "@/lib/core/api/errors";
import type {
  CardTransaction,
  CardTransactionPage,
  MemberTransactionPage,
  RewardPurchasePage,
  TierTransactionPage,
} from "@/lib/core/api/schemas";
import { type Asks, numberAsks } from "@/lib/core/query/asks";
import type { QueryReport } from "@/lib/core/query/query-state";
import {
  abandonHistory,
  type HistoryEvent,
  type HistorySlice,
  historyReducer,
  initialHistory,
  isHistoryEvent,
} from "@/lib/history/history.slice";
import { type HistoryCard, RESTARTED } from "@/lib/history/history-query";

const AT = Date.parse("2026-11-24T10:00:00Z");
const V2: HistoryCard = {
  kind: "v2",
  programId: "lprg_1",
  memberId: "lmbr_1",
  cardId: "lcrd_1",
  code: "AOR-1",
  balance: 500,
};
const OTHER_V2: HistoryCard = { ...V2, cardId: "lcrd_2", code: "AOR-2" };
const V1: HistoryCard = { kind: "v1", code: "LOYAL-1", campaignId: "camp_1" };

const tx = (id: string, total = 10): CardTransaction => ({
  id,
  type: "POINTS_EARNED",
  status: "APPROVED",
  created_at: "2026-11-20T12:00:00Z",
  details: { points: { total } },
});
const page = (ids: string[], next: string | null = null, gaps?: CardTransactionPage["gaps"]) => ({
  items: ids.map((id) => tx(id)),
  next,
  ...(gaps ? { gaps } : {}),
});

function answered<V>(ask: { id: number } | undefined, value: V): QueryReport<V> {
  return { kind: "answered", ask: ask?.id ?? -1, reply: { ok: true, value }, at: AT };
}
function refused<V>(ask: { id: number } | undefined, error: ApiError): QueryReport<V> {
  return { kind: "answered", ask: ask?.id ?? -1, reply: { ok: false, error }, at: AT };
}
const EXPIRED_CURSOR: ApiError = {
  kind: "http",
  status: 400,
  body: { key: "invalid_or_expired_cursor", message: "Cursor expired" },
  fromApi: true,
};

/** The panel's serial: every ask numbered after the last, across the tests' events. */
let serial = 100;
/** Events in turn, each numbered from where the previous left off, in profile p1. */
function run(start: HistorySlice, ...events: HistoryEvent[]): HistorySlice {
  return events.reduce((slice, event) => {
    const asks = numberAsks(serial, "p1");
    const next = historyReducer(slice, event, asks);
    serial = asks.last();
    return next;
  }, start);
}
const opened = (card: HistoryCard = V2) => run(initialHistory, { type: "history.opened", card });
/** A card opened and its first page in. */
function firstPageIn(next: string | null = "lcrsctx_1", card: HistoryCard = V2): HistorySlice {
  const asked = opened(card);
  return card.kind === "v2"
    ? run(asked, {
        type: "history.reported",
        report: answered(asked.history.transactions.ask, page(["lctx_a", "lctx_b"], next)),
      })
    : run(asked, {
        type: "legacyHistory.reported",
        report: answered<MemberTransactionPage>(asked.history.legacy.ask, {
          items: [{ id: "vtx_a", type: "POINTS_ACCRUAL", created_at: "2026-11-20T12:00:00Z" }],
          next,
        }),
      });
}
/** Asks that fail the test if an event asks anything. */
const noAsks = (): Asks & { next: ReturnType<typeof vi.fn> } => ({
  next: vi.fn(() => {
    throw new Error("asked");
  }),
});

describe("opening a card's History", () => {
  it("asks a v2 card's first page, its member's tier changes and purchases, each with a fresh ask", () => {
    const { history } = historyReducer(
      initialHistory,
      { type: "history.opened", card: V2 },
      numberAsks(7, "p1"),
    );
    expect(history.card).toEqual(V2);
    expect(history.open).toBe(true);
    expect(history.transactions).toMatchObject({ loading: true, question: { card: V2 } });
    expect(history.transactions.ask).toEqual({ id: 8, scope: "p1", question: { card: V2 } });
    const member = { programId: "lprg_1", memberId: "lmbr_1" };
    expect(history.tiers.ask).toEqual({ id: 9, scope: "p1", question: member });
    expect(history.purchases.ask).toEqual({ id: 10, scope: "p1", question: member });
    expect([history.tiers.loading, history.purchases.loading]).toEqual([true, true]);
    // The first page: no cursor, and not added under anything.
    expect(history.transactions.question?.cursor).toBeUndefined();
    expect(history.transactions.ask?.more).toBeUndefined();
    expect(history.legacy).toEqual({ loading: false });
  });

  it("asks a legacy card's transactions only", () => {
    const { history } = historyReducer(
      initialHistory,
      { type: "history.opened", card: V1 },
      numberAsks(0, "p1"),
    );
    expect(history.legacy.ask).toEqual({ id: 1, scope: "p1", question: { card: V1 } });
    expect(history.legacy.loading).toBe(true);
    for (const query of [history.transactions, history.tiers, history.purchases])
      expect(query).toEqual({ loading: false });
  });

  it("asks another card afresh, nothing of the previous card's answers shown", () => {
    const first = firstPageIn();
    const next = run(first, { type: "history.opened", card: OTHER_V2 });
    expect(next.history.card).toEqual(OTHER_V2);
    expect(next.history.transactions.value).toBeUndefined();
    expect(next.history.transactions.ask?.question).toEqual({ card: OTHER_V2 });
    const ids = [next.history.transactions, next.history.tiers, next.history.purchases].map((q) => q.ask?.id);
    const before = [first.history.transactions, first.history.tiers, first.history.purchases].map(
      (q) => q.ask?.id ?? 0,
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toBeGreaterThan(Math.max(...before));
  });

  it("opened again for the card it holds, asks nothing and only opens it", () => {
    const closed = run(firstPageIn(), { type: "history.closed" });
    const asks = noAsks();
    // The same card, its balance since changed: the card is known by its ids.
    const again = historyReducer(closed, { type: "history.opened", card: { ...V2, balance: 480 } }, asks);
    expect(asks.next).not.toHaveBeenCalled();
    expect(again.history.open).toBe(true);
    expect(again.history.transactions).toBe(closed.history.transactions);
    expect(again.history.tiers).toBe(closed.history.tiers);
    expect(again.history.purchases).toBe(closed.history.purchases);
  });

  it("knows a v1 card by its code and campaign, and a v2 card never as a v1 one", () => {
    const held = firstPageIn(null, V1);
    const asks = numberAsks(0, "p1");
    expect(
      historyReducer(held, { type: "history.opened", card: { ...V1, campaignId: "camp_2" } }, asks).history
        .legacy.value,
    ).toBeUndefined();
    const v2Named = { ...V2, code: "LOYAL-1" };
    expect(historyReducer(held, { type: "history.opened", card: v2Named }, asks).history.card).toEqual(
      v2Named,
    );
  });
});

describe("the summary asked with no click", () => {
  it("asks the card's history with its History closed", () => {
    const { history } = run(initialHistory, { type: "history.summarised", card: V2 });
    expect(history.open).toBe(false);
    expect(history.transactions.ask?.question).toEqual({ card: V2 });
    expect(history.tiers.loading && history.purchases.loading).toBe(true);
  });

  it("never asks again a card it holds, open or closed, nor closes it", () => {
    const closed = run(initialHistory, { type: "history.summarised", card: V2 });
    const asks = noAsks();
    expect(historyReducer(closed, { type: "history.summarised", card: V2 }, asks)).toBe(closed);
    const open = firstPageIn();
    const again = historyReducer(open, { type: "history.summarised", card: V2 }, asks);
    expect(again).toBe(open);
    expect(again.history.open).toBe(true);
    expect(asks.next).not.toHaveBeenCalled();
  });

  it("asks another card in place of the one held, closed", () => {
    const next = run(firstPageIn(), { type: "history.summarised", card: OTHER_V2 });
    expect(next.history.card).toEqual(OTHER_V2);
    expect(next.history.open).toBe(false);
    expect(next.history.transactions.value).toBeUndefined();
  });
});

describe("closing", () => {
  it("closes the History and keeps what was read", () => {
    const open = firstPageIn();
    const closed = run(open, { type: "history.closed" });
    expect(closed.history.open).toBe(false);
    expect(closed.history.transactions).toBe(open.history.transactions);
    expect(closed.history.card).toBe(open.history.card);
  });

  it("changes nothing when the History is closed already", () => {
    const closed = run(initialHistory, { type: "history.summarised", card: V2 });
    expect(run(closed, { type: "history.closed" })).toBe(closed);
    expect(run(initialHistory, { type: "history.closed" })).toBe(initialHistory);
  });
});

describe("Older", () => {
  it("asks the next page along the cursor, what is shown staying", () => {
    const first = firstPageIn("lcrsctx_1");
    const more = historyReducer(first, { type: "history.more" }, numberAsks(200, "p1"));
    const query = more.history.transactions;
    expect(query.ask).toEqual({
      id: 201,
      scope: "p1",
      question: { card: V2, cursor: "lcrsctx_1" },
      more: true,
    });
    expect(query.loading).toBe(true);
    expect(query.value?.items.map((t) => t.id)).toEqual(["lctx_a", "lctx_b"]);
    // Only the transactions: the member's reads are one page.
    expect(more.history.tiers).toBe(first.history.tiers);
    expect(more.history.purchases).toBe(first.history.purchases);
  });

  it("asks a legacy card's next page after the last transaction read", () => {
    const first = firstPageIn("vtx_a", V1);
    const more = run(first, { type: "history.more" });
    expect(more.history.legacy.ask).toMatchObject({ question: { card: V1, cursor: "vtx_a" }, more: true });
  });

  it("asks nothing when the last page is in, while a page is loading, or before the first is in", () => {
    const asks = noAsks();
    const last = firstPageIn(null);
    expect(historyReducer(last, { type: "history.more" }, asks).history.transactions).toBe(
      last.history.transactions,
    );
    const loading = run(firstPageIn("lcrsctx_1"), { type: "history.more" });
    expect(historyReducer(loading, { type: "history.more" }, asks).history.transactions).toBe(
      loading.history.transactions,
    );
    const asked = opened();
    expect(historyReducer(asked, { type: "history.more" }, asks).history.transactions).toBe(
      asked.history.transactions,
    );
    expect(historyReducer(initialHistory, { type: "history.more" }, asks).history).toEqual(
      initialHistory.history,
    );
    expect(asks.next).not.toHaveBeenCalled();
  });

  it("adds the next page under the ones shown: items in order, what could not be read on each", () => {
    const asked = opened();
    const gap1 = { path: "transaction lctx_b.details.points.total", message: "not a number" };
    const gap2 = { path: "data[1]", message: "this transaction is not shown" };
    const first = run(asked, {
      type: "history.reported",
      report: answered(asked.history.transactions.ask, page(["lctx_a", "lctx_b"], "c1", [gap1])),
    });
    const more = run(first, { type: "history.more" });
    const joined = run(more, {
      type: "history.reported",
      report: answered(more.history.transactions.ask, page(["lctx_c"], "c2", [gap2])),
    });
    expect(joined.history.transactions.value).toEqual({
      ...page(["lctx_a", "lctx_b", "lctx_c"], "c2"),
      gaps: [gap1, gap2],
    });
    expect(joined.history.transactions.loading).toBe(false);
    // A last page with no gaps, under pages with none: no gaps named.
    const clean = run(firstPageIn("c1"), { type: "history.more" });
    const end = run(clean, {
      type: "history.reported",
      report: answered(clean.history.transactions.ask, page(["lctx_c"])),
    });
    expect(end.history.transactions.value).toEqual(page(["lctx_a", "lctx_b", "lctx_c"]));
  });
});

describe("replies", () => {
  it("land the member's tier changes and purchases", () => {
    const asked = opened();
    const tiers: TierTransactionPage = {
      items: [{ id: "ltrtx_1", type: "DOWNGRADED", created_at: "2026-11-01T12:00:00Z" }],
      next: null,
    };
    const purchases: RewardPurchasePage = {
      items: [{ id: "lrwtx_1", status: "REJECTED", created_at: "2026-11-02T12:00:00Z" }],
      next: null,
    };
    const done = run(
      asked,
      { type: "tierHistory.reported", report: answered(asked.history.tiers.ask, tiers) },
      { type: "purchases.reported", report: answered(asked.history.purchases.ask, purchases) },
    );
    expect(done.history.tiers.value).toEqual(tiers);
    expect(done.history.purchases.value).toEqual(purchases);
  });

  it("to an older ask are dropped: another card's, or the card's before it was asked again", () => {
    const first = opened();
    const retried = run(first, { type: "history.retried" });
    const late = run(
      retried,
      { type: "history.reported", report: answered(first.history.transactions.ask, page(["lctx_old"])) },
      { type: "tierHistory.reported", report: answered(first.history.tiers.ask, { items: [], next: null }) },
      {
        type: "purchases.reported",
        report: answered(first.history.purchases.ask, { items: [], next: null }),
      },
    );
    expect(late.history).toEqual(retried.history);
    expect(late.history.transactions.value).toBeUndefined();
    expect(late.history.transactions.loading).toBe(true);
    // A reply for the other card never lands on this one.
    const other = run(first, { type: "history.opened", card: OTHER_V2 });
    const stray = run(other, {
      type: "history.reported",
      report: answered(first.history.transactions.ask, page(["lctx_old"])),
    });
    expect(stray.history.transactions.value).toBeUndefined();
  });

  it("to an older ask change nothing: the same slice comes back, as the panel expects of a dropped reply", () => {
    // panel-state.ts keeps its state only when the slice it gets back is the same object.
    const first = opened();
    const retried = run(first, { type: "history.retried" });
    const report = answered(first.history.transactions.ask, page(["lctx_old"]));
    expect(run(retried, { type: "history.reported", report })).toBe(retried);
    const legacy = firstPageIn(null, V1);
    const stale = answered<MemberTransactionPage>({ id: 1 }, { items: [], next: null });
    expect(run(legacy, { type: "legacyHistory.reported", report: stale })).toBe(legacy);
  });

  it("a refusal shows its error over what is shown", () => {
    const more = run(firstPageIn("c1"), { type: "history.more" });
    const error: ApiError = { kind: "http", status: 400, body: { key: "invalid_request" } };
    const failed = run(more, {
      type: "history.reported",
      report: refused(more.history.transactions.ask, error),
    });
    expect(failed.history.transactions).toMatchObject({ loading: false, error });
    expect(failed.history.transactions.value?.items).toHaveLength(2);
    // Another 400 is not a cursor that expired: nothing is asked again.
    expect(failed.history.transactions.ask).toBe(more.history.transactions.ask);
  });
});

describe("a cursor that expired", () => {
  it("starts the list over from the first page, with the notice, what is shown staying meanwhile", () => {
    const more = run(firstPageIn("c1"), { type: "history.more" });
    const restarted = historyReducer(
      more,
      { type: "history.reported", report: refused(more.history.transactions.ask, EXPIRED_CURSOR) },
      numberAsks(300, "p1"),
    );
    const query = restarted.history.transactions;
    expect(query.ask).toEqual({
      id: 301,
      scope: "p1",
      question: { card: V2, notice: RESTARTED },
      refresh: true,
    });
    expect(query.loading).toBe(true);
    expect(query.error).toBeUndefined();
    expect(query.value?.items.map((t) => t.id)).toEqual(["lctx_a", "lctx_b"]);
    // The first page, when it comes, replaces the pages shown.
    const back = run(restarted, {
      type: "history.reported",
      report: answered(query.ask, page(["lctx_new", "lctx_a"], "c9")),
    });
    expect(back.history.transactions.value?.items.map((t) => t.id)).toEqual(["lctx_new", "lctx_a"]);
    expect(back.history.transactions.question).toEqual({ card: V2, notice: RESTARTED });
  });

  it("on the first page, or without a profile, is only an error", () => {
    const asked = opened();
    const first = run(asked, {
      type: "history.reported",
      report: refused(asked.history.transactions.ask, EXPIRED_CURSOR),
    });
    expect(first.history.transactions).toMatchObject({ loading: false, error: EXPIRED_CURSOR });
    const more = run(firstPageIn("c1"), { type: "history.more" });
    const noProfile = historyReducer(
      more,
      { type: "history.reported", report: refused(more.history.transactions.ask, EXPIRED_CURSOR) },
      undefined,
    );
    expect(noProfile.history.transactions).toMatchObject({ loading: false, error: EXPIRED_CURSOR });
  });

  it("is that key on a 400 only", () => {
    const more = run(firstPageIn("c1"), { type: "history.more" });
    for (const error of [
      { ...EXPIRED_CURSOR, status: 404 },
      { ...EXPIRED_CURSOR, body: { key: "invalid_cursor" } },
    ] as ApiError[]) {
      const failed = run(more, {
        type: "history.reported",
        report: refused(more.history.transactions.ask, error),
      });
      expect(failed.history.transactions).toMatchObject({ loading: false, error });
    }
  });
});

describe("trying again", () => {
  it("asks the card's reads again, as it was opened or closed", () => {
    const asked = opened();
    const failed = run(asked, {
      type: "history.reported",
      report: refused(asked.history.transactions.ask, { kind: "network", message: "offline" }),
    });
    const retried = historyReducer(failed, { type: "history.retried" }, numberAsks(50, "p1"));
    expect(retried.history.open).toBe(true);
    expect(retried.history.transactions).toMatchObject({
      loading: true,
      ask: { id: 51, question: { card: V2 } },
    });
    expect(retried.history.transactions.error).toBeUndefined();
    expect([retried.history.tiers.ask?.id, retried.history.purchases.ask?.id]).toEqual([52, 53]);
    const closed = run(initialHistory, { type: "history.summarised", card: V1 });
    const again = run(closed, { type: "history.retried" });
    expect(again.history.open).toBe(false);
    expect(again.history.legacy.ask?.id).not.toBe(closed.history.legacy.ask?.id);
  });

  it("asks nothing with no card held", () => {
    expect(historyReducer(initialHistory, { type: "history.retried" }, noAsks())).toBe(initialHistory);
  });
});

describe("without a profile", () => {
  it("asks nothing: no card opened, summarised, paged or asked again", () => {
    expect(historyReducer(initialHistory, { type: "history.opened", card: V2 }, undefined)).toBe(
      initialHistory,
    );
    expect(historyReducer(initialHistory, { type: "history.summarised", card: V2 }, undefined)).toBe(
      initialHistory,
    );
    const first = firstPageIn("c1");
    expect(historyReducer(first, { type: "history.more" }, undefined)).toBe(first);
    expect(historyReducer(first, { type: "history.retried" }, undefined)).toBe(first);
    // The card held still opens and closes: that asks nothing.
    const closed = run(first, { type: "history.closed" });
    expect(historyReducer(closed, { type: "history.opened", card: V2 }, undefined).history.open).toBe(true);
  });
});

describe("another ticket", () => {
  it("drops the replies on their way and keeps what is shown", () => {
    const more = run(firstPageIn("c1"), { type: "history.more" });
    const left = abandonHistory(more);
    expect(left.history.transactions.loading).toBe(false);
    expect(left.history.transactions.value?.items).toHaveLength(2);
    expect(left.history.card).toEqual(V2);
    expect(left.history.open).toBe(true);
    const late = run(left, {
      type: "history.reported",
      report: answered(more.history.transactions.ask, page(["lctx_c"])),
    });
    expect(late.history.transactions.value?.items.map((t) => t.id)).toEqual(["lctx_a", "lctx_b"]);
  });

  it("drops the member's reads on their way, and a legacy card's", () => {
    const asked = opened();
    const left = abandonHistory(asked);
    for (const query of [left.history.transactions, left.history.tiers, left.history.purchases])
      expect(query.loading).toBe(false);
    const late = run(
      left,
      { type: "tierHistory.reported", report: answered(asked.history.tiers.ask, { items: [], next: null }) },
      {
        type: "purchases.reported",
        report: answered(asked.history.purchases.ask, { items: [], next: null }),
      },
    );
    expect([late.history.tiers.value, late.history.purchases.value]).toEqual([undefined, undefined]);
    const legacy = opened(V1);
    const gone = run(abandonHistory(legacy), {
      type: "legacyHistory.reported",
      report: answered<MemberTransactionPage>(legacy.history.legacy.ask, { items: [], next: null }),
    });
    expect(gone.history.legacy.value).toBeUndefined();
  });
});

describe("history's events", () => {
  it("are told from the panel's others", () => {
    expect(isHistoryEvent({ type: "history.more" })).toBe(true);
    expect(isHistoryEvent({ type: "purchases.reported" })).toBe(true);
    expect(isHistoryEvent({ type: "points.more" })).toBe(false);
  });
});
