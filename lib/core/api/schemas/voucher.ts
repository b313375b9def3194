import * as v from "valibot";
import { type Gaps, integer, JsonObject, maybe, text } from "./common";
import { CustomerSchema } from "./customer";

/** The v1 loyalty card's counters (failure-codes.md, section 2): each may be missing in real data. */
const LoyaltyCardBalance = v.object({
  points: maybe(integer),
  balance: maybe(integer),
  pending_points: maybe(integer),
  expired_points: maybe(integer),
  subtracted_points: maybe(integer),
  next_expiration_date: maybe(text),
  next_expiration_points: maybe(integer),
});

/** 2.7, shared by vouchers in redemptions and by the Get Member body. */
const voucherEntries = {
  id: maybe(text),
  code: maybe(text),
  campaign: maybe(text),
  // Null in the real list example although the interface says string.
  campaign_id: maybe(text),
  category: maybe(text),
  category_id: maybe(text),
  categories: maybe(v.array(v.unknown())),
  type: maybe(text),
  discount: maybe(JsonObject),
  gift: maybe(v.object({ amount: maybe(integer), balance: maybe(integer), effect: maybe(text) })),
  loyalty_card: maybe(LoyaltyCardBalance),
  start_date: maybe(text),
  expiration_date: maybe(text),
  validity_timeframe: maybe(v.object({ interval: maybe(text), duration: maybe(text) })),
  validity_day_of_week: maybe(v.array(integer)),
  // A period of the wrong shape reads as {} (no start time: "could not be read"), rather than losing one
  // field: a dropped expiration_time would read as "to the end of the day"
  // (lib/redemptions/validity-windows.ts).
  validity_hours: maybe(
    v.object({
      daily: v.fallback(
        maybe(
          v.array(
            v.fallback(
              v.object({
                start_time: maybe(text),
                expiration_time: maybe(text),
                days_of_week: maybe(v.array(integer)),
              }),
              {},
            ),
          ),
        ),
        [{}],
      ),
    }),
  ),
  active: maybe(v.boolean()),
  additional_info: maybe(text),
  metadata: maybe(JsonObject),
  assets: maybe(JsonObject),
  is_referral_code: maybe(v.boolean()),
  created_at: maybe(text),
  updated_at: maybe(text),
  holder_id: maybe(text),
  object: maybe(text),
  publish: maybe(v.object({ count: maybe(integer), url: maybe(text) })),
  redemption: maybe(
    v.object({
      quantity: maybe(integer),
      redeemed_quantity: maybe(integer),
      redeemed_points: maybe(integer),
      url: maybe(text),
    }),
  ),
};

export const VoucherSchema = v.object({ ...voucherEntries, holder: maybe(CustomerSchema) });
export type Voucher = v.InferOutput<typeof VoucherSchema>;

/** The Get Member body: a loyalty card voucher. Only id and code are needed to show anything. */
export const LoyaltyMemberSchema = v.object({ ...voucherEntries, id: text, code: text });
/** `gaps`: fields of the wrong type, left out and named (parseMember); the rest of the card is shown. */
export type LoyaltyMember = v.InferOutput<typeof LoyaltyMemberSchema> & { gaps?: Gaps };
