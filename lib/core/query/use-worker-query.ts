import { useLayoutEffect } from "preact/hooks";
import { ask as askWorker } from "@/lib/core/contract/ask";
import type { RequestInput, WorkerReplies, WorkerRequestType } from "@/lib/core/contract/protocol";
import type { QueryCache } from "./query-cache";
import type { Ask, QueryReport } from "./query-state";

/**
 * Asks the worker the question a state holds, once per question, and reports the reply (and any
 * wait before it) with the question's id: the state's reducer drops a reply that is not for its
 * newest question (query-state.ts). With a cache, answers are kept for the session and given from
 * it at once; a refresh or the next page asks the API.
 */
export function useWorkerQuery<T extends WorkerRequestType, Q>(
  type: T,
  ask: Ask<Q> | undefined,
  inputOf: (question: Q) => RequestInput<T>,
  report: (report: QueryReport<WorkerReplies[T]>) => void,
  { cache }: { cache?: QueryCache } = {},
): void {
  // Once per question, with the functions as they are when it is asked. A layout effect: an answer
  // in memory replaces the placeholders before the panel is painted.
  useLayoutEffect(() => {
    if (!ask) return;
    let current = true;
    void answer(type, ask, inputOf(ask.question), report, cache && { cache, keep: () => current });
    return () => {
      current = false;
    };
  }, [ask]);
}

/** `keep`: whether the question is still the newest, so its answer is kept. */
async function answer<T extends WorkerRequestType>(
  type: T,
  asked: Ask<unknown>,
  input: RequestInput<T>,
  report: (report: QueryReport<WorkerReplies[T]>) => void,
  kept: { cache: QueryCache; keep: () => boolean } | undefined,
): Promise<void> {
  const key = kept?.cache.keyOf(asked.scope, type, input);
  if (kept && key !== undefined && !asked.refresh && !asked.more) {
    const cached = kept.cache.read<WorkerReplies[T]>(key);
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
  if (reply.ok && kept?.keep() && key !== undefined && !asked.more)
    kept.cache.write(key, { value: reply.value, credential: reply.credential }, at);
  report({ kind: "answered", ask: asked.id, reply, at });
}
