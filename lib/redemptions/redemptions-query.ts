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

/**
 * The instant the agent's calendar day `date` (YYYY-MM-DD) plus `days` starts, in UTC. The list shows
 * each row's time in the agent's zone, so the days the agent picks are theirs: a bare date would be
 * read by the API as a UTC day, and west of UTC "from the 1st" would take the evening of the 30th.
 */
function dayStarts(date: string, days = 0): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

/** A lookup's first question: its first page, newest first, unfiltered. */
export const firstPageOf = (lookup: RedemptionLookup, pageSize: PageSize): RedemptionQuery => ({
  lookup,
  filters: {},
  order: "-created_at",
  pageSize,
  page: 1,
});

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
    ...(query.filters.from ? { createdAfter: dayStarts(query.filters.from) } : {}),
    // "To" includes its whole day: the API's `before` leaves out the instant it names.
    ...(query.filters.to ? { createdBefore: dayStarts(query.filters.to, 1) } : {}),
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
