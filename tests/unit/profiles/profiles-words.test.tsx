import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { componentWords } from "@/components/words";
import { invalidInput } from "@/lib/core/api/errors";
import { apiWords } from "@/lib/core/api/words";
import type { UiLanguage } from "@/lib/core/i18n/languages";
import { switchLanguage } from "@/lib/core/i18n/words";
import { describeConnectionCheck } from "@/lib/profiles/connection-report";
import { ProfileForm, type ProfileFormValues } from "@/lib/profiles/ProfileForm";
import { ProfileSwitchSection } from "@/lib/profiles/ProfileSwitchSection";
import { ProfilesSection } from "@/lib/profiles/ProfilesSection";
import { formValuesOf, NEW_PROFILE } from "@/lib/profiles/profile-form-values";
import { profileSaid } from "@/lib/profiles/profile-said";
import type { ConnectionCheck, ProfileView } from "@/lib/profiles/profiles.messages";
import type { EditedProfile } from "@/lib/profiles/use-edited-profile";
import type { ProfileSwitch } from "@/lib/profiles/use-profile-switch";
import type { ProfileList } from "@/lib/profiles/use-profiles";
import { profileWords } from "@/lib/profiles/words";

const EU: ProfileView = {
  id: "p-eu",
  name: "Acme EU",
  region: "api",
  appId: "app-eu",
  hasAppToken: true,
  oauthTokenEnd: "abcd",
};
const US: ProfileView = {
  id: "p-us",
  name: "Acme US",
  region: "us1.api",
  appId: "app-us",
  hasAppToken: true,
};

/** The page speaks the language, its words loaded first, as a page loads them before it draws. */
const speak = (language: UiLanguage) => switchLanguage(language, [profileWords, apiWords, componentWords]);

afterEach(() => switchLanguage("en"));

const inLanguage = (view: preact.ComponentChildren) => render(<LanguageProvider>{view}</LanguageProvider>);

const formOf = (initial: ProfileFormValues, more: Partial<Parameters<typeof ProfileForm>[0]> = {}) =>
  inLanguage(
    <ProfileForm
      initial={initial}
      saved={{ hasAppToken: true, oauthTokenEnd: "abcd", origin: "https://api.voucherify.io" }}
      busy={false}
      onSave={() => undefined}
      onTest={() => undefined}
      {...more}
    />,
  );

/** The list the options page shows, answering as the worker would. */
function listOf(profiles: ProfileView[], answers: Partial<ProfileList> = {}): ProfileList {
  return {
    profiles,
    activeId: profiles[0]?.id ?? null,
    problem: undefined,
    refresh: async () => undefined,
    activate: async (id) => ({ ok: true, value: { activeProfileId: id } }),
    save: async () => ({ ok: false, error: invalidInput("appToken", "not answered") }),
    remove: async () => ({ ok: true, value: { deleted: true } }),
    ...answers,
  };
}

const editing = (profile: ProfileView | undefined): EditedProfile => ({
  id: profile?.id ?? null,
  profile,
  edit: () => undefined,
});

