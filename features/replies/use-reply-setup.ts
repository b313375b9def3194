import { useEffect, useMemo, useState } from "preact/hooks";
import { appliedPolicyItem, loadAppliedPolicy } from "@/features/policy/applied-policy";
import { withPolicyTemplates } from "@/features/policy/managed-effects";
import type { Preferences } from "@/features/preferences/preferences";
import type { StoredProfile } from "@/features/profiles/schema";
import type { ReplySetup } from "./reply-setup";
import { loadShippedTemplates } from "./shipped-templates";
import { loadTeamTemplates, watchTeamTemplates } from "./team-templates";
import type { TeamTemplates } from "./templates";

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
  const defaultLanguage = profile?.replyLanguage ?? "en";
  // Most replies are in the profile's language: it loads as soon as the profile is known, before the
  // first answer comes. A failure here is said by the reply that needs it (it asks again).
  useEffect(() => {
    if (profile) loadShippedTemplates(defaultLanguage).catch(() => undefined);
  }, [profile, defaultLanguage]);
  return useMemo(
    () => ({
      team,
      defaultLanguage,
      ...(profile?.languageKey ? { languageKey: profile.languageKey } : {}),
      ...(preferences.locale ? { agentLocale: preferences.locale } : {}),
      currency: preferences.currency,
      ...(profile?.timeZone ? { customerTimeZone: profile.timeZone } : {}),
    }),
    [team, profile, preferences, defaultLanguage],
  );
}
