/**
 * Failure codes in words, for the agent: what happened and what to check. The customer's reply is a
 * template of its own (lib/replies), which a team can reword in every language.
 *
 * Codes are matched exactly, on `failure_code` / error `key`, never on the message: since the
 * 17 Aug 2026 "Error message library" the message can be translated or customised per campaign.
 * Everything returned is plain text, rendered as text: API data is never turned into markup.
 */

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

const theCode = (f: FailureFacts) => (f.code ? `the code ${f.code}` : "the code");
const giftCard = (f: FailureFacts) => (f.code ? `gift card ${f.code}` : "gift card");
const loyaltyCard = (f: FailureFacts) => (f.code ? `loyalty card ${f.code}` : "loyalty card");
const on = (f: FailureFacts) => (f.when ? ` on ${f.when}` : "");
/** The API's own words, quoted, for codes whose message names the thing at fault. */
const quoted = (f: FailureFacts, lead: string) =>
  f.failureMessage ? ` ${lead}: “${f.failureMessage}”.` : "";

/** The agent's part in an integration problem (the reply says it was passed on). */
const PASS_ON = "pass it, with the redemption id, to whoever runs the shop's Voucherify integration";

type Explainer = (f: FailureFacts) => FailureExplanation;

/** For the "named object is malformed" keys of section 1d, which differ only in the object. */
const malformed =
  (what: string): Explainer =>
  (f) => ({
    explanation: `Voucherify refused to create or change ${what}: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.${quoted(f, "It says")}`,
    check: `Read the failure message (under Details) for the field at fault, and pass it to whoever made the change in Voucherify or runs the integration.`,
  });

