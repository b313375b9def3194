import { writerOf } from "@/lib/core/store/writes.worker";
import {
  DISCLOSURE_SINCE,
  DISCLOSURE_VERSION,
  olderRelease,
  type PrivacyInForce,
  privacyItem,
} from "./privacy";

/**
 * The agent's masking switch, given masking as in force now (the policy's overlay, which the
 * policy feature computes): kept, unless a locked policy holds masking on. Gives masking in force.
 */
export async function setMasking(on: boolean, now: PrivacyInForce): Promise<boolean> {
  if (now.maskingLocked) return now.masking;
  await writerOf(privacyItem).update((own) => ({ ...own, masking: on }));
  return on;
}

/**
 * Run on an update: from a release older than the one that brought the disclosure in force, the
 * agent has not seen it (a new install sees it on the first-run page, and nothing is stored then).
 */
export async function noteDisclosureDue(previousVersion: string | undefined): Promise<void> {
  if (previousVersion !== undefined && !olderRelease(previousVersion, DISCLOSURE_SINCE)) return;
  await writerOf(privacyItem).update((own) =>
    (own.disclosureDue ?? 0) >= DISCLOSURE_VERSION ? own : { ...own, disclosureDue: DISCLOSURE_VERSION },
  );
}

/** The agent read what changed in what Voucher Lens reads, sends and keeps. */
export async function noteDisclosureSeen(version: number): Promise<void> {
  await writerOf(privacyItem).update((own) =>
    (own.disclosureSeen ?? 0) >= version ? own : { ...own, disclosureSeen: version },
  );
}
