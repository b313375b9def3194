import { useEffect, useRef } from "preact/hooks";
import { type CommandKey, PANEL_KEYS, type ShortcutSettings } from "@/lib/panel/shortcuts";
import { CommandKeys } from "./CommandKeys";

export interface KeyboardHelpProps {
  open: boolean;
  commands: CommandKey[];
  settings: ShortcutSettings;
  onClose(): void;
}

/** The panel's shortcuts and the browser's commands with their current keys, in a modal dialog. */
export function KeyboardHelp({ open, commands, settings, onClose }: KeyboardHelpProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Checked on every render, not only when `open` changes: Escape closes the dialog itself, and a
  // "?" right after can leave `open` true across one render while the element is closed.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  });
  return (
    <dialog ref={dialog} class="keyboard-help" aria-labelledby="keyboard-help-title" onClose={onClose}>
      <h2 id="keyboard-help-title">Keyboard shortcuts</h2>
      <h3>Anywhere in the browser</h3>
      <CommandKeys commands={commands} settings={settings} />
      <h3>In this panel</h3>
      <dl>
        {PANEL_KEYS.map(({ keys, what }) => (
          <>
            <dt key={`k-${keys}`}>
              <kbd>{keys}</kbd>
            </dt>
            <dd key={`d-${keys}`}>{what}</dd>
          </>
        ))}
      </dl>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
