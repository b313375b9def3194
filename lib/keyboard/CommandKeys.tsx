import { useWords } from "@/components/use-words";
import type { CommandKey, ShortcutSettings } from "@/lib/keyboard/shortcuts";
import { keyboardWords } from "./words";

/**
 * What each of Voucher Lens's commands does, in the page's language: the browser gives their
 * descriptions in its own language, which need not be the one the agent chose. A command not
 * listed here keeps the browser's description.
 */
const COMMAND_WORDS: Readonly<Record<string, "commandOpenPanel" | "commandLookupSelection">> = {
  "open-panel": "commandOpenPanel",
  "lookup-selection": "commandLookupSelection",
};

export interface CommandKeysProps {
  /** The extension's commands with the keys the browser holds for them now. */
  commands: CommandKey[];
  /** Where the agent changes them: a button that opens the browser's page, or words saying where. */
  settings: ShortcutSettings;
}

/** Each browser-wide command with its current key ("not set" when it has none), and where to change them. */
export function CommandKeys({ commands, settings }: CommandKeysProps) {
  const say = useWords(keyboardWords);
  return (
    <>
      <dl class="command-keys">
        {commands.map((command) => (
          <>
            <dt key={`k-${command.name}`}>
              {command.shortcut ? <kbd>{command.shortcut}</kbd> : <span class="muted">{say("notSet")}</span>}
            </dt>
            <dd key={`d-${command.name}`}>
              {Object.hasOwn(COMMAND_WORDS, command.name)
                ? say(COMMAND_WORDS[command.name]!)
                : command.description}
            </dd>
          </>
        ))}
      </dl>
      {settings.kind === "open" ? (
        <button type="button" class="link" onClick={() => void settings.open()}>
          {say("changeTheseKeys")}
        </button>
      ) : (
        <p class="hint">
          {say("changeTheseKeysHow", {
            how: settings.kind === "firefox" ? say("firefoxSettings") : settings.words,
          })}
        </p>
      )}
    </>
  );
}
