import { useEffect, useState } from "preact/hooks";

/** The time now, moved on every half minute: "2 days ago" and "expires tomorrow" stay true while the panel is open. */
export function useClock(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);
  return now;
}
