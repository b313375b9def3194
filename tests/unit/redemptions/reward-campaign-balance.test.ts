// A reward that tops up a gift card gives its credit in minor units (the API's RewardTypeCampaign:
// "$100 amount is written as 10000"); one that adds points gives points.

import { describe, expect, it } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { rewardLine } from "@/lib/redemptions/redemption-origin";
import { loadFixture } from "../helpers/fixtures";

const money = { currency: "USD", locale: "en-US" };

function rewardRow(campaign: Record<string, unknown>): RedemptionOrRollback {
  const body = loadFixture("list-redemptions__200__example.json") as {
    redemptions: Record<string, unknown>[];
  };
  const raw = body.redemptions.find((r) => r.reward) as Record<string, unknown> & { reward: object };
  const row = {
    ...raw,
    loyalty_card: null,
    reward: { ...raw.reward, name: "Gift top-up", type: "CAMPAIGN", parameters: { campaign } },
  };
  const parsed = parseRedemptionList({ object: "list", redemptions: [row], total: 1 });
  const [first] = parsed.ok ? parsed.value.redemptions : [];
  if (!first?.ok) throw new Error("the row did not parse");
  return first.redemption;
}

describe("a reward from a campaign", () => {
  it("says a gift card's credit as money, not as a count of cents", () => {
    const row = rewardRow({ id: "camp_hC2GdqYtOmTT45zfhib62cK1", balance: 10000, type: "GIFT_VOUCHERS" });
    expect(rewardLine(row, money)).toContain("balance $100.00");
  });

  it("says a loyalty program's balance as the count it is", () => {
    const row = rewardRow({ id: "camp_fkZ28pe7DUAEmmabofkxHI8N", balance: 500, type: "LOYALTY_PROGRAM" });
    expect(rewardLine(row, money)).toContain("balance 500");
  });
});
