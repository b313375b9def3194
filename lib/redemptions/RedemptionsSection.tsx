import { ErrorNotice } from "@/components/ErrorNotice";
import { LoadingRows } from "@/components/LoadingRows";
import { RetryCountdown } from "@/components/RetryCountdown";
import { credentialWords } from "@/lib/core/api/credential";
import { formatClock } from "@/lib/core/intl/dates";
import { answerWords, type Lookup } from "@/lib/lookup";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import type { RedemptionListProps } from "./RedemptionList";
// Loaded on demand: only lookups of redemptions show them (redemption-list-on-demand.tsx).
import { ListControlsOnDemand, PagerOnDemand, RedemptionListOnDemand } from "./redemption-list-on-demand";
import type { RedemptionsEvent } from "./redemptions.slice";
import type { RedemptionsQuery } from "./redemptions-query";

export interface RedemptionsSectionProps extends Omit<RedemptionListProps, "rows"> {
  list: RedemptionsQuery;
  host: string;
  /** The agent chose another page size: kept for the next lookup and the next panel. */
  onPageSize(size: PageSize): void;
  onEvent(event: RedemptionsEvent): void;
  onLookup(lookup: Lookup): void;
}

/**
 * The redemption list as the side panel shows it: filters and order, how fresh it is, its error
 * (with the last good page kept below), the wait before a retry, the pager and the rows.
 */
export function RedemptionsSection({ list, host, onPageSize, onEvent, ...rows }: RedemptionsSectionProps) {
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
          {list.asOf ? <span>as of {formatClock(list.asOf, money.locale)}</span> : null}
          {list.credential ? <span class="credential">{credentialWords(list.credential)}</span> : null}
          {list.error && page ? <span class="stale-tag">stale</span> : null}
          <button type="button" onClick={() => onEvent({ type: "list.refreshed" })} disabled={list.loading}>
            {list.loading ? "Refreshing…" : "Refresh"}
          </button>
        </div>
      ) : null}

      {list.error ? (
        <ErrorNotice
          error={list.error}
          host={host}
          staleNote={page ? "The list below is the last good answer." : undefined}
          onRetry={() => onEvent({ type: "list.refreshed" })}
        />
      ) : null}

      {list.loading && list.retryWait ? <RetryCountdown wait={list.retryWait} /> : null}
      {list.loading && !page ? <LoadingRows /> : null}

      {page && query ? (
        page.redemptions.length === 0 ? (
          <div class="empty" role="status">
            <p>
              No redemptions {answerWords(query.lookup)}
              {Object.keys(query.filters).length ? " with these filters" : ""}.
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
