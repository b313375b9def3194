import { useWords } from "@/components/use-words";
import { DisclosureFacts } from "./Disclosure";
import { privacyWords } from "./words";

/**
 * The top of the options page, and the side panel's note after an update, for an agent who updated
 * from a version that did not say, or said otherwise, what Voucher Lens reads, sends and keeps:
 * shown until they acknowledge it in either. `settings`: where the privacy settings are from here.
 */
export function DisclosureNotice({ onAcknowledge, settings }: { onAcknowledge(): void; settings?: string }) {
  const say = useWords(privacyWords);
  return (
    <section class="disclosure-notice" aria-labelledby="disclosure-notice-heading">
      <h2 id="disclosure-notice-heading">{say("noticeHeading")}</h2>
      <DisclosureFacts {...(settings ? { settings } : {})} />
      <button type="button" class="primary" onClick={onAcknowledge}>
        {say("gotIt")}
      </button>
    </section>
  );
}
