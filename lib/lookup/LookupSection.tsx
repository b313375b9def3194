import { LOOKUP_LABELS, type Lookup, lookupText } from "./classify";
import type { CurrentLookup, LookupEvent, LookupSlice } from "./lookup.slice";
import { SearchBox } from "./SearchBox";

export interface LookupSectionProps {
  lookup: LookupSlice;
  /** Why the lookup shown was made with no click, as true now as when it was made. */
  why: string | undefined;
  /** Who the API says the customer looked up is, once the answer is in. */
  who: string | undefined;
  onEvent(event: LookupEvent): void;
}

/** Search, with recent lookups under it, and what the lookup shown was read as. */
export function LookupSection({ lookup, why, who, onEvent }: LookupSectionProps) {
  const { search, current } = lookup;
  const show = (next: Lookup) => onEvent({ type: "lookup.started", lookup: next });
  return (
    <>
      <SearchBox
        value={search.text}
        filled={search.filled}
        recent={lookup.recent.list}
        error={search.error}
        onInput={(text) => onEvent({ type: "search.typed", text })}
        onSearch={(text) => onEvent({ type: "search.submitted", text })}
        onRecent={show}
      />
      {current ? <ReadAs current={current} why={why} who={who} onEvent={onEvent} /> : null}
    </>
  );
}

function ReadAs({
  current,
  why,
  who,
  onEvent,
}: { current: CurrentLookup } & Pick<LookupSectionProps, "why" | "who" | "onEvent">) {
  return (
    <p class="read-as">
      {current.auto ? (
        <span class="auto-reason">
          {why}: <strong>{lookupText(current.lookup)}</strong>
          {/* Who the API says it is, once the answer is in: the agent checks it is the requester. */}
          {who ? <span class="answer-customer"> ({who})</span> : null}.{" "}
        </span>
      ) : null}
      Read as <strong>{LOOKUP_LABELS[current.lookup.kind]}</strong>
      {current.lookup.kind === "redemption_id" ? (
        <span class="muted"> (the list shows the redemptions made under it: its rollbacks and parts)</span>
      ) : null}
      {current.alternatives.map((kind) => (
        <button
          key={kind}
          type="button"
          class="link"
          onClick={() => onEvent({ type: "lookup.readAs", kind })}
        >
          read as {LOOKUP_LABELS[kind]} instead
        </button>
      ))}
    </p>
  );
}
