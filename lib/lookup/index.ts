export { type Lookup, lookupOfToken, type RedemptionLookup, redemptionParamsFor } from "./classify";
export { customerLookupOf, relatedLookupOf } from "./from-redemption";
