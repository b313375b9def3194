import type { ApiError } from "@/lib/core/api/errors";

const KIND_WORDS = {
  http: "kindHttp",
  network: "kindNetwork",
  timeout: "kindTimeout",
  shape: "kindShape",
  rate_limited: "kindRateLimited",
  invalid_input: "kindInvalidInput",
} as const satisfies Record<ApiError["kind"], string>;

/** What kind of error it is, as the notice heads it. A server error is not a refusal: the agent did nothing wrong. */
export function kindWords(error: ApiError) {
  if (error.kind === "http" && error.status >= 500) return "kindServer";
  return KIND_WORDS[error.kind];
}

/** Whether asking again can help: a refused input is the same when asked again. */
export const offersRetry = (error: ApiError) => error.kind !== "invalid_input";

/** Whether a rate limit still holds Try again at `now`. */
export const heldByRateLimit = (
  error: ApiError,
  now: number,
): error is Extract<ApiError, { kind: "rate_limited" }> =>
  error.kind === "rate_limited" && error.retryAt > now;
