import type { StoredProfile } from "./schema";
import { readSecrets } from "./secrets";

/** What extension pages show of a profile: never a whole secret, only whether one is saved. */
export interface ProfileView extends StoredProfile {
  hasAppToken: boolean;
  oauthTokenEnd?: string;
}

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
