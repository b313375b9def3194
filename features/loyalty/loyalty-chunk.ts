/** What loyalty-views.tsx loads on demand: the panel's loyalty views, in one chunk. */
export { ExpiringPoints } from "./ExpiringPoints";
export { MemberCard } from "./MemberCard";
export { V2CardHint } from "./V2CardHint";
