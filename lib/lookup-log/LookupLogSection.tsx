import { useRef, useState } from "preact/hooks";
import { StatusMessage } from "@/components/StatusMessage";
import { useLanguage, useWords } from "@/components/use-words";
import { displayLocale } from "@/lib/core/i18n/languages";
import { usePreferences } from "@/lib/preferences";
import { ClearLog } from "./ClearLog";
import { downloadLookupLog } from "./download-log";
import { LookupLogFilters } from "./LookupLogFilters";
import { LookupLogTable } from "./LookupLogTable";
import { filterLog, kindsIn, type LogFilter, NO_FILTER } from "./log-filter";
import { useLookupLog } from "./use-lookup-log";
import { lookupLogWords } from "./words";

export interface LookupLogSectionProps {
  /** How many days the log keeps an entry, as in force (0: the policy switched it off); undefined until known. */
  logDays: number | undefined;
}

/**
 * The options page's lookup log: who looked up what and when, filtered by day and kind, exported as
 * CSV or cleared. It stays current as the panel's lookups are logged.
 */
export function LookupLogSection({ logDays }: LookupLogSectionProps) {
  const say = useWords(lookupLogWords);
  const language = useLanguage();
  const { preferences } = usePreferences();
  const log = useLookupLog(logDays);
  const [chosen, setChosen] = useState<LogFilter>(NO_FILTER);
  const heading = useRef<HTMLHeadingElement>(null);

  const entries = log.entries ?? [];
  const kinds = kindsIn(entries);
  // A kind gone from the log (cleared, past its retention) filters nothing out.
  const filter: LogFilter =
    chosen.kind === "all" || kinds.includes(chosen.kind) ? chosen : { ...chosen, kind: "all" };
  const shown = filterLog(entries, filter);

  const clear = async () => {
    // The buttons go with the entries: the keyboard waits on the heading.
    if (await log.clear()) heading.current?.focus();
  };

  return (
    <section class="lookup-log" aria-labelledby="lookup-log-heading">
      <h3 id="lookup-log-heading" ref={heading} tabIndex={-1}>
        {say("heading")}
      </h3>
      <p class="hint">{say("intro")}</p>
      {logDays === undefined ? null : (
        <p>
          {logDays === 0 ? say("logOff") : say("keptFor", { count: logDays })} {say("staysHere")}
        </p>
      )}
      {logDays === 0 ? null : log.entries === undefined ? (
        <p>{say("reading")}</p>
      ) : entries.length === 0 ? (
        <p>{say("empty")}</p>
      ) : (
        <>
          <LookupLogFilters filter={filter} kinds={kinds} onChange={setChosen} />
          <p class="log-count" role="status">
            {say("shownOf", { count: shown.length, total: entries.length })}
          </p>
          {shown.length ? (
            <LookupLogTable entries={shown} locale={displayLocale(preferences.locale, language)} />
          ) : (
            <p>{say("noneMatch")}</p>
          )}
          <div class="actions">
            <button type="button" onClick={() => downloadLookupLog(shown)}>
              {say("exportCsv")}
            </button>
            <ClearLog count={entries.length} onClear={() => void clear()} />
          </div>
        </>
      )}
      <StatusMessage
        {...(log.outcome === "cleared"
          ? { tone: "success", title: say("cleared") }
          : log.outcome === "not_cleared"
            ? { tone: "error", title: say("notCleared") }
            : {})}
      />
    </section>
  );
}
