import * as v from "valibot";
import { ExpiringPointsParamsSchema, GetMemberParamsSchema } from "@/core/api/params";
import type { LoyaltyMember, PointsBucketPage } from "@/core/api/schemas";

/** What a page may ask the worker about loyalty: a member's card, a card's expiring points. */
export const LOYALTY_REQUESTS = {
  "member.get": v.strictObject({ params: GetMemberParamsSchema }),
  "expiringPoints.list": v.strictObject({ params: ExpiringPointsParamsSchema }),
} as const;
type LoyaltyRequests = typeof LOYALTY_REQUESTS;

declare module "@/core/contract/protocol" {
  interface PageRequests extends LoyaltyRequests {}
  interface PageReplies {
    "member.get": LoyaltyMember;
    "expiringPoints.list": PointsBucketPage;
  }
}
