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
}

export interface FailureExplanation {
  /** For the agent: what went wrong, in one or two sentences. */
  explanation: string;
  /** For the customer: a reply the agent can paste. */
  reply: string;
}

const theCode = (f: FailureFacts) => (f.code ? `the code ${f.code}` : "the code");
const hello = (f: FailureFacts) => (f.customerName ? `Hi ${f.customerName.split(/\s+/)[0]},\n\n` : "Hi,\n\n");
const giftCard = (f: FailureFacts) => (f.code ? `gift card ${f.code}` : "gift card");
const on = (f: FailureFacts) => (f.when ? ` on ${f.when}` : "");

type Explainer = (f: FailureFacts) => FailureExplanation;

/** One entry per failure code of section 7.1 of the interface. */
export const FAILURE_EXPLAINERS: Record<string, Explainer> = {
  resource_not_found: (f) => ({
    explanation: `No voucher with ${theCode(f)} exists in this project. Often a typo, a code from another brand or region, or a code that was deleted.`,
    reply: `${hello(f)}I checked ${theCode(f)} and it does not exist in our system. Could you double-check it (letters like O and 0 are easy to mix up) or send me a screenshot of where you got it?`,
  }),
  voucher_not_active: (f) => ({
    explanation: `${cap(theCode(f))} was used before its start date${f.startDate ? ` (${f.startDate})` : ""}.`,
    reply: `${hello(f)}${cap(theCode(f))} is not active yet${f.startDate ? `: it can be used from ${f.startDate}` : ""}. Please try again once it has started.`,
  }),
  voucher_expired: (f) => ({
    explanation: `${cap(theCode(f))} had expired${f.expirationDate ? ` on ${f.expirationDate}` : ""} when it was used${on(f)}.`,
    reply: `${hello(f)}I'm sorry, ${theCode(f)} expired${f.expirationDate ? ` on ${f.expirationDate}` : ""}, so it could no longer be applied${on(f)}.`,
  }),
  voucher_disabled: (f) => ({
    explanation: `${cap(theCode(f))} is switched off (disabled) in Voucherify, even though it may be within its dates.`,
    reply: `${hello(f)}${cap(theCode(f))} has been deactivated, so it cannot be used at the moment. I'm looking into it and will get back to you.`,
  }),
  quantity_exceeded: (f) => ({
    explanation: `${cap(theCode(f))} has reached its redemption limit: it was already used as many times as allowed.`,
    reply: `${hello(f)}${cap(theCode(f))} has already been used the maximum number of times, so it could not be applied again${on(f)}.`,
  }),
  gift_amount_exceeded: (f) => ({
    explanation: `The ${giftCard(f)} does not hold enough balance for the amount asked${f.orderAmount ? ` (order of ${f.orderAmount})` : ""}.`,
    reply: `${hello(f)}The balance left on your ${giftCard(f)} is lower than the amount of the order, so it could not be applied in full. You can use the remaining balance and pay the rest another way.`,
  }),
  customer_rules_violated: (f) => ({
    explanation: `The customer is not in the audience ${theCode(f)} is meant for (a segment or customer rule did not match).`,
    reply: `${hello(f)}${cap(theCode(f))} is reserved for a specific group of customers, and your account does not meet its conditions, so it could not be applied.`,
  }),
  order_rules_violated: (f) => ({
    explanation: `The order did not meet the voucher's rules (for example a minimum amount, required products or excluded items)${f.orderAmount ? `; the order was ${f.orderAmount}` : ""}.`,
    reply: `${hello(f)}Your order did not meet the conditions of ${theCode(f)} (such as a minimum order value or eligible products), so it could not be applied.`,
  }),
  invalid_order: (f) => ({
    explanation:
      "The shop sent the order to Voucherify in a form it could not accept. This is an integration problem, not the customer's.",
    reply: `${hello(f)}There was a technical problem applying ${theCode(f)} to your order. I've passed it to our team; please try again in a little while.`,
  }),
  invalid_amount: (f) => ({
    explanation:
      "The shop sent an order amount Voucherify could not accept (for example negative or inconsistent with the items). An integration problem.",
    reply: `${hello(f)}There was a technical problem applying ${theCode(f)} to your order. I've passed it to our team; please try again in a little while.`,
  }),
  missing_amount: (f) => ({
    explanation: `The shop asked to apply ${theCode(f)} without an order amount, which this voucher needs. An integration problem.`,
    reply: `${hello(f)}There was a technical problem applying ${theCode(f)} to your order. I've passed it to our team; please try again in a little while.`,
  }),
  missing_order_items: (f) => ({
    explanation: `The shop asked to apply ${theCode(f)} without the order's items, which this voucher's rules need. An integration problem.`,
    reply: `${hello(f)}There was a technical problem applying ${theCode(f)} to your order. I've passed it to our team; please try again in a little while.`,
  }),
  missing_customer: (f) => ({
    explanation: `The attempt was made without saying who the customer is, and ${theCode(f)} needs one (often: not logged in at checkout).`,
    reply: `${hello(f)}${cap(theCode(f))} needs to be used while logged in to your account. Could you sign in and try again?`,
  }),
  loyalty_card_points_exceeded: (f) => ({
    explanation: "The loyalty card did not hold enough points for what was asked.",
    reply: `${hello(f)}Your loyalty card did not have enough points for that reward${on(f)}. I can tell you your current balance if that helps.`,
  }),
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Known codes get words; unknown ones fall back to the API's own failure_message. */
export function explainFailure(failureCode: string | undefined, facts: FailureFacts): FailureExplanation {
  const explainer = failureCode ? FAILURE_EXPLAINERS[failureCode] : undefined;
  if (explainer) return explainer(facts);
  const message = facts.failureMessage?.trim() || "no reason given";
  return {
    explanation: `Voucherify says: ${message}${failureCode ? ` (${failureCode})` : ""}.`,
    reply: `${hello(facts)}I looked into ${theCode(facts)}: it could not be applied (${message}). I'm checking with our team and will get back to you.`,
  };
}
