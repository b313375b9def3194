import { writerOf } from "@/lib/core/store/writes.worker";
import { loadAppliedPolicy } from "@/lib/policy/stored-policy";
import { type PrivacyInForce, privacyItem } from "./privacy";
import { privacyInForce } from "./privacy-in-force";

/** Masking and the log's retention as in force now. */
export async function currentPrivacy(): Promise<PrivacyInForce> {
  const [own, { policy }] = await Promise.all([privacyItem.read(), loadAppliedPolicy()]);
  return privacyInForce(own, policy);
}

/** The agent's masking switch: kept, unless a locked policy holds masking on. Gives masking in force. */
export async function setMasking(on: boolean): Promise<boolean> {
  const now = await currentPrivacy();
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
