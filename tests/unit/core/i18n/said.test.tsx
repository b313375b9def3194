import { render, screen } from "@testing-library/preact";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorNotice } from "@/components/ErrorNotice";
import { LanguageProvider } from "@/components/use-words";
import { type ApiError, ApiErrorSchema } from "@/lib/core/api/errors";
import { checkParams, RevokeTokenParamsSchema } from "@/lib/core/api/params";
import { apiWords } from "@/lib/core/api/words";
import type { Reply } from "@/lib/core/contract/envelope";
import { sayThat } from "@/lib/core/i18n/said";
import { switchLanguage } from "@/lib/core/i18n/words";
import { holdPolicyFields } from "@/lib/policy/locked-fields";
import type { ManagedPolicy } from "@/lib/policy/stored-policy";
import { activeConnection, saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { refusalWords } from "@/lib/profiles/refusal-words";
import type { StoredProfile } from "@/lib/profiles/schema";
import { deleteSecrets } from "@/lib/profiles/secrets.worker";
import { profileWords } from "@/lib/profiles/words";
import { revokeToken } from "@/lib/tokens/revoke.worker";
import { describeRevokeOutcome } from "@/lib/tokens/revoke-outcome";
import type { RevokeReply } from "@/lib/tokens/tokens.messages";
import { tokenWords } from "@/lib/tokens/words";

afterEach(() => switchLanguage("en"));

const refusalOf = (
  result: { ok: true } | { ok: false; error: ApiError },
): ApiError & { kind: "invalid_input" } => {
  if (result.ok || result.error.kind !== "invalid_input") throw new Error("not refused");
  return result.error;
};

/** The error notice as the side panel draws it, in a language loaded first as the panel loads it. */
async function noticeIn(language: "de" | "pl", error: ApiError) {
  await apiWords.load(language);
  await switchLanguage(language);
  render(
    <LanguageProvider>
      <ErrorNotice error={error} onRetry={() => undefined} />
    </LanguageProvider>,
  );
}

/** What the popup says after a revocation, in a language loaded first as the popup loads it. */
async function revokeOutcomeIn(language: "de" | "pl", reply: Reply<RevokeReply>, which: "stored" | "pasted") {
  await apiWords.load(language);
  const say = await tokenWords.load(language);
  await switchLanguage(language);
  return describeRevokeOutcome(reply, { which, profileName: "Acme EU", host: "api.voucherify.io" }, say);
}

describe("what the worker refuses, said in the agent's language", () => {
  it("a lookup with no profile set up: the side panel says so in German", async () => {
    await noticeIn("de", refusalOf(await activeConnection()));
    expect(
      screen.getByText(
        "Noch ist kein Profil eingerichtet: Tragen Sie Ihre API-Schlüssel in den Einstellungen ein",
      ),
    ).toBeTruthy();
  });

  it("a refusal the worker means as a message: what to do next names no field by its code name", async () => {
    // The message itself says what to do; the line under it is in the agent's words alone, never
    // "Korrigieren Sie profile …" with the contract's English name of the field.
    await noticeIn("de", refusalOf(await activeConnection()));
    const action = document.querySelector(".error-action")?.textContent;
    expect(action).toBe("Versuchen Sie es danach erneut.");
  });

  it("says the same in Polish", async () => {
    await noticeIn("pl", refusalOf(await activeConnection()));
    expect(document.querySelector(".error-action")?.textContent).toBe("Następnie należy spróbować ponownie.");
  });

  it("a lookup whose profile lost its App Token: said in Polish, with the profile's name", async () => {
    const saved = await saveProfile({ name: "Acme EU", region: "api", appId: "app", appToken: "token" });
    if (!saved.ok) throw new Error("not saved");
    await deleteSecrets(saved.profile.id);
    await noticeIn("pl", refusalOf(await activeConnection()));
    expect(
      screen.getByText("Brakuje App Token profilu „Acme EU”: należy go ponownie wprowadzić w Ustawieniach"),
    ).toBeTruthy();
  });

  it("a revocation with no stored OAuth token: the popup says so in German, naming the profile", async () => {
    const saved = await saveProfile({ name: "Acme EU", region: "api", appId: "app", appToken: "token" });
    if (!saved.ok) throw new Error("not saved");
    const connection = await activeConnection();
    const reply = await revokeToken(
      {
        activeConnection: async () => connection,
        voucherify: {
          revokeToken: async () => ({ ok: true, value: { revoked: true }, credential: "app_keys" }),
        },
        forgetOauthToken: async () => undefined,
      } as unknown as Parameters<typeof revokeToken>[0],
      { target: { kind: "stored" } },
    );
    const outcome = await revokeOutcomeIn("de", reply, "stored");
    expect(outcome.title).toBe("„Acme EU“ hat keinen gespeicherten OAuth-Token.");
  });

  it("a pasted token with a space in it: the popup says why in Polish, and nothing was sent", async () => {
    const checked = checkParams(RevokeTokenParamsSchema, { token: "eyJhbGci OiJIUzI1" });
    if (checked.ok) throw new Error("not refused");
    const outcome = await revokeOutcomeIn("pl", checked, "pasted");
    expect(outcome).toMatchObject({
      tone: "error",
      dead: false,
      title: "Token zawiera spacje lub znaki, których token nigdy nie ma",
    });
  });

  it("a save of a profile the organisation moved: the options page says where, in German", async () => {
    const existing: StoredProfile = {
      id: "managed-acme",
      name: "Acme EU",
      region: "api",
      appId: "app",
      managed: { fields: ["region", "appId"] },
    } as StoredProfile;
    const policy = { locked: true } as ManagedPolicy;
    const held = holdPolicyFields(
      { id: existing.id, name: "Acme EU", region: "us1.api", appId: "app" },
      existing,
      policy,
    );
    const de = await profileWords.load("de");
    expect(refusalWords(de, refusalOf(held))).toBe(
      "Ihre Organisation hat „Acme EU“ nach https://api.voucherify.io verschoben: Laden Sie die Einstellungen neu und fügen Sie den App Token erneut ein",
    );
  });

  it("a page without those words, or a key it does not know, shows the worker's English", async () => {
    await apiWords.load("de");
    expect(sayThat({ words: "api", key: "noSuchKey" }, "As the worker wrote it", "de")).toBe(
      "As the worker wrote it",
    );
    expect(sayThat({ words: "noSuchWords", key: "noProfileSetUp" }, "As the worker wrote it", "de")).toBe(
      "As the worker wrote it",
    );
    // Words not loaded in the language asked for: English, as loaded.
    await apiWords.load("en");
    expect(sayThat({ words: "api", key: "noProfileSetUp" }, "fallback", "fr")).toBe(
      "No profile is set up yet: add your API keys in Settings",
    );
  });

  it("a message that is not a refusal's shape is refused where it arrives, not shown", () => {
    const refusal = { kind: "invalid_input", field: "profile", message: "No profile" };
    expect(v.is(ApiErrorSchema, { ...refusal, said: { words: "api", key: "noProfileSetUp" } })).toBe(true);
    expect(v.is(ApiErrorSchema, { ...refusal, said: { words: "api", key: "x".repeat(81) } })).toBe(false);
    expect(
      v.is(ApiErrorSchema, {
        ...refusal,
        said: { words: "api", key: "k", values: { profile: { html: "<b>" } } },
      }),
    ).toBe(false);
  });
});
