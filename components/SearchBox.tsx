import { useState } from "preact/hooks";

export interface SearchBoxProps {
  value: string;
  recent: string[];
  error?: string;
  onInput(value: string): void;
  onSearch(value: string): void;
}

/** The one search field ("Search", role searchbox): Enter looks up; recent lookups show on focus. */
export function SearchBox({ value, recent, error, onInput, onSearch }: SearchBoxProps) {
  const [focused, setFocused] = useState(false);
  const suggestions = recent.filter(
    (r) => r !== value && r.toLowerCase().includes(value.trim().toLowerCase()),
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers this supports
    <form
      class="search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <label for="search" class="visually-hidden">
        Search
      </label>
      <input
        id="search"
        type="search"
        aria-label="Search"
        placeholder="Code, customer id, email, campaign id…"
        autoComplete="off"
        spellcheck={false}
        list="recent-lookups"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "search-error" : undefined}
        onInput={(e) => onInput(e.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <datalist id="recent-lookups">
        {(focused ? suggestions : recent).map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <button type="submit">Look up</button>
      {error ? (
        <p id="search-error" class="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
