import type { Connection } from "@/lib/core/api/client";
import { type ApiError, apiSaid, invalidInput } from "@/lib/core/api/errors";
import { apiOriginOf, baseUrlFor } from "@/lib/core/api/regions";
import { keptUntilChanged } from "@/lib/core/store/kept";
import { watchChanges } from "@/lib/core/store/stored-item";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { storeProfiles } from "./profile-list.worker";
import { profileSaid } from "./profile-said";
import { loadProfiles } from "./profiles";
import type { ProfileDraft, ProfileList, StoredProfile } from "./schema";
import { deleteSecrets, readSecrets, watchSecrets, writeSecrets } from "./secrets.worker";

/**
 * Profiles together with their secrets: the worker's side of settings. Extension pages save,
 * delete and list profiles by asking the worker, so no page ever loads the secrets store.
 */

export type SaveResult =
  | {
      ok: true;
      profile: StoredProfile;
      /**
       * The saved profile's host, App ID or a token changed: it may speak to another project, or
       * with another key's rights, so what was kept from its answers is to be forgotten.
       */
      credentialsChanged: boolean;
    }
  | { ok: false; error: ApiError };

/**
 * The profile a form edits and the secrets it stands for: what the form typed, else what is saved
 * (empty token fields keep the saved tokens). Undefined secrets when no App Token is to be had.
 */
async function draftWithSecrets(draft: ProfileDraft, settings: ProfileList) {
  const existing = draft.id ? settings.profiles.find((p) => p.id === draft.id) : undefined;
  // Saved tokens go only to the host they were entered for: a changed region or cluster URL
  // (a phishing note's "your project moved") must be given them again.
  // A saved host that no longer reads as a URL counts as changed: the tokens stay behind.
  const hostChanged = existing !== undefined && (hostOf(existing) ?? "") !== (hostOf(draft) ?? "unreadable");
  const saved = existing && !hostChanged ? await readSecrets(existing.id) : undefined;
  const appToken = draft.appToken || saved?.appToken;
  const oauthToken = draft.forgetOauthToken ? undefined : draft.oauthToken || saved?.oauthToken;
  return {
    existing,
    hostChanged,
    saved,
    secrets: appToken ? { appToken, ...(oauthToken ? { oauthToken } : {}) } : undefined,
  };
}

/** The API origin a profile's saved tokens belong to. */
export const hostOf = (profile: { region: StoredProfile["region"]; customUrl?: string }) =>
  apiOriginOf(profile.region, profile.customUrl);

const NO_APP_TOKEN = (hostChanged: boolean) =>
  hostChanged
    ? invalidInput(
        "appToken",
        "The API host changed: paste the App Token again (saved tokens are sent only to the host they were entered for)",
        profileSaid("appTokenHostChanged"),
      )
    : invalidInput(
        "appToken",
        "Paste the App Token that belongs to this App ID",
        profileSaid("appTokenMissing"),
      );

const DELETED_MEANWHILE = (field: string) =>
  invalidInput(field, "This profile was deleted meanwhile", apiSaid("profileDeletedMeanwhile"));

/**
 * Validates the form, then writes the profile and the secrets, each to its own IndexedDB store.
 * `forget` runs first when the profile's host, App ID or a token changes, so a page that reads the
 * profile as saved finds nothing kept from before the change.
 */
export async function saveProfile(
  submitted: ProfileDraft,
  forget: (profileId: string) => Promise<unknown> = async () => undefined,
): Promise<SaveResult> {
  const settings = await loadProfiles();
  const draft = submitted;
  const { existing, secrets, hostChanged, saved } = await draftWithSecrets(draft, settings);
  if (draft.id && !existing) return { ok: false, error: DELETED_MEANWHILE("id") };
  if (!secrets) return { ok: false, error: NO_APP_TOKEN(hostChanged) };

  const profile: StoredProfile = {
    id: existing?.id ?? crypto.randomUUID(),
    name: draft.name,
    region: draft.region,
    ...(draft.region === "custom" ? { customUrl: baseUrlFor("custom", draft.customUrl) } : {}),
    appId: draft.appId,
    ...(draft.timeZone ? { timeZone: draft.timeZone } : {}),
    ...(draft.replyLanguage && draft.replyLanguage !== "en" ? { replyLanguage: draft.replyLanguage } : {}),
    ...(draft.languageKey ? { languageKey: draft.languageKey } : {}),
    ...(existing?.managed ? { managed: existing.managed } : {}),
  };
  const credentialsChanged =
    existing !== undefined &&
    (hostChanged ||
      existing.appId !== profile.appId ||
      saved?.appToken !== secrets.appToken ||
      saved?.oauthToken !== secrets.oauthToken);
  if (credentialsChanged) await forget(profile.id);
  // Tokens for a new host are written only once the list names it, and the old host's tokens go
  // before: at no moment, nor after a worker stopped in between, are a host and the other's tokens
  // read together.
  if (hostChanged) await deleteSecrets(profile.id);
  const profiles = existing
    ? settings.profiles.map((p) => (p.id === profile.id ? profile : p))
    : [...settings.profiles, profile];
  await storeProfiles({ profiles, activeProfileId: settings.activeProfileId ?? profile.id });
  await writeSecrets(profile.id, secrets);
  return { ok: true, profile, credentialsChanged };
}

