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
