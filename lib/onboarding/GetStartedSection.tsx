import { useWords } from "@/components/use-words";
import { shortcutSettings } from "@/lib/keyboard";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { GetStarted } from "./GetStarted";
import { SETUP_FRAGMENT } from "./setup-fragment";
import { BUILT_IN_HELPDESK_HOSTS, type ProfileStep, profileStep } from "./setup-steps";
import { useGetStarted } from "./use-get-started";
import { onboardingWords } from "./words";

export interface GetStartedSectionProps {
  /** Undefined until read: the steps are not decided before, so they never flash. */
  profiles: readonly ProfileView[] | undefined;
  activeId: string | null;
  /** The id of the options page's detection section, linked from the third step. */
  detectionSectionId: string;
  /** Takes the agent to the profile form: the profile the step names, at its first empty field. */
  onProfileStep(step: ProfileStep): void;
}

/** The options page's setup steps, or the way back to them once hidden. */
export function GetStartedSection({
  profiles,
  activeId,
  detectionSectionId,
  onProfileStep,
}: GetStartedSectionProps) {
  const say = useWords(onboardingWords);
  const setup = useGetStarted(profiles, location.hash === `#${SETUP_FRAGMENT}`);
  if (setup.shown === undefined || !profiles) return null;
  if (!setup.shown)
    return (
      <button type="button" class="link" onClick={setup.show}>
        {say("showSteps")}
      </button>
    );
  return (
    <GetStarted
      profile={profileStep(profiles, activeId)}
      helpdeskHosts={BUILT_IN_HELPDESK_HOSTS}
      commands={setup.commands}
      shortcutSettings={shortcutSettings()}
      detectionSectionId={detectionSectionId}
      onProfileStep={onProfileStep}
      onHide={setup.hide}
    />
  );
}
