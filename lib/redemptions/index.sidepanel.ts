export { RedemptionsSection } from "./RedemptionsSection";
export { preloadRedemptionList } from "./redemption-list-on-demand";
export {
  abandonRedemptions,
  initialRedemptions,
  isRedemptionsEvent,
  type RedemptionsEvent,
  type RedemptionsSlice,
  redemptionsReducer,
  startRedemptions,
} from "./redemptions.slice";
export { useRedemptionsQuery } from "./use-redemptions-query";
export { redemptionWords } from "./words";
