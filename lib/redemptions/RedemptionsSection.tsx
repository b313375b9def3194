import { ErrorNoticeOnDemand } from "@/components/error-notice-on-demand";
import { LoadingRows } from "@/components/LoadingRows";
import { PersonalText } from "@/components/PersonalText";
import { RetryCountdown } from "@/components/RetryCountdown";
import { useWords } from "@/components/use-words";
import { credentialWords } from "@/lib/core/api/credential";
import { apiWords } from "@/lib/core/api/words";
import { formatClock } from "@/lib/core/intl/clock";
import type { Lookup } from "@/lib/lookup";
import { type LookupSay, lookupLabel, lookupWords } from "@/lib/lookup/index.sidepanel";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import type { RedemptionListProps } from "./RedemptionList";
// Loaded on demand: only lookups of redemptions show them (redemption-list-on-demand.tsx).
import { ListControlsOnDemand, PagerOnDemand, RedemptionListOnDemand } from "./redemption-list-on-demand";
import type { RedemptionsEvent } from "./redemptions.slice";
import type { RedemptionQuery, RedemptionsQuery } from "./redemptions-query";
import type { RedemptionsSay } from "./redemptions-say";
import { redemptionWords } from "./words";

export interface RedemptionsSectionProps extends Omit<RedemptionListProps, "rows"> {
  list: RedemptionsQuery;
  host: string;
  /** The agent chose another page size: kept for the next lookup and the next panel. */
  onPageSize(size: PageSize): void;
  onEvent(event: RedemptionsEvent): void;
  onLookup(lookup: Lookup): void;
}

/**
 * "No redemptions for voucher code BF25.": which redemptions the list holds, said when it holds
 * none; for a redemption id, what its filter (parent redemption) returns.
 */
function noRedemptionsWords(query: RedemptionQuery, say: RedemptionsSay, lookupSay: LookupSay): string {
  const { lookup } = query;
  const filtered = Object.keys(query.filters).length > 0;
  if (lookup.kind === "redemption_id")
    return filtered
      ? say("noRedemptionsUnderFiltered", { id: lookup.value })
      : say("noRedemptionsUnder", { id: lookup.value });
  const values = { kind: lookupLabel(lookup.kind, lookupSay), value: lookup.value };
  return filtered ? say("noRedemptionsForFiltered", values) : say("noRedemptionsFor", values);
}

/**
 * The redemption list as the side panel shows it: filters and order, how fresh it is, its error
 * (with the last good page kept below), the wait before a retry, the pager and the rows.
 */
export function RedemptionsSection({ list, host, onPageSize, onEvent, ...rows }: RedemptionsSectionProps) {
  const say = useWords(redemptionWords);
  const lookupSay = useWords(lookupWords);
  const sayApi = useWords(apiWords);
  const query = list.question;
  const page = list.value;
  const { money } = rows;
  return (
    <>
      {query ? (
        <ListControlsOnDemand
          filters={query.filters}
          order={query.order}
          pageSize={query.pageSize}
          onChange={(change) => {
            if (change.pageSize) onPageSize(change.pageSize);
            onEvent({ type: "list.changed", change });
          }}
        />
      ) : null}

      {query && (page || list.error) ? (
        <div class="freshness">
          {list.asOf ? <span>{say("asOf", { time: formatClock(list.asOf, money.locale) })}</span> : null}
          {list.credential ? (
            <span class="credential">{credentialWords(list.credential, sayApi)}</span>
          ) : null}
          {list.error && page ? <span class="stale-tag">{say("stale")}</span> : null}
          <button type="button" onClick={() => onEvent({ type: "list.refreshed" })} disabled={list.loading}>
            {list.loading ? say("refreshing") : say("refresh")}
          </button>
        </div>
      ) : null}

      {list.error ? (
        <ErrorNoticeOnDemand
          error={list.error}
          host={host}
          staleNote={page ? say("lastGoodAnswer") : undefined}
          onRetry={() => onEvent({ type: "list.refreshed" })}
        />
      ) : null}

      {list.loading && list.retryWait ? <RetryCountdown wait={list.retryWait} /> : null}
      {list.loading && !page ? <LoadingRows /> : null}

      {page && query ? (
        page.redemptions.length === 0 ? (
          <div class="empty" role="status">
            <p>
              {/* A customer looked up by address is named by it. */}
              <PersonalText text={noRedemptionsWords(query, say, lookupSay)} />
            </p>
          </div>
        ) : (
          <>
            <PagerOnDemand
              page={query.page}
              pageSize={query.pageSize}
              shown={page.redemptions.length}
              total={page.total}
              onPage={(p) => onEvent({ type: "list.changed", change: { page: p } })}
            />
            <RedemptionListOnDemand rows={page.redemptions} {...rows} />
          </>
        )
      ) : null}
    </>
  );
}
