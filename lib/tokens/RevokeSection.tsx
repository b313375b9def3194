import { apiHostLabel } from "@/lib/core/api/regions";
import type { ProfileView } from "@/lib/profiles/index.popup";
import { RevokeToken } from "./RevokeToken";
import type { Revoke } from "./use-revoke";

export interface RevokeSectionProps {
  profiles: ProfileView[];
  active: ProfileView;
  revoker: Revoke;
}

/** The popup's Revoke: the stored token of the profile in use, or one pasted, with whose keys. */
export function RevokeSection({ profiles, active, revoker }: RevokeSectionProps) {
  const { revoking, outcome, revoke } = revoker;
  return (
    <RevokeToken
      profileName={active.name}
      profiles={profiles.map((p) => ({ id: p.id, name: p.name, host: apiHostLabel(p) }))}
      activeProfileId={active.id}
      storedTokenEnd={active.oauthTokenEnd}
      busy={revoking}
      outcome={outcome}
      onRevokeStored={() => revoke({ kind: "stored" }, active)}
      onRevokePasted={(token, profileId) => {
        const chosen = profiles.find((p) => p.id === profileId);
        if (chosen) void revoke({ kind: "pasted", token }, chosen);
      }}
    />
  );
}
