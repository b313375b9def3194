import { useState } from "preact/hooks";
import { apiHostLabel } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import type { ProfileView } from "@/lib/profiles/index.popup";
import { describeRevokeOutcome, type RevokeOutcome } from "./revoke-outcome";

/** Revoking a token from the popup: busy while the worker revokes, then how it ended, in words. */
export function useRevoke(afterRevoke: () => Promise<void>) {
  const [revoking, setRevoking] = useState(false);
  const [outcome, setOutcome] = useState<RevokeOutcome>();
  const revoke = async (
    target: { kind: "stored" } | { kind: "pasted"; token: string },
    profile: ProfileView,
  ) => {
    setRevoking(true);
    setOutcome(undefined);
    // Shown even if the profile was switched meanwhile: whether a token still works must never be hidden.
    const reply = await ask("token.revoke", { target, profileId: profile.id });
    setOutcome(
      describeRevokeOutcome(reply, {
        which: target.kind,
        profileName: profile.name,
        host: apiHostLabel(profile),
      }),
    );
    setRevoking(false);
    await afterRevoke();
  };
  return { revoking, outcome, revoke, clear: () => setOutcome(undefined) };
}

export type Revoke = ReturnType<typeof useRevoke>;
