export { RedemptionsSection } from "./RedemptionsSection";
export {
  abandonRedemptions,
  initialRedemptions,
  isRedemptionsEvent,
  type RedemptionsEvent,
  type RedemptionsSlice,
  redemptionsReducer,
  startRedemptions,
} from "./redemptions.slice";
export { preloadRedemptionViews, useRedemptionsQuery } from "./use-redemptions-query";
export { redemptionWords } from "./words";
