import type { ApiReads, ApiReadType } from "@/lib/core/contract/protocol";
import {
  type Parsed,
  parseBucketList,
  parseCardTransactions,
  parseMember,
  parseMemberships,
  parseMemberTransactions,
  parsePendingList,
  parseProgramMembership,
  parseRedemptionList,
  parseRewardPurchases,
  parseTierTransactions,
} from "./schemas";

/** How a page reads each lookup's answer: the API's body, as the worker passed it on. */
export type AnswerReaders = { [T in ApiReadType]: (body: unknown) => Parsed<ApiReads[T]> };

/**
 * The API's schemas, one reader per lookup. A page loads this module when it first asks the API
 * (lib/core/query/use-worker-query.ts), so neither the worker nor a page's opening carries them.
 */
export const ANSWER_READERS: AnswerReaders = {
  "redemptions.list": parseRedemptionList,
  "member.get": parseMember,
  "expiringPoints.list": parseBucketList,
  "memberships.get": parseMemberships,
  "programMembership.get": parseProgramMembership,
  "pendingPoints.list": parsePendingList,
  "cardHistory.list": parseCardTransactions,
  "tierHistory.list": parseTierTransactions,
  "rewardPurchases.list": parseRewardPurchases,
  "memberHistory.list": parseMemberTransactions,
};
