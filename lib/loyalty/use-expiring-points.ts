import { useCallback, useRef, useState } from "preact/hooks";
import type { RetryWait } from "../api/client";
import type { ApiError } from "../api/errors";
import type { PointsBucket, PointsBucketPage } from "../api/schemas";
import { askWorker } from "../messaging/client";

export interface CardIds {
  programId: string;
  memberId: string;
  cardId: string;
}

export type BucketOrder = "expiration_date" | "-expiration_date";

export interface ExpiringPointsState {
  ids?: CardIds;
  order: BucketOrder;
  buckets: PointsBucket[];
  /** Cursor of the next page; null once the last page is in. */
  next: string | null;
  loading: boolean;
  error?: ApiError;
  /** Which credential answered, e.g. "app_keys" once the stored OAuth token is revoked. */
  credential?: string;
  /** Something the agent should know that is not an error, e.g. a restart after an expired cursor. */
  notice?: string;
  /** Set while the worker waits to try the API again; the view counts it down. */
  retryWait?: RetryWait;
}

export const PAGE_LIMIT = 25;

const isExpiredCursor = (error: ApiError) =>
  error.kind === "http" && error.status === 400 && error.body.key === "invalid_or_expired_cursor";

/** Loads a card's expiring-points buckets page by page, following cursor.next until it is null. */
export function useExpiringPoints() {
  const [state, setState] = useState<ExpiringPointsState>({
    order: "expiration_date",
    buckets: [],
    next: null,
    loading: false,
  });
  const latest = useRef(0);

  const fetchPage = useCallback(async (ids: CardIds, order: BucketOrder, cursor?: string) => {
    const ticket = latest.current;
    const reply = await askWorker(
      {
        type: "expiringPoints.list",
        params: { ...ids, limit: PAGE_LIMIT, order, ...(cursor ? { cursor } : {}) },
      },
      {
        onWait: ({ until, cause }) => {
          if (ticket === latest.current) setState((s) => ({ ...s, retryWait: { until, cause } }));
        },
      },
    );
    return reply.ok
      ? { ok: true as const, page: reply.value as PointsBucketPage, credential: reply.credential }
      : reply;
  }, []);

  const load = useCallback(
    async (ids: CardIds, order: BucketOrder, notice?: string) => {
      const ticket = ++latest.current;
      setState({ ids, order, buckets: [], next: null, loading: true, notice });
      const result = await fetchPage(ids, order);
      if (ticket !== latest.current) return;
      if (result.ok)
        setState({
          ids,
          order,
          buckets: result.page.buckets,
          next: result.page.next,
          loading: false,
          notice,
          credential: result.credential,
        });
      else setState({ ids, order, buckets: [], next: null, loading: false, error: result.error });
    },
    [fetchPage],
  );

  const loadMore = useCallback(async () => {
    const { ids, order, next } = state;
    if (!ids || !next) return;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: undefined, notice: undefined }));
    const result = await fetchPage(ids, order, next);
    if (ticket !== latest.current) return;
    if (result.ok) {
      setState((s) => ({
        ...s,
        buckets: [...s.buckets, ...result.page.buckets],
        next: result.page.next,
        loading: false,
        retryWait: undefined,
      }));
    } else if (isExpiredCursor(result.error)) {
      // Cursors live a few minutes; starting over is what the agent would do by hand.
      await load(
        ids,
        order,
        "The list had been open too long for the API to continue it, so it was reloaded from the first page.",
      );
    } else {
      // The buckets already shown stay on screen.
      setState((s) => ({ ...s, loading: false, error: result.error, retryWait: undefined }));
    }
  }, [state, fetchPage, load]);

  return { state, load, loadMore };
}

/** Words for the errors this beta endpoint gives, naming what was not found when the API says. */
export function explainPointsError(error: ApiError): string | undefined {
  if (error.kind !== "http") return undefined;
  if (error.status === 404) {
    const type = error.body.resource_type;
    const which =
      type === "program"
        ? "loyalty program"
        : type === "member"
          ? "member"
          : type === "card"
            ? "card"
            : undefined;
    return which
      ? `No ${which} with id ${error.body.resource_id ?? ""} in this project: check the ${which === "loyalty program" ? "Program" : which === "member" ? "Member" : "Card"} ID.`
      : "The program, member or card was not found in this project.";
  }
  if (
    error.status === 403 ||
    error.status === 402 ||
    /feature/i.test(`${error.body.key} ${error.body.message}`)
  ) {
    return "This project does not have the new loyalty API (v2, beta) switched on, so expiring points cannot be listed. A Voucherify admin can ask Voucherify to enable it; the loyalty card itself can still be looked up from the search box.";
  }
  return undefined;
}
