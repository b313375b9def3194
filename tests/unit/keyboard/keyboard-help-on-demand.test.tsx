import { render, screen } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { KeyboardHelpOnDemand, preloadKeyboardHelp } from "@/lib/keyboard/keyboard-help-on-demand";
import type { CommandKey } from "@/lib/keyboard/shortcuts";

// Nothing is loaded before these tests: the dialog arrives in a chunk of its own, which the panel
// opens without.

const settings = { kind: "explain", words: "in the browser's extension settings" } as const;
const keys = (): CommandKey[] => [
  { name: "lookup-selection", description: "Look up the selection", shortcut: "Alt+Shift+L" },
];

describe("the keyboard help, loaded on demand", () => {
  it("draws nothing until asked, then the dialog with the keys; closing keeps it, so focus goes back", async () => {
    const onClose = vi.fn();
    const view = render(
      <KeyboardHelpOnDemand open={false} commands={[]} settings={settings} onClose={onClose} />,
    );
    expect(document.querySelector("dialog")).toBeNull();

    // As "?" does: the chunk first, then the dialog asked to open.
    await preloadKeyboardHelp();
    const asked = keys();
    view.rerender(<KeyboardHelpOnDemand open commands={asked} settings={settings} onClose={onClose} />);
    const dialog = document.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    expect(screen.getByRole("heading", { name: "Keyboard shortcuts" })).toBeTruthy();
    expect(screen.getByText("Look up the selected text in Voucher Lens")).toBeTruthy();

    view.rerender(<KeyboardHelpOnDemand open={false} commands={[]} settings={settings} onClose={onClose} />);
    expect(document.querySelector("dialog")).toBe(dialog);
    expect(dialog?.open).toBe(false);
  });
});
