export type { Lookup } from "./classify";
export { type LookupHow, type LookupSay, lookupLabel } from "./classify";
export { LookupSection } from "./LookupSection";
export {
  type Asked,
  type AskedFrom,
  type CurrentLookup,
  forgetLookup,
  initialLookup,
  isLookupEvent,
  type LookupEvent,
  type LookupSlice,
  lookupReducer,
  searchFor,
  startLookup,
} from "./lookup.slice";
export { sessionCache } from "./lookup-cache";
export { recentKept, rememberLookup } from "./recent-lookups";
export { readPendingLookupEarly, usePendingLookup, useWindowId } from "./use-pending-lookup";
export { lookupWords } from "./words";
