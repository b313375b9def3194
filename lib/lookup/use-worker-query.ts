import { useLayoutEffect } from "preact/hooks";
import { ask as askWorker } from "@/lib/core/contract/ask";
import type { RequestInput, WorkerReplies } from "@/lib/core/contract/protocol";
import { cacheKey, readCached, writeCached } from "./lookup-cache";
import type { Ask, QueryReport } from "./query-state";

/** The questions the panel asks the API through the worker. */
export type QueryType =
  | "redemptions.list"
  | "member.get"
  | "expiringPoints.list"
  | "memberships.get"
  | "programMembership.get"
  | "pendingPoints.list";

/**
 * Asks the worker the question a state holds, once per question, and reports the reply (and any
 * wait before it) with the question's id: the state's reducer drops a reply that is not for its
 * newest question (query-state.ts). Answers are kept for the session: given at once from memory,
 * or from session storage in a panel opened later; a refresh or the next page asks the API.
 */
export function useWorkerQuery<T extends QueryType, Q>(
  type: T,
  ask: Ask<Q> | undefined,
  inputOf: (question: Q) => RequestInput<T>,
  report: (report: QueryReport<WorkerReplies[T]>) => void,
  { cache = true }: { cache?: boolean } = {},
): void {
  // Once per question, with the functions as they are when it is asked. A layout effect: an answer
  // in memory replaces the placeholders before the panel is painted.
  useLayoutEffect(() => {
    if (!ask) return;
    let current = true;
    void answer(type, ask, inputOf(ask.question), report, cache ? () => current : undefined);
    return () => {
      current = false;
    };
  }, [ask]);
}

/** `keep`, when answers are cached: whether the question is still the newest, so its answer is kept. */
async function answer<T extends QueryType>(
  type: T,
  asked: Ask<unknown>,
  input: RequestInput<T>,
  report: (report: QueryReport<WorkerReplies[T]>) => void,
  keep: (() => boolean) | undefined,
): Promise<void> {
  const key = cacheKey(asked.scope, type, input);
  if (keep && !asked.refresh && !asked.more) {
    const cached = readCached<WorkerReplies[T]>(key);
    const hit = cached instanceof Promise ? await cached : cached;
    if (hit) {
      const { value, credential, at } = hit;
      const reply = { ok: true as const, value, ...(credential ? { credential } : {}) };
      return report({ kind: "answered", ask: asked.id, reply, at });
    }
  }
  const reply = await askWorker(type, input, {
    onWait: ({ until, cause }) => report({ kind: "waiting", ask: asked.id, wait: { until, cause } }),
  });
  const at = Date.now();
  // Not kept once the panel asked something else or another profile: a deleted one's stays gone.
  if (reply.ok && keep?.() && !asked.more)
    writeCached(key, { value: reply.value, credential: reply.credential }, at);
  report({ kind: "answered", ask: asked.id, reply, at });
}
