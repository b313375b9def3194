import * as v from "valibot";
import {
  ExpiringPointsParamsSchema,
  GetMemberParamsSchema,
  MembershipsParamsSchema,
  PendingPointsParamsSchema,
  ProgramMembershipParamsSchema,
} from "@/lib/core/api/params";
import type {
  LoyaltyMember,
  Membership,
  Memberships,
  PendingBucketPage,
  PointsBucketPage,
} from "@/lib/core/api/schemas";
import type { ApiBody } from "@/lib/core/contract/protocol";

/**
 * What a page may ask the worker about loyalty: a member's card, a card's expiring points, and for
 * loyalty v2 a customer's memberships, one program's (with the tier), and a card's pending points.
 */
export const LOYALTY_REQUESTS = {
  "member.get": v.strictObject({ params: GetMemberParamsSchema }),
  "expiringPoints.list": v.strictObject({ params: ExpiringPointsParamsSchema }),
  "memberships.get": v.strictObject({ params: MembershipsParamsSchema }),
  "programMembership.get": v.strictObject({ params: ProgramMembershipParamsSchema }),
  "pendingPoints.list": v.strictObject({ params: PendingPointsParamsSchema }),
} as const;
type LoyaltyRequests = typeof LOYALTY_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends LoyaltyRequests {}
  // The API's answer as it came; the page that asked reads it into the type below.
  interface PageReplies {
    "member.get": ApiBody;
    "expiringPoints.list": ApiBody;
    "memberships.get": ApiBody;
    "programMembership.get": ApiBody;
    "pendingPoints.list": ApiBody;
  }
  interface ApiReads {
    "member.get": LoyaltyMember;
    "expiringPoints.list": PointsBucketPage;
    "memberships.get": Memberships;
    "programMembership.get": Membership;
    "pendingPoints.list": PendingBucketPage;
  }
}
