import type { TemplateSet } from "../templates";

/**
 * Topics whose shipped reply is one wording per language: failures the customer cannot act on are
 * all "a technical problem on our side" while applying the code, while reversing its use, or with
 * the request as a whole. Which topic shares which wording is the same in every language, so it is
 * written here once and each language file writes each wording once.
 */
export const SHARED_WORDINGS = {
  applying: [
    "invalid_order",
    "invalid_amount",
    "missing_amount",
    "missing_order_items",
    "missing_order",
    "invalid_payload",
    "duplicated_redeemables",
    "metadata_validation_failed",
    "ambiguous_tracking_id",
  ],
  reversing: [
    "invalid_order.rollback",
    "invalid_customer.rollback",
    "invalid_redemption",
    "invalid_redemption_parent",
    "invalid_rollback_params",
  ],
  setup: [
    "duplicate_found",
    "duplicate_resource_key",
    "invalid_gift",
    "invalid_campaign_params",
    "invalid_code_config",
    "invalid_voucher",
    "invalid_validation_rules",
    "invalid_product",
    "invalid_sku",
    "invalid_publish_params",
    "invalid_export_params",
    "invalid_query_params",
    "query_too_large",
  ],
} as const;

type SharedWording = keyof typeof SHARED_WORDINGS;
type SharedTopic = (typeof SHARED_WORDINGS)[SharedWording][number];

/** What one language file holds: its shared wordings, and the reply to every other topic. */
export interface LanguageWordings {
  shared: Readonly<Record<SharedWording, string>>;
  /** A topic that shares a wording is not written again here (it would not compile). */
  own: Readonly<Record<string, string>> & { readonly [topic in SharedTopic]?: never };
}

const WORDINGS: readonly SharedWording[] = ["applying", "reversing", "setup"];

/** A language's templates for every topic: its own, and each shared wording under its topics. */
export function templateSetOf({ shared, own }: LanguageWordings): TemplateSet {
  const set: Record<string, string> = { ...own };
  for (const wording of WORDINGS) for (const topic of SHARED_WORDINGS[wording]) set[topic] = shared[wording];
  return set;
}
