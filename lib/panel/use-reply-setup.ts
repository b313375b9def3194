import { useEffect, useMemo, useState } from "preact/hooks";
import type { ReplySetup } from "../replies/reply-setup";
import { loadTeamTemplates, watchTeamTemplates } from "../replies/team-templates";
import type { TeamTemplates } from "../replies/templates";
import type { Preferences } from "../settings/preferences";
import type { StoredProfile } from "../settings/schema";

/** The team's templates, kept current when the options page changes them, with the profile's choices. */
export function useReplySetup(
  profile: StoredProfile | null | undefined,
  preferences: Preferences,
): ReplySetup {
  const [team, setTeam] = useState<TeamTemplates>({});
  useEffect(() => {
    const load = () => void loadTeamTemplates().then(setTeam);
    load();
    return watchTeamTemplates(load);
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
