import { useEffect, useState } from "preact/hooks";
import type { ApiError } from "@/lib/core/api/errors";
import { explainError } from "@/lib/core/api/explain-error";
import { apiWords } from "@/lib/core/api/words";
import { CopyButton } from "./CopyButton";
import { heldByRateLimit, kindWords, offersRetry } from "./error-kind";
import { PersonalText } from "./PersonalText";
import { useWords } from "./use-words";
import { componentWords } from "./words";

export interface ErrorNoticeProps {
  error: ApiError;
  host?: string;
  /** Shown when older data stays on screen under the error. */
  staleNote?: string;
  onRetry?(): void;
}

/** An error in words, with the request id to quote and what the agent can do, counting down a rate limit. */
export function ErrorNotice({ error, host, staleNote, onRetry }: ErrorNoticeProps) {
  const say = useWords(componentWords);
  const [now, setNow] = useState(Date.now());
  const waiting = heldByRateLimit(error, now);
  useEffect(() => {
    if (error.kind !== "rate_limited") return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [error]);
  const explained = explainError(error, { host, now }, useWords(apiWords));
  return (
    <div class="error-notice" role="alert">
      <p class="error-kind">{say(kindWords(error))}</p>
      <p class="error-title">{explained.title}</p>
      {/* The API's message may name the customer looked up (an address): masked with the rest. */}
      {explained.detail ? (
        <p class="error-detail">
          <PersonalText text={explained.detail} />
        </p>
      ) : null}
      {/* A rate limit's action and Try again count its seconds down: the alert was said whole as
          it came, and a screen reader would say it all again at every second. */}
      <p class="error-action" aria-live="off">
        {explained.action}
      </p>
      {explained.requestId ? (
        <p class="error-request">
          {say("requestId")} <code>{explained.requestId}</code>{" "}
          <CopyButton text={explained.requestId} what={say("requestIdWhat")} />
        </p>
      ) : null}
      {staleNote ? <p class="error-stale">{staleNote}</p> : null}
      {onRetry && offersRetry(error) ? (
        <button type="button" onClick={onRetry} disabled={waiting} aria-live="off">
          {waiting && error.kind === "rate_limited"
            ? say("tryAgainIn", { seconds: Math.ceil((error.retryAt - now) / 1000) })
            : say("tryAgain")}
        </button>
      ) : null}
    </div>
  );
}
