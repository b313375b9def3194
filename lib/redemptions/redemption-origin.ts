import type { RedemptionOrRollback } from "@/lib/core/api/schemas";
import { formatter } from "@/lib/core/intl/formatter";
import { formatCount, formatMoney, type MoneyFormat } from "@/lib/core/intl/money";
import { type RedemptionsSay, redemptionsSay } from "./redemptions-say";

/**
 * Where a loyalty or reward redemption came from, and whose voucher it was: the lines an agent
 * reads before answering "who used my points?". Only what the row carries is said.
 */

/** A reward's type in words; a type Voucher Lens does not know is shown as the API wrote it. */
const REWARD_TYPES = {
  COIN: "rewardTypeCoin",
  CAMPAIGN: "rewardTypeCampaign",
  MATERIAL: "rewardTypeMaterial",
} as const satisfies Record<string, string>;

const isKnownRewardType = (type: string): type is keyof typeof REWARD_TYPES =>
  Object.hasOwn(REWARD_TYPES, type);

type Reward = NonNullable<RedemptionOrRollback["reward"]>;

function rewardName(reward: Reward, say: RedemptionsSay): string {
  if (reward.name) return say("rewardNamed", { name: reward.name });
  return reward.id ? say("rewardWithId", { id: reward.id }) : say("rewardUnnamed");
}

/** What the reward was worth: points for cash, or a campaign's voucher or credit. */
function exchangeWords(reward: Reward, money: MoneyFormat, say: RedemptionsSay): string | undefined {
  const coin = reward.parameters?.coin;
  const campaign = reward.parameters?.campaign;
  if (coin && typeof coin.points_ratio === "number" && typeof coin.exchange_ratio === "number")
    // exchange_ratio is the cash worth of points_ratio points, in whole currency units ("100 Points = $20": 20).
    return say("exchangePoints", { count: coin.points_ratio, cash: formatCash(coin.exchange_ratio, money) });
  if (!campaign?.id) return undefined;
  // A gift card's credit is money in minor units, as order amounts are; a loyalty program's is
  // points.
  return typeof campaign.balance === "number"
    ? say("exchangeCampaignBalance", {
        campaign: campaign.id,
        balance:
          campaign.type === "GIFT_VOUCHERS"
            ? formatMoney(campaign.balance, money)
            : formatCount(campaign.balance, money.locale),
      })
    : say("exchangeCampaign", { campaign: campaign.id });
}

/** "Reward “100 Points = $20” (pay with points): 100 points → $20.00". */
export function rewardLine(
  r: RedemptionOrRollback,
  money: MoneyFormat,
  say: RedemptionsSay = redemptionsSay(),
): string | undefined {
  const reward = r.reward;
  if (!reward) return undefined;
  const name = rewardName(reward, say);
  const type = reward.type
    ? isKnownRewardType(reward.type)
      ? say(REWARD_TYPES[reward.type])
      : reward.type.toLowerCase()
    : undefined;
  const exchange = exchangeWords(reward, money, say);
  const line =
    type && exchange
      ? say("rewardWithTypeAndExchange", { reward: name, type, exchange })
      : type
        ? say("rewardWithType", { reward: name, type })
        : exchange
          ? say("rewardWithExchange", { reward: name, exchange })
          : name;
  const points = r.loyalty_card?.points;
  return typeof points === "number" && points > 0
    ? say("rewardAndPoints", { reward: line, points: say("pointsTakenFromCard", { count: points }) })
    : line;
}

/** A cash amount in whole currency units (not minor units, unlike order amounts). */
function formatCash(units: number, money: MoneyFormat): string {
  const cash = formatter("number", money.locale, { style: "currency", currency: money.currency });
  return cash?.format(units) ?? String(units);
}

/** An AUTO_REDEEM channel is Voucherify redeeming a reward by itself; its id is the reward assignment. */
export function channelLine(
  r: RedemptionOrRollback,
  say: RedemptionsSay = redemptionsSay(),
): string | undefined {
  const channel = r.channel;
  if (!channel?.channel_type) return undefined;
  const id = channel.channel_id;
  switch (channel.channel_type) {
    case "AUTO_REDEEM":
      return id ? say("redeemedAutomaticallyWithId", { id }) : say("redeemedAutomatically");
    case "USER":
      return id ? say("redeemedByUserWithId", { id }) : say("redeemedByUser");
    case "API":
      return id ? say("redeemedThroughApiByApp", { id }) : say("redeemedThroughApi");
    default:
      return id
        ? say("redeemedThroughChannelWithId", { type: channel.channel_type, id })
        : say("redeemedThroughChannel", { type: channel.channel_type });
  }
}

/** "Held by … , redeemed by …", only when the row names both and they differ. */
export function holderLine(
  r: RedemptionOrRollback,
  say: RedemptionsSay = redemptionsSay(),
): string | undefined {
  const voucher = r.voucher;
  const holderId = voucher?.holder_id ?? voucher?.holder?.id;
  const customerId = r.customer_id ?? r.customer?.id;
  if (!holderId || !customerId || holderId === customerId) return undefined;
  const holder = voucher?.holder?.name || voucher?.holder?.email || holderId;
  const redeemer = r.customer?.name || r.customer?.email || customerId;
  return say("heldBy", {
    holder: holder === holderId ? holderId : say("nameWithId", { name: holder, id: holderId }),
    redeemer: redeemer === customerId ? customerId : say("nameWithId", { name: redeemer, id: customerId }),
  });
}
