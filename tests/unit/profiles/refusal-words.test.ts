import { describe, expect, it } from "vitest";
import type { Voucherify } from "@/lib/core/api/voucherify";
import { describeConnectionCheck } from "@/lib/profiles/connection-report";
import { FIELD_MESSAGES, type FieldMessageKey } from "@/lib/profiles/profile-fields";
import { activeConnection, saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { refusalWords } from "@/lib/profiles/refusal-words";
import { testConnection } from "@/lib/profiles/test-connection.worker";
import { profileWords } from "@/lib/profiles/words";
import en from "@/lib/profiles/words/en";

const keys = Object.keys(FIELD_MESSAGES) as FieldMessageKey[];

describe("the worker's refusals of a profile, in the agent's language", () => {
  it("are the checks' own English words, key by key", () => {
    for (const key of keys) expect(en[key], key).toBe(FIELD_MESSAGES[key]);
  });

  it("say each check's refusal in German and Polish", async () => {
    const de = await profileWords.load("de");
    const pl = await profileWords.load("pl");
    for (const key of keys) {
      expect(refusalWords(de, FIELD_MESSAGES[key]), key).toBe(de(key));
      expect(refusalWords(pl, FIELD_MESSAGES[key]), key).toBe(pl(key));
    }
    expect(refusalWords(de, FIELD_MESSAGES.chooseRegion)).toBe("Wählen Sie eine Region");
    expect(refusalWords(pl, FIELD_MESSAGES.appIdMissing)).toBe(
      "Należy wkleić App ID z Project settings → Application keys",
    );
  });

  it("know what the worker says when a save or a lookup has no App Token or no profile", async () => {
    const de = await profileWords.load("de");
    const refusals: string[] = [];
    const noToken = await saveProfile({ name: "Acme", region: "api", appId: "app" });
    if (!noToken.ok) refusals.push(noToken.error.kind === "invalid_input" ? noToken.error.message : "");
    const gone = await saveProfile({ id: "gone", name: "Acme", region: "api", appId: "app", appToken: "t" });
    if (!gone.ok) refusals.push(gone.error.kind === "invalid_input" ? gone.error.message : "");
    const none = await activeConnection();
    if (!none.ok) refusals.push(none.error.kind === "invalid_input" ? none.error.message : "");
    const saved = await saveProfile({ name: "Acme", region: "api", appId: "app", appToken: "t" });
    if (!saved.ok) throw new Error("not saved");
    const moved = await saveProfile({ id: saved.profile.id, name: "Acme", region: "us1.api", appId: "app" });
    if (!moved.ok) refusals.push(moved.error.kind === "invalid_input" ? moved.error.message : "");

    expect(refusals).toHaveLength(4);
    expect(refusals.map((message) => refusalWords(de, message))).toEqual([
      "Fügen Sie den App Token ein, der zu dieser App ID gehört",
      "Dieses Profil wurde inzwischen gelöscht",
      "Noch ist kein Profil eingerichtet: Tragen Sie Ihre API-Schlüssel in den Einstellungen ein",
      "Der API-Host hat sich geändert: Fügen Sie den App Token erneut ein (gespeicherte Tokens werden nur an den Host gesendet, für den sie eingegeben wurden)",
    ]);
  });

  it("leave a reason they do not know as it came", async () => {
    const pl = await profileWords.load("pl");
    expect(refusalWords(pl, "The API URL must start with https://")).toBe(
      "The API URL must start with https://",
    );
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
      listRedemptions: async () => ({ ok: true, value: { total: 3 }, credential: "app_keys" }),
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
