import { describe, expect, it } from "vitest";
import type { CardTransaction, RewardPurchase, TierTransaction } from "@/lib/core/api/schemas";
import { REPLY_LANGUAGES, type ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { cardLine, type HistoryLine } from "@/lib/history/history-lines";
import { type HistoryReply, historyReplies } from "@/lib/history/history-replies";
import { summarise, summaryStart } from "@/lib/history/history-summary";
import { type ReplySetup, suggestedReply } from "@/lib/replies/reply-setup";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { topicOf } from "@/lib/replies/topics";

const NOW = new Date("2026-11-29T10:00:00Z");
const SINCE = summaryStart(NOW);
const SHIPPED = await loadEveryShippedSet();

let n = 0;
const line = (type: string, at: string, details: CardTransaction["details"], status = "APPROVED") =>
  cardLine({ id: `lctx_${++n}`, type, status, created_at: at, details }, "en-US");

const NAMES = new Map([
  ["lt_gold", "Gold"],
  ["lt_silver", "Silver"],
]);

function repliesOf(
  lines: HistoryLine[],
  more: {
    tiers?: TierTransaction[];
    purchases?: RewardPurchase[];
    orderIds?: string[];
    searchedBackTo?: string;
    code?: string;
    tierNames?: ReadonlyMap<string, string>;
  } = {},
): HistoryReply[] {
  const summary = summarise({
    lines,
    since: SINCE,
    now: NOW,
    complete: true,
    ...(more.tiers ? { tiers: more.tiers } : {}),
    ...(more.purchases ? { purchases: more.purchases } : {}),
  });
  return historyReplies({
    lines,
    summary,
    orderIds: more.orderIds ?? [],
    searchedBackTo: more.searchedBackTo,
    ...(more.code ? { code: more.code } : {}),
    tierNames: more.tierNames ?? NAMES,
  });
}
const topics = (replies: HistoryReply[]) => replies.map((r) => r.topic);
const factsOf = (replies: HistoryReply[], topic: string) => replies.find((r) => r.topic === topic)?.facts;

const expired = (at = "2026-11-01T12:00:00Z", earned?: string, status = "APPROVED") =>
  line(
    "POINTS_EXPIRED",
    at,
    {
      points: { total: -240 },
      date: at.slice(0, 10),
      ...(earned ? { buckets: [{ id: "lpb_1", points: { total: 240 }, created_at: earned }] } : {}),
    },
    status,
  );
const downgrade = (causes: string[], from: string | null = "lt_gold", to = "lt_silver"): TierTransaction => ({
  id: "ltrtx_1",
  type: "DOWNGRADED",
  status: "APPROVED",
  created_at: "2026-11-01T13:00:00Z",
  details: { tier_from: from, tier_to: to, origin: { card_transaction_ids: causes } },
});
const refused = (reason: string, points?: number): RewardPurchase => ({
  id: "lrwtx_1",
  status: "REJECTED",
  created_at: "2026-11-05T12:00:00Z",
  reward_id: "rew_1",
  details: { rejection: { reason }, ...(points === undefined ? {} : { points: { total: points } }) },
});

describe("points that expired", () => {
  it("are answered with the points, the day, and the day they were earned when the API says", () => {
    const replies = repliesOf([expired("2026-11-01T12:00:00Z", "2025-05-01T10:00:00Z")], { code: "AOR-1" });
    expect(replies).toEqual([
      {
        topic: "points_expired",
        facts: { points: 240, date: "2026-11-01", startDate: "2025-05-01", code: "AOR-1" },
        about: "Points that expired",
      },
    ]);
    expect(factsOf(repliesOf([expired()]), "points_expired")).toEqual({ points: 240, date: "2026-11-01" });
  });

  it("give the day the points expired, not the day the entry was booked", () => {
    // The expiry job books the entry just after midnight UTC, for the day before.
    const booked = line("POINTS_EXPIRED", "2026-11-02T00:20:00Z", {
      points: { total: -240 },
      date: "2026-11-01",
    });
    expect(factsOf(repliesOf([booked]), "points_expired")).toEqual({ points: 240, date: "2026-11-01" });
  });

  it("are not answered before the weeks, unsettled, or with no points given", () => {
    expect(repliesOf([expired("2026-08-01T12:00:00Z")])).toEqual([]);
    expect(repliesOf([expired(undefined, undefined, "PENDING")])).toEqual([]);
    expect(repliesOf([line("POINTS_EXPIRED", "2026-11-01T12:00:00Z", { date: "2026-11-01" })])).toEqual([]);
  });
});

describe("points pending", () => {
  it("are answered with the day they activate when the history gives a day to come", () => {
    const added = line("PENDING_POINTS_ADDED", "2026-11-20T12:00:00Z", {
      points: { total: 60, date: "2026-12-02" },
    });
    expect(repliesOf([added])).toEqual([
      {
        topic: "points_pending_activation",
        facts: { points: 60, date: "2026-12-02" },
        about: "Points still pending",
      },
    ]);
  });

  it("are answered without a day when none is known", () => {
    const added = line("PENDING_POINTS_ADDED", "2026-11-20T12:00:00Z", { points: { total: 60 } });
    expect(topics(repliesOf([added]))).toEqual(["points_pending"]);
    expect(factsOf(repliesOf([added], { code: "AOR-1" }), "points_pending")).toEqual({
      points: 60,
      code: "AOR-1",
    });
  });

  it("are not answered once activated", () => {
    const lines = [
      line("PENDING_POINTS_ACTIVATED", "2026-11-25T12:00:00Z", { points: { total: 60 } }),
      line("PENDING_POINTS_ADDED", "2026-11-20T12:00:00Z", { points: { total: 60, date: "2026-11-25" } }),
    ];
    expect(repliesOf(lines)).toEqual([]);
  });

  it("cancelled are answered with the points, and the order when the line names it", () => {
    const cancelled = line("PENDING_POINTS_CANCELED", "2026-11-22T12:00:00Z", {
      points: { total: 60 },
      order: { id: "ord_5" },
    });
    const added = line("PENDING_POINTS_ADDED", "2026-11-20T12:00:00Z", { points: { total: 60 } });
    expect(repliesOf([cancelled, added])).toEqual([
      {
        topic: "points_pending_cancelled",
        facts: { points: 60, order: "ord_5" },
        about: "Pending points cancelled",
      },
    ]);
    const bare = line("PENDING_POINTS_CANCELED", "2026-11-22T12:00:00Z", { points: { total: 60 } });
    expect(factsOf(repliesOf([bare, added]), "points_pending_cancelled")).toEqual({ points: 60 });
  });
});

describe("the ticket's order", () => {
  it("is answered with the points it earned and the day they were added", () => {
    const lines = [
      line("POINTS_EARNED", "2026-11-21T12:00:00Z", { points: { total: 120 }, order: { id: "ord_1" } }),
      line("PENDING_POINTS_ADDED", "2026-11-01T12:00:00Z", {
        points: { total: 120, date: "2026-11-21" },
        order: { id: "ord_1" },
      }),
    ];
    const replies = repliesOf(lines, { orderIds: ["ord_1"], code: "AOR-1" });
    expect(replies.find((r) => r.topic.startsWith("points_order"))).toEqual({
      topic: "points_order_earned",
      facts: { order: "ord_1", points: 120, date: "2026-11-21", code: "AOR-1" },
      about: "Points for order ord_1",
    });
  });

  it("is answered as pending, with the day they activate when known", () => {
    const added = line("PENDING_POINTS_ADDED", "2026-11-20T12:00:00Z", {
      points: { total: 60, date: "2026-12-02" },
      order: { id: "ord_2" },
    });
    expect(factsOf(repliesOf([added], { orderIds: ["ord_2"] }), "points_order_pending")).toEqual({
      order: "ord_2",
      points: 60,
      date: "2026-12-02",
    });
    const processing = line(
      "POINTS_EARNED",
      "2026-11-28T12:00:00Z",
      { points: { total: 30 }, order: { id: "ord_3" } },
      "PROCESSING",
    );
    expect(repliesOf([processing], { orderIds: ["ord_3"] })).toEqual([
      {
        topic: "points_order_pending",
        facts: { order: "ord_3", points: 30 },
        about: "Points for order ord_3",
      },
    ]);
  });

  it("answers the first order the history can speak for", () => {
    const lines = [
      line("POINTS_EARNED", "2026-11-21T12:00:00Z", { points: { total: 120 }, order: { id: "ord_1" } }),
    ];
    const replies = repliesOf(lines, { orderIds: ["ord_unknown", "ord_1"], searchedBackTo: SINCE });
    expect(topics(replies)).toEqual(["points_order_earned"]);
    expect(factsOf(replies, "points_order_earned")?.order).toBe("ord_1");
  });

  it("not in the history is said only with how far back the history was read", () => {
    const lines = [
      line("POINTS_EARNED", "2026-11-21T12:00:00Z", { points: { total: 120 }, order: { id: "ord_1" } }),
    ];
    expect(repliesOf(lines, { orderIds: ["ord_9"], searchedBackTo: "2026-08-15T12:00:00Z" })).toEqual([
      {
        topic: "points_order_not_found",
        facts: { order: "ord_9", date: "2026-08-15" },
        about: "No points for order ord_9",
      },
    ]);
    expect(repliesOf(lines, { orderIds: ["ord_9"] })).toEqual([]);
    expect(repliesOf(lines, { searchedBackTo: SINCE })).toEqual([]);
  });

  it("refused by the API is neither earned nor pending", () => {
    const refusedEarning = line(
      "POINTS_EARNED",
      "2026-11-21T12:00:00Z",
      { points: { total: 120 }, order: { id: "ord_1" }, rejection: { reason: "Card inactive" } },
      "REJECTED",
    );
    const replies = repliesOf([refusedEarning], { orderIds: ["ord_1"], searchedBackTo: SINCE });
    expect(
      topics(replies).filter((t) => t === "points_order_earned" || t === "points_order_pending"),
    ).toEqual([]);
  });

  it("whose pending points were cancelled is not said to be still pending", () => {
    // The history names the order on both lines (points_pending_cancelled states it): the points
    // were cancelled, so "they will be added to your balance" is not what happened.
    const lines = [
      line("PENDING_POINTS_CANCELED", "2026-11-22T12:00:00Z", {
        points: { total: 60, date: "2026-12-02" },
        order: { id: "ord_5" },
      }),
      line("PENDING_POINTS_ADDED", "2026-11-20T12:00:00Z", {
        points: { total: 60, date: "2026-12-02" },
        order: { id: "ord_5" },
      }),
    ];
    const replies = repliesOf(lines, { orderIds: ["ord_5"] });
    expect(topics(replies)).toContain("points_pending_cancelled");
    expect(topics(replies)).not.toContain("points_order_pending");
  });
});

describe("a refused reward purchase", () => {
  it("for want of points is answered with the points it costs", () => {
    const replies = repliesOf([], {
      purchases: [refused("Insufficient points balance", -500)],
      code: "AOR-1",
    });
    expect(replies).toEqual([
      {
        topic: "reward_rejected.points",
        facts: { date: "2026-11-05", code: "AOR-1", points: 500 },
        about: "Reward purchase refused",
      },
    ]);
    expect(
      factsOf(repliesOf([], { purchases: [refused("not_enough_points")] }), "reward_rejected.points"),
    ).toEqual({
      date: "2026-11-05",
    });
  });

  it("for another reason is answered with the day alone", () => {
    expect(repliesOf([], { purchases: [refused("Reward out of stock", 500)] })).toEqual([
      { topic: "reward_rejected", facts: { date: "2026-11-05" }, about: "Reward purchase refused" },
    ]);
  });

  it("is not answered when it was approved or before the weeks", () => {
    expect(repliesOf([], { purchases: [{ ...refused("x"), status: "APPROVED" }] })).toEqual([]);
    expect(repliesOf([], { purchases: [{ ...refused("x"), created_at: "2026-08-01T12:00:00Z" }] })).toEqual(
      [],
    );
  });
});

describe("a lowered tier", () => {
  it("after points expired is answered with the points that expired", () => {
    const gone = expired();
    const replies = repliesOf([gone], { tiers: [downgrade([gone.id])] });
    expect(replies.find((r) => r.topic.startsWith("tier"))).toEqual({
      topic: "tier_lowered.expired",
      facts: { lowerTier: "Silver", tier: "Gold", date: "2026-11-01", points: 240 },
      about: "Tier lowered",
    });
  });

  it("for another cause is answered without points, and without the tier it had when that has no name", () => {
    const earned = line("POINTS_EARNED", "2026-10-01T12:00:00Z", { points: { total: 5 } });
    expect(repliesOf([earned], { tiers: [downgrade([earned.id])] })).toEqual([
      {
        topic: "tier_lowered",
        facts: { lowerTier: "Silver", tier: "Gold", date: "2026-11-01" },
        about: "Tier lowered",
      },
    ]);
    expect(factsOf(repliesOf([], { tiers: [downgrade([], "lt_unnamed")] }), "tier_lowered")).toEqual({
      lowerTier: "Silver",
      date: "2026-11-01",
    });
  });

  it("is not answered when the tier it fell to has no name, nor for a tier raised", () => {
    const gone = expired();
    expect(
      repliesOf([gone], { tiers: [downgrade([gone.id], "lt_gold", "lt_bronze")] }).map((r) => r.topic),
    ).toEqual(["points_expired"]);
    expect(repliesOf([], { tiers: [downgrade([])], tierNames: new Map() })).toEqual([]);
    expect(repliesOf([], { tiers: [{ ...downgrade([]), type: "UPGRADED" }] })).toEqual([]);
  });
});

/** Histories between them offering every reply the history has. */
function everyReply(): HistoryReply[] {
  const gone = expired("2026-11-01T12:00:00Z", "2025-05-01T10:00:00Z");
  const full = repliesOf(
    [
      line("PENDING_POINTS_CANCELED", "2026-11-24T12:00:00Z", {
        points: { total: 45 },
        order: { id: "ord_5" },
      }),
      line("PENDING_POINTS_ADDED", "2026-11-22T12:00:00Z", { points: { total: 1250, date: "2026-12-02" } }),
      line("POINTS_EARNED", "2026-11-21T12:00:00Z", { points: { total: 120 }, order: { id: "ord_1" } }),
      gone,
    ],
    {
      orderIds: ["ord_1"],
      code: "AOR-8JRJUNHA",
      tiers: [downgrade([gone.id])],
      purchases: [refused("Insufficient points", -500)],
    },
  );
  const bare = repliesOf(
    [
      line("PENDING_POINTS_ADDED", "2026-11-22T12:00:00Z", { points: { total: 60 }, order: { id: "ord_2" } }),
      line("POINTS_EARNED", "2026-10-21T12:00:00Z", { points: { total: 5 } }),
    ],
    {
      orderIds: ["ord_2"],
      tiers: [downgrade([], null)],
      purchases: [refused("Out of stock")],
    },
  );
  const notFound = repliesOf([line("POINTS_EARNED", "2026-10-21T12:00:00Z", { points: { total: 5 } })], {
    orderIds: ["ord_9"],
    searchedBackTo: "2026-10-21T12:00:00Z",
    code: "AOR-8JRJUNHA",
  });
  return [...full, ...bare, ...notFound];
}

describe("every reply the history offers, in every language Voucher Lens ships", () => {
  const SETUP: ReplySetup = { team: {}, defaultLanguage: "en", agentLocale: "en-US", currency: "USD" };
  const replies = everyReply();

  it("covers every topic the history has", () => {
    expect([...new Set(topics(replies))].sort()).toEqual(
      [
        "points_expired",
        "points_order_earned",
        "points_order_not_found",
        "points_order_pending",
        "points_pending",
        "points_pending_activation",
        "points_pending_cancelled",
        "reward_rejected",
        "reward_rejected.points",
        "tier_lowered",
        "tier_lowered.expired",
      ].sort(),
    );
    for (const { topic } of replies) expect(topicOf(topic)).toBeDefined();
  });

  const cases = REPLY_LANGUAGES.flatMap((language) =>
    replies.map((reply): [ReplyLanguage, string, HistoryReply] => [language, reply.topic, reply]),
  );
  it.each(cases)("in %s, %s states its facts with every placeholder filled", (language, topic, reply) => {
    const { text, missing } = suggestedReply(SETUP, topic, reply.facts, language, SHIPPED[language]);
    expect(missing).toEqual([]);
    expect(text).not.toMatch(/[{}[\]|]/);
    const locale = language === "en" ? "en-US" : language;
    const { facts } = reply;
    if (facts.points !== undefined)
      expect(text).toContain(new Intl.NumberFormat(locale).format(facts.points));
    const day = (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(iso));
    if (facts.date) expect(text).toContain(day(facts.date));
    if (facts.startDate) expect(text).toContain(day(facts.startDate));
    for (const said of [facts.code, facts.order, facts.tier, facts.lowerTier])
      if (said) expect(text).toContain(said);
  });
});
