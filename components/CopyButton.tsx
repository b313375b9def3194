import { useEffect, useState } from "preact/hooks";
import { useWords } from "./use-words";
import { componentWords } from "./words";

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the accessible name: "Copy code BF25-XK3P9Q". */
  what: string;
  label?: string;
}

/** Copies and says so where the agent is looking; the confirmation is also announced. */
export function CopyButton({ text, what, label }: CopyButtonProps) {
  const say = useWords(componentWords);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      class={`copy copy-${state}`}
      aria-label={say("copyWhat", { what })}
      onClick={async (event) => {
        event.stopPropagation();
        try {
          await navigator.clipboard.writeText(text);
          setState("copied");
        } catch {
          setState("failed");
        }
      }}
    >
      <span aria-hidden="true">
        {state === "copied" ? say("copied") : state === "failed" ? say("copyFailed") : (label ?? say("copy"))}
      </span>
      <span class="visually-hidden" role="status">
        {state === "copied" ? say("copiedWhat", { what }) : state === "failed" ? say("copyFailed") : ""}
      </span>
    </button>
  );
}
