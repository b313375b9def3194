import { paramsForQuery, type RedemptionQuery } from "@/features/lookup/query";
import { useWorkerQuery } from "@/features/lookup/use-worker-query";

/**
 * Redemption lookups for the panel: cached answers show at once, a failed refresh keeps the last
 * good page on screen, and an answer that arrives after a newer request is dropped.
 */
export function useRedemptions(profileId: string | undefined) {
  return useWorkerQuery("redemptions.list", profileId, (query: RedemptionQuery) => ({
    params: paramsForQuery(query),
  }));
}
