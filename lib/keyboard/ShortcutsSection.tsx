import { useEffect, useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import { CommandKeys } from "./CommandKeys";
import { type CommandKey, loadCommandKeys, shortcutSettings } from "./shortcuts";
import { keyboardWords } from "./words";

/** The popup's Keyboard shortcuts: the commands and the keys the browser gave them. */
export function ShortcutsSection() {
  const say = useWords(keyboardWords);
  const [commands, setCommands] = useState<CommandKey[]>([]);
  useEffect(() => void loadCommandKeys().then(setCommands), []);
  return (
    <section class="shortcuts" aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{say("keyboardShortcuts")}</h2>
      <CommandKeys commands={commands} settings={shortcutSettings()} />
    </section>
  );
}