/** Every code of failure-codes.md, sections 1a–1d: failure codes, error keys, loyalty v2 and management keys. */
export const FAILURE_EXPLAINERS: Record<string, Explainer> = {
  // 1a. Keys the docs show as failure_code on a redemption.
  resource_not_found: (f) => ({
    explanation: `No voucher with ${theCode(f)} exists in this project. Often a typo, a code from another brand or region, or a code that was deleted.`,
    check:
      "Search the exact code as the customer wrote it: watch for upper and lower case, spaces, O and 0, and make sure the profile points at the right project and region.",
  }),
  not_found: (f) => ({
    explanation: `Something the request named could not be found: the voucher, the customer or another id or code ("Resource not found").${quoted(f, "Voucherify says")}`,
    check:
      "Read the failure message (under Details) to see which id or code was not found, then look that id up in Voucher Lens.",
  }),
  voucher_not_active: (f) => ({
    explanation: `${cap(theCode(f))} was used before its start date${f.startDate ? ` (${f.startDate})` : ""}.`,
    check: "Compare the voucher's start date with the date of this attempt.",
  }),
  voucher_expired: (f) => ({
    explanation: `${cap(theCode(f))} had expired${f.expirationDate ? ` on ${f.expirationDate}` : ""} when it was used${on(f)}.`,
    check: "Check the expiration date on the voucher and on its campaign.",
  }),
  voucher_disabled: (f) => ({
    explanation: `${cap(theCode(f))} is switched off (disabled) in Voucherify, even though it may be within its dates.`,
    check:
      "Open the voucher in Voucherify and see whether it is switched off (active: false), and ask whoever manages the campaign whether that was on purpose.",
  }),
  quantity_exceeded: (f) => ({
    explanation: `${cap(theCode(f))} has reached its redemption limit: it was already used as many times as allowed. Checkouts that are still open (locked validation sessions) also count against the limit.`,
    check:
      "Compare how many times the voucher may be redeemed with how many times it was; if there are uses left, look for open validation sessions (for example an abandoned checkout) holding them.",
  }),
  gift_amount_exceeded: (f) => ({
    explanation: `The ${giftCard(f)} does not hold enough balance for the amount asked${f.orderAmount ? ` (order of ${f.orderAmount})` : ""}.`,
    check: "Compare the gift card's balance with the amount that was requested.",
  }),
  customer_rules_violated: (f) => ({
    explanation: `The customer is not in the audience ${theCode(f)} is meant for (a segment or customer rule did not match).`,
    check: "Compare the customer's segments and details with the campaign's validation rules.",
  }),
  order_rules_violated: (f) => ({
    explanation: `The order did not meet the voucher's rules (for example a minimum amount, required products or excluded items)${f.orderAmount ? `; the order was ${f.orderAmount}` : ""}.`,
    check: "Compare the order's items and amount (under Details) with the campaign's validation rules.",
  }),
  invalid_order: (f) => ({
    explanation: f.rollback
      ? "The rollback named an order that is not linked to the redemption being reversed. An integration problem, not the customer's."
      : `The shop sent the order to Voucherify in a form it could not accept${f.rollback === false ? "" : " (on a rollback: an order not linked to the redemption)"}. This is an integration problem, not the customer's.`,
    check: `Look at the order sent (under Details). ${cap(PASS_ON)}.`,
  }),
  invalid_amount: (f) => ({
    explanation: `The shop sent an order amount Voucherify could not accept (for example negative or inconsistent with the items)${f.orderAmount ? `; it sent ${f.orderAmount}` : ""}. An integration problem.`,
    check: `Check the order amount and the item amounts under Details. ${cap(PASS_ON)}.`,
  }),
  missing_amount: (f) => ({
    explanation: `The shop asked to apply ${theCode(f)} without an order amount, which this voucher needs. An integration problem.`,
    check: `${cap(PASS_ON)}: the shop must send the order amount.`,
  }),
  missing_order_items: (f) => ({
    explanation: `The shop asked to apply ${theCode(f)} without the order's items, which this voucher's rules need. An integration problem.`,
    check: `Look under Details for the order's items; if there are none, ${PASS_ON}.`,
  }),
  missing_customer: (f) => ({
    explanation: `The attempt was made without saying who the customer is, and ${theCode(f)} needs one (often: not logged in at checkout).`,
    check:
      "See whether the row names a customer; if the customer was logged in and it still shows none, the shop did not send a customer id: pass it to the integration team.",
  }),
  invalid_customer: (f) => ({
    explanation: f.rollback
      ? "The rollback named a customer who is not linked to the redemption being reversed. An integration problem."
      : `The customer could not be used with ${theCode(f)}: for a loyalty card, they are not its holder${f.holder ? ` (it belongs to ${f.holder})` : ""}${f.rollback === false ? "" : "; on a rollback, they are not the redemption's customer"}.`,
    check: f.rollback
      ? `Compare the customer on this rollback with the customer of the original redemption. ${cap(PASS_ON)}.`
      : "Compare the card's holder in Voucherify with the customer on this attempt (the customer shown in this row).",
  }),
  loyalty_card_points_exceeded: () => ({
    explanation: "The loyalty card did not hold enough points for what was asked.",
    check:
      "Check the card's balance against the reward's cost; pending points are not part of the balance until they are activated.",
  }),
  promotion_inactive: (f) => ({
    explanation: `The promotion tier${f.promotionName ? ` “${f.promotionName}”` : ""} is switched off (disabled), so it could not be applied.`,
    check:
      "Check in Voucherify whether the promotion tier and its campaign are active, and ask whoever manages the campaign whether that was on purpose.",
  }),
  no_applicable_redeemables: () => ({
    explanation: `Nothing in the request could be applied: none of the codes, promotions or rewards sent were applicable ("No applicable redeemables").`,
    check:
      "Look up this redemption's id in Voucher Lens to list its parts: each code or promotion in the request has its own result and reason.",
  }),
  already_rolled_back: (f) => ({
    explanation: `A rollback (reversal) was asked for a redemption${f.code ? ` of ${f.code}` : ""} that had already been rolled back, so nothing was reversed a second time.`,
    check:
      'Find the earlier rollback: open Details, follow the parent redemption, and look under "Rolled back by" for its date and what was returned.',
  }),

  // 1b. Other keys documented for validate, redeem or rollback.
  voucher_not_active_now: (f) => ({
    explanation: `${cap(theCode(f))} was used${on(f)} outside the days or hours it is valid (its recurring validity window)${f.usableNowUntil !== undefined ? `; it can be used now${f.usableNowUntil ? `, until ${f.usableNowUntil}` : ""}` : f.nextUsable ? `; it can next be used from ${f.nextUsable}` : f.neverUsableAgain ? "; its windows do not open again before it expires (nor within the next 400 days)" : ""}.`,
    check:
      "In Voucherify, compare the voucher's recurring validity (timeframe, days of the week, hours) with the time of this attempt, minding the time zone.",
  }),
  promotion_not_active_now: (f) => ({
    explanation: `The promotion tier${f.promotionName ? ` “${f.promotionName}”` : ""} was used${on(f)} outside the days or hours it runs (its recurring validity window)${f.usableNowUntil !== undefined ? `; it runs now${f.usableNowUntil ? `, until ${f.usableNowUntil}` : ""}` : f.nextUsable ? `; it runs again from ${f.nextUsable}` : f.neverUsableAgain ? "; it does not run again before it ends (nor within the next 400 days)" : ""}.`,
    check:
      "In Voucherify, compare the promotion tier's recurring validity (timeframe, days of the week, hours) with the time of this attempt, minding the time zone.",
  }),
  redemption_rules_violated: (f) => ({
    explanation: `A validation rule on ${theCode(f)} was not met; the error's details name the rule (an id starting with val_).${quoted(f, "Its message")}`,
    check:
      "Open the rule named in the error (val_…) in Voucherify to see which condition failed; the failure message may be that rule's own custom text.",
  }),
  referrer_not_permitted_to_redeem: (f) => ({
    explanation: `The customer tried to use their own referral code${f.code ? ` ${f.code}` : ""}; the person who refers others cannot redeem their own code.`,
    check: "Compare the customer on this attempt with the referrer (owner) of the referral code.",
  }),
  missing_reward: (f) => ({
    explanation: `The ${loyaltyCard(f)} was redeemed without saying which reward to give. An integration problem.`,
    check: `${cap(PASS_ON)}: the request must name the reward (its id).`,
  }),
  missing_order: (f) => ({
    explanation: `An order was needed (for a loyalty card or a pay-with-points reward) but the shop sent none with ${theCode(f)}. An integration problem.`,
    check: `${cap(PASS_ON)}: the request must include the order.`,
  }),
  missing_order_items_amount: (f) => ({
    explanation: `None of the order's items that ${theCode(f)} applies to had an amount (for example when paying with a gift card)${f.orderAmount ? `; the order was ${f.orderAmount}` : ""}.`,
    check: `Check under Details that the order's items have prices and are the products the code applies to. If they are missing, ${PASS_ON}.`,
  }),
  multiple_requests: (f) => ({
    explanation: `Two requests for ${theCode(f)} arrived at the same moment: the first was still being processed when the next came in. Since 1 Jul 2026 this also happens when one redemption is rolled back twice at once.`,
    check:
      "Look in the list for a duplicate or retried attempt at the same time and see whether the first one succeeded before anything is tried again.",
  }),
  invalid_payload: (f) => ({
    explanation: `The shop sent a request Voucherify could not process (for example a code or promotion without its id); the error's details name the field at fault. An integration problem.${quoted(f, "It says")}`,
    check: `Read the failure message (under Details) for the field at fault. ${cap(PASS_ON)}.`,
  }),
  duplicated_redeemables: (f) => ({
    explanation: `The same code or promotion${f.code ? ` (${f.code})` : ""} was sent twice in one request. An integration problem.`,
    check: `Look at the codes and promotions sent together for the one listed twice. ${cap(PASS_ON)}.`,
  }),
  invalid_redeemables: (f) => ({
    explanation: `Codes or promotions were sent together that cannot be combined (for example a promotion stack plus other discounts), including ${theCode(f)}.`,
    check:
      "See which codes and promotions were sent together, and check the campaigns' rules for combining discounts.",
  }),
  metadata_validation_failed: (f) => ({
    explanation: `The extra data (metadata) sent with the request broke the project's rules for it (for example a value not on the allowed list). An integration problem.${quoted(f, "It says")}`,
    check: `Compare the metadata under Details with the rule quoted in the failure message. ${cap(PASS_ON)}.`,
  }),
  ambiguous_tracking_id: () => ({
    explanation:
      "The storefront called Voucherify with two different customer identifiers from the same website, so Voucherify could not tell which customer it was. An integration problem.",
    check: `${cap(PASS_ON)}: the storefront must send one tracking id or customer source id per visitor.`,
  }),
  invalid_redemption: () => ({
    explanation:
      "A single rollback was asked for a stacked redemption (one that groups several discounts); those can only be reversed as a whole.",
    check:
      "Have the whole stacked (parent) redemption rolled back instead, by whoever handles reversals in Voucherify.",
  }),
  invalid_redemption_parent: () => ({
    explanation:
      "A rollback was asked for one part of a bigger redemption (it has a parent); a part cannot be reversed on its own.",
    check:
      'Open Details, follow "Parent redemption", and have that parent rolled back instead, by whoever handles reversals in Voucherify.',
  }),
  invalid_rollback_params: () => ({
    explanation:
      "The rollback (reversal) request was not valid, so nothing was reversed. An integration problem.",
    check: `${cap(PASS_ON)}: the rollback request's body needs checking.`,
  }),

  // 1c. Loyalty v2 keys.
  member_already_exists: () => ({
    explanation:
      "The customer is already a member of this loyalty program (v2), so they could not be enrolled a second time.",
    check: "Look up the customer's existing membership and card before anyone creates a new one.",
  }),
  non_active_program: () => ({
    explanation: "The loyalty program (v2) is not active, so Voucherify turned the request down.",
    check:
      "Check the program's status in Voucherify's Loyalty hub and ask whoever runs it whether that is planned.",
  }),
  zero_card_balance: (f) => ({
    explanation: `The ${loyaltyCard(f)} has no points, so spending them (paying with points or getting a reward) was refused. It works again once points are earned or added.`,
    check: "Check the card's balance, and whether points are pending (they count only once activated).",
  }),

  // 1d. Creating or managing objects, not redeeming or validating.
  duplicate_found: (f) => duplicate(f),
  duplicate_resource_key: (f) => duplicate(f),
  invalid_add_balance_params: (f) => ({
    explanation: `Adding balance (credit or points) to the card${f.code ? ` ${f.code}` : ""} was refused: the request was not valid.`,
    check:
      "Look at the amount or points that were being added, and pass it to whoever made the change or runs the integration.",
  }),
  invalid_gift: malformed("a gift card's credit settings"),
  invalid_campaign_params: malformed("a campaign"),
  invalid_code_config: malformed("the pattern used to generate codes (length, prefix, characters)"),
  invalid_voucher: malformed("a voucher"),
  invalid_validation_rules: malformed("validation rules"),
  invalid_product: malformed("a product"),
  invalid_sku: malformed("a product variant (SKU)"),
  invalid_publish_params: malformed("the handing out (publishing) of a code to a customer"),
  invalid_export_params: malformed("an export"),
  invalid_query_params: (f) => tooMuch(f, "the request's search or filter parameters were not valid"),
  query_too_large: (f) => tooMuch(f, "the request (its body or its search parameters) was too large"),
  no_voucher_suitable_for_publication: () => ({
    explanation:
      "The campaign has no unassigned code left to hand out (for example when adding someone to a loyalty program).",
    check:
      "Check how many unassigned codes the campaign has left, and ask whoever manages it to generate more.",
  }),
};

