/**
 * Failure codes in words: what happened (for the agent), what to check, and a reply to paste.
 *
 * Codes are matched exactly, on `failure_code` / error `key`, never on the message: since the
 * 17 Aug 2026 "Error message library" the message can be translated or customised per campaign.
 * Everything returned is plain text, rendered as text: API data is never turned into markup.
 */

/** Facts at hand about one failed redemption, used to fill the explanation and the reply. */
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
  /** The same, as the customer reads it: only when the profile names the customers' time zone. */
  nextUsableForCustomer?: string;
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
  /** For the customer: a reply the agent can paste. */
  reply: string;
}

/** When the code is next usable, for the customer's reply: never the agent's "your time". */
const nextForCustomer = (f: FailureFacts) => f.nextUsableForCustomer;
const theCode = (f: FailureFacts) => (f.code ? `the code ${f.code}` : "the code");
const hello = (f: FailureFacts) => (f.customerName ? `Hi ${f.customerName.split(/\s+/)[0]},\n\n` : "Hi,\n\n");
const giftCard = (f: FailureFacts) => (f.code ? `gift card ${f.code}` : "gift card");
const loyaltyCard = (f: FailureFacts) => (f.code ? `loyalty card ${f.code}` : "loyalty card");
const on = (f: FailureFacts) => (f.when ? ` on ${f.when}` : "");
/** A promotion tier has no code of its own; its name (or the code, when the row has one) stands in. */
const thePromotion = (f: FailureFacts) =>
  f.code ? `the code ${f.code}` : f.promotionName ? `the promotion “${f.promotionName}”` : "the promotion";
const theReward = (f: FailureFacts) => (f.rewardName ? `the reward “${f.rewardName}”` : "that reward");
/** The API's own words, quoted, for codes whose message names the thing at fault. */
const quoted = (f: FailureFacts, lead: string) =>
  f.failureMessage ? ` ${lead}: “${f.failureMessage}”.` : "";

/** Integration problems: the customer did nothing wrong, and the agent only promises to follow up. */
const technicalReply = (
  f: FailureFacts,
  doing = "applying",
  target = theCode(f),
  toWhat = " to your order",
) =>
  `${hello(f)}Thank you for your patience. There was a technical problem on our side ${doing} ${target}${toWhat}, and it wasn't caused by anything you did. I've passed it to our team and will get back to you as soon as I hear from them.`;

/** Errors from creating or changing things in Voucherify: rarely the customer's doing, never their fault. */
const setupReply = (f: FailureFacts) =>
  `${hello(f)}Thank you for your patience. Something went wrong on our side with ${f.code ? `the code ${f.code}` : "your request"}. I've passed it to our team and will get back to you as soon as I hear from them.`;

/** The agent's part in an integration problem (the replies say it was passed on). */
const PASS_ON = "pass it, with the redemption id, to whoever runs the shop's Voucherify integration";

type Explainer = (f: FailureFacts) => FailureExplanation;

/** For the "named object is malformed" keys of section 1d, which differ only in the object. */
const malformed =
  (what: string): Explainer =>
  (f) => ({
    explanation: `Voucherify refused to create or change ${what}: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.${quoted(f, "It says")}`,
    check: `Read the failure message (under Details) for the field at fault, and pass it to whoever made the change in Voucherify or runs the integration.`,
    reply: setupReply(f),
  });

