import type { RedemptionOrRollback } from "@/lib/core/api/schemas";
import { formatter } from "@/lib/core/intl/formatter";
import { formatCount, type MoneyFormat } from "@/lib/core/intl/money";

/**
 * Where a loyalty or reward redemption came from, and whose voucher it was: the lines an agent
 * reads before answering "who used my points?". Only what the row carries is said.
 */

const REWARD_TYPES: Record<string, string> = {
  COIN: "pay with points",
  CAMPAIGN: "a voucher or credit from a campaign",
  MATERIAL: "a product",
};

/** "Reward “100 Points = $20” (pay with points): 100 points → $20.00". */
export function rewardLine(r: RedemptionOrRollback, money: MoneyFormat): string | undefined {
  const reward = r.reward;
  if (!reward) return undefined;
  const name = reward.name ? `Reward “${reward.name}”` : reward.id ? `Reward ${reward.id}` : "A reward";
  const type = reward.type ? (REWARD_TYPES[reward.type] ?? reward.type.toLowerCase()) : undefined;
  const coin = reward.parameters?.coin;
  const campaign = reward.parameters?.campaign;
  let exchange: string | undefined;
  if (coin && typeof coin.points_ratio === "number" && typeof coin.exchange_ratio === "number") {
    // exchange_ratio is the cash worth of points_ratio points, in whole currency units ("100 Points = $20": 20).
    exchange = `${formatCount(coin.points_ratio, money.locale)} points → ${formatCash(coin.exchange_ratio, money)}`;
  } else if (campaign?.id) {
    exchange = `from campaign ${campaign.id}${typeof campaign.balance === "number" ? `, balance ${formatCount(campaign.balance, money.locale)}` : ""}`;
  }
  const points = r.loyalty_card?.points;
  const spent =
    typeof points === "number" && points > 0
      ? `${formatCount(points, money.locale)} points taken from the card`
      : undefined;
  return [`${name}${type ? ` (${type})` : ""}${exchange ? `: ${exchange}` : ""}`, spent]
    .filter(Boolean)
    .join("; ");
}

/** A cash amount in whole currency units (not minor units, unlike order amounts). */
function formatCash(units: number, money: MoneyFormat): string {
  const cash = formatter("number", money.locale, { style: "currency", currency: money.currency });
  return cash?.format(units) ?? String(units);
}

/** An AUTO_REDEEM channel is Voucherify redeeming a reward by itself; its id is the reward assignment. */
export function channelLine(r: RedemptionOrRollback): string | undefined {
  const channel = r.channel;
  if (!channel?.channel_type) return undefined;
  const id = channel.channel_id;
  switch (channel.channel_type) {
    case "AUTO_REDEEM":
      return `Redeemed automatically for a reward, not by a person${id ? ` (the channel id ${id} is the reward assignment, not a user)` : ""}.`;
    case "USER":
      return `Redeemed by a dashboard user${id ? ` (${id})` : ""}.`;
    case "API":
      return `Redeemed through the API${id ? ` by the app ${id}` : ""}.`;
    default:
      return `Channel ${channel.channel_type}${id ? ` ${id}` : ""}.`;
  }
}

/** "Held by … , redeemed by …", only when the row names both and they differ. */
export function holderLine(r: RedemptionOrRollback): string | undefined {
  const voucher = r.voucher;
  const holderId = voucher?.holder_id ?? voucher?.holder?.id;
  const customerId = r.customer_id ?? r.customer?.id;
  if (!holderId || !customerId || holderId === customerId) return undefined;
  const holder = voucher?.holder?.name || voucher?.holder?.email || holderId;
  const redeemer = r.customer?.name || r.customer?.email || customerId;
  return `Held by ${holder === holderId ? holderId : `${holder} (${holderId})`}, redeemed by ${redeemer === customerId ? customerId : `${redeemer} (${customerId})`}.`;
}