describe("the profile form in German", () => {
  it("names every field and button in German, and keeps the help's code as code", async () => {
    await speak("de");
    formOf(formValuesOf(EU));
    for (const label of [
      "Profilname",
      "Region",
      "Eigene API-URL",
      "App ID",
      "App Token",
      "OAuth-Token",
      "Zeitzone der Kunden (optional)",
      "Standardsprache der Antworten",
      "Metadaten-Schlüssel für die Sprache der Kunden (optional)",
      "Code der Treuekarte",
      "Kunden-ID für Mitgliedschaften in Loyalty v2 (cust_…)",
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Speichern" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "https://api.voucherify.io testen" })).toBeTruthy();
    expect(screen.getByLabelText("Gespeicherten OAuth-Token entfernen")).toBeTruthy();
    expect(screen.getByLabelText("App Token").getAttribute("placeholder")).toBe(
      "Gespeichert: leer lassen, um ihn zu behalten",
    );
    expect(screen.getByLabelText("OAuth-Token").getAttribute("placeholder")).toBe(
      "Gespeichert, endet auf …abcd: leer lassen, um ihn zu behalten",
    );
    expect(screen.getByLabelText("Eigene API-URL").getAttribute("placeholder")).toBe(
      "https://ihrefirma.voucherify.io",
    );
    expect(screen.getByText("Welche Zugangsdaten jede Operation braucht")).toBeTruthy();
    const hint = document.getElementById("profile-language-key-hint");
    expect([...(hint?.querySelectorAll("code") ?? [])].map((code) => code.textContent)).toEqual([
      'locale: "es-MX"',
      'language: "Spanish"',
    ]);
    expect(hint?.textContent).toContain("(zum Beispiel locale: ");
  });

  it("says in German that the saved tokens stay behind when the host changes", async () => {
    await speak("de");
    formOf(formValuesOf(EU));
    fireEvent.change(screen.getByLabelText("Region"), { target: { value: "us1.api" } });
    expect(document.getElementById("host-changed")?.textContent).toBe(
      "Der API-Host hat sich von https://api.voucherify.io zu https://us1.api.voucherify.io geändert. Die gespeicherten Tokens werden nur an den Host gesendet, für den sie eingegeben wurden: Fügen Sie den App Token und den OAuth-Token erneut ein, um diesen Host zu verwenden.",
    );
    expect(screen.getByLabelText("OAuth-Token").getAttribute("placeholder")).toBe("Optional");
  });

  it("says in German what the organisation set, and changes at once when the language changes", async () => {
    await speak("de");
    formOf(formValuesOf(EU), { lockedFields: ["name"] });
    expect(document.getElementById("set-by-organisation")?.textContent).toBe(
      "Von Ihrer Organisation festgelegt: Die Felder, die hier nicht geändert werden können, stammen aus der Richtlinie Ihres Admins.",
    );
    await act(() => speak("pl"));
    expect(screen.getByLabelText("Nazwa profilu")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zapisz" })).toBeTruthy();
  });
});

describe("the profile form in Polish", () => {
  it("names every field and button in Polish", async () => {
    await speak("pl");
    formOf(NEW_PROFILE, { saved: { hasAppToken: false } });
    for (const label of [
      "Nazwa profilu",
      "Region",
      "Własny adres URL API",
      "App ID",
      "App Token",
      "Token OAuth",
      "Strefa czasowa klientów (opcjonalnie)",
      "Domyślny język odpowiedzi",
      "Klucz metadanych klienta z jego językiem (opcjonalnie)",
      "Kod karty lojalnościowej",
      "ID programu (lprg_…)",
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zapisz" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Testuj https://api.voucherify.io" })).toBeTruthy();
    expect(screen.getByLabelText("Token OAuth").getAttribute("placeholder")).toBe("Opcjonalnie");
    expect(screen.getByText("Sprawdź też dostęp do programów lojalnościowych (opcjonalne ID)")).toBeTruthy();
    const region = screen.getByLabelText<HTMLSelectElement>("Region");
    expect([...region.options].at(-1)?.textContent).toBe("Dedykowany klaster (własny adres URL API)");
  });

  it("says which credential each operation takes in Polish, naming each operation as the API does", async () => {
    await speak("pl");
    formOf(formValuesOf(EU));
    const help = screen
      .getByText("Jakich danych uwierzytelniających wymaga każda operacja")
      .closest("details")!;
    const lines = [...help.querySelectorAll("li")].map((li) => li.textContent);
    expect(lines).toContain(
      "List Redemptions: token OAuth z zakresami api i redemptions albo App ID i App Token.",
    );
    expect(lines).toContain("Get Member: App ID i App Token.");
    expect(lines).toContain(
      "Get customer memberships: token OAuth (Bearer) wysyłany razem z App ID i App Token.",
    );
    for (const line of lines) expect(line).not.toMatch(/\b(an|the|with|sent)\b/);
  });

  it("says a URL that is not valid yet in Polish", async () => {
    await speak("pl");
    formOf(formValuesOf(US), {
      saved: { hasAppToken: true, origin: "https://us1.api.voucherify.io" },
    });
    fireEvent.input(screen.getByLabelText("Własny adres URL API"), { target: { value: "acme" } });
    expect(document.getElementById("host-changed")?.textContent).toBe(
      "Host API zmienił się z https://us1.api.voucherify.io na adres URL, który nie jest jeszcze poprawny. Zapisane tokeny są wysyłane tylko do hosta, dla którego je wprowadzono: aby używać tego hosta, należy ponownie wkleić App Token.",
    );
    expect(screen.getByRole("button", { name: "Testuj połączenie" })).toBeTruthy();
  });
});

describe("the options page's profiles in the agent's language", () => {
  it("names each profile's buttons in German, and says the worker's refusal in German on its field", async () => {
    await speak("de");
    const list = listOf([EU, US], {
      save: async () => ({
        ok: false,
        error: invalidInput(
          "appToken",
          "Paste the App Token that belongs to this App ID",
          profileSaid("appTokenMissing"),
        ),
      }),
    });
    inLanguage(<ProfilesSection list={list} edited={editing(EU)} policyLocked={false} managedDeletable />);
    expect(screen.getByRole("heading", { name: "Profile" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "„Acme EU“ bearbeiten" })).toBeTruthy();
    expect(screen.getByText("Aktiv")).toBeTruthy();
    expect(screen.getByRole("button", { name: "„Acme US“ für Abfragen verwenden" }).textContent).toBe(
      "Für Abfragen verwenden",
    );
    expect(screen.getByRole("button", { name: "„Acme US“ bearbeiten" }).textContent).toBe("Bearbeiten");
    expect(screen.getByRole("button", { name: "„Acme EU“ löschen" }).textContent).toBe("Löschen");
    expect(screen.getByRole("button", { name: "Profil hinzufügen" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await screen.findByText("Nicht gespeichert: Fügen Sie den App Token ein, der zu dieser App ID gehört");
    const token = screen.getByLabelText("App Token");
    await waitFor(() => expect(token.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("profile-app-token-error")?.textContent).toBe(
      "Fügen Sie den App Token ein, der zu dieser App ID gehört",
    );
  });

  it("says a check's refusal in Polish, and says it again in German when the language changes", async () => {
    await speak("pl");
    const list = listOf([EU], {
      save: async () => ({
        ok: false,
        error: invalidInput("name", "Give the profile a name, for example the project or the client"),
      }),
    });
    inLanguage(<ProfilesSection list={list} edited={editing(EU)} policyLocked={false} managedDeletable />);
    expect(screen.getByRole("heading", { name: "Profile" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Edytuj „Acme EU”" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Usuń „Acme EU”" }).textContent).toBe("Usuń");
    expect(screen.getByRole("button", { name: "Dodaj profil" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Zapisz" }));
    await screen.findByText("Nie zapisano: Należy nadać profilowi nazwę, np. nazwę projektu lub klienta");
    expect(document.getElementById("profile-name-error")?.textContent).toBe(
      "Należy nadać profilowi nazwę, np. nazwę projektu lub klienta",
    );

    await act(() => speak("de"));
    expect(
      screen.getByText(
        "Nicht gespeichert: Geben Sie dem Profil einen Namen, zum Beispiel den des Projekts oder des Kunden",
      ),
    ).toBeTruthy();
  });

  it("says in Polish that there is no profile yet, and while the profiles are read", async () => {
    await speak("pl");
    const { rerender } = inLanguage(
      <ProfilesSection
        list={listOf([], { profiles: undefined })}
        edited={editing(undefined)}
        policyLocked={false}
        managedDeletable={false}
      />,
    );
    expect(screen.getByText("Wczytywanie profili…").getAttribute("role")).toBe("status");
    expect(screen.getByRole("heading", { name: "Profil" })).toBeTruthy();
    rerender(
      <LanguageProvider>
        <ProfilesSection
          list={listOf([])}
          edited={editing(undefined)}
          policyLocked={false}
          managedDeletable={false}
        />
      </LanguageProvider>,
    );
    expect(
      screen.getByText("Nie ma jeszcze profilu. Poniżej można dodać klucze API projektu Voucherify."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Nowy profil" })).toBeTruthy();
  });
});

describe("the popup's profile switch in the agent's language", () => {
  const switcher = (more: Partial<ProfileSwitch> = {}): ProfileSwitch => ({
    check: undefined,
    checking: false,
    problem: undefined,
    runCheck: async () => undefined,
    choose: async () => true,
    ...more,
  });

  it("names the switch and Check in German", async () => {
    await speak("de");
    inLanguage(
      <ProfileSwitchSection
        profiles={[EU, US]}
        active={EU}
        switcher={switcher()}
        onSwitched={() => undefined}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Profil");
    // Each project's cluster named in German too.
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Acme EU — Europa (Standard)",
      "Acme US — Vereinigte Staaten",
    ]);
    expect(screen.getByRole("button", { name: "Prüfen" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Noch nicht geprüft");
  });

  it("names the switch and Check in Polish, and says a check is under way", async () => {
    await speak("pl");
    inLanguage(
      <ProfileSwitchSection
        profiles={[EU]}
        active={EU}
        switcher={switcher({ checking: true })}
        onSwitched={() => undefined}
      />,
    );
    expect(screen.getByLabelText("Profil")).toBeTruthy();
    expect(within(screen.getByRole("status")).getByText("Sprawdzanie…")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sprawdź" })).toBeTruthy();
  });
});

describe("Test connection's report in the agent's language", () => {
  const check: ConnectionCheck = {
    profileName: "Acme",
    baseUrl: "https://api.voucherify.io",
    redemptionsVisible: 3,
    operations: [
      { operation: "listRedemptions", result: "allowed", credential: "oauth_token" },
      {
        operation: "getMember",
        result: "allowed",
        credential: "app_keys",
        note: "nothing has those ids, but the key may look",
      },
      { operation: "expiringPoints", result: "not_checked", note: "it needs a program, member and card id" },
      { operation: "memberships", result: "not_checked", note: "it needs a customer id" },
    ],
  };

  it("says each line in German, the worker's notes too", async () => {
    const say = await profileWords.load("de");
    expect(describeConnectionCheck(check, {}, say).lines.map((l) => l.text)).toEqual([
      "erlaubt über den OAuth-Token",
      "erlaubt über die App-Schlüssel (nichts hat diese IDs, aber der Schlüssel darf nachsehen)",
      "nicht geprüft: dafür sind Programm-, Mitglieds- und Karten-ID nötig",
      "nicht geprüft: dafür ist eine Kunden-ID nötig",
    ]);
  });

  it("says each line in Polish", async () => {
    const say = await profileWords.load("pl");
    expect(describeConnectionCheck(check, {}, say).lines.map((l) => l.text)).toEqual([
      "dozwolone przez token OAuth",
      "dozwolone przez klucze App (nic nie ma tych ID, ale klucz może je sprawdzać)",
      "nie sprawdzono: wymaga ID programu, członka i karty",
      "nie sprawdzono: wymaga ID klienta",
    ]);
  });
});

describe("how many redemptions the keys see, in Polish", () => {
  const counts = [0, 1, 2, 5, 22, 25];

  it("after Test connection", async () => {
    const say = await profileWords.load("pl");
    expect(counts.map((count) => say("redemptionsVisible", { count }))).toEqual([
      "0 realizacji jest widocznych dla tych kluczy.",
      "1 realizacja jest widoczna dla tych kluczy.",
      "2 realizacje są widoczne dla tych kluczy.",
      "5 realizacji jest widocznych dla tych kluczy.",
      "22 realizacje są widoczne dla tych kluczy.",
      "25 realizacji jest widocznych dla tych kluczy.",
    ]);
  });

  it("after the popup's Check", async () => {
    const say = await profileWords.load("pl");
    expect(counts.map((count) => say("checkConnected", { count }))).toEqual([
      "Połączono: widocznych 0 realizacji",
      "Połączono: widoczna 1 realizacja",
      "Połączono: widoczne 2 realizacje",
      "Połączono: widocznych 5 realizacji",
      "Połączono: widoczne 22 realizacje",
      "Połączono: widocznych 25 realizacji",
    ]);
  });

  it("in German and English, one and more, the number written the language's way", async () => {
    const de = await profileWords.load("de");
    const en = await profileWords.load("en");
    expect([1, 1200].map((count) => de("redemptionsVisible", { count }))).toEqual([
      "1 Einlösung ist für diese Schlüssel sichtbar.",
      "1.200 Einlösungen sind für diese Schlüssel sichtbar.",
    ]);
    expect([1, 1200].map((count) => en("checkConnected", { count }))).toEqual([
      "Connected: 1 redemption visible",
      "Connected: 1,200 redemptions visible",
    ]);
  });
});
