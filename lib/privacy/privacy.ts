import * as v from "valibot";
import { ask } from "@/lib/core/contract/ask";
import { defineStoredItem } from "@/lib/core/store/stored-item";

/**
 * The agent's own privacy choices. The policy may lock masking on: what is in force is the worker's
 * to say (settings.inForce), never read from here by a page.
 */
const PrivacySchema = v.object({
  /** Mask customers' personal data; unset until the agent chooses (the policy's, if any, stands). */
  masking: v.optional(v.boolean()),
  /**
   * The version of what Voucher Lens reads, sends and keeps that an update brought and the agent has
   * not seen on a first-run page (written at that update), and the last one they acknowledged.
   */
  disclosureDue: v.optional(v.number()),
  disclosureSeen: v.optional(v.number()),
});
export type Privacy = v.InferOutput<typeof PrivacySchema>;

export const privacyItem = defineStoredItem("privacy", {
  schema: PrivacySchema,
  fallback: {},
  version: 1,
});

/** PRIVACY.md, as the build carries it (wxt.config.ts): plain text a tab shows as it is. */
export const PRIVACY_POLICY = "/privacy-policy.txt";

/** How long the lookup log keeps an entry unless an organisation's policy says otherwise. */
export const DEFAULT_LOG_DAYS = 30;

/** What masking and the lookup log are, as the worker puts the agent's choice with the policy's. */
export interface PrivacyInForce {
  masking: boolean;
  /** A locked policy sets masking: the switch shows it read-only. */
  maskingLocked: boolean;
  /** How many days the lookup log keeps an entry; 0 when the policy switched it off. */
  logDays: number;
  /** What Voucher Lens reads, sends or keeps changed since the agent last acknowledged it. */
  disclosureWaiting: boolean;
}

/**
 * The version of what Voucher Lens reads, sends and keeps (the first-run page's disclosure): one
 * more whenever an update changes any of it, so agents are told once, until they acknowledge it.
 */
export const DISCLOSURE_VERSION = 1;
/** The release that brought DISCLOSURE_VERSION: an update from an older one tells the agent. */
export const DISCLOSURE_SINCE = "0.4.0";

/** Whether release `a` is older than release `b` ("0.3.2" < "0.4.0"), by their numbers. */
export function olderRelease(a: string, b: string): boolean {
  const [x, y] = [a, b].map((version) => version.split(".").map((part) => Number.parseInt(part, 10) || 0));
  for (let i = 0; i < Math.max(x!.length, y!.length); i++) {
    const d = (x![i] ?? 0) - (y![i] ?? 0);
    if (d) return d < 0;
  }
  return false;
}

/** Asks the worker to record that the agent read the disclosure of `version`. */
export async function acknowledgeDisclosure(version = DISCLOSURE_VERSION): Promise<void> {
  await ask("disclosure.acknowledge", { version });
}

/** Asks the worker to keep the agent's masking choice; false when a locked policy holds it. */
export async function chooseMasking(on: boolean): Promise<boolean> {
  try {
    const reply = await ask("privacy.mask", { on });
    return reply.ok && reply.value.masking === on;
  } catch {
    // The worker could not be reached: nothing was kept, and the switch says so.
    return false;
  }
}
