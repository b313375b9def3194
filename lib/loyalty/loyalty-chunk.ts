/** What loyalty-views.tsx loads on demand: the panel's loyalty views, in one chunk. */
export { ExpiringPoints } from "./ExpiringPoints";
export { MemberCard } from "./MemberCard";
export { Memberships } from "./Memberships";
export { V2CardHint } from "./V2CardHint";
