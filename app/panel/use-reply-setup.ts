import { useEffect, useMemo } from "preact/hooks";
import { useSettingsInForce } from "@/features/policy/use-settings-in-force";
import type { Preferences } from "@/features/preferences/preferences";
import type { StoredProfile } from "@/features/profiles/schema";
import type { ReplySetup } from "@/features/replies/reply-setup";
import type { TeamTemplates } from "@/features/replies/templates";

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
    if (profile)
      import("@/features/replies/shipped-templates")
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
