import type { CredentialUsed, RetryWait } from "@/lib/core/api/client";
import type { ApiError } from "@/lib/core/api/errors";
import type { Reply } from "@/lib/core/contract/envelope";

/**
 * One question put to the worker, as the state that asked it holds it. A new object for every
 * question, even the same one asked again: the hook that asks the worker asks once per object.
 */
export interface Ask<Q> {
  /** Names the question; a reply carries it back, and is dropped unless it names the newest one. */
  id: number;
  question: Q;
  /** The profile it was asked in: its answers are kept for that profile only. */
  scope: string;
  /** Ask the API even when the session cache has the answer (a refresh, the next page). */
  refresh?: boolean;
  /** Adds the answer to what is shown (the next page of a list) instead of replacing it. */
  more?: boolean;
}

export interface QueryState<Q, V> {
  /** The question the state answers (or is loading the answer to). */
  question?: Q;
  loading: boolean;
  value?: V;
  /** When the value shown was fetched. */
  asOf?: number;
  /** Set when the last attempt failed; a value shown is then older than the error. */
  error?: ApiError;
  credential?: CredentialUsed;
  /** Set while the worker waits to try the API again; the panel counts it down. */
  retryWait?: RetryWait;
  /** The newest question asked; undefined once cleared, so no reply still on its way lands. */
  ask?: Ask<Q>;
}

/** What the hook that asks the worker reports about one question. */
export type QueryReport<V> =
  | { kind: "answered"; ask: number; reply: Reply<V>; at: number }
  | { kind: "waiting"; ask: number; wait: RetryWait };

/** Nothing asked, nothing shown: a reply still on its way for what was asked before is dropped. */
export const idleQuery: QueryState<never, never> = { loading: false };

/**
 * A question asked. A refresh or the next page keeps what is shown until the answer comes; a new
 * question shows nothing of the previous one.
 */
export function askQuery<Q, V>(state: QueryState<Q, V>, ask: Ask<Q>): QueryState<Q, V> {
  return (ask.refresh || ask.more) && state.value !== undefined
    ? { ...state, question: ask.question, loading: true, error: undefined, retryWait: undefined, ask }
    : { question: ask.question, loading: true, ask };
}

/** Whether a report is about the question this state is waiting for: any other is dropped. */
export const isAwaited = (state: QueryState<unknown, unknown>, report: { ask: number }) =>
  state.loading && state.ask?.id === report.ask;

/**
 * A reply or a wait reported by the worker, applied only to the question it answers: a reply for
 * an older question, another profile or a ticket the agent left changes nothing.
 */
export function reportQuery<Q, V>(
  state: QueryState<Q, V>,
  report: QueryReport<V>,
  merge?: (shown: V, next: V) => V,
): QueryState<Q, V> {
  if (!isAwaited(state, report)) return state;
  if (report.kind === "waiting") return { ...state, retryWait: report.wait };
  const { reply } = report;
  if (!reply.ok) return { ...state, loading: false, error: reply.error, retryWait: undefined };
  return {
    question: state.question,
    loading: false,
    value:
      state.ask?.more && merge && state.value !== undefined ? merge(state.value, reply.value) : reply.value,
    asOf: report.at,
    ...(reply.credential ? { credential: reply.credential } : {}),
    ...(state.ask ? { ask: state.ask } : {}),
  };
}

/** Drops any reply still on its way, keeping what is shown (the agent went to another ticket). */
export function abandonQuery<Q, V>(state: QueryState<Q, V>): QueryState<Q, V> {
  return state.loading ? { ...state, loading: false, retryWait: undefined } : state;
}
