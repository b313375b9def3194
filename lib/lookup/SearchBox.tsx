import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { PersonalButton } from "@/components/PersonalText";
import { useWords } from "@/components/use-words";
import { type Lookup, lookupLabel, lookupText } from "./classify";
import { type KeptLookup, stillRecent } from "./recent-lookups";
import { lookupWords } from "./words";

export interface SearchBoxProps {
  value: string;
  /** The agent's last lookups, each with the kind it was looked up as and when. */
  recent: KeptLookup[];
  error?: string;
  /**
   * Counts the times the panel itself put a value in the field (the ticket's customer). The value
   * is selected when the field has focus, in the same task as it appears: the agent's next key
   * replaces it rather than landing after it.
   */
  filled?: number;
  onInput(value: string): void;
  onSearch(value: string): void;
  /** A recent lookup chosen: looked up again as the same kind. */
  onRecent(lookup: Lookup): void;
}

/**
 * The one search field (role searchbox, name "Search"): Enter looks up. Recent lookups show under
 * it while the search has focus; a datalist would turn the field into a combobox and break its role.
 */
export function SearchBox({ value, recent, error, filled = 0, onInput, onSearch, onRecent }: SearchBoxProps) {
  const say = useWords(lookupWords);
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (filled && field.current && document.activeElement === field.current) field.current.select();
  }, [filled]);
  // Offered while the agent is choosing what to look up; gone once a lookup runs. Read as of the
  // moment they are offered (each focus, each key): a panel left open for days offers none a week old.
  const [offeredAt, setOfferedAt] = useState<number | undefined>(undefined);
  const offer = () => setOfferedAt(Date.now());
  const suggestions = offeredAt
    ? stillRecent(recent, offeredAt)
        .map((entry) => entry.lookup)
        .filter((r) => lookupText(r) !== value.trim())
        .slice(0, 6)
    : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers this supports
    <form
      class="search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setOfferedAt(undefined);
        onSearch(value);
      }}
    >
      <input
        ref={field}
        id="search"
        type="search"
        aria-label={say("search")}
        placeholder={say("searchPlaceholder")}
        autoComplete="off"
        spellcheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "search-error" : undefined}
        onInput={(e) => {
          offer();
          onInput(e.currentTarget.value);
        }}
        onFocus={offer}
        onKeyDown={(e) => e.key === "Escape" && setOfferedAt(undefined)}
      />
      <button type="submit">{say("lookUp")}</button>
      {error ? (
        <p id="search-error" class="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {suggestions.length ? (
        <ul class="recent" aria-label={say("recentLookups")}>
          {suggestions.map((r) => (
            <li key={`${r.kind} ${lookupText(r)}`}>
              {/* An address looked up is masked with the rest of a customer's personal data. */}
              <PersonalButton
                text={lookupText(r)}
                action={say("lookUp")}
                actionLabel={(masked) =>
                  say("recentLookup", { text: masked, kind: lookupLabel(r.kind, say) })
                }
                class="chip"
                title={lookupLabel(r.kind, say)}
                aria-label={say("recentLookup", { text: lookupText(r), kind: lookupLabel(r.kind, say) })}
                // Keeps focus inside the form so the list stays open until the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  // Pressed by keyboard, the chip goes with the list: the keyboard goes back to Search.
                  field.current?.focus();
                  setOfferedAt(undefined);
                  onInput(lookupText(r));
                  onRecent(r);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
