import { useWords } from "@/components/use-words";
import { DisclosureFacts } from "./Disclosure";
import { privacyWords } from "./words";

/**
 * The top of the options page for an agent who updated from a version that did not say, or said
 * otherwise, what Voucher Lens reads, sends and keeps: shown until they acknowledge it.
 */
export function DisclosureNotice({ onAcknowledge }: { onAcknowledge(): void }) {
  const say = useWords(privacyWords);
  return (
    <section class="disclosure-notice" aria-labelledby="disclosure-notice-heading">
      <h2 id="disclosure-notice-heading">{say("noticeHeading")}</h2>
      <DisclosureFacts />
      <button type="button" class="primary" onClick={onAcknowledge}>
        {say("gotIt")}
      </button>
    </section>
  );
}
