export { LookupLogSection } from "./LookupLogSection";
export { lookupWords } from "./log-labels";
export { lookupLogWords } from "./words";
