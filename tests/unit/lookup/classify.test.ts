import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { ListRedemptionsParams } from "@/lib/core/api/params";
import {
  alternativesFor,
  answerOf,
  classifyLookup,
  isRedemptionLookup,
  type Lookup,
  LookupSchema,
  lookupOfText,
  lookupOfToken,
  lookupText,
  redemptionParamsFor,
} from "@/lib/lookup/classify";
import { customerLookupOf, relatedLookupOf } from "@/lib/lookup/from-redemption";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const VOUCHER = "v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXW";
const PROMO = "promo_ZWkx6R0I1Ts3N9HL4kfTdxOm";
const CAMP = "camp_fkZ28pe7DUAEmmabofkxHI8N";
const REDEMPTION = "r_0c0469eaf705889d99";
const MEMBER = "lmbr_97058937a2315e0819";
const PROGRAM = "lprg_128f58429f4c4bf7b2";
const CARD = "lcrd_128f62dbd8c4ba5df";
const ORDER = "ord_ndw5rQJt12zvZ4upF72a3ljh";

describe("reading the search input by its shape", () => {
  it.each([
    ["cust_qBwHpagDOFu71Z3F22UzR80X", "customer_id"],
    ["bob.smith@email.com", "customer_source_id"],
    ["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4", "voucher_id"],
    [PROMO, "promotion_id"],
    [CAMP, "campaign_id"],
    [REDEMPTION, "redemption_id"],
    ["rf_0bf9caf744d2dc593a", "redemption_id"],
    ["LT1-wMPnRhxb", "code"],
    ["3rqWOTAh", "code"],
    ["cust_", "code"],
    ["CUST_ABC", "code"],
    ["camp_ WITH SPACE", "code"],
    ["50%OFF/now", "code"],
    // Too short for the id it names: a code that happens to start like one.
    ["cust_1", "code"],
    ["v_1", "code"],
  ])("reads %s as %s", (input, kind) => {
    const result = classifyLookup(input);
    expect(result.ok && result.lookup.kind).toBe(kind);
  });

  it.each([
    [MEMBER, "loyalty_member_id"],
    [PROGRAM, "loyalty_program_id"],
    [CARD, "loyalty_card_id"],
  ])("reads the loyalty id %s as %s, never as a code, with no other reading offered", (input, kind) => {
    expect(classifyLookup(input)).toEqual({ ok: true, lookup: { kind, value: input }, alternatives: [] });
  });

  it("reads an ord_ id as an order id, which no view answers, with no other reading offered", () => {
    expect(classifyLookup(ORDER)).toEqual({
      ok: true,
      lookup: { kind: "order_id", value: ORDER },
      alternatives: [],
    });
    expect(answerOf("order_id")).toBe("none");
  });

  it("trims the input and offers the free-form readings as alternatives", () => {
    expect(classifyLookup(`  ${CUST}  `)).toEqual({
      ok: true,
      lookup: { kind: "customer_id", value: CUST },
      alternatives: ["code", "customer_source_id"],
    });
  });

  it("reads free text as a code, offering a customer source id instead", () => {
    expect(classifyLookup("WELCOME10")).toEqual({
      ok: true,
      lookup: { kind: "code", value: "WELCOME10" },
      alternatives: ["customer_source_id"],
    });
  });

  it("offers the id a code's prefix names first when the code lacks that id's shape", () => {
    expect(classifyLookup("cust_abc123")).toEqual({
      ok: true,
      lookup: { kind: "code", value: "cust_abc123" },
      alternatives: ["customer_id", "customer_source_id"],
    });
  });

  it("reads a campaign id followed by a code as a loyalty card in that campaign", () => {
    expect(classifyLookup(`${CAMP}  LC-7GW3MC`)).toEqual({
      ok: true,
      lookup: { kind: "card_in_campaign", value: "LC-7GW3MC", campaignId: CAMP },
      alternatives: ["code"],
    });
  });

  it.each([
    ["", "Type or paste a code, customer id, email or campaign id."],
    ["   ", "Type or paste a code, customer id, email or campaign id."],
    ["x".repeat(257), "That is 257 characters; codes and ids are at most 256."],
    ["BF25\nXK3", "That contains line breaks or control characters: paste only the code or id."],
    ["a\u0000b", "That contains line breaks or control characters: paste only the code or id."],
    [
      "\u202eBF25-XK3",
      "That contains invisible formatting characters (a direction mark or zero-width space): type the code again.",
    ],
    [
      "BF25\ufeff-XK3",
      "That contains invisible formatting characters (a direction mark or zero-width space): type the code again.",
    ],
  ])("refuses %j with a clear message", (input, message) => {
    expect(classifyLookup(input)).toEqual({ ok: false, message });
  });
});

