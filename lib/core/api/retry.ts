import type { Operation } from "./requests";

/** How hard the client tries before it tells the agent. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Total time the client may spend waiting between attempts. */
  maxTotalWaitMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  maxTotalWaitMs: 20_000,
  baseDelayMs: 400,
  maxDelayMs: 8_000,
};

/** What one attempt ended with, as far as retrying cares. */
export type AttemptOutcome = { status: number } | { networkError: true } | { timedOut: true };

/**
 * Lookups are safe to repeat. Revoke is not idempotent in what it tells the agent (a second try of a
 * revoke that went through answers 404), so only a 503 or a request that never left is retried.
 */
export function isRetryable(operation: Operation, outcome: AttemptOutcome): boolean {
  if ("timedOut" in outcome) return false;
  if ("networkError" in outcome) return true;
  if (operation === "revokeToken") return outcome.status === 503;
  // A 500 is often a passing fault of one node; a lookup is safe to repeat, and the budget bounds it.
  return [429, 500, 502, 503, 504].includes(outcome.status);
}

/** Exponential backoff with full jitter: a random wait in [0, min(max, base·2^n)). */
export function backoffDelay(retryIndex: number, policy: RetryPolicy, random: () => number): number {
  return Math.floor(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex));
}

/**
 * When the API says the next call is allowed, in epoch ms: `Retry-After` (seconds or an HTTP date)
 * and `X-Rate-Limit-Retry` (epoch seconds). The later of the two wins.
 */
export function serverRetryAt(headers: Headers, now: number): number | undefined {
  const candidates: number[] = [];
  const retryAfter = headers.get("retry-after")?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) candidates.push(now + Number(retryAfter) * 1000);
    else {
      const date = Date.parse(retryAfter);
      if (!Number.isNaN(date)) candidates.push(date);
    }
  }
  const rateLimitRetry = headers.get("x-rate-limit-retry")?.trim();
  if (rateLimitRetry && /^\d+$/.test(rateLimitRetry)) {
    const value = Number(rateLimitRetry);
    // Epoch seconds; a small number would be a relative wait, which some proxies send instead.
    candidates.push(value > 1e9 ? value * 1000 : now + value * 1000);
  }
  return candidates.length ? Math.max(...candidates) : undefined;
}
