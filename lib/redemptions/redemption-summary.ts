import type { RedemptionOrRollback } from "@/lib/core/api/schemas";
import { formatMoney, formatPoints, type MoneyFormat } from "@/lib/core/intl/money";

/** What was redeemed, in one line: a voucher code, a promotion tier, a reward, credits or points. */
export function whatWasRedeemed(r: RedemptionOrRollback, money: MoneyFormat): string {
  const parts: string[] = [];
  if (r.voucher?.code) parts.push(r.voucher.code);
  else if (r.promotion_tier)
    parts.push(
      `promotion ${r.promotion_tier.name ?? r.promotion_tier.id ?? r.related_object_id ?? ""}`.trim(),
    );
  else if (r.related_object_id) parts.push(r.related_object_id);
  if (r.reward?.name) parts.push(`reward “${r.reward.name}”`);
  const gift = r.gift?.amount;
  if (typeof gift === "number")
    parts.push(`${gift < 0 ? "+" : "−"}${formatMoney(Math.abs(gift), money)} gift credit`);
  const points = r.loyalty_card?.points;
  // Points leave the card on a redemption and come back on a rollback.
  if (typeof points === "number") parts.push(formatPoints(-points, money.locale));
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

export const CHANNEL_WORDS: Record<string, string> = {
  USER: "a dashboard user",
  API: "an API app",
  AUTO_REDEEM: "an automatic reward",
};

export function channelLabel(r: RedemptionOrRollback): string {
  const type = r.channel?.channel_type;
  const who = type ? (CHANNEL_WORDS[type] ?? type) : "";
  return [who, r.channel?.channel_id].filter(Boolean).join(" · ");
}
