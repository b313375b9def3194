import { FAILURE_EXPLAINERS } from "@/lib/failures";

/**
 * What a reply can be about: every failure code Voucher Lens explains (lib/failures/failures.ts), the
 * variants whose wording must differ (a rollback, a window that never opens again), and the loyalty
 * answers. Each topic names the placeholders its replies may use; any other is refused on save.
 */

/** What each placeholder stands for, as the options page explains it. */
export const PLACEHOLDER_WORDS = {
  first_name: "the customer's first name",
  code: "the voucher, gift card or loyalty card code",
  date: "the day of the attempt",
  start_date: "the first day the code is valid",
  expiration_date: "the day the code expires",
  order_amount: "the order's amount",
  next_usable: "when the code can next be used, in the customers' time zone (when the profile names one)",
  reward: "the reward's name",
  promotion: "the promotion's name",
  points: "a number of points",
  tier: "the loyalty tier's name",
  lower_tier: "the tier the member falls to",
  order: "the order's id",
} as const;
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
  /** The topic in the agent's words, for the options page. */
  label: string;
  placeholders: readonly Placeholder[];
  /** Always known when the panel offers this reply, so a template may use them outside [ … ]. */
  required?: readonly Placeholder[];
  /** What a placeholder means in this topic, where it differs from PLACEHOLDER_WORDS. */
  meaning?: Partial<Record<Placeholder, string>>;
}

/**
 * Failure codes with a reply: every code Voucher Lens explains (failure-codes.md sections 1a–1d, in
 * the order listed there), so a code gains its reply where it gains its words.
 */
export const FAILURE_CODES: readonly string[] = Object.keys(FAILURE_EXPLAINERS);

const failure = (key: string, label = key): ReplyTopic => ({
  key,
  group: "failure",
  label,
  placeholders: FAILURE_VALUES,
});

export const REPLY_TOPICS: readonly ReplyTopic[] = [
  ...FAILURE_CODES.map((code) => failure(code)),
  failure("invalid_order.rollback", "invalid_order, on a rollback"),
  failure("invalid_customer.rollback", "invalid_customer, on a rollback"),
  failure("voucher_not_active_now.never_again", "voucher_not_active_now, never usable again"),
  failure("promotion_not_active_now.never_again", "promotion_not_active_now, never running again"),
  failure("unknown_failure", "A failure code Voucher Lens does not know, or none"),
  {
    key: "points_pending",
    group: "loyalty",
    label: "Points pending",
    placeholders: ["first_name", "code", "points"],
    required: ["points"],
    meaning: { points: "the points still pending", code: "the loyalty card's code" },
  },
  {
    key: "points_pending_activation",
    group: "loyalty",
    label: "Points pending, with the day they activate (loyalty v2)",
    placeholders: ["first_name", "code", "points", "date"],
    required: ["points", "date"],
    meaning: {
      points: "the points that activate next",
      date: "the day they activate",
      code: "the loyalty card's code",
    },
  },
  {
    key: "points_expiring",
    group: "loyalty",
    label: "Points expiring",
    placeholders: ["first_name", "code", "points", "date"],
    required: ["points", "date"],
    meaning: {
      points: "the points that expire next",
      date: "the day they expire",
      code: "the loyalty card's code",
    },
  },
  {
    key: "tier_lapsing",
    group: "loyalty",
    label: "Tier about to lapse (loyalty v2)",
    placeholders: ["first_name", "code", "tier", "date", "lower_tier"],
    required: ["tier", "date"],
    meaning: {
      tier: "the member's tier now",
      date: "the day they lose it",
      code: "the loyalty card's code",
    },
  },
  {
    key: "points_expired",
    group: "loyalty",
    label: "Points expired (from the card's history)",
    placeholders: ["first_name", "code", "points", "date", "start_date"],
    required: ["points", "date"],
    meaning: {
      points: "the points that expired",
      date: "the day they expired",
      start_date: "the day they were earned",
      code: "the loyalty card's code",
    },
  },
  {
    key: "points_pending_cancelled",
    group: "loyalty",
    label: "Pending points cancelled (from the card's history)",
    placeholders: ["first_name", "code", "points", "order"],
    required: ["points"],
    meaning: { points: "the pending points cancelled", order: "the order they were for" },
  },
  {
    key: "points_order_earned",
    group: "loyalty",
    label: "Points for an order: added (from the card's history)",
    placeholders: ["first_name", "code", "points", "date", "order"],
    required: ["points", "date", "order"],
    meaning: { points: "the points the order earned", date: "the day they were added" },
  },
  {
    key: "points_order_pending",
    group: "loyalty",
    label: "Points for an order: still pending (from the card's history)",
    placeholders: ["first_name", "code", "points", "date", "order"],
    required: ["points", "order"],
    meaning: { points: "the points the order earned", date: "the day they activate" },
  },
  {
    key: "points_order_not_found",
    group: "loyalty",
    label: "Points for an order: none in the card's history",
    placeholders: ["first_name", "code", "date", "order"],
    required: ["date", "order"],
    meaning: { date: "the day the history was searched back to" },
  },
  {
    key: "reward_rejected",
    group: "loyalty",
    label: "Reward purchase refused",
    placeholders: ["first_name", "code", "reward", "date"],
    meaning: { date: "the day of the purchase", code: "the loyalty card's code" },
  },
  {
    key: "reward_rejected.points",
    group: "loyalty",
    label: "Reward purchase refused: not enough points",
    placeholders: ["first_name", "code", "reward", "date", "points"],
    meaning: {
      date: "the day of the purchase",
      points: "the points the reward costs",
      code: "the loyalty card's code",
    },
  },
  {
    key: "tier_lowered",
    group: "loyalty",
    label: "Tier lowered (loyalty v2)",
    placeholders: ["first_name", "code", "tier", "lower_tier", "date"],
    required: ["lower_tier"],
    meaning: { tier: "the tier the member had", lower_tier: "the tier now", date: "the day it changed" },
  },
  {
    key: "tier_lowered.expired",
    group: "loyalty",
    label: "Tier lowered after points expired (loyalty v2)",
    placeholders: ["first_name", "code", "tier", "lower_tier", "date", "points"],
    required: ["lower_tier", "points"],
    meaning: {
      tier: "the tier the member had",
      lower_tier: "the tier now",
      date: "the day it changed",
      points: "the points that expired",
    },
  },
  {
    key: "card_disabled",
    group: "loyalty",
    label: "Card not usable now: switched off",
    placeholders: ["first_name", "code"],
  },
  {
    key: "card_not_yet_active",
    group: "loyalty",
    label: "Card not usable now: not started yet",
    placeholders: ["first_name", "code", "date"],
    meaning: { date: "the day the card starts" },
  },
  {
    key: "card_expired",
    group: "loyalty",
    label: "Card not usable now: expired",
    placeholders: ["first_name", "code", "date"],
    meaning: { date: "the day the card expired" },
  },
  {
    key: "card_restricted",
    group: "loyalty",
    label: "Card not usable now: outside its days or hours",
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
