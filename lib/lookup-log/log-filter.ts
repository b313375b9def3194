import { agentDay } from "@/lib/core/intl/dates";
import type { LookupKind } from "@/lib/lookup";
import type { LogEntry } from "./lookup-log";

/** What the log view shows: entries of days between `from` and `to` (each `YYYY-MM-DD`, inclusive), of one kind. */
export interface LogFilter {
  /** The first day shown, as a date field gives it; empty for no limit. */
  from: string;
  /** The last day shown; empty for no limit. */
  to: string;
  /** One kind of lookup, or every kind. */
  kind: LookupKind | "all";
}

export const NO_FILTER: LogFilter = { from: "", to: "", kind: "all" };

/** The entries the filter leaves, in the log's order. */
export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  return entries.filter((entry) => {
    if (filter.kind !== "all" && entry.kind !== filter.kind) return false;
    if (!filter.from && !filter.to) return true;
    const day = agentDay(entry.at);
    // Days as YYYY-MM-DD sort as text.
    return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
  });
}

/** The kinds the log holds, each once: the kind filter offers these alone. */
export const kindsIn = (entries: readonly LogEntry[]): LookupKind[] => [
  ...new Set(entries.map((entry) => entry.kind)),
];
