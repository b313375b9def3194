export {
  abandonRedemptions,
  initialRedemptions,
  isRedemptionsEvent,
  type RedemptionsEvent,
  type RedemptionsSlice,
  redemptionsReducer,
  startRedemptions,
} from "./redemptions.slice";
