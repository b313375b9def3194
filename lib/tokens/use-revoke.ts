import { useMemo, useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import { apiHostLabel } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import type { Reply } from "@/lib/core/contract/envelope";
import type { ProfileView } from "@/lib/profiles/index.popup";
import { describeRevokeOutcome, type RevokedWith } from "./revoke-outcome";
import type { RevokeReply } from "./tokens.messages";
import { tokenWords } from "./words";

/** Revoking a token from the popup: busy while the worker revokes, then how it ended, in words. */
export function useRevoke(afterRevoke: () => Promise<void>) {
  const say = useWords(tokenWords);
  const [revoking, setRevoking] = useState(false);
  /** The worker's answer and whose keys gave it: said in the popup's language as it is when shown. */
  const [answer, setAnswer] = useState<{ reply: Reply<RevokeReply>; revokedWith: RevokedWith }>();
  const revoke = async (
    target: { kind: "stored" } | { kind: "pasted"; token: string },
    profile: ProfileView,
  ) => {
    setRevoking(true);
    setAnswer(undefined);
    // Shown even if the profile was switched meanwhile: whether a token still works must never be hidden.
    const reply = await ask("token.revoke", { target, profileId: profile.id });
    setAnswer({
      reply,
      revokedWith: { which: target.kind, profileName: profile.name, host: apiHostLabel(profile) },
    });
    setRevoking(false);
    await afterRevoke();
  };
  const outcome = useMemo(
    () => answer && describeRevokeOutcome(answer.reply, answer.revokedWith, say),
    [answer, say],
  );
  return { revoking, outcome, revoke, clear: () => setAnswer(undefined) };
}

export type Revoke = ReturnType<typeof useRevoke>;
