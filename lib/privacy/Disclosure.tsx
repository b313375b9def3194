import { useWords } from "@/components/use-words";
import { PRIVACY_SECTION_ID } from "./PrivacySection";
import { DEFAULT_LOG_DAYS, PRIVACY_POLICY } from "./privacy";
import { privacyWords } from "./words";

/** What Voucher Lens reads, sends and keeps, in four plain sentences, and where to see and change it. */
export function DisclosureFacts({ settings = `#${PRIVACY_SECTION_ID}` }: { settings?: string }) {
  const say = useWords(privacyWords);
  return (
    <>
      <ul class="disclosure-facts">
        <li>{say("disclosureReads")}</li>
        <li>{say("disclosureSends")}</li>
        <li>{say("disclosureKeeps", { days: DEFAULT_LOG_DAYS })}</li>
        <li>{say("disclosureNobody")}</li>
      </ul>
      <p>
        <a href={settings} {...(settings.startsWith("#") ? {} : { target: "_blank" })}>
          {say("disclosureMore")}
        </a>
        {" · "}
        {/* The privacy policy the package carries (PRIVACY.md, as text): never fetched from elsewhere. */}
        <a href={PRIVACY_POLICY} target="_blank" rel="noopener">
          {say("disclosurePolicy")}
        </a>
      </p>
    </>
  );
}

/** The setup's first part, before any step: what the agent agrees to by using Voucher Lens. */
export function Disclosure() {
  const say = useWords(privacyWords);
  return (
    <section class="disclosure" aria-labelledby="disclosure-heading">
      <h3 id="disclosure-heading">{say("disclosureHeading")}</h3>
      <DisclosureFacts />
    </section>
  );
}
