// Expiring points loaded page by page: what the agent reads out (points expiring within 30 days,
// the next expiry) counts each bucket once, whatever the pages repeat.

import { describe, expect, it } from "vitest";
import { parseBucketList } from "@/lib/core/api/schemas";
import { numberAsks } from "@/lib/core/query/asks";
import { summarise } from "@/lib/loyalty/buckets";
import {
  type BucketsQuery,
  bucketsReported,
  expiringPointsState,
  loadBuckets,
  loadMoreBuckets,
} from "@/lib/loyalty/expiring-points-query";

const ids = {
  programId: "lprg_128f58429f4c4bf7b2",
  memberId: "lmbr_128f962dbc8c4ba5dc",
  cardId: "lcrd_128f962dbd8c4ba5df",
};
const AT = Date.parse("2026-11-24T10:00:00Z");
const bucket = (id: string, total: number, expiration_date: string) => ({
  id,
  object: "card_points_bucket",
  points: { total },
  expiration_date,
  expiration_type: "CALENDAR_EXPIRATION",
  status: "ACTIVE",
});

function page(body: unknown) {
  const parsed = parseBucketList(body);
  if (!parsed.ok) throw new Error(parsed.issue.message);
  return parsed.value;
}

function answer(state: BucketsQuery, body: unknown): BucketsQuery {
  const ask = state.ask?.id ?? -1;
  return bucketsReported(
    state,
    { kind: "answered", ask, reply: { ok: true, value: page(body) }, at: AT },
    99,
  );
}

describe("expiring points over several pages", () => {
  it("counts a bucket the next page gives again only once", () => {
    const asks = numberAsks(0, "p1");
    let state = loadBuckets({ loading: false }, asks.next(), ids, "expiration_date");
    state = answer(state, {
      data: [bucket("lcpeb_a1", 100, "2026-12-01"), bucket("lcpeb_a2", 50, "2026-12-05")],
      cursor: { next: "c1", expires_at: "2026-11-24T10:05:00Z" },
      object: "list",
    });
    state = loadMoreBuckets(state, asks.next());
    // The cursor's page starts again at the last bucket shown (a bucket moved while paging).
    state = answer(state, {
      data: [bucket("lcpeb_a2", 50, "2026-12-05"), bucket("lcpeb_a3", 25, "2026-12-10")],
      cursor: null,
      object: "list",
    });
    const shown = expiringPointsState(state);
    expect(shown.buckets.map((b) => b.id)).toEqual(["lcpeb_a1", "lcpeb_a2", "lcpeb_a3"]);
    expect(summarise(shown.buckets, "2026-11-24").next30).toBe(175);
  });

  it("offers no further page when the API hands back the cursor it was just asked with", () => {
    const asks = numberAsks(0, "p1");
    const first = {
      data: [bucket("lcpeb_b1", 10, "2026-12-01")],
      cursor: { next: "same", expires_at: "2026-11-24T10:05:00Z" },
      object: "list",
    };
    let state = loadBuckets({ loading: false }, asks.next(), ids, "expiration_date");
    state = answer(state, first);
    state = loadMoreBuckets(state, asks.next());
    state = answer(state, first);
    const shown = expiringPointsState(state);
    expect(shown.buckets.map((b) => b.id)).toEqual(["lcpeb_b1"]);
    expect(summarise(shown.buckets, "2026-11-24").next30).toBe(10);
    expect(shown.next).toBeNull();
  });
});
