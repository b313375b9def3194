import { useWords } from "@/components/use-words";
import { TicketCustomerSettings } from "@/lib/ticket";
import { DetectionSettings } from "./DetectionSettings";
import { useDetectionSection } from "./use-detection-section";
import { detectionWords } from "./words";

/** The section's heading id: the setup's third step links to it. */
export const DETECTION_SECTION_ID = "detection-heading";

export interface DetectionSectionProps {
  /** The profile the options page edits: its code patterns are shown. */
  profile?: { id: string; name: string };
  /** The email switch as the policy leaves it in force, and whether a locked policy holds it. */
  emailsInForce?: { emails: boolean; locked: boolean };
}

/** What the helpdesk pages mark and look up by themselves, in the options page. */
export function DetectionSection({ profile, emailsInForce }: DetectionSectionProps) {
  const say = useWords(detectionWords);
  const section = useDetectionSection(profile?.id);
  const { detection, switchedOff } = section;
  return (
    <section aria-labelledby={DETECTION_SECTION_ID}>
      <h2 id={DETECTION_SECTION_ID}>{say("sectionHeading")}</h2>
      {section.problem ? (
        <p class="status status-error" role="alert">
          {section.problem}
        </p>
      ) : null}
      {switchedOff.length ? (
        <div class="status status-error" role="alert">
          <p>{say("patternsSwitchedOff", { count: switchedOff.length })}</p>
          <ul>
            {switchedOff.map((off) => (
              <li key={off.pattern}>
                {say.parts("switchedOffItem", { pattern: <code>{off.pattern}</code>, reason: off.reason })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TicketCustomerSettings
        enabled={detection.autoCustomer}
        ownDomains={detection.ownDomains}
        {...(section.domainsError ? { domainsError: section.domainsError } : {})}
        onEnabledChange={section.setAutoCustomer}
        onDomainsSave={section.saveDomains}
      />
      <DetectionSettings
        profileName={profile?.name}
        // A locked policy's switch, read-only; otherwise the agent's own as saved (an unlocked policy
        // sets it there once), which follows their click without waiting for the policy's overlay.
        emails={emailsInForce?.locked ? emailsInForce.emails : detection.emails}
        emailsLocked={emailsInForce?.locked ?? false}
        patterns={profile ? (detection.codePatterns[profile.id] ?? []) : []}
        patternError={section.patternError}
        onEmailsChange={section.setEmails}
        onAddPattern={section.addPattern}
        onRemovePattern={section.removePattern}
      />
    </section>
  );
}
