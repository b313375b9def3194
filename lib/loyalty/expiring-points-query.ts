import type { RetryWait } from "@/lib/core/api/client";
import type { ApiError } from "@/lib/core/api/errors";
import type { Gaps, PointsBucket, PointsBucketPage } from "@/lib/core/api/schemas";
import { joinEnds, joinItems } from "@/lib/core/query/join-pages";
import {
  type Ask,
  askQuery,
  type QueryReport,
  type QueryState,
  reportQuery,
} from "@/lib/core/query/query-state";
import { type LoyaltySay, loyaltySay } from "./loyalty-say";

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

export interface BucketQuestion {
  ids: CardIds;
  order: BucketOrder;
  cursor?: string;
  notice?: string;
}

/**
 * A card's expiring-points buckets, page by page, following cursor.next until it is null. Pages
 * are not cached: their cursors expire within minutes.
 */
export type BucketsQuery = QueryState<BucketQuestion, PointsBucketPage>;

export const bucketsInput = ({ ids, order, cursor }: BucketQuestion) => ({
  params: { ...ids, limit: PAGE_LIMIT, order, ...(cursor ? { cursor } : {}) },
});

/** The next page under the buckets shown (joinItems, joinEnds): a bucket is counted once. */
const joinPages = (shown: PointsBucketPage, next: PointsBucketPage): PointsBucketPage => ({
  ...next,
  buckets: joinItems(shown.buckets, next.buckets),
  ...joinEnds(shown, next),
});

/**
 * Said when the list started over: kept in the question as the English source's wording, which the
 * view says in the agent's language (the slice that holds it runs before any words are loaded).
 */
export const RESTARTED =
  "The list had been open too long for the API to continue it, so it was reloaded from the first page.";

/** The first page of a card's buckets, asked as question `id` in profile `scope`. */
export function loadBuckets(
  state: BucketsQuery,
  ask: Omit<Ask<BucketQuestion>, "question">,
  ids: CardIds,
  order: BucketOrder,
): BucketsQuery {
  return askQuery(state, { ...ask, question: { ids, order } });
}

/** The next page, added under the buckets shown; nothing when the last page is in. */
export function loadMoreBuckets(state: BucketsQuery, ask: Omit<Ask<BucketQuestion>, "question">) {
  const { question, value } = state;
  if (!question || !value?.next) return state;
  return askQuery(state, {
    ...ask,
    question: { ids: question.ids, order: question.order, cursor: value.next },
    more: true,
  });
}

/**
 * A page's reply or wait. A next page refused because its cursor expired starts the list over as
 * question `restart`, what is shown staying until the first page is back: cursors live a few
 * minutes, and starting over is what the agent would do by hand.
 */
export function bucketsReported(
  state: BucketsQuery,
  report: QueryReport<PointsBucketPage>,
  restart: number,
): BucketsQuery {
  const next = reportQuery(state, report, joinPages);
  const asked = state.ask;
  if (next === state || !asked?.more || report.kind !== "answered" || report.reply.ok) return next;
  if (!isExpiredCursor(report.reply.error)) return next;
  const { ids, order } = asked.question;
  return askQuery(next, {
    id: restart,
    scope: asked.scope,
    question: { ids, order, notice: RESTARTED },
    refresh: true,
  });
}

/** The buckets query as the Expiring points view shows it. */
export function expiringPointsState(query: BucketsQuery): ExpiringPointsState {
  const { question, value, loading, error, credential, retryWait } = query;
  return {
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
}

const NOT_FOUND_WORDS = {
  program: "noProgramWithId",
  member: "noMemberWithId",
  card: "noCardWithId",
} as const satisfies Record<string, string>;

const isNotFoundType = (type: unknown): type is keyof typeof NOT_FOUND_WORDS =>
  typeof type === "string" && Object.hasOwn(NOT_FOUND_WORDS, type);

/** Words for the errors this beta endpoint gives, naming what was not found when the API says. */
export function explainPointsError(error: ApiError, words?: LoyaltySay): string | undefined {
  if (error.kind !== "http") return undefined;
  const say = loyaltySay(words);
  if (error.status === 404) {
    const type = error.body.resource_type;
    return isNotFoundType(type)
      ? say(NOT_FOUND_WORDS[type], { id: error.body.resource_id ?? "" })
      : say("notFound");
  }
  // A key without the right is a 403 too: that one is explained by operation (ErrorNotice).
  if (
    error.status === 402 ||
    /feature|not_enabled/i.test(`${error.body.key ?? ""} ${error.body.message ?? ""}`)
  ) {
    return say("noV2Points");
  }
  return undefined;
}
