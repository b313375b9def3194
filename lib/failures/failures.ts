/**
 * Failure codes in words, for the agent: what happened and what to check, in the agent's language. The
 * customer's reply is a template of its own (lib/replies), which a team can reword in every language.
 *
 * Codes are matched exactly, on `failure_code` / error `key`, never on the message: since the
 * 17 Aug 2026 "Error message library" the message can be translated or customised per campaign.
 * Everything returned is plain text, rendered as text: API data is never turned into markup.
 */
import type { PlaceholdersOf } from "@/lib/core/i18n/message";
import type { Say } from "@/lib/core/i18n/words";
import { sayNow } from "@/lib/core/i18n/words";
import type english from "./words/en";

type Words = typeof english;
type Key = keyof Words & string;

/** The failure words in the agent's language: `useWords(failureWords)`, or `failureWords.load(language)`. */
export type FailureSay = Say<Words>;

/** Facts at hand about one failed redemption, used to fill the explanation. */
export interface FailureFacts {
  code?: string;
  customerName?: string;
  /** When the attempt was made, already formatted for the agent's locale. */
  when?: string;
  /** The voucher's validity dates, formatted, when the row carries them. */
  startDate?: string;
  expirationDate?: string;
  /** Order total, formatted as money, when known. */
  orderAmount?: string;
  failureMessage?: string;
  /** When a code with a recurring validity window can next be used, formatted for the agent. */
  nextUsable?: string;
  /**
   * The code is usable now (its window has opened since it failed): until when, formatted for the
   * agent ("19:00 (your time)"), or empty when no window closes.
   */
  usableNowUntil?: string;
  /** The code's windows do not open again before it expires (or within the next 400 days). */
  neverUsableAgain?: boolean;
  /** The reward asked for, when the row names one. */
  rewardName?: string;
  /** The promotion tier's name, when the row is a promotion rather than a code. */
  promotionName?: string;
  /** Who holds the card (a name or a customer id): for the agent only, never put in the reply. */
  holder?: string;
  /** The row is a rollback (a reversal), not a redemption. */
  rollback?: boolean;
}

export interface FailureExplanation {
  /** For the agent: what went wrong, in one or two sentences. */
  explanation: string;
  /** For the agent: what to look at or do next. */
  check: string;
}

/** One message of the failure words, filled with the row's facts: each message takes those it names. */
type Speak = (key: Key) => string;

type Explainer = (f: FailureFacts, speak: Speak) => FailureExplanation;

/** The facts a wording may depend on, by whether the row has them. */
type FactName = "code" | "when" | "startDate" | "expirationDate" | "orderAmount" | "holder" | "promotionName";

/** Every combination of the named facts present, in their order: "", "code", "when", "code when"… */
type Present<Names extends readonly FactName[]> = Names extends readonly [
  infer First extends FactName,
  ...infer Rest extends readonly FactName[],
]
  ? Joined<First, Present<Rest>> | Present<Rest>
  : "";
type Joined<First extends string, Rest extends string> = Rest extends "" ? First : `${First} ${Rest}`;

/**
 * The wording for the facts the row has: one whole sentence per combination, so no language has to
 * fit a piece ("on 10 Nov") into a sentence written without it.
 */
function wording<const Names extends readonly FactName[]>(
  f: FailureFacts,
  names: Names,
  keys: { readonly [P in Present<Names>]: Key },
): Key {
  const present = names.filter((name) => f[name]).join(" ") as Present<Names>;
  return keys[present];
}

/** The API's own words, quoted as a sentence after the explanation, for codes whose message names the thing at fault. */
const quoted = (f: FailureFacts, speak: Speak, explanation: Key, quote: Key) =>
  f.failureMessage ? `${speak(explanation)} ${speak(quote)}` : speak(explanation);

/** The state of a recurring validity window, as far as the row tells it. */
type WindowState = "closed" | "open" | "until" | "next" | "never";

function windowState(f: FailureFacts): WindowState {
  if (f.usableNowUntil !== undefined) return f.usableNowUntil ? "until" : "open";
  if (f.nextUsable) return "next";
  return f.neverUsableAgain ? "never" : "closed";
}

