import * as v from "valibot";
import { ListRedemptionsParamsSchema } from "@/lib/core/api/params";
import type { RedemptionPage } from "@/lib/core/api/schemas";
import type { ApiBody } from "@/lib/core/contract/protocol";

/** What a page may ask the worker about redemptions: one page of List Redemptions. */
export const REDEMPTIONS_REQUESTS = {
  "redemptions.list": v.strictObject({ params: ListRedemptionsParamsSchema }),
} as const;
type RedemptionsRequests = typeof REDEMPTIONS_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends RedemptionsRequests {}
  // The API's answer as it came; the page that asked reads it into the type below.
  interface PageReplies {
    "redemptions.list": ApiBody;
  }
  interface ApiReads {
    "redemptions.list": RedemptionPage;
  }
}
