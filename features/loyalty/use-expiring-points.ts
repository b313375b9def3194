import { useCallback } from "preact/hooks";
import type { RetryWait } from "@/core/api/client";
import type { ApiError } from "@/core/api/errors";
import type { Gaps, PointsBucket, PointsBucketPage } from "@/core/api/schemas";
import { useWorkerQuery } from "@/features/lookup/use-worker-query";

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
  /** Fields or buckets of the pages loaded that could not be read, named. */
  gaps?: Gaps;
  /** Something the agent should know that is not an error, e.g. a restart after an expired cursor. */
  notice?: string;
  /** Set while the worker waits to try the API again; the view counts it down. */
  retryWait?: RetryWait;
}

export const PAGE_LIMIT = 25;

const isExpiredCursor = (error: ApiError) =>
  error.kind === "http" && error.status === 400 && error.body.key === "invalid_or_expired_cursor";

interface BucketQuestion {
  ids: CardIds;
  order: BucketOrder;
  cursor?: string;
  notice?: string;
}

const joinPages = (shown: PointsBucketPage, next: PointsBucketPage): PointsBucketPage => {
  const gaps = [...(shown.gaps ?? []), ...(next.gaps ?? [])];
  return { ...next, buckets: [...shown.buckets, ...next.buckets], ...(gaps.length ? { gaps } : {}) };
};

/**
 * Loads a card's expiring-points buckets page by page, following cursor.next until it is null,
 * through the panel's one query hook (its stale-reply guard included). Pages are not cached:
 * their cursors expire within minutes.
 */
export function useExpiringPoints(profileId: string | undefined) {
  const query = useWorkerQuery(
    "expiringPoints.list",
    profileId,
    ({ ids, order, cursor }: BucketQuestion) => ({
      params: { ...ids, limit: PAGE_LIMIT, order, ...(cursor ? { cursor } : {}) },
    }),
    { cache: false },
  );
  const { run } = query;
  const { question, value, loading, error, credential, retryWait } = query.state;
  const state: ExpiringPointsState = {
    ids: question?.ids,
    order: question?.order ?? "expiration_date",
    buckets: value?.buckets ?? [],
    ...(value?.gaps?.length ? { gaps: value.gaps } : {}),
    next: value?.next ?? null,
    loading,
    ...(error ? { error } : {}),
    ...(credential ? { credential } : {}),
    ...(question?.notice && !question.cursor ? { notice: question.notice } : {}),
    ...(retryWait ? { retryWait } : {}),
  };

  const load = useCallback(
    (ids: CardIds, order: BucketOrder, notice?: string) =>
      // A restart after an expired cursor keeps the buckets shown until the first page is back.
      run({ ids, order, ...(notice ? { notice } : {}) }, notice ? { refresh: true } : {}),
    [run],
  );

  const loadMore = useCallback(async () => {
    if (!state.ids || !state.next) return;
    const reply = await run({ ids: state.ids, order: state.order, cursor: state.next }, { merge: joinPages });
    if (reply && !reply.ok && isExpiredCursor(reply.error)) {
      // Cursors live a few minutes; starting over is what the agent would do by hand.
      await load(
        state.ids,
        state.order,
        "The list had been open too long for the API to continue it, so it was reloaded from the first page.",
      );
    }
  }, [state.ids, state.next, state.order, run, load]);

  return { state, load, loadMore, clear: query.clear, abandon: query.abandon };
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
  // A key without the right is a 403 too: that one is explained by operation (ErrorNotice).
  if (
    error.status === 402 ||
    /feature|not_enabled/i.test(`${error.body.key ?? ""} ${error.body.message ?? ""}`)
  ) {
    return "This project does not have the new loyalty API (v2, beta) switched on, so expiring points cannot be listed. A Voucherify admin can ask Voucherify to enable it; the loyalty card itself can still be looked up from the search box.";
  }
  return undefined;
}
