import { useCallback, useRef, useState } from "preact/hooks";
import type { RetryWait } from "../api/client";
import type { ApiError } from "../api/errors";
import type { RedemptionPage } from "../api/schemas";
import { askWorker } from "../messaging/client";
import { cacheKey, readCached, writeCached } from "./lookup-cache";
import { paramsForQuery, type RedemptionQuery } from "./query";

export interface RedemptionsState {
  query?: RedemptionQuery;
  loading: boolean;
  page?: RedemptionPage;
  /** When the shown page was fetched. */
  asOf?: number;
  /** Set when the last attempt failed; any page shown is then older than the error. */
  error?: ApiError;
  credential?: string;
  /** Set while the worker waits to try the API again; the panel counts it down. */
  retryWait?: RetryWait;
}

/**
 * Runs redemption lookups for the panel: cached answers show at once, a failed refresh keeps the
 * last good page on screen, and an answer that arrives after a newer request is dropped.
 */
export function useRedemptions(profileId: string | undefined) {
  const [state, setState] = useState<RedemptionsState>({ loading: false });
  const latest = useRef(0);

  const run = useCallback(
    async (query: RedemptionQuery, options: { refresh?: boolean } = {}) => {
      if (!profileId) return;
      const ticket = ++latest.current;
      const params = paramsForQuery(query);
      const key = cacheKey(profileId, "redemptions", params);
      if (!options.refresh) {
        const cached = await readCached(key);
        if (ticket !== latest.current) return;
        if (cached) {
          const { page, credential } = cached.value as { page: RedemptionPage; credential?: string };
          setState({ query, loading: false, page, asOf: cached.at, credential });
          return;
        }
      }
      // A refresh keeps the page on screen; a new query shows placeholders instead of old rows.
      setState((previous) =>
        options.refresh && previous.page
          ? { ...previous, query, loading: true, error: undefined, retryWait: undefined }
          : { query, loading: true },
      );
      const reply = await askWorker(
        { type: "redemptions.list", params },
        {
          onWait: ({ until, cause }) => {
            if (ticket === latest.current)
              setState((previous) => ({ ...previous, retryWait: { until, cause } }));
          },
        },
      );
      if (ticket !== latest.current) return;
      if (reply.ok) {
        const page = reply.value as RedemptionPage;
        const at = Date.now();
        setState({ query, loading: false, page, asOf: at, credential: reply.credential });
        await writeCached(key, { page, credential: reply.credential }, at);
      } else {
        setState((previous) => ({
          ...previous,
          query,
          loading: false,
          error: reply.error,
          retryWait: undefined,
        }));
      }
    },
    [profileId],
  );

  const clear = useCallback(() => {
    latest.current++;
    setState({ loading: false });
  }, []);

  return { state, run, clear };
}