const VOUCHER_NOT_ACTIVE_NOW = {
  closed: {
    "": "voucherNotActiveNow",
    code: "voucherNotActiveNowCode",
    when: "voucherNotActiveNowWhen",
    "code when": "voucherNotActiveNowCodeWhen",
  },
  open: {
    "": "voucherNotActiveNowOpen",
    code: "voucherNotActiveNowCodeOpen",
    when: "voucherNotActiveNowWhenOpen",
    "code when": "voucherNotActiveNowCodeWhenOpen",
  },
  until: {
    "": "voucherNotActiveNowUntil",
    code: "voucherNotActiveNowCodeUntil",
    when: "voucherNotActiveNowWhenUntil",
    "code when": "voucherNotActiveNowCodeWhenUntil",
  },
  next: {
    "": "voucherNotActiveNowNext",
    code: "voucherNotActiveNowCodeNext",
    when: "voucherNotActiveNowWhenNext",
    "code when": "voucherNotActiveNowCodeWhenNext",
  },
  never: {
    "": "voucherNotActiveNowNever",
    code: "voucherNotActiveNowCodeNever",
    when: "voucherNotActiveNowWhenNever",
    "code when": "voucherNotActiveNowCodeWhenNever",
  },
} as const satisfies Record<WindowState, Record<Present<["code", "when"]>, Key>>;

const PROMOTION_NOT_ACTIVE_NOW = {
  closed: {
    "": "promotionNotActiveNow",
    promotionName: "promotionNotActiveNowName",
    when: "promotionNotActiveNowWhen",
    "promotionName when": "promotionNotActiveNowNameWhen",
  },
  open: {
    "": "promotionNotActiveNowOpen",
    promotionName: "promotionNotActiveNowNameOpen",
    when: "promotionNotActiveNowWhenOpen",
    "promotionName when": "promotionNotActiveNowNameWhenOpen",
  },
  until: {
    "": "promotionNotActiveNowUntil",
    promotionName: "promotionNotActiveNowNameUntil",
    when: "promotionNotActiveNowWhenUntil",
    "promotionName when": "promotionNotActiveNowNameWhenUntil",
  },
  next: {
    "": "promotionNotActiveNowNext",
    promotionName: "promotionNotActiveNowNameNext",
    when: "promotionNotActiveNowWhenNext",
    "promotionName when": "promotionNotActiveNowNameWhenNext",
  },
  never: {
    "": "promotionNotActiveNowNever",
    promotionName: "promotionNotActiveNowNameNever",
    when: "promotionNotActiveNowWhenNever",
    "promotionName when": "promotionNotActiveNowNameWhenNever",
  },
} as const satisfies Record<WindowState, Record<Present<["promotionName", "when"]>, Key>>;

/** For the "named object is malformed" keys of section 1d, which differ only in the object. */
const malformed =
  (explanation: Key): Explainer =>
  (f, speak) => ({
    explanation: quoted(f, speak, explanation, "quoteItSays"),
    check: speak("malformedCheck"),
  });

