import { act, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { componentWords } from "@/components/words";
import type { Reply } from "@/lib/core/contract/envelope";
import type { UiLanguage } from "@/lib/core/i18n/languages";
import { switchLanguage } from "@/lib/core/i18n/words";
import { RevokeToken, type RevokeTokenProps } from "@/lib/tokens/RevokeToken";
import { describeRevokeOutcome, type RevokedWith } from "@/lib/tokens/revoke-outcome";
import type { RevokeReply } from "@/lib/tokens/tokens.messages";
import { tokenWords } from "@/lib/tokens/words";

const speak = (language: UiLanguage) => switchLanguage(language, [tokenWords, componentWords]);

afterEach(() => switchLanguage("en"));

const PROFILES = [
  { id: "p-eu", name: "Acme EU", host: "api.voucherify.io" },
  { id: "p-us", name: "Acme US", host: "us1.api.voucherify.io" },
];

const revokeView = (more: Partial<RevokeTokenProps> = {}) =>
  render(
    <LanguageProvider>
      <RevokeToken
        profileName="Acme EU"
        profiles={PROFILES}
        activeProfileId="p-eu"
        storedTokenEnd="abcd"
        busy={false}
        onRevokeStored={() => undefined}
        onRevokePasted={() => undefined}
        {...more}
      />
    </LanguageProvider>,
  );

const STORED: RevokedWith = { which: "stored", profileName: "Acme EU", host: "api.voucherify.io" };
const PASTED: RevokedWith = { ...STORED, which: "pasted" };
const revoked = (wasStoredToken: boolean): Reply<RevokeReply> => ({
  ok: true,
  credential: "app_keys",
  value: { revoked: true, wasStoredToken, profileName: "Acme EU", host: "api.voucherify.io" },
});
const refused: Reply<RevokeReply> = {
  ok: false,
  error: { kind: "http", status: 401, body: {}, operation: "revokeToken" },
};

describe("the popup's Revoke in German", () => {
  it("names the section, the field and every button in German", async () => {
    await speak("de");
    revokeView();
    expect(screen.getByRole("heading", { name: "OAuth-Token widerrufen" })).toBeTruthy();
    expect(screen.getByText("Der in „Acme EU“ gespeicherte OAuth-Token mit der Endung …abcd.")).toBeTruthy();
    expect(screen.getByLabelText("Zu widerrufender Token")).toBeTruthy();
    expect(screen.getByLabelText("Widerrufen mit den Schlüsseln von")).toBeTruthy();
    expect(
      screen.getByText(
        "Ein Token lässt sich nur mit den Schlüsseln des Projekts und der Region widerrufen, die ihn ausgestellt haben.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("option", { name: "Acme US — us1.api.voucherify.io" })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Eingefügten Token widerrufen" }).disabled,
    ).toBe(true);

    const show = screen.getByRole("button", { name: "Token anzeigen" });
    expect(show.textContent).toBe("Anzeigen");
    fireEvent.click(show);
    expect(screen.getByRole("button", { name: "Token ausblenden" }).textContent).toBe("Ausblenden");
  });

  it("asks in German before revoking the stored token", async () => {
    await speak("de");
    revokeView();
    fireEvent.click(screen.getByRole("button", { name: "Token widerrufen" }));
    expect(screen.getByRole("group", { name: "Widerruf bestätigen" })).toBeTruthy();
    expect(
      screen.getByText(
        "Den OAuth-Token von „Acme EU“ mit der Endung …abcd widerrufen? Er funktioniert dann sofort nicht mehr.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ja, widerrufen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeTruthy();
  });

  it("says how it ended in German, and in Polish once the language changes", async () => {
    await speak("de");
    const say = await tokenWords.load("de");
    revokeView({ outcome: describeRevokeOutcome(revoked(true), STORED, say) });
    expect(screen.getByText("Widerrufen: Der Token kann nicht mehr verwendet werden.")).toBeTruthy();
    expect(
      screen.getByText("Er wurde aus „Acme EU“ entfernt; Abfragen verwenden jetzt die App-Schlüssel."),
    ).toBeTruthy();
    await act(() => speak("pl"));
    expect(screen.getByRole("heading", { name: "Unieważnij token OAuth" })).toBeTruthy();
  });
});

describe("the popup's Revoke in Polish", () => {
  it("names the section, the field and every button in Polish", async () => {
    await speak("pl");
    revokeView({ profiles: [PROFILES[0]!], storedTokenEnd: undefined });
    expect(screen.getByRole("heading", { name: "Unieważnij token OAuth" })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Unieważnij token" }).disabled).toBe(true);
    expect(screen.getByText("Profil „Acme EU” nie ma zapisanego tokenu OAuth.")).toBeTruthy();
    expect(screen.getByLabelText("Token do unieważnienia")).toBeTruthy();
    expect(
      screen.getByText("Zostanie unieważniony kluczami profilu „Acme EU” na api.voucherify.io."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pokaż token" }).textContent).toBe("Pokaż");
    expect(screen.getByRole("button", { name: "Unieważnij wklejony token" })).toBeTruthy();
  });

  it("says a revocation under way in Polish", async () => {
    await speak("pl");
    revokeView({ busy: true });
    expect(screen.getByText("Unieważnianie…")).toBeTruthy();
  });

  it("asks in Polish before revoking the stored token", async () => {
    await speak("pl");
    revokeView();
    fireEvent.click(screen.getByRole("button", { name: "Unieważnij token" }));
    expect(screen.getByRole("group", { name: "Potwierdź unieważnienie" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tak, unieważnij" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Anuluj" })).toBeTruthy();
  });
});

describe("how a revocation ended, in the agent's language", () => {
  it("in German: whose keys revoked a pasted token, and that refused keys prove nothing", async () => {
    const say = await tokenWords.load("de");
    expect(describeRevokeOutcome(revoked(false), PASTED, say)).toEqual({
      tone: "success",
      dead: true,
      title: "Widerrufen: Der Token kann nicht mehr verwendet werden.",
      detail: "Mit den Schlüsseln von „Acme EU“ auf api.voucherify.io widerrufen.",
    });
    expect(describeRevokeOutcome(refused, STORED, say)).toEqual({
      tone: "error",
      dead: false,
      title:
        "Es wurde nichts widerrufen: api.voucherify.io hat die App ID oder den App Token von „Acme EU“ abgelehnt (401). Der Token funktioniert möglicherweise noch.",
      detail:
        "Korrigieren Sie die Schlüssel in den Einstellungen oder prüfen Sie die Region, und versuchen Sie es erneut. Der gespeicherte Token bleibt erhalten.",
    });
  });

  it("in Polish: a 404 that is not Voucherify's proves nothing, whatever came", async () => {
    const say = await tokenWords.load("pl");
    const notFound = (contentType?: string): Reply<RevokeReply> => ({
      ok: false,
      error: {
        kind: "http",
        status: 404,
        body: {},
        operation: "revokeToken",
        ...(contentType ? { contentType } : {}),
      },
    });
    expect(describeRevokeOutcome(notFound("text/html"), PASTED, say)).toEqual({
      tone: "error",
      dead: false,
      title:
        "Brak pewności, że unieważniono: api.voucherify.io odpowiedział kodem 404 ze stroną internetową, a nie odpowiedzią Voucherify. Token może nadal działać.",
      detail:
        "Próbowano kluczami profilu „Acme EU” na api.voucherify.io: należy wybrać profil projektu i regionu, z których pochodzi token, i spróbować ponownie.",
    });
    expect(describeRevokeOutcome(notFound(), STORED, say).title).toBe(
      "Brak pewności, że unieważniono: api.voucherify.io odpowiedział kodem 404 z pustą odpowiedzią, a nie odpowiedzią Voucherify. Token może nadal działać.",
    );
    expect(describeRevokeOutcome(notFound(), STORED, say).dead).toBe(false);
  });
});
