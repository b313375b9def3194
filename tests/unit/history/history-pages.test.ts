// A card's history over several pages: a transaction a later page gives again is one line, and
// counted once in the summary the agent reads out.

import { describe, expect, it } from "vitest";
import { parseCardTransactions, parseMemberTransactions } from "@/lib/core/api/schemas";
import { numberAsks } from "@/lib/core/query/asks";
import { type HistorySlice, historyReducer, initialHistory } from "@/lib/history/history.slice";
import type { HistoryCard } from "@/lib/history/history-query";
import { historyViewOf } from "@/lib/history/history-view";

const AT = Date.parse("2026-11-24T10:00:00Z");
const NOW = new Date(AT);
const V1: HistoryCard = { kind: "v1", code: "LOYAL-1", balance: 300 };
const V2: HistoryCard = {
  kind: "v2",
  programId: "lprg_1",
  memberId: "lmbr_1",
  cardId: "lcrd_1",
  balance: 300,
};

const accrual = (id: string, points: number, balance: number, day: string) => ({
  id,
  object: "loyalty_card_transaction",
  type: "POINTS_ACCRUAL",
  created_at: `2026-11-${day}T12:00:00.000Z`,
  details: { balance: { type: "loyalty_card", points, balance } },
});
const earned = (id: string, total: number, day: string) => ({
  id,
  type: "POINTS_EARNED",
  status: "APPROVED",
  created_at: `2026-11-${day}T12:00:00.000Z`,
  details: { points: { total } },
});

function legacyPage(body: unknown) {
  const parsed = parseMemberTransactions(body);
  if (!parsed.ok) throw new Error(parsed.issue.message);
  return parsed.value;
}
function cardPage(body: unknown) {
  const parsed = parseCardTransactions(body);
  if (!parsed.ok) throw new Error(parsed.issue.message);
  return parsed.value;
}

let serial = 0;
/** Numbers for each event's asks, after the last event's. */
function asks() {
  serial += 10;
  return numberAsks(serial, "p1");
}

describe("a card's history over several pages", () => {
  it("shows a legacy transaction the next page repeats once, and stops when the page comes back the same", () => {
    // The API says more are left without naming where they start: the next page starts after the
    // last one read. One that ignores where to start answers the same page again.
    const body = {
      object: "list",
      data: [accrual("vtx_b", 100, 300, "20"), accrual("vtx_a", 200, 200, "10")],
      has_more: true,
    };
    let slice: HistorySlice = historyReducer(initialHistory, { type: "history.opened", card: V1 }, asks());
    const answer = (s: HistorySlice) =>
      historyReducer(
        s,
        {
          type: "legacyHistory.reported",
          report: {
            kind: "answered",
            ask: s.history.legacy.ask?.id ?? -1,
            reply: { ok: true, value: legacyPage(body) },
            at: AT,
          },
        },
        asks(),
      );
    slice = answer(slice);
    slice = historyReducer(slice, { type: "history.more" }, asks());
    slice = answer(slice);
    const view = historyViewOf(slice.history, V1, "en", NOW);
    expect(view?.lines.map((line) => line.id)).toEqual(["vtx_b", "vtx_a"]);
    expect(view?.summary?.earned).toBe(300);
    expect(view?.hasOlder).toBe(false);
  });

  it("counts a v2 transaction the next page gives again once", () => {
    let slice: HistorySlice = historyReducer(initialHistory, { type: "history.opened", card: V2 }, asks());
    const answer = (s: HistorySlice, body: unknown) =>
      historyReducer(
        s,
        {
          type: "history.reported",
          report: {
            kind: "answered",
            ask: s.history.transactions.ask?.id ?? -1,
            reply: { ok: true, value: cardPage(body) },
            at: AT,
          },
        },
        asks(),
      );
    slice = answer(slice, {
      object: "list",
      data: [earned("lctx_c", 100, "20"), earned("lctx_b", 100, "15")],
      cursor: { next: "lcrsctx_1", expires_at: "2026-11-24T10:05:00Z" },
    });
    slice = historyReducer(slice, { type: "history.more" }, asks());
    slice = answer(slice, {
      object: "list",
      data: [earned("lctx_b", 100, "15"), earned("lctx_a", 100, "10")],
      cursor: null,
    });
    const view = historyViewOf(slice.history, V2, "en", NOW);
    expect(view?.lines.map((line) => line.id)).toEqual(["lctx_c", "lctx_b", "lctx_a"]);
    expect(view?.summary?.earned).toBe(300);
  });
});
