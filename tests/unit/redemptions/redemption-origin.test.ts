import { describe, expect, it } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { channelLine, holderLine, rewardLine } from "@/lib/redemptions/redemption-origin";
import { loadFixture } from "../helpers/fixtures";

const money = { currency: "USD", locale: "en-US" };

function rows(): RedemptionOrRollback[] {
  const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
  if (!parsed.ok) throw new Error("fixture did not parse");
  return parsed.value.redemptions.flatMap((row) => (row.ok ? [row.redemption] : []));
}

describe("where a loyalty or reward redemption came from", () => {
  it("reads the API's own reward example: its name, type, exchange and the points taken", () => {
    const row = rows().find((r) => r.reward)!;
    expect(rewardLine(row, money)).toBe(
      "Reward “100 Points = $20” (pay with points): 100 points → $20.00; 200 points taken from the card",
    );
  });

  it("says an AUTO_REDEEM channel is an automatic reward redemption whose id is the assignment", () => {
    const row = {
      ...rows()[0]!,
      channel: { channel_id: "rewa_nMXB59qGTNYawMT8eP8M4oUp", channel_type: "AUTO_REDEEM" },
    };
    expect(channelLine(row)).toBe(
      "Redeemed automatically for a reward, not by a person (the channel id rewa_nMXB59qGTNYawMT8eP8M4oUp is the reward assignment, not a user).",
    );
  });

  it("names a dashboard user and an API app as such", () => {
    const row = rows()[0]!;
    expect(channelLine({ ...row, channel: { channel_id: "user_1", channel_type: "USER" } })).toBe(
      "Redeemed by a dashboard user (user_1).",
    );
    expect(channelLine({ ...row, channel: { channel_type: "API" } })).toBe("Redeemed through the API.");
    expect(channelLine({ ...row, channel: null })).toBeUndefined();
  });

  it("says nothing of a reward the row does not carry, and never prints undefined", () => {
    const row = { ...rows()[0]!, reward: { type: "MATERIAL" } };
    expect(rewardLine(row, money)).toBe("A reward (a product)");
    expect(rewardLine({ ...row, reward: undefined }, money)).toBeUndefined();
  });
});

describe("held by one customer, redeemed by another", () => {
  const base = rows()[0]!;
  it("says so when both are present and differ", () => {
    const row = {
      ...base,
      customer_id: "cust_redeemer0000000000000",
      customer: { id: "cust_redeemer0000000000000", name: "Ana" },
      voucher: { code: "GIFT-1", holder_id: "cust_holder00000000000000000" },
    };
    expect(holderLine(row)).toBe(
      "Held by cust_holder00000000000000000, redeemed by Ana (cust_redeemer0000000000000).",
    );
  });

  it("says nothing when one is missing or they are the same customer", () => {
    expect(
      holderLine({ ...base, voucher: { code: "X", holder_id: base.customer_id ?? "" } }),
    ).toBeUndefined();
    expect(holderLine({ ...base, voucher: { code: "X" } })).toBeUndefined();
    expect(
      holderLine({ ...base, customer_id: undefined, customer: undefined, voucher: { holder_id: "cust_h" } }),
    ).toBeUndefined();
  });
});
