/**
 * At most `perSecond` lookups a second from one tab: a page scripting clicks could otherwise push
 * lookups (and API calls) at any rate. Kept in the worker's memory: a worker that was stopped had
 * seen no lookup for a while, so starting from zero then lets nothing through that should not pass.
 */
export function createLookupRate(perSecond = 3, now: () => number = Date.now) {
  const recent = new Map<number, number[]>();
  return {
    /** Whether one more lookup from this tab may go ahead; counts it if so. */
    allow(tabId: number): boolean {
      const at = now();
      const times = (recent.get(tabId) ?? []).filter((t) => at - t < 1000);
      if (times.length >= perSecond) {
        recent.set(tabId, times);
        return false;
      }
      times.push(at);
      recent.set(tabId, times);
      return true;
    },
    forget(tabId: number): void {
      recent.delete(tabId);
    },
  };
}
