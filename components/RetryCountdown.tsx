import { useEffect, useState } from "preact/hooks";
import type { RetryWait } from "@/lib/core/api/client";
import { useWords } from "./use-words";
import { componentWords } from "./words";

const CAUSE_WORDS = {
  rate_limited: "retryRateLimited",
  server_error: "retryServerError",
  network: "retryNetwork",
} as const satisfies Record<RetryWait["cause"], string>;

/** While the worker waits to try again, the agent sees why and for how long, not just a spinner. */
export function RetryCountdown({ wait }: { wait: RetryWait }) {
  const say = useWords(componentWords);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((wait.until - now) / 1000));
  // The seconds change unsaid: a screen reader would otherwise say the whole status again at each.
  return (
    <p class="notice retrying" role="status">
      {seconds > 0
        ? say.parts("retryingIn", {
            cause: say(CAUSE_WORDS[wait.cause]),
            seconds: <span aria-live="off">{seconds}</span>,
          })
        : say("retryingNow", { cause: say(CAUSE_WORDS[wait.cause]) })}
    </p>
  );
}
