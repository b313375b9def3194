export { type Lookup, lookupOfToken } from "./classify";
export { customerLookupOf, relatedLookupOf } from "./from-redemption";
export { PAGE_SIZES, type PageSize, paramsForQuery, type RedemptionQuery } from "./query";
export { type Ask, askQuery, type QueryReport, type QueryState, reportQuery } from "./query-state";
