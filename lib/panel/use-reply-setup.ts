import { useEffect, useMemo, useState } from "preact/hooks";
import type { ReplySetup } from "../replies/reply-setup";
import { loadTeamTemplates, watchTeamTemplates } from "../replies/team-templates";
import type { TeamTemplates } from "../replies/templates";
import { appliedPolicyItem, loadAppliedPolicy } from "../settings/applied-policy";
import { withPolicyTemplates } from "../settings/managed-effects";
import type { Preferences } from "../settings/preferences";
import type { StoredProfile } from "../settings/schema";

/** The team's templates, kept current when the options page changes them, with the profile's choices. */
export function useReplySetup(
  profile: StoredProfile | null | undefined,
  preferences: Preferences,
): ReplySetup {
  const [team, setTeam] = useState<TeamTemplates>({});
  useEffect(() => {
    // The team's wordings an admin pushed, under the agent's own (over them when locked).
    const load = () =>
      void Promise.all([loadTeamTemplates(), loadAppliedPolicy()]).then(([own, { policy }]) =>
        setTeam(withPolicyTemplates(own, policy)),
      );
    load();
    const unwatchOwn = watchTeamTemplates(load);
    const unwatchPolicy = appliedPolicyItem.watch(load);
    return () => {
      unwatchOwn();
      unwatchPolicy();
    };
  }, []);
  return useMemo(
    () => ({
      team,
      defaultLanguage: profile?.replyLanguage ?? "en",
      ...(profile?.languageKey ? { languageKey: profile.languageKey } : {}),
      ...(preferences.locale ? { agentLocale: preferences.locale } : {}),
      currency: preferences.currency,
      ...(profile?.timeZone ? { customerTimeZone: profile.timeZone } : {}),
    }),
    [team, profile, preferences],
  );
}
