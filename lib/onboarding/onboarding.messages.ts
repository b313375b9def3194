import * as v from "valibot";

/** The agent dismissed the panel's note of what is new in a version: the worker keeps that. */
export const ONBOARDING_REQUESTS = {
  "whatsNew.dismiss": v.strictObject({ version: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
} as const;
type OnboardingRequests = typeof ONBOARDING_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends OnboardingRequests {}
  interface PageReplies {
    "whatsNew.dismiss": { dismissed: true };
  }
}
