import type { ListRedemptionsParams, RedemptionFilters, RedemptionOrder } from "@/lib/core/api/params";
import type { RedemptionPage } from "@/lib/core/api/schemas";
import type { QueryState } from "@/lib/core/query/query-state";
import { type RedemptionLookup, redemptionParamsFor } from "@/lib/lookup";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import { type RedemptionsSay, redemptionsSay } from "./redemptions-say";

/** The narrowing the agent chose above the list; every field becomes part of the request. */
export interface ListFilters {
  result?: "SUCCESS" | "FAILURE";
  type?: "redemption" | "redemption_rollback";
  /** YYYY-MM-DD, inclusive, in the agent's calendar. */
  from?: string;
  to?: string;
  failureCode?: string;
  campaignName?: string;
}

export const MAX_PAGE = 99;

export interface RedemptionQuery {
  lookup: RedemptionLookup;
  filters: ListFilters;
  order: RedemptionOrder;
  pageSize: PageSize;
  page: number;
}

/** Day after a YYYY-MM-DD date, so "to" includes the whole day. */
function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Filters and order go to the API: nothing is filtered or sorted locally, so totals stay true. */
export function paramsForQuery(query: RedemptionQuery): ListRedemptionsParams {
  const base = redemptionParamsFor(query.lookup);
  const filters: RedemptionFilters = { ...base.filters };
  if (query.filters.type) filters.object = { conditions: { $is: query.filters.type } };
  if (query.filters.failureCode) filters.failure_code = { conditions: { $is: query.filters.failureCode } };
  return {
    ...base,
    limit: query.pageSize,
    page: query.page,
    ...(query.order !== "-created_at" ? { order: query.order } : {}),
    ...(query.filters.result ? { result: [query.filters.result] } : {}),
    ...(query.filters.campaignName ? { campaign: query.filters.campaignName } : {}),
    ...(query.filters.from ? { createdAfter: query.filters.from } : {}),
    ...(query.filters.to ? { createdBefore: nextDay(query.filters.to) } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}

/** "showing 26–50 of 312" */
export function rangeText(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  say: RedemptionsSay = redemptionsSay(),
): string {
  if (total === 0 || shown === 0) return say("showingNone", { total });
  const first = (page - 1) * pageSize + 1;
  return say("showingRange", { first, last: first + shown - 1, total });
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / pageSize)));
}

/**
 * Redemption lookups for the panel: cached answers show at once, a failed refresh keeps the last
 * good page on screen, and an answer that arrives after a newer request is dropped.
 */
export type RedemptionsQuery = QueryState<RedemptionQuery, RedemptionPage>;

export const redemptionsInput = (query: RedemptionQuery) => ({ params: paramsForQuery(query) });
