import { useWords } from "@/components/use-words";
import { PRIVACY_SECTION_ID } from "./PrivacySection";
import { DEFAULT_LOG_DAYS } from "./privacy";
import { privacyWords } from "./words";

/** How long the lookup log keeps an entry when no policy says otherwise. */

/** What Voucher Lens reads, sends and keeps, in four plain sentences, and where to see and change it. */
export function DisclosureFacts() {
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
        <a href={`#${PRIVACY_SECTION_ID}`}>{say("disclosureMore")}</a>
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
