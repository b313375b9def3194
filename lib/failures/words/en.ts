import type { Table } from "@/lib/core/i18n/message";

/**
 * Failure codes in words for the agent: the English source the other languages follow. A fact the row
 * may lack (the code, a date, the order's amount) gives each sentence one wording with it and one
 * without, so no sentence is glued from pieces.
 */
export default {
  // The API's own words, quoted after an explanation as a sentence of their own.
  quoteVoucherifySays: "Voucherify says: “{message}”.",
  quoteItSays: "It says: “{message}”.",
  quoteItsMessage: "Its message: “{message}”.",

  // 1a. Keys the docs show as failure_code on a redemption.
  resourceNotFound:
    "No voucher with the code exists in this project. Often a typo, a code from another brand or region, or a code that was deleted.",
  resourceNotFoundCode:
    "No voucher with the code {code} exists in this project. Often a typo, a code from another brand or region, or a code that was deleted.",
  resourceNotFoundCheck:
    "Search the exact code as the customer wrote it: watch for upper and lower case, spaces, O and 0, and make sure the profile points at the right project and region.",

  notFound:
    'Something the request named could not be found: the voucher, the customer or another id or code ("Resource not found").',
  notFoundCheck:
    "Read the failure message (under Details) to see which id or code was not found, then look that id up in Voucher Lens.",

  voucherNotActive: "The code was used before its start date.",
  voucherNotActiveCode: "The code {code} was used before its start date.",
  voucherNotActiveDate: "The code was used before its start date ({startDate}).",
  voucherNotActiveCodeDate: "The code {code} was used before its start date ({startDate}).",
  voucherNotActiveCheck: "Compare the voucher's start date with the date of this attempt.",

  voucherExpired: "The code had expired when it was used.",
  voucherExpiredCode: "The code {code} had expired when it was used.",
  voucherExpiredDate: "The code had expired on {expirationDate} when it was used.",
  voucherExpiredCodeDate: "The code {code} had expired on {expirationDate} when it was used.",
  voucherExpiredWhen: "The code had expired when it was used on {when}.",
  voucherExpiredCodeWhen: "The code {code} had expired when it was used on {when}.",
  voucherExpiredDateWhen: "The code had expired on {expirationDate} when it was used on {when}.",
  voucherExpiredCodeDateWhen: "The code {code} had expired on {expirationDate} when it was used on {when}.",
  voucherExpiredCheck: "Check the expiration date on the voucher and on its campaign.",

  voucherDisabled:
    "The code is switched off (disabled) in Voucherify, even though it may be within its dates.",
  voucherDisabledCode:
    "The code {code} is switched off (disabled) in Voucherify, even though it may be within its dates.",
  voucherDisabledCheck:
    "Open the voucher in Voucherify and see whether it is switched off (active: false), and ask whoever manages the campaign whether that was on purpose.",

  quantityExceeded:
    "The code has reached its redemption limit: it was already used as many times as allowed. Checkouts that are still open (locked validation sessions) also count against the limit.",
  quantityExceededCode:
    "The code {code} has reached its redemption limit: it was already used as many times as allowed. Checkouts that are still open (locked validation sessions) also count against the limit.",
  quantityExceededCheck:
    "Compare how many times the voucher may be redeemed with how many times it was; if there are uses left, look for open validation sessions (for example an abandoned checkout) holding them.",

  giftAmountExceeded: "The gift card does not hold enough balance for the amount asked.",
  giftAmountExceededCode: "The gift card {code} does not hold enough balance for the amount asked.",
  giftAmountExceededAmount:
    "The gift card does not hold enough balance for the amount asked (order of {orderAmount}).",
  giftAmountExceededCodeAmount:
    "The gift card {code} does not hold enough balance for the amount asked (order of {orderAmount}).",
  giftAmountExceededCheck: "Compare the gift card's balance with the amount that was requested.",

  customerRulesViolated:
    "The customer is not in the audience the code is meant for (a segment or customer rule did not match).",
  customerRulesViolatedCode:
    "The customer is not in the audience the code {code} is meant for (a segment or customer rule did not match).",
  customerRulesViolatedCheck:
    "Compare the customer's segments and details with the campaign's validation rules.",

  orderRulesViolated:
    "The order did not meet the voucher's rules (for example a minimum amount, required products or excluded items).",
  orderRulesViolatedAmount:
    "The order did not meet the voucher's rules (for example a minimum amount, required products or excluded items); the order was {orderAmount}.",
  orderRulesViolatedCheck:
    "Compare the order's items and amount (under Details) with the campaign's validation rules.",

  invalidOrder:
    "The shop sent the order to Voucherify in a form it could not accept. This is an integration problem, not the customer's.",
  invalidOrderRollback:
    "The rollback named an order that is not linked to the redemption being reversed. An integration problem, not the customer's.",
  invalidOrderEither:
    "The shop sent the order to Voucherify in a form it could not accept (on a rollback: an order not linked to the redemption). This is an integration problem, not the customer's.",
  invalidOrderCheck:
    "Look at the order sent (under Details). Pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  invalidAmount:
    "The shop sent an order amount Voucherify could not accept (for example negative or inconsistent with the items). An integration problem.",
  invalidAmountAmount:
    "The shop sent an order amount Voucherify could not accept (for example negative or inconsistent with the items); it sent {orderAmount}. An integration problem.",
  invalidAmountCheck:
    "Check the order amount and the item amounts under Details. Pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  missingAmount:
    "The shop asked to apply the code without an order amount, which this voucher needs. An integration problem.",
  missingAmountCode:
    "The shop asked to apply the code {code} without an order amount, which this voucher needs. An integration problem.",
  missingAmountCheck:
    "Pass it, with the redemption id, to whoever runs the shop's Voucherify integration: the shop must send the order amount.",

  missingOrderItems:
    "The shop asked to apply the code without the order's items, which this voucher's rules need. An integration problem.",
  missingOrderItemsCode:
    "The shop asked to apply the code {code} without the order's items, which this voucher's rules need. An integration problem.",
  missingOrderItemsCheck:
    "Look under Details for the order's items; if there are none, pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  missingCustomer:
    "The attempt was made without saying who the customer is, and the code needs one (often: not logged in at checkout).",
  missingCustomerCode:
    "The attempt was made without saying who the customer is, and the code {code} needs one (often: not logged in at checkout).",
  missingCustomerCheck:
    "See whether the row names a customer; if the customer was logged in and it still shows none, the shop did not send a customer id: pass it to the integration team.",

  invalidCustomer:
    "The customer could not be used with the code: for a loyalty card, they are not its holder.",
  invalidCustomerCode:
    "The customer could not be used with the code {code}: for a loyalty card, they are not its holder.",
  invalidCustomerHolder:
    "The customer could not be used with the code: for a loyalty card, they are not its holder (it belongs to {holder}).",
  invalidCustomerCodeHolder:
    "The customer could not be used with the code {code}: for a loyalty card, they are not its holder (it belongs to {holder}).",
  invalidCustomerEither:
    "The customer could not be used with the code: for a loyalty card, they are not its holder; on a rollback, they are not the redemption's customer.",
  invalidCustomerEitherCode:
    "The customer could not be used with the code {code}: for a loyalty card, they are not its holder; on a rollback, they are not the redemption's customer.",
  invalidCustomerEitherHolder:
    "The customer could not be used with the code: for a loyalty card, they are not its holder (it belongs to {holder}); on a rollback, they are not the redemption's customer.",
  invalidCustomerEitherCodeHolder:
    "The customer could not be used with the code {code}: for a loyalty card, they are not its holder (it belongs to {holder}); on a rollback, they are not the redemption's customer.",
  invalidCustomerCheck:
    "Compare the card's holder in Voucherify with the customer on this attempt (the customer shown in this row).",
  invalidCustomerRollback:
    "The rollback named a customer who is not linked to the redemption being reversed. An integration problem.",
  invalidCustomerRollbackCheck:
    "Compare the customer on this rollback with the customer of the original redemption. Pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  loyaltyCardPointsExceeded: "The loyalty card did not hold enough points for what was asked.",
  loyaltyCardPointsExceededCheck:
    "Check the card's balance against the reward's cost; pending points are not part of the balance until they are activated.",

  promotionInactive: "The promotion tier is switched off (disabled), so it could not be applied.",
  promotionInactiveName:
    "The promotion tier “{promotion}” is switched off (disabled), so it could not be applied.",
  promotionInactiveCheck:
    "Check in Voucherify whether the promotion tier and its campaign are active, and ask whoever manages the campaign whether that was on purpose.",

  noApplicableRedeemables:
    'Nothing in the request could be applied: none of the codes, promotions or rewards sent were applicable ("No applicable redeemables").',
  noApplicableRedeemablesCheck:
    "Look up this redemption's id in Voucher Lens to list its parts: each code or promotion in the request has its own result and reason.",

  alreadyRolledBack:
    "A rollback (reversal) was asked for a redemption that had already been rolled back, so nothing was reversed a second time.",
  alreadyRolledBackCode:
    "A rollback (reversal) was asked for a redemption of {code} that had already been rolled back, so nothing was reversed a second time.",
  alreadyRolledBackCheck:
    'Find the earlier rollback: open Details, follow the parent redemption, and look under "Rolled back by" for its date and what was returned.',

  // 1b. Other keys documented for validate, redeem or rollback. A code outside its recurring validity
  // window: with the code or not, the time of the attempt or not, and what is known of its next window.
  voucherNotActiveNow:
    "The code was used outside the days or hours it is valid (its recurring validity window).",
  voucherNotActiveNowCode:
    "The code {code} was used outside the days or hours it is valid (its recurring validity window).",
  voucherNotActiveNowWhen:
    "The code was used on {when} outside the days or hours it is valid (its recurring validity window).",
  voucherNotActiveNowCodeWhen:
    "The code {code} was used on {when} outside the days or hours it is valid (its recurring validity window).",
  voucherNotActiveNowOpen:
    "The code was used outside the days or hours it is valid (its recurring validity window); it can be used now.",
  voucherNotActiveNowCodeOpen:
    "The code {code} was used outside the days or hours it is valid (its recurring validity window); it can be used now.",
  voucherNotActiveNowWhenOpen:
    "The code was used on {when} outside the days or hours it is valid (its recurring validity window); it can be used now.",
  voucherNotActiveNowCodeWhenOpen:
    "The code {code} was used on {when} outside the days or hours it is valid (its recurring validity window); it can be used now.",
  voucherNotActiveNowUntil:
    "The code was used outside the days or hours it is valid (its recurring validity window); it can be used now, until {until}.",
  voucherNotActiveNowCodeUntil:
    "The code {code} was used outside the days or hours it is valid (its recurring validity window); it can be used now, until {until}.",
  voucherNotActiveNowWhenUntil:
    "The code was used on {when} outside the days or hours it is valid (its recurring validity window); it can be used now, until {until}.",
  voucherNotActiveNowCodeWhenUntil:
    "The code {code} was used on {when} outside the days or hours it is valid (its recurring validity window); it can be used now, until {until}.",
  voucherNotActiveNowNext:
    "The code was used outside the days or hours it is valid (its recurring validity window); it can next be used from {next}.",
  voucherNotActiveNowCodeNext:
    "The code {code} was used outside the days or hours it is valid (its recurring validity window); it can next be used from {next}.",
  voucherNotActiveNowWhenNext:
    "The code was used on {when} outside the days or hours it is valid (its recurring validity window); it can next be used from {next}.",
  voucherNotActiveNowCodeWhenNext:
    "The code {code} was used on {when} outside the days or hours it is valid (its recurring validity window); it can next be used from {next}.",
  voucherNotActiveNowNever:
    "The code was used outside the days or hours it is valid (its recurring validity window); its windows do not open again before it expires (nor within the next 400 days).",
  voucherNotActiveNowCodeNever:
    "The code {code} was used outside the days or hours it is valid (its recurring validity window); its windows do not open again before it expires (nor within the next 400 days).",
  voucherNotActiveNowWhenNever:
    "The code was used on {when} outside the days or hours it is valid (its recurring validity window); its windows do not open again before it expires (nor within the next 400 days).",
  voucherNotActiveNowCodeWhenNever:
    "The code {code} was used on {when} outside the days or hours it is valid (its recurring validity window); its windows do not open again before it expires (nor within the next 400 days).",
  voucherNotActiveNowCheck:
    "In Voucherify, compare the voucher's recurring validity (timeframe, days of the week, hours) with the time of this attempt, minding the time zone.",

  promotionNotActiveNow:
    "The promotion tier was used outside the days or hours it runs (its recurring validity window).",
  promotionNotActiveNowName:
    "The promotion tier “{promotion}” was used outside the days or hours it runs (its recurring validity window).",
  promotionNotActiveNowWhen:
    "The promotion tier was used on {when} outside the days or hours it runs (its recurring validity window).",
  promotionNotActiveNowNameWhen:
    "The promotion tier “{promotion}” was used on {when} outside the days or hours it runs (its recurring validity window).",
  promotionNotActiveNowOpen:
    "The promotion tier was used outside the days or hours it runs (its recurring validity window); it runs now.",
  promotionNotActiveNowNameOpen:
    "The promotion tier “{promotion}” was used outside the days or hours it runs (its recurring validity window); it runs now.",
  promotionNotActiveNowWhenOpen:
    "The promotion tier was used on {when} outside the days or hours it runs (its recurring validity window); it runs now.",
  promotionNotActiveNowNameWhenOpen:
    "The promotion tier “{promotion}” was used on {when} outside the days or hours it runs (its recurring validity window); it runs now.",
  promotionNotActiveNowUntil:
    "The promotion tier was used outside the days or hours it runs (its recurring validity window); it runs now, until {until}.",
  promotionNotActiveNowNameUntil:
    "The promotion tier “{promotion}” was used outside the days or hours it runs (its recurring validity window); it runs now, until {until}.",
  promotionNotActiveNowWhenUntil:
    "The promotion tier was used on {when} outside the days or hours it runs (its recurring validity window); it runs now, until {until}.",
  promotionNotActiveNowNameWhenUntil:
    "The promotion tier “{promotion}” was used on {when} outside the days or hours it runs (its recurring validity window); it runs now, until {until}.",
  promotionNotActiveNowNext:
    "The promotion tier was used outside the days or hours it runs (its recurring validity window); it runs again from {next}.",
  promotionNotActiveNowNameNext:
    "The promotion tier “{promotion}” was used outside the days or hours it runs (its recurring validity window); it runs again from {next}.",
  promotionNotActiveNowWhenNext:
    "The promotion tier was used on {when} outside the days or hours it runs (its recurring validity window); it runs again from {next}.",
  promotionNotActiveNowNameWhenNext:
    "The promotion tier “{promotion}” was used on {when} outside the days or hours it runs (its recurring validity window); it runs again from {next}.",
  promotionNotActiveNowNever:
    "The promotion tier was used outside the days or hours it runs (its recurring validity window); it does not run again before it ends (nor within the next 400 days).",
  promotionNotActiveNowNameNever:
    "The promotion tier “{promotion}” was used outside the days or hours it runs (its recurring validity window); it does not run again before it ends (nor within the next 400 days).",
  promotionNotActiveNowWhenNever:
    "The promotion tier was used on {when} outside the days or hours it runs (its recurring validity window); it does not run again before it ends (nor within the next 400 days).",
  promotionNotActiveNowNameWhenNever:
    "The promotion tier “{promotion}” was used on {when} outside the days or hours it runs (its recurring validity window); it does not run again before it ends (nor within the next 400 days).",
  promotionNotActiveNowCheck:
    "In Voucherify, compare the promotion tier's recurring validity (timeframe, days of the week, hours) with the time of this attempt, minding the time zone.",

  redemptionRulesViolated:
    "A validation rule on the code was not met; the error's details name the rule (an id starting with val_).",
  redemptionRulesViolatedCode:
    "A validation rule on the code {code} was not met; the error's details name the rule (an id starting with val_).",
  redemptionRulesViolatedCheck:
    "Open the rule named in the error (val_…) in Voucherify to see which condition failed; the failure message may be that rule's own custom text.",

  referrerNotPermitted:
    "The customer tried to use their own referral code; the person who refers others cannot redeem their own code.",
  referrerNotPermittedCode:
    "The customer tried to use their own referral code {code}; the person who refers others cannot redeem their own code.",
  referrerNotPermittedCheck:
    "Compare the customer on this attempt with the referrer (owner) of the referral code.",

  missingReward: "The loyalty card was redeemed without saying which reward to give. An integration problem.",
  missingRewardCode:
    "The loyalty card {code} was redeemed without saying which reward to give. An integration problem.",
  missingRewardCheck:
    "Pass it, with the redemption id, to whoever runs the shop's Voucherify integration: the request must name the reward (its id).",

  missingOrder:
    "An order was needed (for a loyalty card or a pay-with-points reward) but the shop sent none with the code. An integration problem.",
  missingOrderCode:
    "An order was needed (for a loyalty card or a pay-with-points reward) but the shop sent none with the code {code}. An integration problem.",
  missingOrderCheck:
    "Pass it, with the redemption id, to whoever runs the shop's Voucherify integration: the request must include the order.",

  missingOrderItemsAmount:
    "None of the order's items that the code applies to had an amount (for example when paying with a gift card).",
  missingOrderItemsAmountCode:
    "None of the order's items that the code {code} applies to had an amount (for example when paying with a gift card).",
  missingOrderItemsAmountAmount:
    "None of the order's items that the code applies to had an amount (for example when paying with a gift card); the order was {orderAmount}.",
  missingOrderItemsAmountCodeAmount:
    "None of the order's items that the code {code} applies to had an amount (for example when paying with a gift card); the order was {orderAmount}.",
  missingOrderItemsAmountCheck:
    "Check under Details that the order's items have prices and are the products the code applies to. If they are missing, pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  multipleRequests:
    "Two requests for the code arrived at the same moment: the first was still being processed when the next came in. Since 1 Jul 2026 this also happens when one redemption is rolled back twice at once.",
  multipleRequestsCode:
    "Two requests for the code {code} arrived at the same moment: the first was still being processed when the next came in. Since 1 Jul 2026 this also happens when one redemption is rolled back twice at once.",
  multipleRequestsCheck:
    "Look in the list for a duplicate or retried attempt at the same time and see whether the first one succeeded before anything is tried again.",

  invalidPayload:
    "The shop sent a request Voucherify could not process (for example a code or promotion without its id); the error's details name the field at fault. An integration problem.",
  invalidPayloadCheck:
    "Read the failure message (under Details) for the field at fault. Pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  duplicatedRedeemables: "The same code or promotion was sent twice in one request. An integration problem.",
  duplicatedRedeemablesCode:
    "The same code or promotion ({code}) was sent twice in one request. An integration problem.",
  duplicatedRedeemablesCheck:
    "Look at the codes and promotions sent together for the one listed twice. Pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  invalidRedeemables:
    "Codes or promotions were sent together that cannot be combined (for example a promotion stack plus other discounts), including the code.",
  invalidRedeemablesCode:
    "Codes or promotions were sent together that cannot be combined (for example a promotion stack plus other discounts), including the code {code}.",
  invalidRedeemablesCheck:
    "See which codes and promotions were sent together, and check the campaigns' rules for combining discounts.",

  metadataValidationFailed:
    "The extra data (metadata) sent with the request broke the project's rules for it (for example a value not on the allowed list). An integration problem.",
  metadataValidationFailedCheck:
    "Compare the metadata under Details with the rule quoted in the failure message. Pass it, with the redemption id, to whoever runs the shop's Voucherify integration.",

  ambiguousTrackingId:
    "The storefront called Voucherify with two different customer identifiers from the same website, so Voucherify could not tell which customer it was. An integration problem.",
  ambiguousTrackingIdCheck:
    "Pass it, with the redemption id, to whoever runs the shop's Voucherify integration: the storefront must send one tracking id or customer source id per visitor.",

  invalidRedemption:
    "A single rollback was asked for a stacked redemption (one that groups several discounts); those can only be reversed as a whole.",
  invalidRedemptionCheck:
    "Have the whole stacked (parent) redemption rolled back instead, by whoever handles reversals in Voucherify.",

  invalidRedemptionParent:
    "A rollback was asked for one part of a bigger redemption (it has a parent); a part cannot be reversed on its own.",
  invalidRedemptionParentCheck:
    'Open Details, follow "Parent redemption", and have that parent rolled back instead, by whoever handles reversals in Voucherify.',

  invalidRollbackParams:
    "The rollback (reversal) request was not valid, so nothing was reversed. An integration problem.",
  invalidRollbackParamsCheck:
    "Pass it, with the redemption id, to whoever runs the shop's Voucherify integration: the rollback request's body needs checking.",

  // 1c. Loyalty v2 keys.
  memberAlreadyExists:
    "The customer is already a member of this loyalty program (v2), so they could not be enrolled a second time.",
  memberAlreadyExistsCheck:
    "Look up the customer's existing membership and card before anyone creates a new one.",

  nonActiveProgram: "The loyalty program (v2) is not active, so Voucherify turned the request down.",
  nonActiveProgramCheck:
    "Check the program's status in Voucherify's Loyalty hub and ask whoever runs it whether that is planned.",

  zeroCardBalance:
    "The loyalty card has no points, so spending them (paying with points or getting a reward) was refused. It works again once points are earned or added.",
  zeroCardBalanceCode:
    "The loyalty card {code} has no points, so spending them (paying with points or getting a reward) was refused. It works again once points are earned or added.",
  zeroCardBalanceCheck:
    "Check the card's balance, and whether points are pending (they count only once activated).",

  // 1d. Creating or managing objects, not redeeming or validating.
  duplicate:
    "Voucherify refused to create something because an object with the same identifier already exists or is in use.",
  duplicateCode:
    "Voucherify refused to create something because an object with the same identifier ({code}) already exists or is in use.",
  duplicateCheck:
    "Search for the existing object with that identifier (in Voucher Lens or Voucherify) and use it.",

  invalidAddBalanceParams:
    "Adding balance (credit or points) to the card was refused: the request was not valid.",
  invalidAddBalanceParamsCode:
    "Adding balance (credit or points) to the card {code} was refused: the request was not valid.",
  invalidAddBalanceParamsCheck:
    "Look at the amount or points that were being added, and pass it to whoever made the change or runs the integration.",

  malformedGift:
    "Voucherify refused to create or change a gift card's credit settings: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedCampaign:
    "Voucherify refused to create or change a campaign: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedCodeConfig:
    "Voucherify refused to create or change the pattern used to generate codes (length, prefix, characters): the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedVoucher:
    "Voucherify refused to create or change a voucher: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedValidationRules:
    "Voucherify refused to create or change validation rules: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedProduct:
    "Voucherify refused to create or change a product: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedSku:
    "Voucherify refused to create or change a product variant (SKU): the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedPublish:
    "Voucherify refused to create or change the handing out (publishing) of a code to a customer: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedExport:
    "Voucherify refused to create or change an export: the data sent for it was not valid. This comes from setting things up in Voucherify, not from a checkout.",
  malformedCheck:
    "Read the failure message (under Details) for the field at fault, and pass it to whoever made the change in Voucherify or runs the integration.",

  invalidQueryParams:
    "Voucherify turned a request down: the request's search or filter parameters were not valid. This comes from a tool or integration, not from the customer.",
  queryTooLarge:
    "Voucherify turned a request down: the request (its body or its search parameters) was too large. This comes from a tool or integration, not from the customer.",
  requestRefusedCheck:
    "Check the size and parameters of the request, and pass it to whoever made the call or runs the integration.",

  noVoucherSuitableForPublication:
    "The campaign has no unassigned code left to hand out (for example when adding someone to a loyalty program).",
  noVoucherSuitableForPublicationCheck:
    "Check how many unassigned codes the campaign has left, and ask whoever manages it to generate more.",

  // No code, or one Voucher Lens does not know: the API's own message stands in.
  noCode: "Voucherify says: {message}.",
  noCodeNoMessage: "Voucherify says: no reason given.",
  noCodeCheck:
    "Open Details and read the failure message; if there is none, look the redemption up in Voucherify.",
  unknownCode: "Voucherify gave a failure code Voucher Lens does not know yet ({failureCode}): “{message}”.",
  unknownCodeNoMessage:
    "Voucherify gave a failure code Voucher Lens does not know yet ({failureCode}), with no message.",
  unknownCodeCheck:
    "Read the failure message under Details and look the code up in Voucherify's list of errors; let the Voucher Lens team know about the new code.",
} as const satisfies Table;