describe("a selection or stored text, read as the search box reads it", () => {
  it.each([
    `  ${CUST}  `,
    "WELCOME10",
    "ana@example.com",
    "cust_abc123",
    `${CAMP}  LC-7GW3MC`,
    "ord_abc-123",
    "",
    "BF25\nXK3",
    "lmbr_xyz",
    `${CAMP} ${MEMBER}`,
  ])("%j gives the search box's lookup, or nothing where it would refuse", (text) => {
    const classified = classifyLookup(text);
    expect(lookupOfText(text)).toEqual(classified.ok ? classified.lookup : undefined);
  });
});

describe("the other readings offered beside a lookup", () => {
  it.each<[Lookup, string[]]>([
    [{ kind: "customer_id", value: CUST }, ["code", "customer_source_id"]],
    [{ kind: "customer_source_id", value: "bob@acme.example" }, ["code"]],
    [{ kind: "code", value: "promo_abc" }, ["promotion_id", "customer_source_id"]],
    // A loyalty id is answered by expiring points, never by redemptions: not offered for a code.
    [{ kind: "code", value: "lmbr_1" }, ["customer_source_id"]],
    [{ kind: "card_in_campaign", value: "LC-7GW3MC", campaignId: CAMP }, ["code"]],
    [{ kind: "loyalty_member_id", value: MEMBER }, []],
    [{ kind: "order_id", value: ORDER }, []],
  ])("for %j are %j", (lookup, alternatives) => {
    expect(alternativesFor(lookup)).toEqual(alternatives);
  });
});

describe("which view answers a lookup", () => {
  it.each([
    ["customer_id", "redemptions"],
    ["customer_source_id", "redemptions"],
    ["voucher_id", "redemptions"],
    ["promotion_id", "redemptions"],
    ["campaign_id", "redemptions"],
    ["redemption_id", "redemptions"],
    ["code", "redemptions"],
    ["card_in_campaign", "redemptions"],
    ["loyalty_program_id", "expiring_points"],
    ["loyalty_member_id", "expiring_points"],
    ["loyalty_card_id", "expiring_points"],
    ["order_id", "none"],
  ] as const)("%s is answered by %s", (kind, answer) => {
    expect(answerOf(kind)).toBe(answer);
  });
});

describe("a token found on the page, as a lookup", () => {
  it.each([
    [
      { kind: "customer", text: CUST },
      { kind: "customer_id", value: CUST },
    ],
    [
      { kind: "voucher", text: VOUCHER },
      { kind: "voucher_id", value: VOUCHER },
    ],
    [
      { kind: "promotion", text: PROMO },
      { kind: "promotion_id", value: PROMO },
    ],
    [
      { kind: "redemption", text: REDEMPTION },
      { kind: "redemption_id", value: REDEMPTION },
    ],
    [
      { kind: "loyalty", text: MEMBER },
      { kind: "loyalty_member_id", value: MEMBER },
    ],
    [
      { kind: "loyalty", text: PROGRAM },
      { kind: "loyalty_program_id", value: PROGRAM },
    ],
    [
      { kind: "loyalty", text: CARD },
      { kind: "loyalty_card_id", value: CARD },
    ],
    [
      { kind: "order", text: ORDER },
      { kind: "order_id", value: ORDER },
    ],
    [
      { kind: "code", text: "BF25-XK3P9Q" },
      { kind: "code", value: "BF25-XK3P9Q" },
    ],
    [
      { kind: "email", text: "bob@acme.example" },
      { kind: "customer_source_id", value: "bob@acme.example" },
    ],
  ] as const)("%j is looked up as %j", (token, lookup) => {
    expect(lookupOfToken(token)).toEqual(lookup);
  });

  it.each([
    [{ kind: "customer", text: "cust_1" }],
    // The mark decides the kind: a promotion id marked as a customer is not looked up as either.
    [{ kind: "customer", text: PROMO }],
    [{ kind: "loyalty", text: "lmbr_XYZ" }],
    [{ kind: "email", text: "not an email" }],
  ] as const)("%j is not looked up: the text lacks its mark's shape", (token) => {
    expect(lookupOfToken(token)).toBeUndefined();
  });
});

describe("a lookup as it travels between the extension's parts", () => {
  it.each<[string, unknown]>([
    ["a customer id", { kind: "customer_id", value: CUST }],
    ["a code", { kind: "code", value: "cust_1" }],
    // The agent chose "read as customer id instead" for an id of a length the table does not know.
    ["a customer id the agent chose to read as one", { kind: "customer_id", value: "cust_abc123" }],
    ["a card in a campaign", { kind: "card_in_campaign", value: "LC-7GW3MC", campaignId: CAMP }],
  ])("keeps %s", (_label, lookup) => {
    expect(v.safeParse(LookupSchema, lookup)).toMatchObject({ success: true, output: lookup });
  });

  it.each<[string, unknown]>([
    ["a customer id without its prefix", { kind: "customer_id", value: "tAED42tFhLM9v7GmZUaklJFd" }],
    [
      "an order id of no order shape (none of the four operations takes it)",
      { kind: "order_id", value: "ord_1" },
    ],
    ["a loyalty member id that is not hex", { kind: "loyalty_member_id", value: "lmbr_XYZXYZXYZXYZXYZ" }],
    [
      "a card in a campaign whose campaign id is no campaign id",
      { kind: "card_in_campaign", value: "LC", campaignId: "camp_1" },
    ],
    ["a kind of an older version", { kind: "voucher_or_promotion_id", value: VOUCHER }],
    ["an empty value", { kind: "code", value: "" }],
  ])("refuses %s", (_label, lookup) => {
    expect(v.safeParse(LookupSchema, lookup).success).toBe(false);
  });
});

