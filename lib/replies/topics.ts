import type { PlaceholdersOf } from "@/lib/core/i18n/message";
import { FAILURE_EXPLAINERS } from "@/lib/failures";
import type en from "./words/en";

/**
 * What a reply can be about: every failure code Voucher Lens explains (lib/failures/failures.ts), the
 * variants whose wording must differ (a rollback, a window that never opens again), and the loyalty
 * answers. Each topic names the placeholders its replies may use; any other is refused on save.
 */

/** A message of the replies' words (words/en.ts) that needs no values: a name or a label. */
type Words = {
  [K in keyof typeof en]: [PlaceholdersOf<(typeof en)[K]>] extends [never] ? K : never;
}[keyof typeof en];

/** What each placeholder stands for, as the options page explains it: its message in the replies' words. */
export const PLACEHOLDER_WORDS = {
  first_name: "placeholderFirstName",
  code: "placeholderCode",
  date: "placeholderDate",
  start_date: "placeholderStartDate",
  expiration_date: "placeholderExpirationDate",
  order_amount: "placeholderOrderAmount",
  next_usable: "placeholderNextUsable",
  reward: "placeholderReward",
  promotion: "placeholderPromotion",
  points: "placeholderPoints",
  tier: "placeholderTier",
  lower_tier: "placeholderLowerTier",
  order: "placeholderOrder",
} as const satisfies Record<string, Words>;
export type Placeholder = keyof typeof PLACEHOLDER_WORDS;

const FAILURE_VALUES: readonly Placeholder[] = [
  "first_name",
  "code",
  "date",
  "start_date",
  "expiration_date",
  "order_amount",
  "next_usable",
  "reward",
  "promotion",
];

export type TopicGroup = "failure" | "loyalty";

export interface ReplyTopic {
  key: string;
  group: TopicGroup;
  /**
   * The topic in the agent's words, for the options page: its message in the replies' words, or
   * none for a failure code, which is named as the API writes it.
   */
  label?: Words;
  placeholders: readonly Placeholder[];
  /** Always known when the panel offers this reply, so a template may use them outside [ … ]. */
  required?: readonly Placeholder[];
  /** What a placeholder means in this topic, where it differs from PLACEHOLDER_WORDS. */
  meaning?: Partial<Record<Placeholder, Words>>;
}

/**
 * Failure codes with a reply: every code Voucher Lens explains (failure-codes.md sections 1a–1d, in
 * the order listed there), so a code gains its reply where it gains its words.
 */
export const FAILURE_CODES: readonly string[] = Object.keys(FAILURE_EXPLAINERS);

const failure = (key: string, label?: Words): ReplyTopic => ({
  key,
  group: "failure",
  ...(label ? { label } : {}),
  placeholders: FAILURE_VALUES,
});

