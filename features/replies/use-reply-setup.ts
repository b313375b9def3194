import { useEffect, useMemo, useState } from "preact/hooks";
import { appliedPolicyItem, loadAppliedPolicy } from "@/features/policy/applied-policy";
import { withPolicyTemplates } from "@/features/policy/managed-effects";
import type { Preferences } from "@/features/preferences/preferences";
import type { StoredProfile } from "@/features/profiles/schema";
import type { ReplySetup } from "./reply-setup";
import type { TeamTemplates } from "./templates";

/** The team's templates, kept current when the options page changes them, with the profile's choices. */
export function useReplySetup(
  profile: StoredProfile | null | undefined,
  preferences: Preferences,
): ReplySetup {
  const [team, setTeam] = useState<TeamTemplates>({});
  useEffect(() => {
    let current = true;
    const stops: (() => void)[] = [];
    // Read with their schema, which knows every reply topic: in the replies' own chunk, loaded
    // after the panel's first paint. Should it fail, the replies' chunk fails too and says so.
    import("./team-templates").then(
      ({ loadTeamTemplates, watchTeamTemplates }) => {
        if (!current) return;
        // The team's wordings an admin pushed, under the agent's own (over them when locked).
        const load = () =>
          void Promise.all([loadTeamTemplates(), loadAppliedPolicy()]).then(
            ([own, { policy }]) => current && setTeam(withPolicyTemplates(own, policy)),
          );
        load();
        stops.push(watchTeamTemplates(load), appliedPolicyItem.watch(load));
      },
      () => undefined,
    );
    return () => {
      current = false;
      for (const stop of stops) stop();
    };
  }, []);
  const defaultLanguage = profile?.replyLanguage ?? "en";
  // Most replies are in the profile's language: it loads as soon as the profile is known, before the
  // first answer comes. A failure here is said by the reply that needs it (it asks again).
  useEffect(() => {
    if (profile)
      import("./shipped-templates")
        .then(({ loadShippedTemplates }) => loadShippedTemplates(defaultLanguage))
        .catch(() => undefined);
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
