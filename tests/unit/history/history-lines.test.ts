import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type CardTransaction, parseCardTransactions, parseMemberTransactions } from "@/lib/core/api/schemas";
import {
  cardLine,
  HISTORY_KINDS,
  type HistoryLine,
  legacyLine,
  ofKinds,
  signedPoints,
  withBalances,
} from "@/lib/history/history-lines";
import { SHARED_DIR } from "../helpers/paths";

const tx = (type: string, details: CardTransaction["details"], status = "APPROVED"): CardTransaction => ({
  id: `lctx_${type.toLowerCase()}`,
  type,
  status,
  created_at: "2026-06-15T16:18:57.588Z",
  details,
});

/** Every v2 type with the details the OpenAPI file says it carries, and the words an agent reads. */
const TYPES: [string, CardTransaction["details"], string, number][] = [
  [
    "POINTS_EARNED",
    { points: { total: 120 }, order: { id: "ord_7Kx" } },
    "Earned 120 points on order ord_7Kx",
    120,
  ],
  [
    "POINTS_SPENT_ON_ORDER",
    { points: { total: -80 }, order: { id: "ord_9Q" } },
    "Spent 80 points on order ord_9Q",
    -80,
  ],
  [
    "POINTS_SPENT_ON_REWARD",
    { points: { total: -500 }, reward: { id: "rew_1", name: "Free shipping" } },
    "Spent 500 points on reward Free shipping",
    -500,
  ],
  [
    "POINTS_PURCHASED",
    { points: { total: 200 }, reward: { id: "rew_2" } },
    "Received 200 points bought as reward rew_2",
    200,
  ],
  [
    "POINTS_PURCHASE_REVERSED",
    { points: { total: -200 }, reward: { id: "rew_2" } },
    "Took back 200 points bought as reward rew_2: the purchase was refunded",
    -200,
  ],
  [
    "POINTS_REFUNDED",
    { points: { total: 80 } },
    "Got back 80 points spent on an order that was refunded",
    80,
  ],
  [
    "POINTS_RETURNED",
    { points: { total: 500 }, reward: { name: "Free shipping" } },
    "Got back 500 points spent on reward Free shipping: the purchase was refunded",
    500,
  ],
  [
    "POINTS_EXPIRED",
    {
      points: { total: -240 },
      date: "2026-06-01",
      buckets: [{ id: "lpb_1", points: { total: 240 }, created_at: "2025-05-01T10:00:00Z" }],
    },
    "240 points expired on Jun 1, 2026: earned May 1, 2025, unused",
    -240,
  ],
  [
    "ADMIN_POINTS_EXPIRATION",
    { bucket: { id: "lpb_2", points: { total: 30 }, expiration_date: "2026-12-31" } },
    "30 points expired early by an admin (due Dec 31, 2026)",
    -30,
  ],
  ["ADMIN_CREDIT", { points: { total: 50 }, reason: "Sorry points" }, "Added 50 points by an admin", 50],
  [
    "ADMIN_DEBIT",
    { points: { total: -50 }, reason: "Duplicate order" },
    "Removed 50 points by an admin",
    -50,
  ],
  [
    "PENDING_POINTS_ADDED",
    { points: { total: 10, date: "2026-12-23" } },
    "10 points pending, to activate on Dec 23, 2026",
    0,
  ],
  ["PENDING_POINTS_ACTIVATED", { points: { total: 10 } }, "10 points pending activated", 10],
  [
    "PENDING_POINTS_CANCELED",
    { points: { total: 10 } },
    "10 points pending cancelled: they will not be added",
    0,
  ],
];

