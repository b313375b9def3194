import { useLayoutEffect, useRef } from "preact/hooks";
import { PersonalText } from "@/components/PersonalText";
import { PersonalValue, useMasked } from "@/components/PersonalValue";
import { useWords } from "@/components/use-words";
import { personalShape } from "@/lib/core/personal/shape";
import { type Lookup, lookupLabel, lookupText, refusalWords } from "./classify";
import type { CurrentLookup, LookupEvent, LookupSlice } from "./lookup.slice";
import { SearchBox } from "./SearchBox";
import { lookupWords } from "./words";

export interface LookupSectionProps {
  lookup: LookupSlice;
  /** Why the lookup shown was made with no click, as true now as when it was made. */
  why: string | undefined;
  /** Who the API says the customer looked up is, once the answer is in: their name and address. */
  who: AnswerWho | undefined;
  onEvent(event: LookupEvent): void;
}

export interface AnswerWho {
  name?: string;
  email?: string;
}

/** Search, with recent lookups under it, and what the lookup shown was read as. */
export function LookupSection({ lookup, why, who, onEvent }: LookupSectionProps) {
  const say = useWords(lookupWords);
  const { search, current } = lookup;
  const show = (next: Lookup) => onEvent({ type: "lookup.started", lookup: next, how: "recent" });
  // Said again in the page's language, which may have changed since the text was refused.
  const error = search.refusal ? refusalWords(search.refusal, say) : search.error;
  // A field cannot show a value masked: while masking is on, the address or phone number of the
  // customer shown (looked up with a click, or by the panel on its own) is left out of Search, and
  // the line below shows it masked; so is one a lookup put there before another profile was chosen.
  // What the agent is typing stays.
  const masked = useMasked();
  const hidden =
    masked &&
    (search.fromAnswer === true || (current !== undefined && search.text === lookupText(current.lookup))) &&
    personalShape(search.text) !== undefined;
  return (
    <>
      <SearchBox
        value={hidden ? "" : search.text}
        filled={search.filled}
        recent={lookup.recent.list}
        error={error}
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
  const say = useWords(lookupWords);
  // The button pressed goes with the reading it offered: the keyboard goes to the one that offers
  // the reading left, rather than back to the top of the panel.
  const readings = useRef<HTMLParagraphElement>(null);
  const left = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!left.current) return;
    readings.current?.querySelector<HTMLElement>(`button[data-kind="${left.current}"]`)?.focus();
    left.current = undefined;
  }, [current]);
  // A source id is often the customer's address or phone number: masked with the rest of their personal data.
  const shown = (
    <strong>
      <PersonalText text={lookupText(current.lookup)} />
    </strong>
  );
  return (
    <p class="read-as" ref={readings}>
      {current.auto ? (
        <span class="auto-reason">
          {/* Who the API says it is, once the answer is in: the agent checks it is the requester. */}
          {who
            ? say.parts("autoReasonWho", {
                why: why ?? "",
                lookup: shown,
                who: (
                  <span class="answer-customer">
                    {who.name ? <PersonalValue value={who.name} kind="name" /> : null}
                    {who.name && who.email ? ", " : null}
                    {who.email ? <PersonalValue value={who.email} kind="email" /> : null}
                  </span>
                ),
              })
            : say.parts("autoReason", { why: why ?? "", lookup: shown })}{" "}
        </span>
      ) : null}
      {say.parts("readAs", { kind: <strong>{lookupLabel(current.lookup.kind, say)}</strong> })}
      {current.lookup.kind === "redemption_id" ? (
        <span class="muted"> {say("readAsRedemptionId")}</span>
      ) : null}
      {current.alternatives.map((kind) => (
        <button
          key={kind}
          type="button"
          class="link"
          data-kind={kind}
          onClick={() => {
            left.current = current.lookup.kind;
            onEvent({ type: "lookup.readAs", kind });
          }}
        >
          {say("readAsInstead", { kind: lookupLabel(kind, say) })}
        </button>
      ))}
    </p>
  );
}
