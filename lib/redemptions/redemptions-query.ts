import type { RedemptionPage } from "@/lib/core/api/schemas";
import type { QueryState } from "@/lib/lookup";
import { paramsForQuery, type RedemptionQuery } from "@/lib/lookup";

/**
 * Redemption lookups for the panel: cached answers show at once, a failed refresh keeps the last
 * good page on screen, and an answer that arrives after a newer request is dropped.
 */
export type RedemptionsQuery = QueryState<RedemptionQuery, RedemptionPage>;

export const redemptionsInput = (query: RedemptionQuery) => ({ params: paramsForQuery(query) });