describe("a card's transactions as lines", () => {
  it("words every one of the fourteen types the OpenAPI file lists", () => {
    const spec = readFileSync(resolve(SHARED_DIR, "spec/openapi/loyalties-v2.json"), "utf8");
    const listed = (
      JSON.parse(spec) as {
        components: { schemas: Record<string, { properties: { type: { enum: string[] } } }> };
      }
    ).components.schemas.CardTransaction!.properties.type.enum;
    expect(TYPES.map(([type]) => type).sort()).toEqual([...listed].sort());
  });

  it.each(TYPES)("words %s and signs its points by what happened", (type, details, words, signed) => {
    const line = cardLine(tx(type, details), "en-US");
    expect(line.words).toBe(words);
    expect(signedPoints(line)).toBe(signed);
  });

  it.each(TYPES)("gives %s the same line whichever sign the API used for its points", (type, details) => {
    const flipped = structuredClone(details)!;
    if (flipped.points?.total != null) flipped.points.total = -flipped.points.total;
    if (flipped.bucket?.points?.total != null) flipped.bucket.points.total = -flipped.bucket.points.total;
    expect(cardLine(tx(type, flipped), "en-US")).toEqual(cardLine(tx(type, details), "en-US"));
  });

  it("keeps an admin's reason and a rejection's, the rejection first", () => {
    expect(cardLine(tx("ADMIN_DEBIT", { points: { total: 50 }, reason: "Duplicate order" })).reason).toBe(
      "Duplicate order",
    );
    const refused = cardLine(
      tx(
        "POINTS_EARNED",
        { points: { total: 5 }, reason: "Rule", rejection: { reason: "Card inactive" } },
        "REJECTED",
      ),
    );
    expect([refused.settlement, refused.reason]).toEqual(["rejected", "Card inactive"]);
  });

  it("marks a transaction still pending or processing as unsettled", () => {
    expect(cardLine(tx("POINTS_EARNED", { points: { total: 5 } }, "PENDING")).settlement).toBe("unsettled");
    expect(cardLine(tx("POINTS_EARNED", { points: { total: 5 } }, "PROCESSING")).settlement).toBe(
      "unsettled",
    );
    expect(cardLine(tx("POINTS_EARNED", { points: { total: 5 } }, "APPROVED")).settlement).toBe("settled");
  });

  it("says what it can of a type it does not know, and of points the API left out", () => {
    const line = cardLine(tx("POINTS_GIFTED", { points: { total: 7 } }));
    expect([line.words, line.direction, line.kinds]).toEqual(["points gifted (7 points)", "none", []]);
    expect(cardLine(tx("ADMIN_CREDIT", {})).words).toBe("Added some points by an admin");
    expect(signedPoints(cardLine(tx("ADMIN_CREDIT", {})))).toBeUndefined();
  });

  it("reads the OpenAPI example's transactions into lines", () => {
    const spec = JSON.parse(readFileSync(resolve(SHARED_DIR, "spec/openapi/loyalties-v2.json"), "utf8")) as {
      paths: Record<
        string,
        {
          get: {
            responses: {
              200: { content: { "application/json": { examples: Record<string, { value: unknown }> } } };
            };
          };
        }
      >;
    };
    const body = Object.values(
      spec.paths["/v2/loyalties/programs/{programId}/members/{memberId}/cards/{cardId}/transactions"]!.get
        .responses[200].content["application/json"].examples,
    )[0]!.value;
    const parsed = parseCardTransactions(body);
    if (!parsed.ok) throw new Error("refused");
    const lines = parsed.value.items.map((item) => cardLine(item, "en-US"));
    expect(lines[0]).toMatchObject({ words: "Added 50 points by an admin", reason: "Sorry points" });
    expect(lines.every((line) => line.words.length > 0)).toBe(true);
  });
});

