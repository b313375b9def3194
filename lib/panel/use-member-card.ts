import type { Lookup } from "../lookup/classify";
import { useWorkerQuery } from "./use-worker-query";

/**
 * A code may be a loyalty card: Get Member is asked beside its redemptions. Through the same
 * guard as every query, so a late card never lands above the next lookup's list.
 */
export function useMemberCard(profileId: string | undefined) {
  return useWorkerQuery("member.get", profileId, (lookup: Lookup) => ({
    params: { memberId: lookup.value, ...(lookup.campaignId ? { campaignId: lookup.campaignId } : {}) },
  }));
}
