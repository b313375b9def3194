export { isRedemptionLookup, type Lookup } from "./classify";
export { projectScope } from "./lookup-cache";
export { forgetCachedAnswers, forgetUnnamedAnswers } from "./lookup-cache.worker";
export { dropPendingLookup } from "./pending-lookup.worker";
export { forgetRecentLookups, rememberRecentLookup } from "./recent-lookups.worker";
