// The options page's own words in the agent's language: its heading and the tab's title.

import { act, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/options/App";
import { optionsWords } from "@/entrypoints/options/words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";

afterEach(() => switchLanguage("en"));

function page() {
  vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
  answerPagesAsWorker();
  render(
    <LanguageProvider>
      <App />
    </LanguageProvider>,
  );
}

describe("the options page in the agent's language", () => {
  it("is headed and titled in German", async () => {
    await switchLanguage("de", [optionsWords]);
    page();
    expect(screen.getByRole("heading", { level: 1, name: "Voucher Lens – Einstellungen" })).toBeTruthy();
    expect(document.title).toBe("Voucher Lens – Einstellungen");
  });

  it("is headed and titled in Polish, and follows a change of language at once", async () => {
    await switchLanguage("pl", [optionsWords]);
    page();
    expect(screen.getByRole("heading", { level: 1, name: "Ustawienia Voucher Lens" })).toBeTruthy();
    expect(document.title).toBe("Ustawienia Voucher Lens");
    await act(() => switchLanguage("de", [optionsWords]));
    expect(screen.getByRole("heading", { level: 1, name: "Voucher Lens – Einstellungen" })).toBeTruthy();
    expect(document.title).toBe("Voucher Lens – Einstellungen");
  });
});
