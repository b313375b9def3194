import * as v from "valibot";
import {
  CardTransactionsParamsSchema,
  MemberTransactionsParamsSchema,
  RewardPurchasesParamsSchema,
  TierTransactionsParamsSchema,
} from "@/lib/core/api/params";
import type {
  CardTransactionPage,
  MemberTransactionPage,
  RewardPurchasePage,
  TierTransactionPage,
} from "@/lib/core/api/schemas";
import type { ApiBody } from "@/lib/core/contract/protocol";

/**
 * What a page may ask the worker about a card's history: a v2 card's transactions, its member's
 * tier changes and reward purchases, and a legacy card's transactions. Reads only.
 */
export const HISTORY_REQUESTS = {
  "cardHistory.list": v.strictObject({ params: CardTransactionsParamsSchema }),
  "tierHistory.list": v.strictObject({ params: TierTransactionsParamsSchema }),
  "rewardPurchases.list": v.strictObject({ params: RewardPurchasesParamsSchema }),
  "memberHistory.list": v.strictObject({ params: MemberTransactionsParamsSchema }),
} as const;
type HistoryRequests = typeof HISTORY_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends HistoryRequests {}
  // The API's answer as it came; the page that asked reads it into the type below.
  interface PageReplies {
    "cardHistory.list": ApiBody;
    "tierHistory.list": ApiBody;
    "rewardPurchases.list": ApiBody;
    "memberHistory.list": ApiBody;
  }
  interface ApiReads {
    "cardHistory.list": CardTransactionPage;
    "tierHistory.list": TierTransactionPage;
    "rewardPurchases.list": RewardPurchasePage;
    "memberHistory.list": MemberTransactionPage;
  }
}