export const REPLY_TOPICS: readonly ReplyTopic[] = [
  ...FAILURE_CODES.map((code) => failure(code)),
  failure("invalid_order.rollback", "topicInvalidOrderRollback"),
  failure("invalid_customer.rollback", "topicInvalidCustomerRollback"),
  failure("voucher_not_active_now.never_again", "topicVoucherNeverAgain"),
  failure("promotion_not_active_now.never_again", "topicPromotionNeverAgain"),
  failure("unknown_failure", "topicUnknownFailure"),
  {
    key: "points_pending",
    group: "loyalty",
    label: "topicPointsPending",
    placeholders: ["first_name", "code", "points"],
    required: ["points"],
    meaning: { points: "meaningPointsPending", code: "meaningLoyaltyCardCode" },
  },
  {
    key: "points_pending_activation",
    group: "loyalty",
    label: "topicPointsPendingActivation",
    placeholders: ["first_name", "code", "points", "date"],
    required: ["points", "date"],
    meaning: {
      points: "meaningPointsActivateNext",
      date: "meaningDayTheyActivate",
      code: "meaningLoyaltyCardCode",
    },
  },
  {
    key: "points_expiring",
    group: "loyalty",
    label: "topicPointsExpiring",
    placeholders: ["first_name", "code", "points", "date"],
    required: ["points", "date"],
    meaning: {
      points: "meaningPointsExpireNext",
      date: "meaningDayTheyExpire",
      code: "meaningLoyaltyCardCode",
    },
  },
  {
    key: "tier_lapsing",
    group: "loyalty",
    label: "topicTierLapsing",
    placeholders: ["first_name", "code", "tier", "date", "lower_tier"],
    required: ["tier", "date"],
    meaning: {
      tier: "meaningTierNow",
      date: "meaningDayTheyLoseIt",
      code: "meaningLoyaltyCardCode",
    },
  },
  {
    key: "points_expired",
    group: "loyalty",
    label: "topicPointsExpired",
    placeholders: ["first_name", "code", "points", "date", "start_date"],
    required: ["points", "date"],
    meaning: {
      points: "meaningPointsExpired",
      date: "meaningDayTheyExpired",
      start_date: "meaningDayTheyWereEarned",
      code: "meaningLoyaltyCardCode",
    },
  },
  {
    key: "points_pending_cancelled",
    group: "loyalty",
    label: "topicPendingCancelled",
    placeholders: ["first_name", "code", "points", "order"],
    required: ["points"],
    meaning: { points: "meaningPendingCancelled", order: "meaningOrderTheyWereFor" },
  },
  {
    key: "points_order_earned",
    group: "loyalty",
    label: "topicOrderEarned",
    placeholders: ["first_name", "code", "points", "date", "order"],
    required: ["points", "date", "order"],
    meaning: { points: "meaningPointsOrderEarned", date: "meaningDayTheyWereAdded" },
  },
  {
    key: "points_order_pending",
    group: "loyalty",
    label: "topicOrderPending",
    placeholders: ["first_name", "code", "points", "date", "order"],
    required: ["points", "order"],
    meaning: { points: "meaningPointsOrderEarned", date: "meaningDayTheyActivate" },
  },
  {
    key: "points_order_not_found",
    group: "loyalty",
    label: "topicOrderNotFound",
    placeholders: ["first_name", "code", "date", "order"],
    required: ["date", "order"],
    meaning: { date: "meaningHistorySearchedTo" },
  },
  {
    key: "reward_rejected",
    group: "loyalty",
    label: "topicRewardRejected",
    placeholders: ["first_name", "code", "reward", "date"],
    meaning: { date: "meaningDayOfPurchase", code: "meaningLoyaltyCardCode" },
  },
  {
    key: "reward_rejected.points",
    group: "loyalty",
    label: "topicRewardRejectedPoints",
    placeholders: ["first_name", "code", "reward", "date", "points"],
    meaning: {
      date: "meaningDayOfPurchase",
      points: "meaningRewardCost",
      code: "meaningLoyaltyCardCode",
    },
  },
  {
    key: "tier_lowered",
    group: "loyalty",
    label: "topicTierLowered",
    placeholders: ["first_name", "code", "tier", "lower_tier", "date"],
    required: ["lower_tier"],
    meaning: { tier: "meaningTierHad", lower_tier: "meaningTierNowLower", date: "meaningDayItChanged" },
  },
  {
    key: "tier_lowered.expired",
    group: "loyalty",
    label: "topicTierLoweredExpired",
    placeholders: ["first_name", "code", "tier", "lower_tier", "date", "points"],
    required: ["lower_tier", "points"],
    meaning: {
      tier: "meaningTierHad",
      lower_tier: "meaningTierNowLower",
      date: "meaningDayItChanged",
      points: "meaningPointsExpired",
    },
  },
  {
    key: "card_disabled",
    group: "loyalty",
    label: "topicCardDisabled",
    placeholders: ["first_name", "code"],
  },
  {
    key: "card_not_yet_active",
    group: "loyalty",
    label: "topicCardNotYetActive",
    placeholders: ["first_name", "code", "date"],
    meaning: { date: "meaningDayCardStarts" },
  },
  {
    key: "card_expired",
    group: "loyalty",
    label: "topicCardExpired",
    placeholders: ["first_name", "code", "date"],
    meaning: { date: "meaningDayCardExpired" },
  },
  {
    key: "card_restricted",
    group: "loyalty",
    label: "topicCardRestricted",
    placeholders: ["first_name", "code"],
  },
];

const BY_KEY = new Map(REPLY_TOPICS.map((topic) => [topic.key, topic]));
export const TOPIC_KEYS = REPLY_TOPICS.map((topic) => topic.key);

export const topicOf = (key: string): ReplyTopic | undefined => BY_KEY.get(key);

/** Which topic answers a failed row: the code's own, its variant for the case at hand, or the fallback. */
export function failureTopic(
  failureCode: string | undefined,
  facts: { rollback?: boolean; neverUsableAgain?: boolean } = {},
): string {
  if (!failureCode || !FAILURE_CODES.includes(failureCode)) return "unknown_failure";
  if (facts.rollback && (failureCode === "invalid_order" || failureCode === "invalid_customer"))
    return `${failureCode}.rollback`;
  if (facts.neverUsableAgain && /^(voucher|promotion)_not_active_now$/.test(failureCode))
    return `${failureCode}.never_again`;
  return failureCode;
}
