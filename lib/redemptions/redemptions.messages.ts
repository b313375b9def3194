import * as v from "valibot";
import { ListRedemptionsParamsSchema } from "@/lib/core/api/params";
import type { RedemptionPage } from "@/lib/core/api/schemas";

/** What a page may ask the worker about redemptions: one page of List Redemptions. */
export const REDEMPTIONS_REQUESTS = {
  "redemptions.list": v.strictObject({ params: ListRedemptionsParamsSchema }),
} as const;
type RedemptionsRequests = typeof REDEMPTIONS_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends RedemptionsRequests {}
  interface PageReplies {
    "redemptions.list": RedemptionPage;
  }
}
