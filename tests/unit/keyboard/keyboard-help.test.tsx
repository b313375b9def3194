import { render } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { KeyboardHelp } from "@/lib/keyboard/KeyboardHelp";
import type { CommandKey } from "@/lib/keyboard/shortcuts";

const keys = (): CommandKey[] => [
  { name: "open-panel", description: "Open Voucher Lens with Search focused", shortcut: "Alt+Shift+V" },
];
const settings = { kind: "open", open: async () => undefined } as const;

describe("the keyboard shortcuts dialog", () => {
  it("stays closed once the agent closed it, whatever the panel renders before it hears so", () => {
    const onClose = vi.fn();
    const asked = keys();
    const view = render(<KeyboardHelp open commands={asked} settings={settings} onClose={onClose} />);
    const dialog = view.container.querySelector("dialog")!;
    expect(dialog.open).toBe(true);

    // Escape closes the element at once; the panel learns of it a task later. Meanwhile the panel
    // renders for another reason (a lookup's answer, the ticket's ids): the list must not pop back.
    dialog.close();
    view.rerender(<KeyboardHelp open commands={asked} settings={settings} onClose={onClose} />);
    expect(dialog.open).toBe(false);
  });

  it("opens again for the next “?”, even before the panel heard the last one close", () => {
    const onClose = vi.fn();
    const view = render(<KeyboardHelp open commands={keys()} settings={settings} onClose={onClose} />);
    const dialog = view.container.querySelector("dialog")!;
    dialog.close();
    // Each "?" reads the keys afresh: a new list is a new request to show them.
    view.rerender(<KeyboardHelp open commands={keys()} settings={settings} onClose={onClose} />);
    expect(dialog.open).toBe(true);
  });

  it("stays closed after Escape when “?” was pressed again while it was open", () => {
    const onClose = vi.fn();
    const view = render(<KeyboardHelp open commands={keys()} settings={settings} onClose={onClose} />);
    const dialog = view.container.querySelector("dialog")!;
    // "?" with the list open: a new list, shown in the dialog already open.
    const again = keys();
    view.rerender(<KeyboardHelp open commands={again} settings={settings} onClose={onClose} />);
    dialog.close();
    view.rerender(<KeyboardHelp open commands={again} settings={settings} onClose={onClose} />);
    expect(dialog.open).toBe(false);
  });
});
