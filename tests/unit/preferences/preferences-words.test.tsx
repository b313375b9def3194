import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { PreferencesSection } from "@/lib/preferences/PreferencesSection";
import { loadPreferences } from "@/lib/preferences/preferences";
import { preferencesWords } from "@/lib/preferences/words";

afterEach(() => switchLanguage("en"));

async function renderIn(language: "en" | "de" | "pl") {
  await preferencesWords.load(language);
  await switchLanguage(language);
  render(
    <LanguageProvider>
      <PreferencesSection />
    </LanguageProvider>,
  );
}

const typeIn = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe("the Display section in English", () => {
  it("says a refused field in the schema's words, as always", async () => {
    await renderIn("en");
    typeIn("Currency", "XX");
    fireEvent.click(screen.getByRole("button", { name: "Apply display settings" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Not saved: Use a three-letter currency code, such as EUR or USD",
    );
  });
});

describe("the Display section in German", () => {
  it("names every field and the button in German, and says a refused field there", async () => {
    await renderIn("de");
    expect(screen.getByRole("heading", { name: "Anzeige" })).toBeTruthy();
    const currency = screen.getByLabelText("Währung");
    expect(screen.getByLabelText("Zahlen- und Datumsformat").getAttribute("placeholder")).toBe(
      `Browser-Standard (${navigator.language})`,
    );
    expect(screen.getByText(/^Drei Buchstaben, etwa EUR, USD oder GBP\./)).toBeTruthy();
    expect(
      screen.getByText(
        /^Ein Sprach-Tag wie en-GB oder de-DE; leer übernimmt das Format des Browsers\. Beispiel: /,
      ),
    ).toBeTruthy();
    typeIn("Währung", "XX");
    fireEvent.click(screen.getByRole("button", { name: "Anzeigeeinstellungen übernehmen" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Nicht gespeichert: Geben Sie einen dreistelligen Währungscode an, etwa EUR oder USD",
    );
    expect(currency.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("pref-currency-error")?.textContent).toBe(
      "Geben Sie einen dreistelligen Währungscode an, etwa EUR oder USD",
    );
  });

  it("says the settings are saved in German", async () => {
    await renderIn("de");
    typeIn("Währung", "usd");
    typeIn("Zahlen- und Datumsformat", "de-DE");
    fireEvent.click(screen.getByRole("button", { name: "Anzeigeeinstellungen übernehmen" }));
    await screen.findByText("Anzeigeeinstellungen gespeichert.");
    await waitFor(async () => expect(await loadPreferences()).toEqual({ currency: "USD", locale: "de-DE" }));
  });
});

describe("the Display section in Polish", () => {
  it("names every field and the button in Polish, and says a refused field there", async () => {
    await renderIn("pl");
    expect(screen.getByRole("heading", { name: "Wyświetlanie" })).toBeTruthy();
    expect(screen.getByLabelText("Waluta")).toBeTruthy();
    typeIn("Format liczb i dat", "not a tag!");
    fireEvent.click(screen.getByRole("button", { name: "Zastosuj ustawienia wyświetlania" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Nie zapisano: Należy podać znacznik języka, np. en-GB, de-DE lub pl-PL, albo zostawić pole puste",
    );
  });
});
