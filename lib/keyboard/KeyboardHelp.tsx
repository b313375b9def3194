import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useWords } from "@/components/use-words";
import { type CommandKey, PANEL_KEYS, type ShortcutSettings } from "@/lib/keyboard/shortcuts";
import { CommandKeys } from "./CommandKeys";
import { keyboardWords } from "./words";

export interface KeyboardHelpProps {
  open: boolean;
  commands: CommandKey[];
  settings: ShortcutSettings;
  onClose(): void;
  /** What the page places below the keys: the panel's own settings (its language). */
  children?: ComponentChildren;
}

/** The panel's shortcuts and the browser's commands with their current keys, in a modal dialog. */
export function KeyboardHelp({ open, commands, settings, onClose, children }: KeyboardHelpProps) {
  const say = useWords(keyboardWords);
  const dialog = useRef<HTMLDialogElement>(null);
  // The list the dialog was opened for, and the one asked for now: each "?" brings a new list.
  const shownFor = useRef<CommandKey[] | undefined>(undefined);
  const askedFor = useRef(commands);
  askedFor.current = commands;
  // Checked on every render, not only when `open` changes: Escape closes the dialog itself, and a
  // "?" right after can leave `open` true across one render while the element is closed. Opened
  // once per list asked for: a render for another reason before the panel hears of an Escape must
  // not bring back what the agent just closed.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open && shownFor.current !== commands) {
      el.showModal();
      shownFor.current = commands;
    }
    // A "?" while it is open asks for what is shown: an Escape after it closes that, for good.
    if (open && el.open) shownFor.current = commands;
    if (!open && el.open) el.close();
  });
  return (
    <dialog
      ref={dialog}
      class="keyboard-help"
      aria-labelledby="keyboard-help-title"
      // The close event comes a task after Escape: a "?" pressed meanwhile asked for the list again,
      // and this late event must not close that.
      onClose={() => {
        if (!dialog.current?.open && askedFor.current === shownFor.current) onClose();
      }}
    >
      <h2 id="keyboard-help-title">{say("keyboardShortcuts")}</h2>
      <h3>{say("anywhereInBrowser")}</h3>
      <CommandKeys commands={commands} settings={settings} />
      <h3>{say("inThisPanel")}</h3>
      <dl>
        {PANEL_KEYS.map(({ keys, caps, what }) => (
          <>
            <dt key={`k-${keys}`}>
              <kbd>{caps ? say(caps) : keys}</kbd>
            </dt>
            <dd key={`d-${keys}`}>{say(what)}</dd>
          </>
        ))}
      </dl>
      {children}
      <form method="dialog">
        <button type="submit">{say("close")}</button>
      </form>
    </dialog>
  );
}
