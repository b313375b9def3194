import { useEffect } from "preact/hooks";
import { useWords } from "@/components/use-words";
import { DETECTION_SECTION_ID, DetectionSection } from "@/lib/detection/index.options";
import { LanguageSetting } from "@/lib/language";
import { LookupLogSection } from "@/lib/lookup-log/index.options";
import type { ProfileStep } from "@/lib/onboarding/index.options";
import { GetStartedSection } from "@/lib/onboarding/index.options";
import { PolicySection, useAppliedPolicy, useSettingsInForce } from "@/lib/policy/index.options";
import { PreferencesSection } from "@/lib/preferences/index.options";
import { DisclosureNotice, PrivacySection, useDisclosureNotice } from "@/lib/privacy/index.options";
import {
  PROFILE_FIELD_WORDS,
  ProfilesSection,
  useEditedProfile,
  useProfiles,
} from "@/lib/profiles/index.options";
import { ReplyTemplatesSection } from "@/lib/replies/index.options";
import { ToolbarCountSetting } from "@/lib/ticket/index.options";
import { optionsWords } from "./words";

/**
 * The options page: each section is its feature's. The page holds what several share (the profiles,
 * the one edited, the organisation's policy, the settings in force) and takes the setup's first step
 * to the profile form. What changed in what Voucher Lens keeps comes first, until acknowledged.
 */
export function App() {
  const say = useWords(optionsWords);
  const title = say("pageTitle");
  // The tab's title too, in the agent's language; kept as it is while the words load.
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const profiles = useProfiles();
  const edited = useEditedProfile(profiles);
  const applied = useAppliedPolicy();
  // What the policy sets over the agent's own settings, as the worker puts it.
  const inForce = useSettingsInForce();
  const disclosure = useDisclosureNotice(inForce?.privacy);

  /** The setup's first step: the form shows the profile it names, its first field to fill in focused. */
  const goToProfileStep = (step: ProfileStep) => {
    if (step.kind === "needs_token") edited.edit(step.profileId);
    if (step.kind === "none") edited.edit(null);
    const field = step.kind === "needs_token" ? PROFILE_FIELD_WORDS.appToken : PROFILE_FIELD_WORDS.name;
    // Once the form shows that profile.
    setTimeout(() => document.getElementById(field.id)?.focus());
  };

  return (
    <main>
      <h1>{title}</h1>
      {disclosure.shown ? <DisclosureNotice onAcknowledge={disclosure.acknowledge} /> : null}
      <GetStartedSection
        profiles={profiles.profiles}
        activeId={profiles.activeId}
        detectionSectionId={DETECTION_SECTION_ID}
        onProfileStep={goToProfileStep}
      />
      <PolicySection applied={applied} />
      <ProfilesSection
        list={profiles}
        edited={edited}
        policyLocked={Boolean(applied.policy?.locked)}
        managedDeletable={Boolean(applied.unread)}
      />
      <DetectionSection
        profile={edited.profile}
        emailsInForce={
          inForce ? { emails: inForce.detection.emails, locked: inForce.detection.emailsLocked } : undefined
        }
      />
      <PreferencesSection>
        <LanguageSetting id="display-language" />
        <ToolbarCountSetting />
      </PreferencesSection>
      <ReplyTemplatesSection inForce={inForce?.replies} />
      <PrivacySection privacy={inForce?.privacy}>
        <LookupLogSection logDays={inForce?.privacy.logDays} />
      </PrivacySection>
    </main>
  );
}
