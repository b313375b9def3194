export { cardIdsFor, definedIds } from "./card-ids";
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
