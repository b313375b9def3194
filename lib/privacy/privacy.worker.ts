import { writerOf } from "@/lib/core/store/writes.worker";
import { type PrivacyInForce, privacyItem } from "./privacy";

/**
 * The agent's masking switch, given masking as in force now (the policy's overlay, which the
 * policy feature computes): kept, unless a locked policy holds masking on. Gives masking in force.
 */
export async function setMasking(on: boolean, now: PrivacyInForce): Promise<boolean> {
  if (now.maskingLocked) return now.masking;
  await writerOf(privacyItem).update((own) => ({ ...own, masking: on }));
  return on;
}

/** The agent read what changed in what Voucher Lens reads, sends and keeps. */
export async function noteDisclosureSeen(version: number): Promise<void> {
  await writerOf(privacyItem).update((own) =>
    (own.disclosureSeen ?? 0) >= version ? own : { ...own, disclosureSeen: version },
  );
}