describe("what each reading asks the API", () => {
  it.each<[Lookup, ListRedemptionsParams]>([
    [{ kind: "customer_id", value: CUST }, { customer: CUST }],
    [{ kind: "customer_source_id", value: "a@b.co" }, { customer: "a@b.co" }],
    [
      { kind: "voucher_id", value: VOUCHER },
      { filters: { related_object_id: { conditions: { $is: VOUCHER } } } },
    ],
    [
      { kind: "promotion_id", value: PROMO },
      { filters: { related_object_id: { conditions: { $is: PROMO } } } },
    ],
    [
      { kind: "campaign_id", value: CAMP },
      { filters: { related_object_parent_id: { conditions: { $is: CAMP } } } },
    ],
    [
      { kind: "redemption_id", value: REDEMPTION },
      { filters: { parent_redemption_id: { conditions: { $is: REDEMPTION } } } },
    ],
    [{ kind: "code", value: "BF25" }, { filters: { voucher_code: { conditions: { $is: "BF25" } } } }],
    [
      { kind: "card_in_campaign", value: "LC-7GW3MC", campaignId: CAMP },
      { filters: { voucher_code: { conditions: { $is: "LC-7GW3MC" } } } },
    ],
  ])("%j → %j", (lookup, params) => {
    expect(isRedemptionLookup(lookup)).toBe(true);
    if (isRedemptionLookup(lookup)) expect(redemptionParamsFor(lookup)).toEqual(params);
  });

  it.each<[Lookup]>([
    [{ kind: "loyalty_member_id", value: MEMBER }],
    [{ kind: "loyalty_program_id", value: PROGRAM }],
    [{ kind: "loyalty_card_id", value: CARD }],
    [{ kind: "order_id", value: ORDER }],
  ])("never asks List Redemptions for %j", (lookup) => {
    expect(isRedemptionLookup(lookup)).toBe(false);
  });
});

describe("a lookup in words", () => {
  it("puts back in the search field what the agent would type for the lookup", () => {
    expect(lookupText({ kind: "customer_id", value: CUST })).toBe(CUST);
    const card: Lookup = { kind: "card_in_campaign", value: "LC-7GW3MC", campaignId: CAMP };
    expect(lookupText(card)).toBe(`${CAMP} LC-7GW3MC`);
    // Typed again, it is read as the same lookup.
    expect(classifyLookup(lookupText(card))).toMatchObject({ lookup: card });
  });
});

describe("ids answered elsewhere, typed with a wrong shape", () => {
  it.each([
    ["lmbr_0123", "loyalty member id"],
    ["lmbr_ABCDEF0123456789", "loyalty member id"],
    [`lcrd_${"a".repeat(40)}`, "loyalty card id"],
    ["lprg_", "loyalty program id"],
    [`ord_${"a".repeat(30)}`, "order id"],
  ])("refuses %s with the shape of a %s, searching nothing", (text, label) => {
    const read = classifyLookup(text);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain(`${label}, but`);
  });

  it("still reads an ord_ text with other characters as the voucher code it may be", () => {
    expect(classifyLookup("ord_abc-123")).toMatchObject({
      ok: true,
      lookup: { kind: "code", value: "ord_abc-123" },
    });
  });

  it("refuses a loyalty id given as a card code in a campaign", () => {
    const read = classifyLookup(`${CAMP} ${MEMBER}`);
    expect(read).toEqual({
      ok: false,
      message: "That is a loyalty member id, not a card code: search it on its own.",
    });
  });
});

describe("what a redemption row offers to look up", () => {
  const row = (customer: object, extra: object = {}) =>
    ({ id: "r_0c0469eaf705889d99", object: "redemption", customer, ...extra }) as never;

  it("looks up the row's customer by id, else by source id, never by name", () => {
    expect(customerLookupOf(row({ id: CUST, name: "Jane Doe" }))).toEqual({
      kind: "customer_id",
      value: CUST,
    });
    expect(customerLookupOf(row({ name: "Jane Doe", source_id: "jane@example.com" }))).toEqual({
      kind: "customer_source_id",
      value: "jane@example.com",
    });
    expect(customerLookupOf(row({ name: "Jane Doe" }))).toBeUndefined();
  });

  it("finds a related redemption through the row's code, else its customer", () => {
    expect(relatedLookupOf(row({ id: CUST }, { voucher: { code: "LT1-wMPnRhxb" } }))).toEqual({
      kind: "code",
      value: "LT1-wMPnRhxb",
    });
    expect(relatedLookupOf(row({ id: CUST }))).toEqual({ kind: "customer_id", value: CUST });
  });
});
