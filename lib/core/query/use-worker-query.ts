import { useLayoutEffect } from "preact/hooks";
import type { AnswerReaders } from "@/lib/core/api/answers";
import { ask as askWorker } from "@/lib/core/contract/ask";
import type { Reply } from "@/lib/core/contract/envelope";
import type { ApiBody, ApiReads, ApiReadType, RequestInput } from "@/lib/core/contract/protocol";
import { mark } from "@/lib/core/platform/timeline";
import type { QueryCache } from "./query-cache";
import type { Ask, QueryReport } from "./query-state";

/**
 * Asks the worker the question a state holds, once per question, and reports the answer, read with
 * the API's schemas (and any wait before it), with the question's id: the state's reducer drops a
 * reply that is not for its newest question (query-state.ts). With a cache, answers are kept for
 * the session and given from it at once; a refresh or the next page asks the API.
 */
export function useWorkerQuery<T extends ApiReadType, Q>(
  type: T,
  ask: Ask<Q> | undefined,
  inputOf: (question: Q) => RequestInput<T>,
  report: (report: QueryReport<ApiReads[T]>) => void,
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

let readers: Promise<AnswerReaders> | undefined;
/**
 * The API's schemas: loaded once, when the page first asks the API, beside the question. A load
 * that failed (an update replaced the chunk under an open panel) is tried again at the next answer.
 */
const loadReaders = () =>
  (readers ??= import("@/lib/core/api/answers").then(
    (module) => module.ANSWER_READERS,
    (error: unknown) => {
      readers = undefined;
      throw error;
    },
  ));

/** Loads the API's schemas ahead of a question the page knows is coming (a lookup waiting). */
export function preloadAnswerReaders(): void {
  loadReaders().catch(() => undefined);
}

/** Said when the schemas could not be loaded: the answer came, but this page cannot read it now. */
const NOT_READ = { path: "(body)", message: "Voucher Lens could not load what reads this answer" };

/**
 * The worker's reply read as the question's answer: the API's body parsed once, here, where it is
 * used. A body of another shape is an error the agent is shown, with the path that did not fit;
 * so is an answer this page could not load the schemas for, which Try again asks again.
 */
async function read<T extends ApiReadType>(type: T, reply: Reply<ApiBody>): Promise<Reply<ApiReads[T]>> {
  if (!reply.ok) return reply;
  const reader = await loadReaders().then(
    (loaded) => loaded[type],
    () => undefined,
  );
  const parsed = reader ? reader(reply.value) : { ok: false as const, issue: NOT_READ };
  const credential = reply.credential ? { credential: reply.credential } : {};
  return parsed.ok
    ? { ok: true, value: parsed.value, ...credential }
    : { ok: false, error: { kind: "shape", issue: parsed.issue } };
}

/** `keep`: whether the question is still the newest, so its answer is kept. */
async function answer<T extends ApiReadType>(
  type: T,
  asked: Ask<unknown>,
  input: RequestInput<T>,
  report: (report: QueryReport<ApiReads[T]>) => void,
  kept: { cache: QueryCache; keep: () => boolean } | undefined,
): Promise<void> {
  mark(`voucher-lens:${type}:asked`);
  const key = kept?.cache.keyOf(asked.scope, type, input);
  if (kept && key !== undefined && !asked.refresh && !asked.more) {
    const cached = kept.cache.read<ApiReads[T]>(key);
    const hit = cached instanceof Promise ? await cached : cached;
    if (hit) {
      mark(`voucher-lens:${type}:answered`);
      const { value, credential, at } = hit;
      const reply = { ok: true as const, value, ...(credential ? { credential } : {}) };
      return report({ kind: "answered", ask: asked.id, reply, at });
    }
  }
  // Loaded while the worker asks the API; a failure is said with the answer.
  loadReaders().catch(() => undefined);
  const body = await askWorker(type, input, {
    onWait: ({ until, cause }) => report({ kind: "waiting", ask: asked.id, wait: { until, cause } }),
    // What the session cache does not answer, an answer the worker asked ahead does not either.
    fresh: asked.refresh || asked.more,
    // Answered only while the profile asked as is in force: shown and kept as that profile's. A
    // panel that does not know its project yet names none.
    ...(asked.scope ? { scope: asked.scope } : {}),
  });
  mark(`voucher-lens:${type}:answered`);
  const reply = await read(type, body);
  const at = Date.now();
  // Not kept once the panel asked something else or another profile: a deleted one's stays gone.
  if (reply.ok && kept?.keep() && key !== undefined && !asked.more)
    kept.cache.write(key, { value: reply.value, credential: reply.credential }, at);
  report({ kind: "answered", ask: asked.id, reply, at });
}