/** Every code of failure-codes.md, sections 1a–1d: failure codes, error keys, loyalty v2 and management keys. */
export const FAILURE_EXPLAINERS: Record<string, Explainer> = {
  // 1a. Keys the docs show as failure_code on a redemption.
  resource_not_found: (f, speak) => ({
    explanation: speak(f.code ? "resourceNotFoundCode" : "resourceNotFound"),
    check: speak("resourceNotFoundCheck"),
  }),
  not_found: (f, speak) => ({
    explanation: quoted(f, speak, "notFound", "quoteVoucherifySays"),
    check: speak("notFoundCheck"),
  }),
  voucher_not_active: (f, speak) => ({
    explanation: speak(
      wording(f, ["code", "startDate"], {
        "": "voucherNotActive",
        code: "voucherNotActiveCode",
        startDate: "voucherNotActiveDate",
        "code startDate": "voucherNotActiveCodeDate",
      }),
    ),
    check: speak("voucherNotActiveCheck"),
  }),
  voucher_expired: (f, speak) => ({
    explanation: speak(
      wording(f, ["code", "expirationDate", "when"], {
        "": "voucherExpired",
        code: "voucherExpiredCode",
        expirationDate: "voucherExpiredDate",
        "code expirationDate": "voucherExpiredCodeDate",
        when: "voucherExpiredWhen",
        "code when": "voucherExpiredCodeWhen",
        "expirationDate when": "voucherExpiredDateWhen",
        "code expirationDate when": "voucherExpiredCodeDateWhen",
      }),
    ),
    check: speak("voucherExpiredCheck"),
  }),
  voucher_disabled: (f, speak) => ({
    explanation: speak(f.code ? "voucherDisabledCode" : "voucherDisabled"),
    check: speak("voucherDisabledCheck"),
  }),
  quantity_exceeded: (f, speak) => ({
    explanation: speak(f.code ? "quantityExceededCode" : "quantityExceeded"),
    check: speak("quantityExceededCheck"),
  }),
  gift_amount_exceeded: (f, speak) => ({
    explanation: speak(
      wording(f, ["code", "orderAmount"], {
        "": "giftAmountExceeded",
        code: "giftAmountExceededCode",
        orderAmount: "giftAmountExceededAmount",
        "code orderAmount": "giftAmountExceededCodeAmount",
      }),
    ),
    check: speak("giftAmountExceededCheck"),
  }),
  customer_rules_violated: (f, speak) => ({
    explanation: speak(f.code ? "customerRulesViolatedCode" : "customerRulesViolated"),
    check: speak("customerRulesViolatedCheck"),
  }),
  order_rules_violated: (f, speak) => ({
    explanation: speak(f.orderAmount ? "orderRulesViolatedAmount" : "orderRulesViolated"),
    check: speak("orderRulesViolatedCheck"),
  }),
  invalid_order: (f, speak) => ({
    // Not knowing whether the row is a rollback, the explanation names both meanings.
    explanation: speak(
      f.rollback ? "invalidOrderRollback" : f.rollback === false ? "invalidOrder" : "invalidOrderEither",
    ),
    check: speak("invalidOrderCheck"),
  }),
  invalid_amount: (f, speak) => ({
    explanation: speak(f.orderAmount ? "invalidAmountAmount" : "invalidAmount"),
    check: speak("invalidAmountCheck"),
  }),
  missing_amount: (f, speak) => ({
    explanation: speak(f.code ? "missingAmountCode" : "missingAmount"),
    check: speak("missingAmountCheck"),
  }),
  missing_order_items: (f, speak) => ({
    explanation: speak(f.code ? "missingOrderItemsCode" : "missingOrderItems"),
    check: speak("missingOrderItemsCheck"),
  }),
  missing_customer: (f, speak) => ({
    explanation: speak(f.code ? "missingCustomerCode" : "missingCustomer"),
    check: speak("missingCustomerCheck"),
  }),
  invalid_customer: (f, speak) => {
    if (f.rollback)
      return { explanation: speak("invalidCustomerRollback"), check: speak("invalidCustomerRollbackCheck") };
    const explanation =
      f.rollback === false
        ? wording(f, ["code", "holder"], {
            "": "invalidCustomer",
            code: "invalidCustomerCode",
            holder: "invalidCustomerHolder",
            "code holder": "invalidCustomerCodeHolder",
          })
        : // Not knowing whether the row is a rollback, the explanation names both meanings.
          wording(f, ["code", "holder"], {
            "": "invalidCustomerEither",
            code: "invalidCustomerEitherCode",
            holder: "invalidCustomerEitherHolder",
            "code holder": "invalidCustomerEitherCodeHolder",
          });
    return { explanation: speak(explanation), check: speak("invalidCustomerCheck") };
  },
  loyalty_card_points_exceeded: (_f, speak) => ({
    explanation: speak("loyaltyCardPointsExceeded"),
    check: speak("loyaltyCardPointsExceededCheck"),
  }),
  promotion_inactive: (f, speak) => ({
    explanation: speak(f.promotionName ? "promotionInactiveName" : "promotionInactive"),
    check: speak("promotionInactiveCheck"),
  }),
  no_applicable_redeemables: (_f, speak) => ({
    explanation: speak("noApplicableRedeemables"),
    check: speak("noApplicableRedeemablesCheck"),
  }),
  already_rolled_back: (f, speak) => ({
    explanation: speak(f.code ? "alreadyRolledBackCode" : "alreadyRolledBack"),
    check: speak("alreadyRolledBackCheck"),
  }),

  // 1b. Other keys documented for validate, redeem or rollback.
  voucher_not_active_now: (f, speak) => ({
    explanation: speak(wording(f, ["code", "when"], VOUCHER_NOT_ACTIVE_NOW[windowState(f)])),
    check: speak("voucherNotActiveNowCheck"),
  }),
  promotion_not_active_now: (f, speak) => ({
    explanation: speak(wording(f, ["promotionName", "when"], PROMOTION_NOT_ACTIVE_NOW[windowState(f)])),
    check: speak("promotionNotActiveNowCheck"),
  }),
  redemption_rules_violated: (f, speak) => ({
    explanation: quoted(
      f,
      speak,
      f.code ? "redemptionRulesViolatedCode" : "redemptionRulesViolated",
      "quoteItsMessage",
    ),
    check: speak("redemptionRulesViolatedCheck"),
  }),
  referrer_not_permitted_to_redeem: (f, speak) => ({
    explanation: speak(f.code ? "referrerNotPermittedCode" : "referrerNotPermitted"),
    check: speak("referrerNotPermittedCheck"),
  }),
  missing_reward: (f, speak) => ({
    explanation: speak(f.code ? "missingRewardCode" : "missingReward"),
    check: speak("missingRewardCheck"),
  }),
  missing_order: (f, speak) => ({
    explanation: speak(f.code ? "missingOrderCode" : "missingOrder"),
    check: speak("missingOrderCheck"),
  }),
  missing_order_items_amount: (f, speak) => ({
    explanation: speak(
      wording(f, ["code", "orderAmount"], {
        "": "missingOrderItemsAmount",
        code: "missingOrderItemsAmountCode",
        orderAmount: "missingOrderItemsAmountAmount",
        "code orderAmount": "missingOrderItemsAmountCodeAmount",
      }),
    ),
    check: speak("missingOrderItemsAmountCheck"),
  }),
  multiple_requests: (f, speak) => ({
    explanation: speak(f.code ? "multipleRequestsCode" : "multipleRequests"),
    check: speak("multipleRequestsCheck"),
  }),
  invalid_payload: (f, speak) => ({
    explanation: quoted(f, speak, "invalidPayload", "quoteItSays"),
    check: speak("invalidPayloadCheck"),
  }),
  duplicated_redeemables: (f, speak) => ({
    explanation: speak(f.code ? "duplicatedRedeemablesCode" : "duplicatedRedeemables"),
    check: speak("duplicatedRedeemablesCheck"),
  }),
  invalid_redeemables: (f, speak) => ({
    explanation: speak(f.code ? "invalidRedeemablesCode" : "invalidRedeemables"),
    check: speak("invalidRedeemablesCheck"),
  }),
  metadata_validation_failed: (f, speak) => ({
    explanation: quoted(f, speak, "metadataValidationFailed", "quoteItSays"),
    check: speak("metadataValidationFailedCheck"),
  }),
  ambiguous_tracking_id: (_f, speak) => ({
    explanation: speak("ambiguousTrackingId"),
    check: speak("ambiguousTrackingIdCheck"),
  }),
  invalid_redemption: (_f, speak) => ({
    explanation: speak("invalidRedemption"),
    check: speak("invalidRedemptionCheck"),
  }),
  invalid_redemption_parent: (_f, speak) => ({
    explanation: speak("invalidRedemptionParent"),
    check: speak("invalidRedemptionParentCheck"),
  }),
  invalid_rollback_params: (_f, speak) => ({
    explanation: speak("invalidRollbackParams"),
    check: speak("invalidRollbackParamsCheck"),
  }),

  // 1c. Loyalty v2 keys.
  member_already_exists: (_f, speak) => ({
    explanation: speak("memberAlreadyExists"),
    check: speak("memberAlreadyExistsCheck"),
  }),
  non_active_program: (_f, speak) => ({
    explanation: speak("nonActiveProgram"),
    check: speak("nonActiveProgramCheck"),
  }),
  zero_card_balance: (f, speak) => ({
    explanation: speak(f.code ? "zeroCardBalanceCode" : "zeroCardBalance"),
    check: speak("zeroCardBalanceCheck"),
  }),

  // 1d. Creating or managing objects, not redeeming or validating.
  duplicate_found: (f, speak) => duplicate(f, speak),
  duplicate_resource_key: (f, speak) => duplicate(f, speak),
  invalid_add_balance_params: (f, speak) => ({
    explanation: speak(f.code ? "invalidAddBalanceParamsCode" : "invalidAddBalanceParams"),
    check: speak("invalidAddBalanceParamsCheck"),
  }),
  invalid_gift: malformed("malformedGift"),
  invalid_campaign_params: malformed("malformedCampaign"),
  invalid_code_config: malformed("malformedCodeConfig"),
  invalid_voucher: malformed("malformedVoucher"),
  invalid_validation_rules: malformed("malformedValidationRules"),
  invalid_product: malformed("malformedProduct"),
  invalid_sku: malformed("malformedSku"),
  invalid_publish_params: malformed("malformedPublish"),
  invalid_export_params: malformed("malformedExport"),
  invalid_query_params: (_f, speak) => ({
    explanation: speak("invalidQueryParams"),
    check: speak("requestRefusedCheck"),
  }),
  query_too_large: (_f, speak) => ({
    explanation: speak("queryTooLarge"),
    check: speak("requestRefusedCheck"),
  }),
  no_voucher_suitable_for_publication: (_f, speak) => ({
    explanation: speak("noVoucherSuitableForPublication"),
    check: speak("noVoucherSuitableForPublicationCheck"),
  }),
};

