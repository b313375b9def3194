import { describe, expect, it } from "vitest";
import type { ApiError } from "@/lib/core/api/errors";
import type { Voucherify } from "@/lib/core/api/voucherify";
import { apiWords } from "@/lib/core/api/words";
import { describeConnectionCheck } from "@/lib/profiles/connection-report";
import { CLUSTER_URL_MESSAGES, FIELD_MESSAGES, type FieldMessageKey } from "@/lib/profiles/profile-fields";
import { activeConnection, saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { type Refusal, refusalWords } from "@/lib/profiles/refusal-words";
import { testConnection } from "@/lib/profiles/test-connection.worker";
import { profileWords } from "@/lib/profiles/words";
import en from "@/lib/profiles/words/en";

/** Every field check's refusal, a dedicated cluster URL's among them. */
const CHECKS: Record<FieldMessageKey, string> = { ...FIELD_MESSAGES, ...CLUSTER_URL_MESSAGES };
const keys = Object.keys(CHECKS) as FieldMessageKey[];

describe("the worker's refusals of a profile, in the agent's language", () => {
  it("are the checks' own English words, key by key", () => {
    for (const key of keys) expect(en[key], key).toBe(CHECKS[key]);
  });

  it("say each check's refusal in German and Polish", async () => {
    const de = await profileWords.load("de");
    const pl = await profileWords.load("pl");
    for (const key of keys) {
      expect(refusalWords(de, { message: CHECKS[key] }), key).toBe(de(key));
      expect(refusalWords(pl, { message: CHECKS[key] }), key).toBe(pl(key));
    }
    expect(refusalWords(de, { message: FIELD_MESSAGES.chooseRegion })).toBe("Wählen Sie eine Region");
    expect(refusalWords(pl, { message: FIELD_MESSAGES.appIdMissing })).toBe(
      "Należy wkleić App ID z Project settings → Application keys",
    );
  });

  it("say what the worker means when a save or a lookup has no App Token or no profile", async () => {
    const de = await profileWords.load("de");
    await apiWords.load("de");
    const refusals: Refusal[] = [];
    const refused = (result: { ok: true } | { ok: false; error: ApiError }) => {
      if (!result.ok && result.error.kind === "invalid_input") refusals.push(result.error);
    };
    refused(await saveProfile({ name: "Acme", region: "api", appId: "app" }));
    refused(await saveProfile({ id: "gone", name: "Acme", region: "api", appId: "app", appToken: "t" }));
    refused(await activeConnection());
    const saved = await saveProfile({ name: "Acme", region: "api", appId: "app", appToken: "t" });
    if (!saved.ok) throw new Error("not saved");
    refused(await saveProfile({ id: saved.profile.id, name: "Acme", region: "us1.api", appId: "app" }));

    expect(refusals).toHaveLength(4);
    expect(refusals.map((refusal) => refusalWords(de, refusal))).toEqual([
      "Fügen Sie den App Token ein, der zu dieser App ID gehört",
      "Dieses Profil wurde inzwischen gelöscht",
      "Noch ist kein Profil eingerichtet: Tragen Sie Ihre API-Schlüssel in den Einstellungen ein",
      "Der API-Host hat sich geändert: Fügen Sie den App Token erneut ein (gespeicherte Tokens werden nur an den Host gesendet, für den sie eingegeben wurden)",
    ]);
  });

  it("say a cluster URL's refusal, and leave a reason they do not know as it came", async () => {
    const pl = await profileWords.load("pl");
    expect(refusalWords(pl, { message: "The API URL must start with https://" })).toBe(
      "Adres URL API musi zaczynać się od https://",
    );
    expect(refusalWords(pl, { message: "Resource not found" })).toBe("Resource not found");
  });
});

describe("Test connection's notes, in the agent's language", () => {
  it("know every note the worker gives", async () => {
    const pl = await profileWords.load("pl");
    const connection = { baseUrl: "https://api.voucherify.io", credentials: { appId: "a", appToken: "t" } };
    const active = {
      ok: true as const,
      profile: { id: "p", name: "Acme", region: "api" as const, appId: "a" },
      connection,
    };
    const notFound = {
      ok: false as const,
      error: { kind: "http" as const, status: 404, body: {}, fromApi: true },
      credential: "app_keys" as const,
    };
    const voucherify = {
      listRedemptions: async () => ({
        ok: true,
        value: { object: "list", redemptions: [], total: 3 },
        credential: "app_keys",
      }),
      getMember: async () => notFound,
    } as unknown as Pick<
      Voucherify,
      "listRedemptions" | "getMember" | "listExpiringPoints" | "getMemberships"
    >;
    const reply = await testConnection(
      { voucherify, activeConnection: async () => active, draftConnection: async () => active },
      { member: { memberId: "card" } },
    );
    if (!reply.ok) throw new Error("not tested");
    expect(describeConnectionCheck(reply.value, {}, pl).lines.map((line) => line.text)).toEqual([
      "dozwolone przez klucze App",
      "dozwolone przez klucze App (nic nie ma tych ID, ale klucz może je sprawdzać)",
      "nie sprawdzono: wymaga ID programu, członka i karty",
      "nie sprawdzono: wymaga ID klienta",
    ]);
  });
});
