import type { RedemptionPage } from "@/lib/core/api/schemas";
import type { Asks } from "@/lib/core/query/asks";
import {
  abandonQuery,
  askQuery,
  idleQuery,
  type QueryReport,
  reportQuery,
} from "@/lib/core/query/query-state";
import { isRedemptionLookup, type Lookup } from "@/lib/lookup";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import { firstPageOf, type RedemptionQuery, type RedemptionsQuery } from "./redemptions-query";

/** Redemptions' part of the side panel's state: the list asked and shown. */
export interface RedemptionsSlice {
  redemptions: RedemptionsQuery;
}

export const initialRedemptions: RedemptionsSlice = { redemptions: idleQuery };

export type RedemptionsEvent =
  | { type: "list.changed"; change: Partial<Omit<RedemptionQuery, "lookup">> }
  | { type: "list.refreshed" }
  | { type: "redemptions.reported"; report: QueryReport<RedemptionPage> };

const REDEMPTIONS_EVENTS: ReadonlySet<string> = new Set<RedemptionsEvent["type"]>([
  "list.changed",
  "list.refreshed",
  "redemptions.reported",
]);
export const isRedemptionsEvent = (event: { type: string }): event is RedemptionsEvent =>
  REDEMPTIONS_EVENTS.has(event.type);

/** `asks`: numbers for questions; none without a profile, and then nothing is asked. */
export function redemptionsReducer(
  slice: RedemptionsSlice,
  event: RedemptionsEvent,
  asks: Asks | undefined,
): RedemptionsSlice {
  const { redemptions } = slice;
  switch (event.type) {
    case "list.changed": {
      const query = redemptions.question;
      if (!query || !asks) return slice;
      // A filter, an order or a page size starts the list again from page one.
      const question = { ...query, ...event.change, page: event.change.page ?? 1 };
      return { redemptions: askQuery(redemptions, { ...asks.next(), question }) };
    }
    case "list.refreshed": {
      const question = redemptions.question;
      if (!question || !asks) return slice;
      return { redemptions: askQuery(redemptions, { ...asks.next(), question, refresh: true }) };
    }
    case "redemptions.reported": {
      const next = reportQuery(redemptions, event.report);
      // A dropped reply changes nothing, so nothing is drawn again for it.
      return next === redemptions ? slice : { redemptions: next };
    }
  }
}

/** A lookup answered by List Redemptions asks its first page, newest first; any other shows none. */
export function startRedemptions(
  slice: RedemptionsSlice,
  lookup: Lookup,
  pageSize: PageSize,
  asks: Asks,
): RedemptionsSlice {
  if (!isRedemptionLookup(lookup)) return { redemptions: idleQuery };
  return {
    redemptions: askQuery(slice.redemptions, { ...asks.next(), question: firstPageOf(lookup, pageSize) }),
  };
}

/** Another ticket: a page still on its way was asked for the previous one. */
export const abandonRedemptions = (slice: RedemptionsSlice): RedemptionsSlice => ({
  redemptions: abandonQuery(slice.redemptions),
});
