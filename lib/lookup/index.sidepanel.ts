export {
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
