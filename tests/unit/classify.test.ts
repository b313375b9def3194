import { describe, expect, it } from "vitest";
import { classifyLookup, redemptionParamsFor } from "@/lib/lookup/classify";

describe("reading the search input by its shape", () => {
  it.each([
    ["cust_qBwHpagDOFu71Z3F22UzR80X", "customer_id"],
    ["bob.smith@email.com", "customer_source_id"],
    ["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4", "voucher_or_promotion_id"],
    ["promo_ZWkx6R0I1Ts3N9HL4kfTdxOm", "voucher_or_promotion_id"],
    ["camp_fkZ28pe7DUAEmmabofkxHI8N", "campaign_id"],
    ["r_0c0469eaf705889d99", "redemption_id"],
    ["rf_0bf9caf744d2dc593a", "redemption_id"],
    ["LT1-wMPnRhxb", "code"],
    ["3rqWOTAh", "code"],
    ["cust_", "code"],
    ["CUST_ABC", "code"],
    ["camp_ WITH SPACE", "code"],
    ["50%OFF/now", "code"],
  ])("reads %s as %s", (input, kind) => {
    const result = classifyLookup(input);
    expect(result.ok && result.lookup.kind).toBe(kind);
  });

  it("trims the input and offers the free-form readings as alternatives", () => {
    expect(classifyLookup("  cust_abc123  ")).toEqual({
      ok: true,
      lookup: { kind: "customer_id", value: "cust_abc123" },
      alternatives: ["code", "customer_source_id"],
    });
    expect(classifyLookup("WELCOME10")).toMatchObject({ alternatives: ["customer_source_id"] });
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

describe("what each reading asks the API", () => {
  it.each([
    [{ kind: "customer_id", value: "cust_1" }, { customer: "cust_1" }],
    [{ kind: "customer_source_id", value: "a@b.co" }, { customer: "a@b.co" }],
    [
      { kind: "voucher_or_promotion_id", value: "v_1" },
      { filters: { related_object_id: { conditions: { $is: "v_1" } } } },
    ],
    [
      { kind: "campaign_id", value: "camp_1" },
      { filters: { related_object_parent_id: { conditions: { $is: "camp_1" } } } },
    ],
    [
      { kind: "redemption_id", value: "r_1" },
      { filters: { parent_redemption_id: { conditions: { $is: "r_1" } } } },
    ],
    [{ kind: "code", value: "BF25" }, { filters: { voucher_code: { conditions: { $is: "BF25" } } } }],
  ] as const)("%j → %j", (lookup, params) => {
    expect(redemptionParamsFor(lookup)).toEqual(params);
  });
});
