import { useEffect, useMemo } from "preact/hooks";
import { useSettingsInForce } from "@/lib/policy/index.sidepanel";
import type { Preferences } from "@/lib/preferences/index.sidepanel";
import type { StoredProfile } from "@/lib/profiles/index.sidepanel";
import { preloadReplyLanguage, type ReplySetup, type TeamTemplates } from "@/lib/replies/index.sidepanel";

const NONE: TeamTemplates = {};

/** The team's templates, kept current when the options page changes them, with the profile's choices. */
export function useReplySetup(
  profile: StoredProfile | null | undefined,
  preferences: Preferences,
): ReplySetup {
  // The team's wordings an admin pushed, under the agent's own (over them when locked).
  const team = useSettingsInForce()?.replies.templates ?? NONE;
  const defaultLanguage = profile?.replyLanguage ?? "en";
  // Most replies are in the profile's language: it loads as soon as the profile is known, before the
  // first answer comes. A failure here is said by the reply that needs it (it asks again).
  useEffect(() => {
    if (profile) preloadReplyLanguage(defaultLanguage).catch(() => undefined);
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
