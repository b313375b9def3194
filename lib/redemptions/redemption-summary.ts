import type { RedemptionOrRollback } from "@/lib/core/api/schemas";
import { formatter } from "@/lib/core/intl/formatter";
import { formatMoney, type MoneyFormat } from "@/lib/core/intl/money";
import { type RedemptionsSay, redemptionsSay } from "./redemptions-say";

/** Points with their sign, the way the locale writes numbers: "-200", "+200". */
function signedPoints(points: number, locale: string | undefined): string {
  return formatter("number", locale, { signDisplay: "exceptZero" })?.format(points) ?? String(points);
}

/** What was redeemed, in one line: a voucher code, a promotion tier, a reward, credits or points. */
export function whatWasRedeemed(
  r: RedemptionOrRollback,
  money: MoneyFormat,
  say: RedemptionsSay = redemptionsSay(),
): string {
  const parts: string[] = [];
  if (r.voucher?.code) parts.push(r.voucher.code);
  else if (r.promotion_tier) {
    const name = r.promotion_tier.name ?? r.promotion_tier.id ?? r.related_object_id ?? "";
    parts.push(name.trim() ? say("whatPromotion", { name: name.trim() }) : say("whatPromotionUnnamed"));
  } else if (r.related_object_id) parts.push(r.related_object_id);
  if (r.reward?.name) parts.push(say("whatReward", { name: r.reward.name }));
  const gift = r.gift?.amount;
  if (typeof gift === "number")
    parts.push(say("giftCredit", { amount: `${gift < 0 ? "+" : "−"}${formatMoney(Math.abs(gift), money)}` }));
  const points = r.loyalty_card?.points;
  // Points leave the card on a redemption and come back on a rollback.
  if (typeof points === "number")
    parts.push(say("pointsChange", { count: Math.abs(points), signed: signedPoints(-points, money.locale) }));
  return parts.join(" · ");
}

export function customerLabel(r: RedemptionOrRollback): string {
  const c = r.customer;
  return c?.name || c?.email || c?.source_id || c?.id || r.customer_id || "";
}

/** The code or id an agent would search to see this row again. */
export function isRollback(r: RedemptionOrRollback): boolean {
  return r.object === "redemption_rollback";
}

/** Who redeemed, by the channel's type; a type Voucher Lens does not know is shown as the API wrote it. */
export const CHANNEL_WORDS = {
  USER: "channelUser",
  API: "channelApi",
  AUTO_REDEEM: "channelAutoRedeem",
} as const satisfies Record<string, string>;

const isKnownChannel = (type: string): type is keyof typeof CHANNEL_WORDS =>
  Object.hasOwn(CHANNEL_WORDS, type);

export function channelLabel(r: RedemptionOrRollback, say: RedemptionsSay = redemptionsSay()): string {
  const type = r.channel?.channel_type;
  const who = type ? (isKnownChannel(type) ? say(CHANNEL_WORDS[type]) : type) : "";
  return [who, r.channel?.channel_id].filter(Boolean).join(" · ");
}