function duplicate(f: FailureFacts, speak: Speak): FailureExplanation {
  return { explanation: speak(f.code ? "duplicateCode" : "duplicate"), check: speak("duplicateCheck") };
}

/**
 * Trimmed strings only: an empty, blank or non-string fact (null from the API) counts as missing. One
 * exception: an empty `usableNowUntil` says the code is usable now with no window closing.
 */
function cleanFacts(facts: FailureFacts): FailureFacts {
  const clean: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(facts ?? {})) {
    if (typeof value === "string" && (value.trim() || key === "usableNowUntil")) clean[key] = value.trim();
    else if (typeof value === "boolean") clean[key] = value;
  }
  return clean as FailureFacts;
}

/** An explainer for exactly this code, if Voucher Lens knows it: own keys only, so "constructor" is unknown. */
export function explainerFor(failureCode: string | undefined): Explainer | undefined {
  return failureCode && Object.hasOwn(FAILURE_EXPLAINERS, failureCode)
    ? FAILURE_EXPLAINERS[failureCode]
    : undefined;
}

/**
 * The words as loaded now (the page's language, else English), for a caller that gives none. Found
 * by name, not imported: a context that never shows them (the worker) does not carry them.
 */
const ENGLISH = () => sayNow<typeof english>("failures");

/** Every placeholder of the failure words, each a fact of the row ("" when it lacks it). */
type Values = { readonly [Name in PlaceholdersOf<Words[Key]>]: string };