/** Every code of failure-codes.md, sections 1a–1d: failure codes, error keys, loyalty v2 and management keys. */
export const FAILURE_EXPLAINERS: Record<string, Explainer> = {
  // 1a. Keys the docs show as failure_code on a redemption.
  resource_not_found: (f) => ({
    explanation: `No voucher with ${theCode(f)} exists in this project. Often a typo, a code from another brand or region, or a code that was deleted.`,
    check:
      "Search the exact code as the customer wrote it: watch for upper and lower case, spaces, O and 0, and make sure the profile points at the right project and region.",
    reply: `${hello(f)}I checked ${theCode(f)} and it does not exist in our system. Could you double-check it (letters like O and 0 are easy to mix up) or send me a screenshot of where you got it?`,
  }),
  not_found: (f) => ({
    explanation: `Something the request named could not be found: the voucher, the customer or another id or code ("Resource not found").${quoted(f, "Voucherify says")}`,
    check:
      "Read the failure message (under Details) to see which id or code was not found, then look that id up in Voucher Lens.",
    reply: `${hello(f)}I looked into ${theCode(f)}: something needed to apply it could not be found in our system. I'm checking what is missing and will get back to you.`,
  }),
  voucher_not_active: (f) => ({
    explanation: `${cap(theCode(f))} was used before its start date${f.startDate ? ` (${f.startDate})` : ""}.`,
    check: "Compare the voucher's start date with the date of this attempt.",
    reply: `${hello(f)}${cap(theCode(f))} is not active yet${f.startDate ? `: it can be used from ${f.startDate}` : ""}. Please try again once it has started.`,
  }),
  voucher_expired: (f) => ({
    explanation: `${cap(theCode(f))} had expired${f.expirationDate ? ` on ${f.expirationDate}` : ""} when it was used${on(f)}.`,
    check: "Check the expiration date on the voucher and on its campaign.",
    reply: `${hello(f)}I'm sorry, ${theCode(f)} expired${f.expirationDate ? ` on ${f.expirationDate}` : ""}, so it could no longer be applied${on(f)}.`,
  }),
  voucher_disabled: (f) => ({
    explanation: `${cap(theCode(f))} is switched off (disabled) in Voucherify, even though it may be within its dates.`,
    check:
      "Open the voucher in Voucherify and see whether it is switched off (active: false), and ask whoever manages the campaign whether that was on purpose.",
    reply: `${hello(f)}${cap(theCode(f))} has been deactivated, so it cannot be used at the moment. I'm looking into it and will get back to you.`,
  }),
  quantity_exceeded: (f) => ({
    explanation: `${cap(theCode(f))} has reached its redemption limit: it was already used as many times as allowed. Checkouts that are still open (locked validation sessions) also count against the limit.`,
    check:
      "Compare how many times the voucher may be redeemed with how many times it was; if there are uses left, look for open validation sessions (for example an abandoned checkout) holding them.",
    reply: `${hello(f)}${cap(theCode(f))} has reached the number of times it can be used, so it could not be applied again${on(f)}. If you think it should still have uses left, let me know and I'll look into it.`,
  }),
  gift_amount_exceeded: (f) => ({
    explanation: `The ${giftCard(f)} does not hold enough balance for the amount asked${f.orderAmount ? ` (order of ${f.orderAmount})` : ""}.`,
    check: "Compare the gift card's balance with the amount that was requested.",
    reply: `${hello(f)}The balance left on your ${giftCard(f)} is lower than the amount requested, so it could not be applied. I'm happy to tell you the balance that is left on it.`,
  }),
  customer_rules_violated: (f) => ({
    explanation: `The customer is not in the audience ${theCode(f)} is meant for (a segment or customer rule did not match).`,
    check: "Compare the customer's segments and details with the campaign's validation rules.",
    reply: `${hello(f)}${cap(theCode(f))} is reserved for a specific group of customers, and your account does not meet its conditions, so it could not be applied.`,
  }),
  order_rules_violated: (f) => ({
    explanation: `The order did not meet the voucher's rules (for example a minimum amount, required products or excluded items)${f.orderAmount ? `; the order was ${f.orderAmount}` : ""}.`,
    check: "Compare the order's items and amount (under Details) with the campaign's validation rules.",
    reply: `${hello(f)}Your order did not meet the conditions of ${theCode(f)} (such as a minimum order value or eligible products), so it could not be applied.`,
  }),
  invalid_order: (f) => ({
    explanation: f.rollback
      ? "The rollback named an order that is not linked to the redemption being reversed. An integration problem, not the customer's."
      : `The shop sent the order to Voucherify in a form it could not accept${f.rollback === false ? "" : " (on a rollback: an order not linked to the redemption)"}. This is an integration problem, not the customer's.`,
    check: `Look at the order sent (under Details). ${cap(PASS_ON)}.`,
    reply: f.rollback
      ? technicalReply(f, "reversing", `the use of ${theCode(f)}`, " on your order")
      : technicalReply(f),
  }),
  invalid_amount: (f) => ({
    explanation: `The shop sent an order amount Voucherify could not accept (for example negative or inconsistent with the items)${f.orderAmount ? `; it sent ${f.orderAmount}` : ""}. An integration problem.`,
    check: `Check the order amount and the item amounts under Details. ${cap(PASS_ON)}.`,
    reply: technicalReply(f),
  }),
  missing_amount: (f) => ({
    explanation: `The shop asked to apply ${theCode(f)} without an order amount, which this voucher needs. An integration problem.`,
    check: `${cap(PASS_ON)}: the shop must send the order amount.`,
    reply: technicalReply(f),
  }),
  missing_order_items: (f) => ({
    explanation: `The shop asked to apply ${theCode(f)} without the order's items, which this voucher's rules need. An integration problem.`,
    check: `Look under Details for the order's items; if there are none, ${PASS_ON}.`,
    reply: technicalReply(f),
  }),
  missing_customer: (f) => ({
    explanation: `The attempt was made without saying who the customer is, and ${theCode(f)} needs one (often: not logged in at checkout).`,
    check:
      "See whether the row names a customer; if the customer was logged in and it still shows none, the shop did not send a customer id: pass it to the integration team.",
    reply: `${hello(f)}${cap(theCode(f))} needs to be used while logged in to your account. Could you sign in and try again?`,
  }),
  invalid_customer: (f) => ({
    explanation: f.rollback
      ? "The rollback named a customer who is not linked to the redemption being reversed. An integration problem."
      : `The customer could not be used with ${theCode(f)}: for a loyalty card, they are not its holder${f.holder ? ` (it belongs to ${f.holder})` : ""}${f.rollback === false ? "" : "; on a rollback, they are not the redemption's customer"}.`,
    check: f.rollback
      ? `Compare the customer on this rollback with the customer of the original redemption. ${cap(PASS_ON)}.`
      : "Compare the card's holder in Voucherify with the customer on this attempt (the customer shown in this row).",
    reply: f.rollback
      ? technicalReply(f, "reversing", `the use of ${theCode(f)}`, " on your order")
      : `${hello(f)}${cap(theCode(f))} is registered to a different customer account than the one used here, so it could not be applied. Could you tell me the email address of the account you used? I'll check it from there.`,
  }),
  loyalty_card_points_exceeded: (f) => ({
    explanation: "The loyalty card did not hold enough points for what was asked.",
    check:
      "Check the card's balance against the reward's cost; pending points are not part of the balance until they are activated.",
    reply: `${hello(f)}Your ${loyaltyCard(f)} did not have enough points for ${theReward(f)}${on(f)}. Points that are still pending only count once they are activated. I can tell you your current balance if that helps.`,
  }),
  promotion_inactive: (f) => ({
    explanation: `The promotion tier${f.promotionName ? ` “${f.promotionName}”` : ""} is switched off (disabled), so it could not be applied.`,
    check:
      "Check in Voucherify whether the promotion tier and its campaign are active, and ask whoever manages the campaign whether that was on purpose.",
    reply: `${hello(f)}${cap(thePromotion(f))} is not running at the moment, so it could not be applied. I'm checking with our team whether that is expected and will get back to you.`,
  }),
  no_applicable_redeemables: (f) => ({
    explanation: `Nothing in the request could be applied: none of the codes, promotions or rewards sent were applicable ("No applicable redeemables").`,
    check:
      "Look up this redemption's id in Voucher Lens to list its parts: each code or promotion in the request has its own result and reason.",
    reply: `${hello(f)}None of the discounts on your order, including ${theCode(f)}, could be applied. I'm checking the reason for each and will get back to you.`,
  }),
  already_rolled_back: (f) => ({
    explanation: `A rollback (reversal) was asked for a redemption${f.code ? ` of ${f.code}` : ""} that had already been rolled back, so nothing was reversed a second time.`,
    check:
      'Find the earlier rollback: open Details, follow the parent redemption, and look under "Rolled back by" for its date and what was returned.',
    reply: `${hello(f)}The use of ${theCode(f)} on your order had already been reversed earlier, so there was nothing more to undo. If the amount or balance doesn't look right to you, let me know and I'll check it.`,
  }),

  // 1b. Other keys documented for validate, redeem or rollback.
  voucher_not_active_now: (f) => ({
    explanation: `${cap(theCode(f))} was used${on(f)} outside the days or hours it is valid (its recurring validity window)${f.nextUsable ? `; it can next be used from ${f.nextUsable}` : f.neverUsableAgain ? "; its windows do not open again before it expires (nor within the next 400 days)" : ""}.`,
    check:
      "In Voucherify, compare the voucher's recurring validity (timeframe, days of the week, hours) with the time of this attempt, minding the time zone.",
    reply: `${hello(f)}${cap(theCode(f))} can only be used on certain days or at certain hours, so it could not be applied${on(f)}. ${nextForCustomer(f) ? `You can use it again from ${nextForCustomer(f)}.` : f.neverUsableAgain ? "I'm sorry: it will not be usable again before it expires. Let me see what else I can offer you." : "I'm happy to tell you when it can be used next."}`,
  }),
  promotion_not_active_now: (f) => ({
    explanation: `The promotion tier${f.promotionName ? ` “${f.promotionName}”` : ""} was used${on(f)} outside the days or hours it runs (its recurring validity window)${f.nextUsable ? `; it runs again from ${f.nextUsable}` : f.neverUsableAgain ? "; it does not run again before it ends (nor within the next 400 days)" : ""}.`,
    check:
      "In Voucherify, compare the promotion tier's recurring validity (timeframe, days of the week, hours) with the time of this attempt, minding the time zone.",
    reply: `${hello(f)}${cap(thePromotion(f))} can only be used on certain days or at certain hours, so it could not be applied${on(f)}. ${nextForCustomer(f) ? `It can be used again from ${nextForCustomer(f)}.` : f.neverUsableAgain ? "I'm sorry: it will not run again before it ends. Let me see what else I can offer you." : "I'm happy to tell you when it can be used next."}`,
  }),
  redemption_rules_violated: (f) => ({
    explanation: `A validation rule on ${theCode(f)} was not met; the error's details name the rule (an id starting with val_).${quoted(f, "Its message")}`,
    check:
      "Open the rule named in the error (val_…) in Voucherify to see which condition failed; the failure message may be that rule's own custom text.",
    reply: `${hello(f)}${cap(theCode(f))} comes with conditions that were not met this time, so it could not be applied. I'm checking exactly which one and will get back to you.`,
  }),
  referrer_not_permitted_to_redeem: (f) => ({
    explanation: `The customer tried to use their own referral code${f.code ? ` ${f.code}` : ""}; the person who refers others cannot redeem their own code.`,
    check: "Compare the customer on this attempt with the referrer (owner) of the referral code.",
    reply: `${hello(f)}It looks like ${theCode(f)} is your own referral code: it is meant for the friends you invite, so it can't be used on your own account. If that isn't the case, let me know and I'll look into it.`,
  }),
  missing_reward: (f) => ({
    explanation: `The ${loyaltyCard(f)} was redeemed without saying which reward to give. An integration problem.`,
    check: `${cap(PASS_ON)}: the request must name the reward (its id).`,
    reply: technicalReply(f, "using", `your ${loyaltyCard(f)}`, ""),
  }),
  missing_order: (f) => ({
    explanation: `An order was needed (for a loyalty card or a pay-with-points reward) but the shop sent none with ${theCode(f)}. An integration problem.`,
    check: `${cap(PASS_ON)}: the request must include the order.`,
    reply: technicalReply(f),
  }),
  missing_order_items_amount: (f) => ({
    explanation: `None of the order's items that ${theCode(f)} applies to had an amount (for example when paying with a gift card)${f.orderAmount ? `; the order was ${f.orderAmount}` : ""}.`,
    check: `Check under Details that the order's items have prices and are the products the code applies to. If they are missing, ${PASS_ON}.`,
    reply: technicalReply(f, "applying", theCode(f), " to the items in your order"),
  }),
  multiple_requests: (f) => ({
    explanation: `Two requests for ${theCode(f)} arrived at the same moment: the first was still being processed when the next came in. Since 1 Jul 2026 this also happens when one redemption is rolled back twice at once.`,
    check:
      "Look in the list for a duplicate or retried attempt at the same time and see whether the first one succeeded before anything is tried again.",
    reply: `${hello(f)}${cap(theCode(f))} reached us twice at the same moment, so the second attempt was stopped to avoid applying it twice. I'm checking whether the first one went through and will get back to you.`,
  }),
  invalid_payload: (f) => ({
    explanation: `The shop sent a request Voucherify could not process (for example a code or promotion without its id); the error's details name the field at fault. An integration problem.${quoted(f, "It says")}`,
    check: `Read the failure message (under Details) for the field at fault. ${cap(PASS_ON)}.`,
    reply: technicalReply(f),
  }),
  duplicated_redeemables: (f) => ({
    explanation: `The same code or promotion${f.code ? ` (${f.code})` : ""} was sent twice in one request. An integration problem.`,
    check: `Look at the codes and promotions sent together for the one listed twice. ${cap(PASS_ON)}.`,
    reply: technicalReply(f),
  }),
  invalid_redeemables: (f) => ({
    explanation: `Codes or promotions were sent together that cannot be combined (for example a promotion stack plus other discounts), including ${theCode(f)}.`,
    check:
      "See which codes and promotions were sent together, and check the campaigns' rules for combining discounts.",
    reply: `${hello(f)}${cap(theCode(f))} can't be combined with the other discounts on your order, so they could not be applied together. I'm checking which of them can be used and will get back to you.`,
  }),
  metadata_validation_failed: (f) => ({
    explanation: `The extra data (metadata) sent with the request broke the project's rules for it (for example a value not on the allowed list). An integration problem.${quoted(f, "It says")}`,
    check: `Compare the metadata under Details with the rule quoted in the failure message. ${cap(PASS_ON)}.`,
    reply: technicalReply(f),
  }),
  ambiguous_tracking_id: (f) => ({
    explanation:
      "The storefront called Voucherify with two different customer identifiers from the same website, so Voucherify could not tell which customer it was. An integration problem.",
    check: `${cap(PASS_ON)}: the storefront must send one tracking id or customer source id per visitor.`,
    reply: technicalReply(f),
  }),
  invalid_redemption: (f) => ({
    explanation:
      "A single rollback was asked for a stacked redemption (one that groups several discounts); those can only be reversed as a whole.",
    check:
      "Have the whole stacked (parent) redemption rolled back instead, by whoever handles reversals in Voucherify.",
    reply: technicalReply(f, "reversing", `the use of ${theCode(f)}`, " on your order"),
  }),
  invalid_redemption_parent: (f) => ({
    explanation:
      "A rollback was asked for one part of a bigger redemption (it has a parent); a part cannot be reversed on its own.",
    check:
      'Open Details, follow "Parent redemption", and have that parent rolled back instead, by whoever handles reversals in Voucherify.',
    reply: technicalReply(f, "reversing", `the use of ${theCode(f)}`, " on your order"),
  }),
  invalid_rollback_params: (f) => ({
    explanation:
      "The rollback (reversal) request was not valid, so nothing was reversed. An integration problem.",
    check: `${cap(PASS_ON)}: the rollback request's body needs checking.`,
    reply: technicalReply(f, "reversing", `the use of ${theCode(f)}`, " on your order"),
  }),

  // 1c. Loyalty v2 keys.
  member_already_exists: (f) => ({
    explanation:
      "The customer is already a member of this loyalty program (v2), so they could not be enrolled a second time.",
    check: "Look up the customer's existing membership and card before anyone creates a new one.",
    reply: `${hello(f)}Good news: you are already a member of our loyalty program${f.code ? ` (your card is ${f.code})` : ""}, so there was no need to join again.`,
  }),
  non_active_program: (f) => ({
    explanation: "The loyalty program (v2) is not active, so Voucherify turned the request down.",
    check:
      "Check the program's status in Voucherify's Loyalty hub and ask whoever runs it whether that is planned.",
    reply: `${hello(f)}Our loyalty program is not available at the moment, so ${theCode(f)} could not be used. I'm checking with our team and will get back to you.`,
  }),
  zero_card_balance: (f) => ({
    explanation: `The ${loyaltyCard(f)} has no points, so spending them (paying with points or getting a reward) was refused. It works again once points are earned or added.`,
    check: "Check the card's balance, and whether points are pending (they count only once activated).",
    reply: `${hello(f)}Your ${loyaltyCard(f)} has no points available to spend right now, so ${f.rewardName ? `the reward “${f.rewardName}”` : "it"} could not be used${on(f)}. It can be used again as soon as there are points on it.`,
  }),

  // 1d. Creating or managing objects, not redeeming or validating.
  duplicate_found: (f) => duplicate(f),
  duplicate_resource_key: (f) => duplicate(f),
  invalid_add_balance_params: (f) => ({
    explanation: `Adding balance (credit or points) to the card${f.code ? ` ${f.code}` : ""} was refused: the request was not valid.`,
    check:
      "Look at the amount or points that were being added, and pass it to whoever made the change or runs the integration.",
    reply: `${hello(f)}Thank you for your patience. There was a technical problem on our side adding the balance to ${f.code ? `your card ${f.code}` : "your card"}. I've passed it to our team and will get back to you as soon as I hear from them.`,
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
  no_voucher_suitable_for_publication: (f) => ({
    explanation:
      "The campaign has no unassigned code left to hand out (for example when adding someone to a loyalty program).",
    check:
      "Check how many unassigned codes the campaign has left, and ask whoever manages it to generate more.",
    reply: `${hello(f)}Thank you for your patience. ${f.code ? `I looked into ${f.code}: w` : "W"}e had run out of codes to hand out, so we could not send you one just now. I've passed it to our team and will get back to you as soon as I hear from them.`,
  }),
};

function duplicate(f: FailureFacts): FailureExplanation {
  return {
    explanation: `Voucherify refused to create something because an object with the same identifier${f.code ? ` (${f.code})` : ""} already exists or is in use.`,
    check: "Search for the existing object with that identifier (in Voucher Lens or Voucherify) and use it.",
    reply: setupReply(f),
  };
}

function tooMuch(f: FailureFacts, what: string): FailureExplanation {
  return {
    explanation: `Voucherify turned a request down: ${what}. This comes from a tool or integration, not from the customer.`,
    check:
      "Check the size and parameters of the request, and pass it to whoever made the call or runs the integration.",
    reply: setupReply(f),
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
  const reply = `${hello(f)}Thank you for your patience. ${cap(theCode(f))} could not be applied${on(f)}, and I'm checking the reason with our team. I'll get back to you as soon as I know more.`;
  if (!failureCode)
    return {
      explanation: `Voucherify says: ${message ?? "no reason given"}.`,
      check:
        "Open Details and read the failure message; if there is none, look the redemption up in Voucherify.",
      reply,
    };
  return {
    explanation: `Voucherify gave a failure code Voucher Lens does not know yet (${failureCode})${message ? `: “${message}”.` : ", with no message."}`,
    check:
      "Read the failure message under Details and look the code up in Voucherify's list of errors; let the Voucher Lens team know about the new code.",
    reply,
  };
}
