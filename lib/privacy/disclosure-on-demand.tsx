import { onDemand } from "@/components/on-demand";
import { withWords } from "@/lib/core/i18n/words";
import type { PrivacyInForce } from "./privacy";
import { useDisclosureNotice } from "./use-disclosure-notice";
import { privacyWords } from "./words";

/** The notice and its words in a chunk of their own: only an agent who updated needs them, once. */
const notice = onDemand(() => withWords(import("./DisclosureNotice"), [privacyWords]));

/**
 * The side panel's note of what changed in what Voucher Lens reads, sends and keeps, beside the
 * note of what is new, until the agent acknowledges it (here or in the options page).
 */
export function DisclosureNoteOnDemand({ privacy }: { privacy: PrivacyInForce | undefined }) {
  const disclosure = useDisclosureNotice(privacy);
  return disclosure.shown ? <LoadedNote onAcknowledge={disclosure.acknowledge} /> : null;
}

/** Asks for the chunk only once the note is to be shown: other agents never load it. */
function LoadedNote({ onAcknowledge }: { onAcknowledge(): void }) {
  const loaded = notice.useModule();
  return typeof loaded === "object" ? (
    <loaded.DisclosureNotice onAcknowledge={onAcknowledge} settings="/options.html#privacy" />
  ) : null;
}
