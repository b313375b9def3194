import { useEffect, useMemo, useState } from "preact/hooks";
import { ask } from "@/lib/core/contract/ask";
import { type LogEntry, loadLookupLog, lookupLogItem, withinRetention } from "./lookup-log";

/** What the last Clear log came to. */
export type ClearOutcome = "cleared" | "not_cleared";

/**
 * The lookup log as stored, kept current as the panel's lookups are logged (undefined until read),
 * past-retention entries left out (the worker drops them at its next write); and the way to clear
 * it, which the worker does, as the log's writer.
 */
export function useLookupLog(logDays: number | undefined) {
  const [stored, setStored] = useState<LogEntry[]>();
  useEffect(() => {
    let changed = false;
    const stop = lookupLogItem.watch((entries) => {
      changed = true;
      setStored(entries);
    });
    // A change seen meanwhile is newer than this read.
    void loadLookupLog().then((entries) => {
      if (!changed) setStored(entries);
    });
    return stop;
  }, []);
  const entries = useMemo(
    () => (stored && logDays !== undefined ? withinRetention(stored, logDays, Date.now()) : stored),
    [stored, logDays],
  );

  const [outcome, setOutcome] = useState<ClearOutcome>();
  return {
    entries,
    outcome,
    async clear(): Promise<boolean> {
      setOutcome(undefined);
      // Unreached, the worker cleared nothing: the log stays shown, and the page says so.
      const cleared = await ask("lookupLog.clear", {}).then(
        (reply) => reply.ok,
        () => false,
      );
      setOutcome(cleared ? "cleared" : "not_cleared");
      if (cleared) setStored([]);
      return cleared;
    },
  };
}
