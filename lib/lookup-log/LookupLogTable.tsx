import { useWords } from "@/components/use-words";
import { formatter } from "@/lib/core/intl/formatter";
import { HOW_WORDS, kindLabel, lookupWords } from "./log-labels";
import type { LogEntry } from "./lookup-log";
import { lookupLogWords } from "./words";

export interface LookupLogTableProps {
  /** Newest first, as the log keeps them. */
  entries: readonly LogEntry[];
  /** The agent's display locale; undefined for the browser's. */
  locale: string | undefined;
}

/** The lookup log's entries, one row each, dated in the agent's locale and time zone. */
export function LookupLogTable({ entries, locale }: LookupLogTableProps) {
  const say = useWords(lookupLogWords);
  const sayLookup = useWords(lookupWords);
  const when = formatter("date", locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div class="lookup-log-table">
      <table>
        <caption>{say("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{say("columnWhen")}</th>
            <th scope="col">{say("columnProfile")}</th>
            <th scope="col">{say("columnLooked")}</th>
            <th scope="col">{say("columnKind")}</th>
            <th scope="col">{say("columnHow")}</th>
            <th scope="col">{say("columnRequestId")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={new Date(entry.at).toISOString()}>
                  {when?.format(entry.at) ?? new Date(entry.at).toISOString()}
                </time>
              </td>
              <td>{entry.profile}</td>
              <td>
                <code>{entry.looked}</code>
              </td>
              <td>{kindLabel(entry.kind, sayLookup)}</td>
              <td>{say(HOW_WORDS[entry.how])}</td>
              <td>
                {entry.requestIds.map((id) => (
                  <code key={id} class="request-id">
                    {id}
                  </code>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
