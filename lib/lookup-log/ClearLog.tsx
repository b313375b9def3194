import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import { lookupLogWords } from "./words";

export interface ClearLogProps {
  /** The entries the log holds: the question says how many go. */
  count: number;
  onClear(): void;
}

/** Clear log, asked once more before anything goes (Escape keeps the log): clearing cannot be undone. */
export function ClearLog({ count, onClear }: ClearLogProps) {
  const say = useWords(lookupLogWords);
  const [asking, setAsking] = useState(false);
  const clear = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  // The keyboard follows the question: to its safe answer as it opens, back to Clear log as it closes.
  useLayoutEffect(() => {
    if (!moved.current) return;
    (asking ? keep : clear).current?.focus();
  }, [asking]);
  const ask = (now: boolean) => {
    moved.current = true;
    setAsking(now);
  };
  if (!asking)
    return (
      <button type="button" ref={clear} onClick={() => ask(true)}>
        {say("clearLog")}
      </button>
    );
  return (
    <fieldset
      class="confirm"
      onKeyDown={(event) => {
        if (event.key === "Escape") ask(false);
      }}
    >
      <legend>{say("clearQuestion", { count })}</legend>
      <button
        type="button"
        class="danger"
        onClick={() => {
          ask(false);
          onClear();
        }}
      >
        {say("clearConfirm")}
      </button>
      <button type="button" ref={keep} onClick={() => ask(false)}>
        {say("clearCancel")}
      </button>
    </fieldset>
  );
}
