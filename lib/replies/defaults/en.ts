import type { LanguageWordings } from "./shared";

// Written to be sent as they are. Optional parts in [ … | … ] keep each reply whole when the row
// lacks a value: a missing name greets without one, a missing code says "the code".

const HI = "Hi[ {first_name}],\n\n";
const THE_CODE = "[the code {code}|the code]";
const THE_CODE_CAP = "[The code {code}|The code]";
const ON = "[ on {date}]";

const technical = (doing: string) =>
  `${HI}Thank you for your patience. There was a technical problem on our side ${doing}, and it wasn't caused by anything you did. I've passed it to our team and will get back to you as soon as I hear from them.`;
const APPLYING = technical(`applying ${THE_CODE} to your order`);
const REVERSING = technical(`reversing the use of ${THE_CODE} on your order`);
const SETUP = `${HI}Thank you for your patience. Something went wrong on our side with [the code {code}|your request]. I've passed it to our team and will get back to you as soon as I hear from them.`;

export const EN: LanguageWordings = {
  shared: { applying: APPLYING, reversing: REVERSING, setup: SETUP },
  own: {
    resource_not_found: `${HI}I checked ${THE_CODE} and it does not exist in our system. Could you double-check it (letters like O and 0 are easy to mix up) or send me a screenshot of where you got it?`,
    not_found: `${HI}I looked into ${THE_CODE}: something needed to apply it could not be found in our system. I'm checking what is missing and will get back to you.`,
    voucher_not_active: `${HI}${THE_CODE_CAP} is not active yet[: it can be used from {start_date}]. Please try again once it has started.`,
    voucher_expired: `${HI}I'm sorry, ${THE_CODE} expired[ on {expiration_date}], so it could no longer be applied${ON}.`,
    voucher_disabled: `${HI}${THE_CODE_CAP} has been deactivated, so it cannot be used at the moment. I'm looking into it and will get back to you.`,
    quantity_exceeded: `${HI}${THE_CODE_CAP} has reached the number of times it can be used, so it could not be applied again${ON}. If you think it should still have uses left, let me know and I'll look into it.`,
    gift_amount_exceeded: `${HI}The balance left on your [gift card {code}|gift card] is lower than the amount requested, so it could not be applied. I'm happy to tell you the balance that is left on it.`,
    customer_rules_violated: `${HI}${THE_CODE_CAP} is reserved for a specific group of customers, and your account does not meet its conditions, so it could not be applied.`,
    order_rules_violated: `${HI}Your order did not meet the conditions of ${THE_CODE} (such as a minimum order value or eligible products), so it could not be applied.`,
    missing_customer: `${HI}${THE_CODE_CAP} needs to be used while logged in to your account. Could you sign in and try again?`,
    invalid_customer: `${HI}${THE_CODE_CAP} is registered to a different customer account than the one used here, so it could not be applied. Could you tell me the email address of the account you used? I'll check it from there.`,
    loyalty_card_points_exceeded: `${HI}Your [loyalty card {code}|loyalty card] did not have enough points for [the reward “{reward}”|that reward]${ON}. Points that are still pending only count once they are activated. I can tell you your current balance if that helps.`,
    promotion_inactive: `${HI}[The promotion “{promotion}”|The promotion][ (code {code})] is not running at the moment, so it could not be applied. I'm checking with our team whether that is expected and will get back to you.`,
    no_applicable_redeemables: `${HI}None of the discounts on your order[, including the code {code},] could be applied. I'm checking the reason for each and will get back to you.`,
    already_rolled_back: `${HI}The use of ${THE_CODE} on your order had already been reversed earlier, so there was nothing more to undo. If the amount or balance doesn't look right to you, let me know and I'll check it.`,
    voucher_not_active_now: `${HI}${THE_CODE_CAP} can only be used on certain days or at certain hours, so it could not be applied${ON}. [You can use it again from {next_usable}.|I'm happy to tell you when it can be used next.]`,
    "voucher_not_active_now.never_again": `${HI}${THE_CODE_CAP} can only be used on certain days or at certain hours, so it could not be applied${ON}. I'm sorry: it will not be usable again before it expires. Let me see what else I can offer you.`,
    promotion_not_active_now: `${HI}[The promotion “{promotion}”|The promotion][ (code {code})] can only be used on certain days or at certain hours, so it could not be applied${ON}. [It can be used again from {next_usable}.|I'm happy to tell you when it can be used next.]`,
    "promotion_not_active_now.never_again": `${HI}[The promotion “{promotion}”|The promotion][ (code {code})] can only be used on certain days or at certain hours, so it could not be applied${ON}. I'm sorry: it will not run again before it ends. Let me see what else I can offer you.`,
    redemption_rules_violated: `${HI}${THE_CODE_CAP} comes with conditions that were not met this time, so it could not be applied. I'm checking exactly which one and will get back to you.`,
    referrer_not_permitted_to_redeem: `${HI}It looks like ${THE_CODE} is your own referral code: it is meant for the friends you invite, so it can't be used on your own account. If that isn't the case, let me know and I'll look into it.`,
    missing_reward: technical("using your [loyalty card {code}|loyalty card]"),
    missing_order_items_amount: technical(`applying ${THE_CODE} to the items in your order`),
    multiple_requests: `${HI}${THE_CODE_CAP} reached us twice at the same moment, so the second attempt was stopped to avoid applying it twice. I'm checking whether the first one went through and will get back to you.`,
    invalid_redeemables: `${HI}${THE_CODE_CAP} can't be combined with the other discounts on your order, so they could not be applied together. I'm checking which of them can be used and will get back to you.`,
    member_already_exists: `${HI}Good news: you are already a member of our loyalty program[ (your card is {code})], so there was no need to join again.`,
    non_active_program: `${HI}Our loyalty program is not available at the moment, so ${THE_CODE} could not be used. I'm checking with our team and will get back to you.`,
    zero_card_balance: `${HI}Your [loyalty card {code}|loyalty card] has no points available to spend right now, so [the reward “{reward}”|it] could not be used${ON}. It can be used again as soon as there are points on it.`,
    invalid_add_balance_params: `${HI}Thank you for your patience. There was a technical problem on our side adding the balance to [your card {code}|your card]. I've passed it to our team and will get back to you as soon as I hear from them.`,
    no_voucher_suitable_for_publication: `${HI}Thank you for your patience. [I looked into {code}: we|We] had run out of codes to hand out, so we could not send you one just now. I've passed it to our team and will get back to you as soon as I hear from them.`,
    unknown_failure: `${HI}Thank you for your patience. ${THE_CODE_CAP} could not be applied${ON}, and I'm checking the reason with our team. I'll get back to you as soon as I know more.`,

    points_pending: `${HI}Thank you for your patience. {points} of your points are still pending: they have been recorded, but they become usable only once they are activated (for example after the return period of your order ends). As soon as that happens they will be added to your balance automatically, and you will be able to use them.`,
    points_expiring: `${HI}A quick note about your [loyalty card {code}|loyalty card]: {points} of your points will expire on {date}. Make sure to use them before then so you don't lose them.`,
    points_pending_activation: `${HI}Thank you for your patience. {points} of your points on your [loyalty card {code}|loyalty card] are still pending: they have been recorded and will be added to your balance on {date}. From that day on you can use them.`,
    tier_lapsing: `${HI}A quick note about your [loyalty card {code}|loyalty card]: your {tier} status ends on {date}[, and you will then be {lower_tier}]. Collecting points before then keeps it.`,
    points_expired: `${HI}Thank you for getting in touch about your [loyalty card {code}|loyalty card]. {points} of your points expired on {date}[: they had been earned on {start_date}] and were not used before their expiry date, so they are no longer on your balance. The points still on your card can be used as usual.`,
    points_pending_cancelled: `${HI}Thank you for your patience. The {points} pending points [for your order {order}|for your order] on your [loyalty card {code}|loyalty card] were cancelled, so they will not be added to your balance. This happens when an order is cancelled or returned. If that isn't the case, let me know and I'll look into it.`,
    points_order_earned: `${HI}I checked your [loyalty card {code}|loyalty card]: your order {order} earned you {points} points, and they were added to your balance on {date}. You can use them now.`,
    points_order_pending: `${HI}I checked your [loyalty card {code}|loyalty card]: your order {order} earned you {points} points. They are still pending[ and will be added to your balance on {date}|, and will be added to your balance once they are activated]. From then on you can use them.`,
    points_order_not_found: `${HI}Thank you for your patience. I checked your [loyalty card {code}|loyalty card] back to {date} and could not find any points for your order {order}. I've passed it to our team to find out why and will get back to you as soon as I hear from them.`,
    reward_rejected: `${HI}I'm sorry: your purchase of [the reward “{reward}”|the reward]${ON} could not be completed, and no points were taken for it from your [loyalty card {code}|loyalty card]. I'm checking the reason with our team and will get back to you.`,
    "reward_rejected.points": `${HI}I'm sorry: your purchase of [the reward “{reward}”|the reward]${ON} could not be completed because there were not enough points on your [loyalty card {code}|loyalty card][ (it needs {points} points)]. No points were taken for it. Once your balance is high enough, you can buy it again.`,
    tier_lowered: `${HI}Thank you for getting in touch about your [loyalty card {code}|loyalty card]. Your status changed[ from {tier}] to {lower_tier}${ON}, because the points needed to keep it were not reached. Collecting points again brings your status back up.`,
    "tier_lowered.expired": `${HI}Thank you for getting in touch about your [loyalty card {code}|loyalty card]. Your status changed[ from {tier}] to {lower_tier}${ON} because {points} of your points expired, which took your balance below what the status needs. Collecting points again brings your status back up.`,
    card_disabled: `${HI}Your [loyalty card {code}|loyalty card] is not active at the moment, so it can't be used right now. I'm looking into it and will get back to you.`,
    card_not_yet_active: `${HI}Your [loyalty card {code}|loyalty card] is not active yet[: you can use it from {date}]. Please try again once it has started.`,
    card_expired: `${HI}I'm sorry, your [loyalty card {code}|loyalty card] expired[ on {date}], so it can no longer be used. Let me see what else I can offer you.`,
    card_restricted: `${HI}Your [loyalty card {code}|loyalty card] can only be used on certain days or at certain hours, so it can't be used right now. I'm happy to tell you when it can be used next.`,
  },
};
