import { DEFAULT_LOG_DAYS, type Privacy, type PrivacyInForce } from "@/lib/privacy";
import type { ManagedPolicy } from "./stored-policy";

/**
 * Masking and the log as in force. A policy's `maskPersonalData` is the agents' default; locked, a
 * policy that masks holds masking on (a policy cannot hold it off: an agent may always mask more).
 * The log keeps the policy's days, or the default, or nothing when the policy switched it off.
 */
export function privacyInForce(own: Privacy, policy: ManagedPolicy | null): PrivacyInForce {
  const maskingLocked = Boolean(policy?.locked && policy.maskPersonalData === true);
  return {
    masking: maskingLocked || (own.masking ?? policy?.maskPersonalData ?? false),
    maskingLocked,
    logDays: policy?.keepLookupLog === false ? 0 : (policy?.lookupLogDays ?? DEFAULT_LOG_DAYS),
    disclosureWaiting: (own.disclosureDue ?? 0) > (own.disclosureSeen ?? 0),
  };
}
