export {
  alternativesFor,
  answerOf,
  hasShape,
  isRedemptionLookup,
  type Lookup,
  type LookupKind,
  lookupOfToken,
  lookupText,
  type RedemptionLookup,
  redemptionParamsFor,
} from "./classify";
export { customerLookupOf, relatedLookupOf } from "./from-redemption";
