import type { CommandKey, ShortcutSettings } from "@/lib/keyboard/shortcuts";

export interface CommandKeysProps {
  /** The extension's commands with the keys the browser holds for them now. */
  commands: CommandKey[];
  /** Where the agent changes them: a button that opens the browser's page, or words saying where. */
  settings: ShortcutSettings;
}

/** Each browser-wide command with its current key ("not set" when it has none), and where to change them. */
export function CommandKeys({ commands, settings }: CommandKeysProps) {
  return (
    <>
      <dl class="command-keys">
        {commands.map((command) => (
          <>
            <dt key={`k-${command.name}`}>
              {command.shortcut ? <kbd>{command.shortcut}</kbd> : <span class="muted">not set</span>}
            </dt>
            <dd key={`d-${command.name}`}>{command.description}</dd>
          </>
        ))}
      </dl>
      {settings.kind === "open" ? (
        <button type="button" class="link" onClick={() => void settings.open()}>
          Change these keys
        </button>
      ) : (
        <p class="hint">Change these keys: {settings.words}</p>
      )}
    </>
  );
}