describe("the balance a history implies", () => {
  const line = (type: string, total: number | undefined, status = "APPROVED"): HistoryLine =>
    cardLine(tx(type, total === undefined ? {} : { points: { total } }, status));

  it("works the balance back from the card's balance now, newest first", () => {
    const lines = withBalances(
      [
        line("ADMIN_DEBIT", 50),
        line("POINTS_EARNED", 120),
        line("PENDING_POINTS_ADDED", 10),
        line("POINTS_EXPIRED", -40),
      ],
      300,
    );
    expect(lines.map((l) => l.balanceAfter)).toEqual([300, 350, undefined, 230]);
  });

  it("leaves refused and unsettled lines out of the sum, and stops at a line of unknown points", () => {
    expect(
      withBalances([line("ADMIN_CREDIT", 5, "REJECTED"), line("POINTS_EARNED", 20)], 100).map(
        (l) => l.balanceAfter,
      ),
    ).toEqual([undefined, 100]);
    expect(
      withBalances(
        [
          line("POINTS_EARNED", 20, "PENDING"),
          line("POINTS_SPENT_ON_ORDER", 30, "PROCESSING"),
          line("POINTS_EARNED", 20),
        ],
        100,
      ).map((l) => l.balanceAfter),
    ).toEqual([undefined, undefined, 100]);
    expect(
      withBalances(
        [line("POINTS_EARNED", 20), line("ADMIN_CREDIT", undefined), line("POINTS_EARNED", 5)],
        100,
      ).map((l) => l.balanceAfter),
    ).toEqual([100, undefined, undefined]);
  });

  it("stops at a line of a type it does not know: which way its points went is unknown", () => {
    // A type the API adds later moves points one way or the other; the older lines' balances would be
    // off by its points either way.
    expect(
      withBalances(
        [line("POINTS_EARNED", 20), line("POINTS_TRANSFERRED", 500), line("POINTS_EARNED", 5)],
        1000,
      ).map((l) => l.balanceAfter),
    ).toEqual([1000, undefined, undefined]);
  });

  it("works out nothing without the balance now", () => {
    expect(withBalances([line("POINTS_EARNED", 20)], undefined)[0]!.balanceAfter).toBeUndefined();
  });
});

describe("the filter by kind", () => {
  const lines = TYPES.map(([type, details]) => cardLine(tx(type, details)));

  it("gives every line with no kind chosen, and each kind's lines when one is", () => {
    expect(ofKinds(lines, new Set())).toHaveLength(lines.length);
    expect(ofKinds(lines, new Set(["expired"])).map((l) => l.type)).toEqual([
      "POINTS_EXPIRED",
      "ADMIN_POINTS_EXPIRATION",
    ]);
    expect(ofKinds(lines, new Set(["admin"])).map((l) => l.type)).toEqual([
      "ADMIN_POINTS_EXPIRATION",
      "ADMIN_CREDIT",
      "ADMIN_DEBIT",
    ]);
    for (const kind of HISTORY_KINDS) expect(ofKinds(lines, new Set([kind])).length).toBeGreaterThan(0);
  });
});

describe("a legacy card's transactions as lines", () => {
  it("reads the v1 example: the API's own sign and the balance after each", () => {
    const spec = JSON.parse(readFileSync(resolve(SHARED_DIR, "spec/openapi/loyalties.json"), "utf8")) as {
      paths: Record<
        string,
        {
          get: {
            responses: {
              200: { content: { "application/json": { examples: { Example: { value: unknown } } } } };
            };
          };
        }
      >;
    };
    const body =
      spec.paths["/v1/loyalties/members/{memberId}/transactions"]!.get.responses[200].content[
        "application/json"
      ].examples.Example.value;
    const parsed = parseMemberTransactions(body);
    if (!parsed.ok) throw new Error("refused");
    const lines = withBalances(
      parsed.value.items.map((item) => legacyLine(item, "en-US")),
      undefined,
    );
    expect(lines.slice(0, 4).map((l) => [l.words, signedPoints(l), l.balanceAfter])).toEqual([
      ["Moved 1 point to card LOYALTY-CARD-A8XVurg", -1, 1396],
      ["Added 100 points by an admin", 100, 1397],
      ["Removed 1 point by an admin", -1, 1297],
      ["Earned 200 points on order ord_QZEKPzYATFjGoos4DonMg0fd", 200, 1298],
    ]);
    expect(lines.every((l) => l.words.length > 0)).toBe(true);
  });
});
