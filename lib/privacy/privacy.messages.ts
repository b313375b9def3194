import * as v from "valibot";

/** The popup's and the options page's masking switch, and the agent's acknowledgement of the disclosure. */
export const PRIVACY_REQUESTS = {
  "privacy.mask": v.strictObject({ on: v.boolean() }),
  "disclosure.acknowledge": v.strictObject({ version: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
} as const;
type PrivacyRequests = typeof PRIVACY_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends PrivacyRequests {}
  interface PageReplies {
    /** Masking as in force after the choice: unchanged when a locked policy holds it. */
    "privacy.mask": { masking: boolean };
    "disclosure.acknowledge": { acknowledged: true };
  }
}