/** Makes a profile the one lookups use; false when it is not (any more) among the profiles. */
export async function setActiveProfile(id: string): Promise<boolean> {
  const settings = await loadProfiles();
  if (!settings.profiles.some((p) => p.id === id)) return false;
  await storeProfiles({ ...settings, activeProfileId: id });
  return true;
}

/**
 * The tokens go first: a worker stopped in between must not leave them under an id that a policy
 * may set up again at another host.
 */
export async function deleteProfile(id: string): Promise<void> {
  const settings = await loadProfiles();
  const profiles = settings.profiles.filter((p) => p.id !== id);
  const activeProfileId =
    settings.activeProfileId === id ? (profiles[0]?.id ?? null) : settings.activeProfileId;
  await deleteSecrets(id);
  await storeProfiles({ profiles, activeProfileId });
}

/**
 * Drops the stored OAuth token once it is certainly revoked; lookups fall back to the App keys. A
 * token saved while the revocation was under way is another token, and stays.
 */
export async function forgetOauthToken(profileId: string, token: string): Promise<void> {
  const secrets = await readSecrets(profileId);
  if (secrets?.oauthToken === token) await writeSecrets(profileId, { appToken: secrets.appToken });
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

/**
 * The connection lookups use: the active profile with its secrets, or the profile named (the popup
 * revokes a pasted token with the keys the agent chose). Worker only.
 */
export function activeConnection(profileId?: string): Promise<ActiveConnection> {
  return profileId === undefined ? keptActiveConnection() : readConnection(profileId);
}

/**
 * The active profile's connection, kept between lookups: else every lookup reads the profiles, then
 * the secrets, from the database before it can ask the API, and a customer's list and cards ask at
 * once. Forgotten as soon as the profiles change (in any context: their change notice) and before
 * and after any change of the secrets, so a lookup never uses what a change replaced.
 */
const keptActiveConnection = keptUntilChanged(
  () => readConnection(),
  (forget) => {
    watchChanges(["profiles"], forget);
    watchSecrets(forget);
  },
);

async function readConnection(profileId?: string): Promise<ActiveConnection> {
  const settings = await loadProfiles();
  const profile = settings.profiles.find((p) => p.id === (profileId ?? settings.activeProfileId));
  if (profileId !== undefined && !profile) return { ok: false, error: DELETED_MEANWHILE("profile") };
  if (!profile) {
    return {
      ok: false,
      error: invalidInput(
        "profile",
        "No profile is set up yet: add your API keys in Settings",
        apiSaid("noProfileSetUp"),
      ),
    };
  }
  const secrets = await readSecrets(profile.id);
  if (!secrets) {
    return {
      ok: false,
      error: profile.managed
        ? invalidInput(
            "profile",
            `Your admin set up “${profile.name}”: add your App Token to it in Settings`,
            apiSaid("adminProfileNeedsToken", { profile: profile.name }),
          )
        : invalidInput(
            "profile",
            `The App Token of “${profile.name}” is missing: enter it again in Settings`,
            apiSaid("appTokenOfProfileMissing", { profile: profile.name }),
          ),
    };
  }
  return { ok: true, profile, connection: connectionOf(profile, secrets) };
}

/** A connection from the form as it stands, so the agent can test keys before saving them. */
export async function draftConnection(draft: ProfileDraft): Promise<ActiveConnection> {
  const { existing, secrets, hostChanged } = await draftWithSecrets(draft, await loadProfiles());
  if (!secrets) return { ok: false, error: NO_APP_TOKEN(hostChanged) };
  const profile: StoredProfile = {
    id: existing?.id ?? "draft",
    name: draft.name,
    region: draft.region,
    ...(draft.region === "custom" ? { customUrl: draft.customUrl } : {}),
    appId: draft.appId,
  };
  return { ok: true, profile, connection: connectionOf(profile, secrets) };
}

/** What extension pages show of each profile: whether a token is saved, the OAuth token's last four characters. */
export async function profileViews(profiles: StoredProfile[]): Promise<ProfileView[]> {
  return Promise.all(
    profiles.map(async (profile) => {
      const secrets = await readSecrets(profile.id);
      return {
        ...profile,
        hasAppToken: Boolean(secrets?.appToken),
        ...(secrets?.oauthToken ? { oauthTokenEnd: secrets.oauthToken.slice(-4) } : {}),
      };
    }),
  );
}
