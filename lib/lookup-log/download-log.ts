import { lookupLogCsv, lookupLogFileName } from "./csv";
import type { LogEntry } from "./lookup-log";

/** Saves entries as the CSV file the agent downloads (the options page): it never leaves the browser otherwise. */
export function downloadLookupLog(entries: readonly LogEntry[], now = Date.now()): void {
  const url = URL.createObjectURL(new Blob([lookupLogCsv(entries)], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: lookupLogFileName(now) });
  link.hidden = true;
  // In the document while it is clicked: Firefox downloads nothing from a link outside it.
  document.body.append(link);
  link.click();
  link.remove();
  // Given back only well after the browser has started the download: a URL revoked before the
  // browser fetched it downloads nothing, silently.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
