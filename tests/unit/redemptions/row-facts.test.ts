// What a redemption row shows, worked out without a DOM, on the API's own examples: the rows of the
// list example, a rollback, and the validity windows of the loyalty campaign example in the OpenAPI file.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type Gaps, parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { failureFacts } from "@/lib/redemptions/failure-facts";
import { type RowContext, redemptionDetailsFacts, redemptionRowFacts } from "@/lib/redemptions/row-facts";
import { FIXTURE_DIR, loadFixture } from "../helpers/fixtures";

const money = { currency: "USD", locale: "en-US" };
const context: RowContext = { money, now: Date.parse("2022-11-20T12:00:00Z"), agentTimeZone: "UTC" };

function parseRow(raw: unknown): RedemptionOrRollback {
  const parsed = parseRedemptionList({ object: "list", redemptions: [raw], total: 1 });
  const [row] = parsed.ok ? parsed.value.redemptions : [];
  if (!row?.ok) throw new Error("the example did not parse");
  return row.redemption;
}

type RawRow = { id: string; voucher?: Record<string, unknown> };
const listRows = (loadFixture("list-redemptions__200__example.json") as { redemptions: RawRow[] })
  .redemptions;
const rawRow = (id: string): RawRow => {
  const row = listRows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id} in the list example`);
  return row;
};
const listRow = (id: string) => parseRow(rawRow(id));
const rollback = () => parseRow(loadFixture("SIBLING-rollback-redemption__200__gift-card.json"));

/**
 * The voucher of the third campaign in the example answer of GET /v1/loyalties: valid 15–31 December
 * 2021, one hour every day, Wednesday to Saturday.
 */
function exampleWindows() {
  const spec = JSON.parse(readFileSync(resolve(FIXTURE_DIR, "../../spec/openapi/loyalties.json"), "utf8"));
  const campaign =
    spec.paths["/v1/loyalties"].get.responses["200"].content["application/json"].examples.Example.value
      .campaigns[2];
  return {
    start_date: campaign.voucher.start_date,
    expiration_date: campaign.voucher.expiration_date,
    validity_timeframe: campaign.voucher.validity_timeframe,
    validity_day_of_week: campaign.validity_day_of_week,
  };
}

/** The list example's failed row for code 3rqWOTAh, failing instead with `failureCode` on a windowed voucher. */
function windowedFailure(failureCode: string) {
  const row = rawRow("rf_0bf8c023eb4d4aa4ad");
  return parseRow({ ...row, failure_code: failureCode, voucher: { ...row.voucher, ...exampleWindows() } });
}

/** The value at a path such as "failure.validity", or undefined where the path stops. */
const valueAt = (value: unknown, path: string) =>
  path
    .split(".")
    .reduce<unknown>(
      (v, key) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined),
      value,
    );

/** The facts show what `shown` says and nothing at each of `leftOut`. */
function expectFacts(actual: object | undefined, shown: object, leftOut: string[]) {
  expect(actual).toMatchObject(shown);
  for (const path of leftOut) expect(valueAt(actual, path), path).toBeUndefined();
}

describe("a row's facts, on the API's list example", () => {
  it.each<[string, RedemptionOrRollback, object, string[]]>([
    [
      "a successful promotion shows its outcome, the customer to look up, and the order's money",
      listRow("r_0c0469eaf705889d99"),
      {
        result: "SUCCESS",
        failed: false,
        kind: "Redemption",
        what: "promotion promo_ZWkx6R0I1Ts3N9HL4kfTdxOm",
        customer: {
          label: "Bob Jones",
          lookup: { kind: "customer_id", value: "cust_qBwHpagDOFu71Z3F22UzR80X" },
          email: "bob.smith@email.com",
        },
        origin: ["Redeemed by a dashboard user (user_g24UoRO3Caxu7FCT4n5tpYEa3zUG0FrH)."],
        amounts: { order: "$96,800.00", discount: "$94,500.00" },
      },
      ["failure"],
    ],
    [
      "a pay-with-points reward says what it cost the card",
      listRow("r_0bf9cf0a8b12dc5ba6"),
      {
        what: "LT1-wMPnRhxb · reward “100 Points = $20” · -200 points",
        origin: [
          "Reward “100 Points = $20” (pay with points): 100 points → $20.00; 200 points taken from the card",
          "Redeemed by a dashboard user (user_g24UoRO3Caxu7FCT4n5tpYEa3zUG0FrH).",
        ],
      },
      [],
    ],
    [
      "a failure is explained, with what to check and the reply's topic",
      listRow("rf_0bf9caf744d2dc593a"),
      {
        result: "FAILURE",
        failed: true,
        failure: {
          code: "loyalty_card_points_exceeded",
          explanation: "The loyalty card did not hold enough points for what was asked.",
          check:
            "Check the card's balance against the reward's cost; pending points are not part of the balance until they are activated.",
          reply: {
            topic: "loyalty_card_points_exceeded",
            facts: { customerName: "Bobby McDonald", code: "LT1-wMPnRhxb", date: "2022-11-10T06:31:15.477Z" },
          },
        },
      },
      ["amounts", "failure.validity", "failure.nextUsable"],
    ],
    [
      "a row with no customer names none",
      listRow("rf_0bf8bfe0808d4aa473"),
      { failure: { code: "missing_customer", reply: { topic: "missing_customer" } } },
      ["customer"],
    ],
    [
      "a rollback says so, and the gift credit coming back",
      rollback(),
      {
        kind: "Rollback",
        what: "CODE14 · +$20.00 gift credit",
        customer: { label: "36_bob" },
        origin: [],
        amounts: { order: "$60.00" },
      },
      ["customer.email", "amounts.discount", "failure"],
    ],
  ])("%s", (_, row, shown, leftOut) => {
    const facts = redemptionRowFacts(row, context);
    // A failed row's own facts come from failureFacts, in the chunk that explains failures.
    expectFacts(facts.failed ? { ...facts, failure: failureFacts(row, context) } : facts, shown, leftOut);
  });
});

describe("a row's facts about its validity windows, on the loyalty campaign example", () => {
  const monday = Date.parse("2021-12-20T12:00:00Z");
  const linesInUtc = [
    "Valid from December 15, 2021, 00:00 to December 31, 2021, 00:00",
    "Valid for 1 hour every day, starting 00:00",
    "Only on Wednesday, Thursday, Friday and Saturday",
  ];
  const windowGap: Gaps = [
    { path: "redemptions[0].voucher.validity_timeframe", message: "expected an object" },
  ];
  it.each<[string, string, Partial<RowContext>, object, string[]]>([
    [
      "a code not usable now says when it is valid and when next, in the agent's zone",
      "voucher_not_active_now",
      { now: monday },
      {
        validity: {
          lines: linesInUtc,
          note: "times in UTC, your time zone, standing for the project's, which the API does not give",
        },
        nextUsable: "Wednesday, December 22, 00:00 (your time)",
        reply: { topic: "voucher_not_active_now" },
      },
      ["reply.facts.nextUsable"],
    ],
    [
      "with the customers' zone, it reads the windows there and gives the reply the time",
      "voucher_not_active_now",
      { now: monday, customerTimeZone: "Europe/Warsaw" },
      {
        validity: {
          note: "times in Europe/Warsaw, the customers' time zone, standing for the project's, which the API does not give",
        },
        nextUsable: "Wednesday, December 22, 00:00 (your time); 01:00 for the customer (Europe/Warsaw)",
        reply: { facts: { nextUsable: new Date("2021-12-22T00:00:00Z") } },
      },
      [],
    ],
    [
      "a moment before its window opens, the next time is the window's start",
      "voucher_not_active_now",
      { now: Date.parse("2021-12-21T23:59:59Z") },
      { nextUsable: "Wednesday, December 22, 00:00 (your time)" },
      ["usableNow"],
    ],
    [
      "inside its window, the code is usable now: until when, never a next time that is now",
      "voucher_not_active_now",
      { now: Date.parse("2021-12-22T00:20:00Z") },
      {
        usableNow: "Usable now, until 01:00 (your time)",
        explanation: expect.stringContaining("; it can be used now, until 01:00 (your time)."),
        reply: { topic: "voucher_not_active_now" },
      },
      ["nextUsable"],
    ],
    [
      "at the end of its window, the next time is the next day's",
      "voucher_not_active_now",
      { now: Date.parse("2021-12-22T01:00:00Z") },
      { nextUsable: "Thursday, December 23, 00:00 (your time)" },
      ["usableNow"],
    ],
    [
      "usable now with the customers' zone: the end on both clocks",
      "voucher_not_active_now",
      { now: Date.parse("2021-12-22T00:30:00Z"), customerTimeZone: "Europe/Warsaw" },
      { usableNow: "Usable now, until 01:00 (your time); 02:00 for the customer (Europe/Warsaw)" },
      ["nextUsable"],
    ],
    [
      "after the code expired, it is never usable again",
      "voucher_not_active_now",
      { now: Date.parse("2022-01-05T12:00:00Z") },
      {
        validity: { lines: linesInUtc },
        explanation: expect.stringContaining("do not open again before it expires"),
        reply: { topic: "voucher_not_active_now.never_again" },
      },
      ["nextUsable", "reply.facts.nextUsable"],
    ],
    [
      "an expired code shows its windows but no next time",
      "voucher_expired",
      { now: monday },
      { validity: { lines: linesInUtc }, reply: { topic: "voucher_expired" } },
      ["nextUsable"],
    ],
    [
      "a window field that could not be read leaves the next time out, not the windows read",
      "voucher_not_active_now",
      { now: monday, gaps: windowGap },
      { validity: { lines: linesInUtc } },
      ["nextUsable", "reply.facts.nextUsable"],
    ],
    [
      "a failure that is not about time shows no windows",
      "customer_rules_violated",
      { now: monday },
      {},
      ["validity", "nextUsable"],
    ],
  ])("%s", (_, failureCode, overrides, shown, leftOut) => {
    const row = windowedFailure(failureCode);
    expect(redemptionRowFacts(row, { ...context, ...overrides }).failed).toBe(true);
    expectFacts(failureFacts(row, { ...context, ...overrides }), { code: failureCode, ...shown }, leftOut);
  });
});

describe("what a row's details show", () => {
  it("lists the order's items and the row's metadata", () => {
    const details = redemptionDetailsFacts(listRow("r_0c0469eaf705889d99"), money);
    expect(details.order?.items).toEqual([
      { key: 0, name: "Samsung Phone 2", quantity: "1", price: "$2,300.00", subtotal: "$2,300.00" },
      { key: 1, name: "Samsung Phone 1", quantity: "45", price: "$2,100.00", subtotal: "$0.00" },
    ]);
    expect(details.metadata).toEqual([
      { label: "store_names", value: "Store 2 - Florida - Miami", copy: false },
    ]);
  });

  it("offers ids to copy and leaves out fields the row does not carry", () => {
    const details = redemptionDetailsFacts(listRow("rf_0bf8bfe0808d4aa473"), money);
    expect(details.fields).toEqual([
      { label: "Redemption id", value: "rf_0bf8bfe0808d4aa473", copy: true },
      { label: "Code", value: "3rqWOTAh", copy: true },
      { label: "Related object", value: "v_FGQjOjqasEbbdpnySdCpUoalJio3OHWK", copy: true },
      { label: "Channel", value: "a dashboard user · user_g24UoRO3Caxu7FCT4n5tpYEa3zUG0FrH", copy: false },
      { label: "Failure message", value: "Missing customer", copy: false },
    ]);
    expect(details.order).toBeUndefined();
  });

  it("links a rollback to the redemption it reverses", () => {
    expect(redemptionDetailsFacts(rollback(), money).parent).toBe("r_0c5e8a38730ccec0d5");
  });
});
