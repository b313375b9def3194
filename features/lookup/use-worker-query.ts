import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { CredentialUsed, RetryWait } from "@/core/api/client";
import type { ApiError } from "@/core/api/errors";
import { ask } from "@/core/contract/ask";
import type { Reply } from "@/core/contract/envelope";
import type { RequestInput, WorkerReplies } from "@/core/contract/protocol";
import { cacheKey, readCached, writeCached } from "./lookup-cache";

/** The questions the panel asks the API through the worker. */
export type QueryType = "redemptions.list" | "member.get" | "expiringPoints.list";

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
}

export interface RunOptions<V> {
  /** Ask the API even when the session cache has the answer; what is shown stays until it comes. */
  refresh?: boolean;
  /** Adds the answer to what is shown (the next page of a list); what is shown stays on an error. */
  merge?(shown: V, next: V): V;
}

export interface WorkerQuery<Q, V> {
  state: QueryState<Q, V>;
  /** Resolves with the reply, or undefined when a newer lookup, a profile or tab switch made it stale. */
  run(question: Q, options?: RunOptions<V>): Promise<Reply<V> | undefined>;
  /** Forgets what is shown and drops any reply still on its way. */
  clear(): void;
  /** Drops any reply still on its way, keeping what is shown (the agent went to another ticket); says whether one was. */
  abandon(): boolean;
}

/**
 * One keyed question to the worker, the single place with the stale-reply guard: every reply is
 * checked against the newest question and the scope (the profile) it was asked in. Answers are
 * kept for the session: shown at once from memory, or from session storage in a panel opened
 * later, without waiting for a write before asking.
 */
export function useWorkerQuery<T extends QueryType, Q>(
  type: T,
  scope: string | undefined,
  inputOf: (question: Q) => RequestInput<T>,
  { cache = true }: { cache?: boolean } = {},
): WorkerQuery<Q, WorkerReplies[T]> {
  type V = WorkerReplies[T];
  const [state, setState] = useState<QueryState<Q, V>>({ loading: false });
  const generation = useRef(0);
  // Read during render so a reply arriving between a profile switch and its effect is dropped too.
  const scopeRef = useRef(scope);
  if (scopeRef.current !== scope) {
    scopeRef.current = scope;
    generation.current++;
  }
  useEffect(() => setState({ loading: false }), [scope]);
  const inputRef = useRef(inputOf);
  inputRef.current = inputOf;

  const run = useCallback(
    async (question: Q, options: RunOptions<V> = {}): Promise<Reply<V> | undefined> => {
      const asked = scopeRef.current;
      if (asked === undefined) return undefined;
      const ticket = ++generation.current;
      const stale = () => ticket !== generation.current || asked !== scopeRef.current;
      const input = inputRef.current(question);
      const key = cacheKey(asked, type, input);
      const keepShown = options.refresh || options.merge;

      if (cache && !keepShown) {
        const cached = readCached<V>(key);
        // Not in memory: while session storage is read, nothing of the previous question stays shown.
        if (cached instanceof Promise) setState({ question, loading: true });
        const hit = cached instanceof Promise ? await cached : cached;
        if (stale()) return undefined;
        if (hit) {
          setState({ question, loading: false, value: hit.value, asOf: hit.at, credential: hit.credential });
          return { ok: true, value: hit.value, ...(hit.credential ? { credential: hit.credential } : {}) };
        }
      }
      // A refresh or the next page keeps what is shown; a new question shows placeholders instead.
      setState((previous) =>
        keepShown && previous.value !== undefined
          ? { ...previous, question, loading: true, error: undefined, retryWait: undefined }
          : { question, loading: true },
      );
      const reply = await ask(type, input, {
        onWait: ({ until, cause }) => {
          if (!stale()) setState((previous) => ({ ...previous, retryWait: { until, cause } }));
        },
      });
      if (stale()) return undefined;
      if (reply.ok) {
        const at = Date.now();
        setState((previous) => ({
          question,
          loading: false,
          value:
            options.merge && previous.value !== undefined
              ? options.merge(previous.value, reply.value)
              : reply.value,
          asOf: at,
          credential: reply.credential,
        }));
        if (cache && !options.merge)
          writeCached(key, { value: reply.value, credential: reply.credential }, at);
      } else {
        setState((previous) => ({
          ...previous,
          question,
          loading: false,
          error: reply.error,
          retryWait: undefined,
        }));
      }
      return reply;
    },
    [type, cache],
  );

  const clear = useCallback(() => {
    generation.current++;
    setState({ loading: false });
  }, []);

  // Whether an answer is on its way, read without waiting for a render.
  const loading = useRef(false);
  loading.current = state.loading;
  const abandon = useCallback(() => {
    generation.current++;
    const wasLoading = loading.current;
    setState((previous) =>
      previous.loading ? { ...previous, loading: false, retryWait: undefined } : previous,
    );
    return wasLoading;
  }, []);

  return { state, run, clear, abandon };
}
