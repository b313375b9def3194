export {
  alternativesFor,
  answerOf,
  hasShape,
  isRedemptionLookup,
  LOOKUP_HOWS,
  LOOKUP_KINDS,
  type Lookup,
  type LookupHow,
  type LookupKind,
  type LookupSay,
  LookupSchema,
  lookupLabel,
  lookupOfToken,
  lookupText,
  type RedemptionLookup,
  redemptionParamsFor,
} from "./classify";
export { customerLookupOf, relatedLookupOf } from "./from-redemption";
export type { KeptLookup } from "./recent-lookups";
export { lookupWords } from "./words";
