import * as v from "valibot";
import type { Connection } from "../api/client";
import { invalidInput } from "../api/errors";
import { checkParams } from "../api/params";
import { baseUrlFor } from "../api/regions";
import { definePrivateItem } from "./private-items";
import {
  EMPTY_SETTINGS,
  type ProfileDraft,
  ProfileDraftSchema,
  type Settings,
  type StoredProfile,
  StoredProfileSchema,
} from "./schema";
import { deleteSecrets, readSecrets, writeSecrets } from "./secrets";

/** Profiles and which one is active; out of content scripts' reach (see private-items.ts). */
export const settingsItem = definePrivateItem("settings", EMPTY_SETTINGS);

/** Reads settings, keeping every profile that still parses: one damaged entry must not hide the rest. */
export async function loadSettings(): Promise<Settings> {
  const raw = (await settingsItem.getValue()) as Partial<Record<keyof Settings, unknown>> | null;
  const profiles = Array.isArray(raw?.profiles)
    ? raw.profiles.flatMap((entry) => {
        const parsed = v.safeParse(StoredProfileSchema, entry);
        return parsed.success ? [parsed.output] : [];
      })
    : [];
  const activeId = typeof raw?.activeProfileId === "string" ? raw.activeProfileId : null;
  return {
    profiles,
    activeProfileId: profiles.some((p) => p.id === activeId) ? activeId : (profiles[0]?.id ?? null),
  };
}

async function storeSettings(settings: Settings): Promise<void> {
  await settingsItem.setValue(settings);
}

export type SaveResult = { ok: true; profile: StoredProfile } | { ok: false; field: string; message: string };

/** Validates the form, then writes the secrets and the profile, each to its own IndexedDB store. */
export async function saveProfile(input: unknown): Promise<SaveResult> {
  const checked = checkParams(ProfileDraftSchema, input);
  if (!checked.ok) {
    const error = checked.error;
    return error.kind === "invalid_input"
      ? { ok: false, field: error.field, message: error.message }
      : { ok: false, field: "input", message: "The profile could not be read" };
  }
  const draft: ProfileDraft = checked.value;
  const settings = await loadSettings();
  const existing = draft.id ? settings.profiles.find((p) => p.id === draft.id) : undefined;
  if (draft.id && !existing) return { ok: false, field: "id", message: "This profile was deleted meanwhile" };
  const oldSecrets = existing ? await readSecrets(existing.id) : undefined;
  const appToken = draft.appToken || oldSecrets?.appToken;
  if (!appToken)
    return { ok: false, field: "appToken", message: "Paste the App Token that belongs to this App ID" };
  const oauthToken = draft.forgetOauthToken ? undefined : draft.oauthToken || oldSecrets?.oauthToken;

  const profile: StoredProfile = {
    id: existing?.id ?? crypto.randomUUID(),
    name: draft.name,
    region: draft.region,
    ...(draft.region === "custom" ? { customUrl: baseUrlFor("custom", draft.customUrl) } : {}),
    appId: draft.appId,
  };
  await writeSecrets(profile.id, { appToken, ...(oauthToken ? { oauthToken } : {}) });
  const profiles = existing
    ? settings.profiles.map((p) => (p.id === profile.id ? profile : p))
    : [...settings.profiles, profile];
  await storeSettings({ profiles, activeProfileId: settings.activeProfileId ?? profile.id });
  return { ok: true, profile };
}

export async function deleteProfile(id: string): Promise<void> {
  const settings = await loadSettings();
  const profiles = settings.profiles.filter((p) => p.id !== id);
  const activeProfileId =
    settings.activeProfileId === id ? (profiles[0]?.id ?? null) : settings.activeProfileId;
  await storeSettings({ profiles, activeProfileId });
  await deleteSecrets(id);
}

export async function setActiveProfile(id: string): Promise<boolean> {
  const settings = await loadSettings();
  if (!settings.profiles.some((p) => p.id === id)) return false;
  await storeSettings({ ...settings, activeProfileId: id });
  return true;
}

/** Drops the stored OAuth token, e.g. once it is revoked; lookups fall back to the App keys. */
export async function forgetOauthToken(profileId: string): Promise<void> {
  const secrets = await readSecrets(profileId);
  if (secrets?.oauthToken) await writeSecrets(profileId, { appToken: secrets.appToken });
}

export function connectionOf(
  profile: StoredProfile,
  secrets: { appToken: string; oauthToken?: string },
): Connection {
  return {
    baseUrl: baseUrlFor(profile.region, profile.customUrl),
    credentials: { appId: profile.appId, appToken: secrets.appToken, oauthToken: secrets.oauthToken },
  };
}

export type ActiveConnection =
  | { ok: true; profile: StoredProfile; connection: Connection }
  | { ok: false; error: ReturnType<typeof invalidInput> };

/** The connection lookups use: the active profile with its secrets. Worker only. */
export async function activeConnection(): Promise<ActiveConnection> {
  const settings = await loadSettings();
  const profile = settings.profiles.find((p) => p.id === settings.activeProfileId);
  if (!profile) {
    return {
      ok: false,
      error: invalidInput("profile", "No profile is set up yet: add your API keys in Settings"),
    };
  }
  const secrets = await readSecrets(profile.id);
  if (!secrets) {
    return {
      ok: false,
      error: invalidInput(
        "profile",
        `The App Token of “${profile.name}” is missing: enter it again in Settings`,
      ),
    };
  }
  return { ok: true, profile, connection: connectionOf(profile, secrets) };
}

/** A connection from the form as it stands, so the agent can test keys before saving them. */
export async function draftConnection(input: unknown): Promise<ActiveConnection> {
  const checked = checkParams(ProfileDraftSchema, input);
  if (!checked.ok)
    return {
      ok: false,
      error: invalidInput(
        checked.error.kind === "invalid_input" ? checked.error.field : "input",
        checked.error.kind === "invalid_input" ? checked.error.message : "The profile could not be read",
      ),
    };
  const draft = checked.value;
  const settings = await loadSettings();
  const existing = draft.id ? settings.profiles.find((p) => p.id === draft.id) : undefined;
  const saved = existing ? await readSecrets(existing.id) : undefined;
  const appToken = draft.appToken || saved?.appToken;
  if (!appToken)
    return { ok: false, error: invalidInput("appToken", "Paste the App Token that belongs to this App ID") };
  const oauthToken = draft.forgetOauthToken ? undefined : draft.oauthToken || saved?.oauthToken;
  const profile: StoredProfile = {
    id: existing?.id ?? "draft",
    name: draft.name,
    region: draft.region,
    ...(draft.region === "custom" ? { customUrl: draft.customUrl } : {}),
    appId: draft.appId,
  };
  return { ok: true, profile, connection: connectionOf(profile, { appToken, oauthToken }) };
}
