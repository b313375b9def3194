export {
  alternativesFor,
  answerOf,
  isRedemptionLookup,
  type Lookup,
  type LookupKind,
  lookupOfToken,
  type RedemptionLookup,
  redemptionParamsFor,
} from "./classify";
export { customerLookupOf, relatedLookupOf } from "./from-redemption";