function duplicate(f: FailureFacts): FailureExplanation {
  return {
    explanation: `Voucherify refused to create something because an object with the same identifier${f.code ? ` (${f.code})` : ""} already exists or is in use.`,
    check: "Search for the existing object with that identifier (in Voucher Lens or Voucherify) and use it.",
  };
}

function tooMuch(_f: FailureFacts, what: string): FailureExplanation {
  return {
    explanation: `Voucherify turned a request down: ${what}. This comes from a tool or integration, not from the customer.`,
    check:
      "Check the size and parameters of the request, and pass it to whoever made the call or runs the integration.",
  };
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Trimmed strings only: an empty, blank or non-string fact (null from the API) counts as missing. */
function cleanFacts(facts: FailureFacts): FailureFacts {
  const clean: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(facts ?? {})) {
    if (typeof value === "string" && value.trim()) clean[key] = value.trim();
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

/** Known codes get words; unknown ones fall back to the API's own failure_message. */
export function explainFailure(failureCode: string | undefined, facts: FailureFacts): FailureExplanation {
  const f = cleanFacts(facts);
  const explainer = explainerFor(failureCode);
  if (explainer) return explainer(f);
  const message = f.failureMessage;
  if (!failureCode)
    return {
      explanation: `Voucherify says: ${message ?? "no reason given"}.`,
      check:
        "Open Details and read the failure message; if there is none, look the redemption up in Voucherify.",
    };
  return {
    explanation: `Voucherify gave a failure code Voucher Lens does not know yet (${failureCode})${message ? `: “${message}”.` : ", with no message."}`,
    check:
      "Read the failure message under Details and look the code up in Voucherify's list of errors; let the Voucher Lens team know about the new code.",
  };
}
