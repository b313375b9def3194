import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { maskPersonal, type PersonalKind } from "@/lib/core/personal/mask";
import { useWords } from "./use-words";
import { componentWords } from "./words";

const REVEAL_WORDS = {
  name: "revealName",
  email: "revealEmail",
  phone: "revealPhone",
  address: "revealAddress",
} as const;

/**
 * A personal value masked, with the button that reveals it alone for the answer shown (`answer`):
 * a new answer masks it again. Loaded with the masks, once a page masks (PersonalValue.tsx).
 */
export function MaskedValue({ value, kind, answer }: { value: string; kind: PersonalKind; answer: unknown }) {
  const say = useWords(componentWords);
  const [revealed, setRevealed] = useState<{ value: string; answer: unknown }>();
  const shown = useRef<HTMLSpanElement>(null);
  const open = revealed?.value === value && revealed.answer === answer;
  // The button the agent pressed is gone: the keyboard stays on the value it revealed.
  useLayoutEffect(() => {
    if (open) shown.current?.focus();
  }, [revealed]);
  if (open)
    return (
      <span class="personal" ref={shown} tabIndex={-1}>
        {value}
      </span>
    );
  return (
    <span class="personal masked">
      <span>{maskPersonal(kind, value)}</span>
      <button
        type="button"
        class="reveal"
        aria-label={say(REVEAL_WORDS[kind])}
        title={say(REVEAL_WORDS[kind])}
        onClick={(event) => {
          event.stopPropagation();
          setRevealed({ value, answer });
        }}
      >
        <span aria-hidden="true">{say("reveal")}</span>
      </button>
    </span>
  );
}