/** Known codes get words; unknown ones fall back to the API's own failure_message. */
export function explainFailure(
  failureCode: string | undefined,
  facts: FailureFacts,
  say: FailureSay = ENGLISH(),
): FailureExplanation {
  const f = cleanFacts(facts);
  const values: Values = {
    code: f.code ?? "",
    when: f.when ?? "",
    startDate: f.startDate ?? "",
    expirationDate: f.expirationDate ?? "",
    orderAmount: f.orderAmount ?? "",
    holder: f.holder ?? "",
    promotion: f.promotionName ?? "",
    until: f.usableNowUntil ?? "",
    next: f.nextUsable ?? "",
    message: f.failureMessage ?? "",
    failureCode: failureCode ?? "",
  };
  // Each message takes the values it names: the keys are chosen so that it names only facts at hand.
  const speak: Speak = (key) => (say as unknown as (key: Key, values: Values) => string)(key, values);
  const explainer = explainerFor(failureCode);
  if (explainer) return explainer(f, speak);
  if (!failureCode)
    return {
      explanation: speak(f.failureMessage ? "noCode" : "noCodeNoMessage"),
      check: speak("noCodeCheck"),
    };
  return {
    explanation: speak(f.failureMessage ? "unknownCode" : "unknownCodeNoMessage"),
    check: speak("unknownCodeCheck"),
  };
}
