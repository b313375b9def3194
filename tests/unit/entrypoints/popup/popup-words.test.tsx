// The popup's own words in the agent's language.

import { render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/popup/App";
import { popupWords } from "@/entrypoints/popup/words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";

afterEach(() => switchLanguage("en"));

/** The page's first drawing loads its features' modules: a cold start takes a moment. */
const SLOW = { timeout: 5000 };

async function popupIn(language: "de" | "pl", profile: boolean) {
  await switchLanguage(language, [popupWords]);
  if (profile)
    await storeProfiles({
      profiles: [{ id: "p1", name: "Acme EU", region: "api", appId: "app-id" }],
      activeProfileId: "p1",
    });
  vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
  answerPagesAsWorker();
  render(
    <LanguageProvider>
      <App />
    </LanguageProvider>,
  );
}

describe("the popup in German", () => {
  it("says there is no profile yet, and names the settings button", async () => {
    await popupIn("de", false);
    expect(await screen.findByText("Noch kein Profil.", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Einstellungen" })).toBeTruthy();
  });

  it("names the button that opens the side panel", async () => {
    await popupIn("de", true);
    expect(await screen.findByRole("button", { name: "Seitenleiste öffnen" }, SLOW)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Voucher Lens" })).toBeTruthy();
  });
});

describe("the popup in Polish", () => {
  it("says there is no profile yet, and names the settings button", async () => {
    await popupIn("pl", false);
    expect(await screen.findByText("Nie ma jeszcze profilu.", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ustawienia" })).toBeTruthy();
  });

  it("names the button that opens the side panel", async () => {
    await popupIn("pl", true);
    expect(await screen.findByRole("button", { name: "Otwórz panel boczny" }, SLOW)).toBeTruthy();
  });
});
