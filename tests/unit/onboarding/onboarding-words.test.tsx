import { fireEvent, render, screen, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { GetStarted, type GetStartedProps } from "@/lib/onboarding/GetStarted";
import type { ProfileStep } from "@/lib/onboarding/setup-steps";
import { WhatsNew } from "@/lib/onboarding/WhatsNew";
import { onboardingWords } from "@/lib/onboarding/words";

afterEach(() => switchLanguage("en"));

async function speak(language: "de" | "pl") {
  await onboardingWords.load(language);
  await switchLanguage(language);
}

const HOSTS = ["zendesk.com", "freshdesk.com", "app.intercom.com"];

function renderSetup(profile: ProfileStep) {
  const props: GetStartedProps = {
    profile,
    helpdeskHosts: HOSTS,
    commands: [],
    shortcutSettings: { kind: "open", open: vi.fn(async () => undefined) },
    detectionSectionId: "detection-heading",
    onProfileStep: vi.fn(),
    onHide: vi.fn(),
  };
  render(
    <LanguageProvider>
      <GetStarted {...props} />
    </LanguageProvider>,
  );
  return props;
}

const NOTES = {
  version: "0.3.0",
  summary: "Ready for a whole team.",
  groups: [{ title: "Added", items: ["A setup on install."] }],
};

describe("the setup steps in German", () => {
  it("name each step, button and link in German", async () => {
    await speak("de");
    const props = renderSetup({ kind: "needs_token", profileId: "org", name: "Acme EU", managed: true });
    const setup = screen.getByRole("region", { name: "Erste Schritte" });
    for (const heading of ["Ihr Profil", "Verbindung testen", "Wo die Erkennung läuft", "Tastenkürzel"])
      expect(within(setup).getByRole("heading", { name: heading })).toBeTruthy();
    expect(
      screen.getByText(/^Ihr Admin hat dies eingerichtet: Fügen Sie Ihren App Token zu „Acme EU“ hinzu\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "App Token hinzufügen" }));
    expect(props.onProfileStep).toHaveBeenCalledWith(props.profile);
    expect(setup.textContent).toContain(
      "(nicht in ihren Hilfe-Centern): zendesk.com, freshdesk.com und app.intercom.com.",
    );
    expect(setup.textContent).toContain("„Auf dieser Website aktivieren“");
    expect(
      within(setup).getByRole("link", { name: "Erkennung auf Helpdesk-Seiten" }).getAttribute("href"),
    ).toBe("#detection-heading");
    fireEvent.click(screen.getByRole("button", { name: "Diese Schritte ausblenden" }));
    expect(props.onHide).toHaveBeenCalled();
  });

  it("send a new agent to the profile form in German, and say when the step is done", async () => {
    await speak("de");
    renderSetup({ kind: "none" });
    expect(screen.getByRole("button", { name: "Profilformular ausfüllen" })).toBeTruthy();
    renderSetup({ kind: "done", name: "Acme EU" });
    expect(screen.getByText("Erledigt: „Acme EU“ hat seinen App Token.")).toBeTruthy();
  });
});

describe("the setup steps in Polish", () => {
  it("name each step, button and link in Polish", async () => {
    await speak("pl");
    renderSetup({ kind: "needs_token", profileId: "a", name: "Acme EU", managed: false });
    const setup = screen.getByRole("region", { name: "Pierwsze kroki" });
    expect(within(setup).getByRole("heading", { name: "Gdzie działa wykrywanie" })).toBeTruthy();
    expect(screen.getByText(/^Profil „Acme EU” nie ma jeszcze App Token\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dodaj App Token" })).toBeTruthy();
    expect(setup.textContent).toContain("zendesk.com, freshdesk.com i app.intercom.com.");
    expect(within(setup).getByRole("link", { name: "Wykrywanie na stronach helpdesku" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ukryj te kroki" })).toBeTruthy();
  });
});

describe("the note after an update", () => {
  it("frames the changelog's notes in German", async () => {
    await speak("de");
    const onDismiss = vi.fn();
    render(
      <LanguageProvider>
        <WhatsNew notes={NOTES} onDismiss={onDismiss} />
      </LanguageProvider>,
    );
    const note = screen.getByRole("region", { name: "Aktualisiert auf 0.3.0" });
    expect(note.querySelector("p")?.textContent).toBe("Aktualisiert auf 0.3.0: Ready for a whole team.");
    expect(note.querySelector("summary")?.textContent).toBe("Neuigkeiten");
    fireEvent.click(screen.getByRole("button", { name: "Neuigkeiten schließen" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("frames the changelog's notes in Polish", async () => {
    await speak("pl");
    render(
      <LanguageProvider>
        <WhatsNew notes={NOTES} onDismiss={() => undefined} />
      </LanguageProvider>,
    );
    const note = screen.getByRole("region", { name: "Zaktualizowano do wersji 0.3.0" });
    expect(note.querySelector("summary")?.textContent).toBe("Co nowego");
    expect(screen.getByRole("button", { name: "Zamknij informację o nowościach" }).textContent).toBe(
      "Zamknij",
    );
  });
});
