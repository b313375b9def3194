import type { Table } from "@/lib/core/i18n/message";

/** Search and what a lookup was read as, in words: the English source the other languages follow. */
export default {
  // What a lookup is read as, kind by kind.
  kindCustomerId: "customer id",
  kindVoucherId: "voucher id",
  kindPromotionId: "promotion id",
  kindCampaignId: "campaign id",
  kindOrderId: "order id",
  kindRedemptionId: "redemption id",
  kindLoyaltyProgramId: "loyalty program id",
  kindLoyaltyMemberId: "loyalty member id",
  kindLoyaltyCardId: "loyalty card id",
  kindCustomerSourceId: "customer source id",
  kindCode: "voucher code",
  kindCardInCampaign: "loyalty card code in a campaign",

  // The lookup shown.
  readAs: "Read as {kind}",
  readAsRedemptionId: "(the list shows the redemptions made under it: its rollbacks and parts)",
  readAsInstead: "read as {kind} instead",
  autoReason: "{why}: {lookup}.",
  autoReasonWho: "{why}: {lookup} ({who}).",

  // Search.
  search: "Search",
  searchPlaceholder: "Code, customer id, email, campaign id…",
  lookUp: "Look up",
  recentLookups: "Recent lookups",
  recentLookup: "{text}, {kind}",

  // Why a text cannot be looked up, and what to do about it.
  refusedEmpty: "Type or paste a code, customer id, email or campaign id.",
  refusedTooLong: {
    one: "That is {count} character; codes and ids are at most 256.",
    other: "That is {count} characters; codes and ids are at most 256.",
  },
  refusedControlCharacters: "That contains line breaks or control characters: paste only the code or id.",
  refusedInvisibleCharacters:
    "That contains invisible formatting characters (a direction mark or zero-width space): type the code again.",
  misshapenOrderId: "That looks like an order id, but an order id is {shape}: check it and paste it again.",
  misshapenLoyaltyProgramId:
    "That looks like a loyalty program id, but a loyalty program id is {shape}: check it and paste it again.",
  misshapenLoyaltyMemberId:
    "That looks like a loyalty member id, but a loyalty member id is {shape}: check it and paste it again.",
  misshapenLoyaltyCardId:
    "That looks like a loyalty card id, but a loyalty card id is {shape}: check it and paste it again.",
  notACardOrderId: "That is an order id, not a card code: search it on its own.",
  notACardLoyaltyProgramId: "That is a loyalty program id, not a card code: search it on its own.",
  notACardLoyaltyMemberId: "That is a loyalty member id, not a card code: search it on its own.",
  notACardLoyaltyCardId: "That is a loyalty card id, not a card code: search it on its own.",
  shapeHex: "{prefixes} followed by {min} to {max} of 0-9 and a-f",
  shapeLettersAndDigits: "{prefixes} followed by {min} to {max} of letters and digits",
  shapeAny: "{prefixes} followed by letters and digits",
} as const satisfies Table;
