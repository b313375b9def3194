import { useWords } from "@/components/use-words";
import type { LookupKind } from "@/lib/lookup";
import type { LogFilter } from "./log-filter";
import { kindLabel, lookupWords } from "./log-labels";
import { lookupLogWords } from "./words";

export interface LookupLogFiltersProps {
  filter: LogFilter;
  /** The kinds the log holds: the only ones worth choosing. */
  kinds: readonly LookupKind[];
  onChange(filter: LogFilter): void;
}

/** Which days and which kind of lookup the log shows. */
export function LookupLogFilters({ filter, kinds, onChange }: LookupLogFiltersProps) {
  const say = useWords(lookupLogWords);
  const sayLookup = useWords(lookupWords);
  const options = kinds
    .map((kind) => ({ kind, label: kindLabel(kind, sayLookup) }))
    .sort((a, b) => a.label.localeCompare(b.label, say.language));
  return (
    <div class="log-filters">
      <div>
        <label for="log-from">{say("from")}</label>
        <input
          id="log-from"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onInput={(event) => onChange({ ...filter, from: event.currentTarget.value })}
        />
      </div>
      <div>
        <label for="log-to">{say("to")}</label>
        <input
          id="log-to"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onInput={(event) => onChange({ ...filter, to: event.currentTarget.value })}
        />
      </div>
      <div>
        <label for="log-kind">{say("kind")}</label>
        <select
          id="log-kind"
          value={filter.kind}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const kind = kinds.find((k) => k === value);
            onChange({ ...filter, kind: kind ?? "all" });
          }}
        >
          <option value="all">{say("allKinds")}</option>
          {options.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
