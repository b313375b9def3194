import { useRef } from "preact/hooks";
import { onDemand } from "@/components/on-demand";
import { useWords } from "@/components/use-words";
import { withWords } from "@/lib/core/i18n/words";
import type { KeyboardHelpProps } from "./KeyboardHelp";
import { keyboardWords } from "./words";

/**
 * The keyboard-help dialog in a chunk of its own: most panels never show it, so the panel opens
 * without it, and "?" loads it with the keys it lists and its words.
 */
const help = onDemand(() => withWords(import("./KeyboardHelp"), [keyboardWords]));

/** For "?": the dialog's chunk, loaded before the dialog is asked to open. A failed load is said by the dialog. */
export function preloadKeyboardHelp(): Promise<unknown> {
  return help.preload().catch(() => undefined);
}

/** Drawn from the first time it is asked to open, and kept after, so that closing it returns focus. */
export function KeyboardHelpOnDemand(props: KeyboardHelpProps) {
  const asked = useRef(false);
  if (props.open) asked.current = true;
  return asked.current ? <Loaded {...props} /> : null;
}

function Loaded(props: KeyboardHelpProps) {
  const say = useWords(keyboardWords);
  const loaded = help.useModule();
  if (loaded === "loading") return null;
  if (loaded === "failed")
    return props.open ? (
      <p class="notice" role="alert">
        {say("helpFailed")}
      </p>
    ) : null;
  return <loaded.KeyboardHelp {...props} />;
}
