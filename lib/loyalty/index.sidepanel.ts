export { CardSection } from "./CardSection";
export {
  abandonLoyalty,
  fillCardIds,
  forgetLoyalty,
  initialLoyalty,
  isLoyaltyEvent,
  type LoyaltyContext,
  type LoyaltyEvent,
  type LoyaltySlice,
  loyaltyReducer,
  loyaltyWaiting,
  pointsOf,
  startLoyalty,
} from "./loyalty.slice";
export { historyCardOf } from "./member-card-query";
export { cardAnswered } from "./memberships-query";
export { PointsSection } from "./PointsSection";
export { useLoyaltyQueries } from "./use-loyalty-queries";
export { loyaltyWords } from "./words";
