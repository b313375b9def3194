import { useEffect, useState } from "preact/hooks";
import type { RetryWait } from "@/lib/core/api/client";

const CAUSE_WORDS: Record<RetryWait["cause"], string> = {
  rate_limited: "The API asked Voucher Lens to slow down (rate limit)",
  server_error: "The API had a passing error",
  network: "The API could not be reached",
};

/** While the worker waits to try again, the agent sees why and for how long, not just a spinner. */
export function RetryCountdown({ wait }: { wait: RetryWait }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((wait.until - now) / 1000));
  return (
    <p class="notice retrying" role="status">
      {CAUSE_WORDS[wait.cause]}: {seconds > 0 ? `trying again in ${seconds} s…` : "trying again now…"}
    </p>
  );
}
