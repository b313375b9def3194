import { act, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { KeyboardHelp } from "@/lib/keyboard/KeyboardHelp";
import { KeyboardHelpOnDemand, preloadKeyboardHelp } from "@/lib/keyboard/keyboard-help-on-demand";
import type { CommandKey, ShortcutSettings } from "@/lib/keyboard/shortcuts";
import { keyboardWords } from "@/lib/keyboard/words";

afterEach(() => switchLanguage("en"));

const commands = (): CommandKey[] => [
  { name: "open-panel", description: "Open Voucher Lens with Search focused", shortcut: "Alt+Shift+V" },
  { name: "lookup-selection", description: "Look up the selected text in Voucher Lens", shortcut: "" },
];
const open: ShortcutSettings = { kind: "open", open: async () => undefined };

function showHelp(settings: ShortcutSettings = open) {
  return render(
    <LanguageProvider>
      <KeyboardHelp open commands={commands()} settings={settings} onClose={() => undefined} />
    </LanguageProvider>,
  );
}

describe("the keyboard shortcuts in the agent's language", () => {
  it("speak German: the dialog's name, its sections, the panel's keys and its buttons", async () => {
    await switchLanguage("de", [keyboardWords]);
    showHelp();
    expect(screen.getByRole("dialog", { name: "Tastenkürzel" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Überall im Browser" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "In diesem Panel" })).toBeTruthy();
    expect(screen.getByText("nicht festgelegt")).toBeTruthy();
    expect(screen.getByText("Pos1 Ende")).toBeTruthy();
    expect(screen.getByText("Zwischen Ergebnissen wechseln")).toBeTruthy();
    expect(screen.getByText("Antwortvorschlag des ausgewählten Ergebnisses kopieren")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Diese Tasten ändern" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Schließen" })).toBeTruthy();
  });

  it("name the browser-wide commands in the panel's language, whatever language the browser speaks", async () => {
    // The browser gives each command's description in its own language (here English, as an
    // English Chrome does), while the agent chose German for Voucher Lens.
    await switchLanguage("de", [keyboardWords]);
    showHelp();
    const keys = document.querySelector(".command-keys");
    expect([...(keys?.querySelectorAll("dd") ?? [])].map((dd) => dd.textContent)).toEqual([
      "Voucher Lens mit der Suche im Fokus öffnen",
      "Markierten Text in Voucher Lens nachschlagen",
    ]);
  });

  it("speak Polish, and name Firefox's menus in Polish where Firefox cannot open them", async () => {
    await switchLanguage("pl", [keyboardWords]);
    showHelp({ kind: "firefox" });
    expect(screen.getByRole("dialog", { name: "Skróty klawiszowe" })).toBeTruthy();
    expect(screen.getByText("nie ustawiono")).toBeTruthy();
    expect(screen.getByText("Przejście do wyszukiwania")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zamknij" })).toBeTruthy();
    expect(
      screen.getByText(
        "Zmień te klawisze: W Firefoksie: Dodatki i motywy (about:addons), menu z kołem zębatym, Zarządzaj skrótami rozszerzeń.",
      ),
    ).toBeTruthy();
  });

  it("change at once when the language changes", async () => {
    await switchLanguage("de", [keyboardWords]);
    showHelp();
    await act(() => switchLanguage("pl", [keyboardWords]));
    expect(screen.getByRole("dialog", { name: "Skróty klawiszowe" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zmień te klawisze" })).toBeTruthy();
  });

  it("draw the dialog loaded on demand in the page's language", async () => {
    await switchLanguage("de");
    await preloadKeyboardHelp();
    expect(keyboardWords.loaded("de")).toBeDefined();
    render(
      <LanguageProvider>
        <KeyboardHelpOnDemand open commands={commands()} settings={open} onClose={() => undefined} />
      </LanguageProvider>,
    );
    expect(screen.getByRole("dialog", { name: "Tastenkürzel" })).toBeTruthy();
  });
});
