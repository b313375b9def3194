import { TicketCustomerSettings } from "@/lib/ticket";
import { DetectionSettings } from "./DetectionSettings";
import { useDetectionSection } from "./use-detection-section";

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
  const section = useDetectionSection(profile?.id);
  const { detection, switchedOff } = section;
  return (
    <section aria-labelledby={DETECTION_SECTION_ID}>
      <h2 id={DETECTION_SECTION_ID}>Detection on helpdesk pages</h2>
      {section.problem ? (
        <p class="status status-error" role="alert">
          {section.problem}
        </p>
      ) : null}
      {switchedOff.length ? (
        <div class="status status-error" role="alert">
          <p>
            {switchedOff.length === 1 ? "A code pattern is" : `${switchedOff.length} code patterns are`}{" "}
            switched off and {switchedOff.length === 1 ? "marks" : "mark"} nothing: a customer's ticket could
            make {switchedOff.length === 1 ? "it" : "them"} freeze the helpdesk tab, or the pages could not
            run {switchedOff.length === 1 ? "it" : "them"}. The other patterns and ids are still marked.
            Rewrite {switchedOff.length === 1 ? "it" : "each"} as said and add it again.
          </p>
          <ul>
            {switchedOff.map((off) => (
              <li key={off.pattern}>
                <code>{off.pattern}</code>: {off.reason}
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
