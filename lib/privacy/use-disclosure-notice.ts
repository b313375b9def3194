import { useState } from "preact/hooks";
import { acknowledgeDisclosure, type PrivacyInForce } from "./privacy";

/**
 * Whether the options page shows what changed in what Voucher Lens keeps: while the worker says the
 * agent has not acknowledged it, and gone at once when they do (the worker's answer follows).
 */
export function useDisclosureNotice(privacy: PrivacyInForce | undefined) {
  const [acknowledged, setAcknowledged] = useState(false);
  return {
    shown: Boolean(privacy?.disclosureWaiting) && !acknowledged,
    acknowledge() {
      setAcknowledged(true);
      void acknowledgeDisclosure();
    },
  };
}
