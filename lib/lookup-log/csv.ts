import { agentDay } from "@/lib/core/intl/dates";
import type { LogEntry } from "./lookup-log";

/**
 * The lookup log as a spreadsheet opens it: UTF-8 with a byte order mark (Excel reads the file as
 * UTF-8 only with one), CRLF line ends, every field quoted. A field a spreadsheet would take for a
 * formula gets a leading apostrophe (OWASP's advice against CSV injection): what was looked up, a
 * profile's name or a host could be text from anywhere.
 */

const BOM = "\uFEFF";
const LINE_END = "\r\n";
/** What a spreadsheet reads a cell that starts with as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The header row: English, so a team lead's scripts read every agent's file alike. */
export const LOG_CSV_HEADER = [
  "When (UTC ISO 8601)",
  "Profile",
  "Host",
  "App ID",
  "Kind",
  "Looked up",
  "How",
  "Request ids",
] as const;

/** One field, quoted, its quotes doubled, defused when a spreadsheet would run it. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows as the text of a CSV file, the byte order mark first. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvField).join(",") + LINE_END).join("");
}

/** One row per entry, under the header; the entries' order is kept (the log's: newest first). */
export function lookupLogCsv(entries: readonly LogEntry[]): string {
  return csvText([
    LOG_CSV_HEADER,
    ...entries.map((entry) => [
      new Date(entry.at).toISOString(),
      entry.profile,
      entry.host,
      entry.appId,
      entry.kind,
      entry.looked,
      entry.how,
      entry.requestIds.join(" "),
    ]),
  ]);
}

/** The file's name, dated the agent's day: `voucher-lens-lookup-log-2026-11-26.csv`. */
export const lookupLogFileName = (now: number): string => `voucher-lens-lookup-log-${agentDay(now)}.csv`;
