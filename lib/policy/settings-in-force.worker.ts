import type { DetectorConfig } from "@/lib/detection";
import { type DetectionSettings, loadDetection, patternsFor } from "@/lib/detection";
import { loadProfiles } from "@/lib/profiles";
import { teamTemplatesItem } from "@/lib/replies";
import { withPolicyDetection, withPolicyTemplates } from "./managed-effects";
import { loadPolicyPatternChecks, runnablePolicyPatterns } from "./pattern-check-results";
import type { SettingsInForce } from "./settings-in-force";
import { loadAppliedPolicy, type ManagedPolicy } from "./stored-policy";

/**
 * The policy's overlay, computed here and nowhere else: the agent's own settings with what the
 * organisation's policy sets over them. The worker's detector uses it; pages ask for it
 * (settings.inForce) and never combine the policy with the settings themselves.
 */

/** The detection settings in force, the stored ones they come from and the policy in force. */
export async function detectionInForce(): Promise<{
  detection: DetectionSettings;
  emailsLocked: boolean;
  policy: ManagedPolicy | null;
}> {
  const [stored, { policy }] = await Promise.all([loadDetection(), loadAppliedPolicy()]);
  return {
    detection: withPolicyDetection(stored, policy),
    emailsLocked: Boolean(policy?.locked && policy.detectEmails !== undefined),
    policy,
  };
}

/** What the pages show and use of the settings the policy touches. */
export async function settingsInForce(): Promise<SettingsInForce> {
  const [{ detection, emailsLocked, policy }, own] = await Promise.all([
    detectionInForce(),
    teamTemplatesItem.read(),
  ]);
  const locked = policy?.locked ? policy.replyTemplates : undefined;
  return {
    detection: {
      emails: detection.emails,
      emailsLocked,
      autoCustomer: detection.autoCustomer,
      ownDomains: detection.ownDomains,
    },
    replies: { templates: withPolicyTemplates(own, policy), ...(locked ? { locked } : {}) },
  };
}

/**
 * The part of the detection settings a content script needs, for the active profile: the policy's
 * patterns that passed their check, the profile's own, and the email switch in force.
 */
export async function activeDetectorConfig(): Promise<DetectorConfig> {
  const [{ detection, policy }, settings, checks] = await Promise.all([
    detectionInForce(),
    loadProfiles(),
    loadPolicyPatternChecks(),
  ]);
  return {
    emails: detection.emails,
    codePatterns: [
      ...runnablePolicyPatterns(policy, checks),
      ...patternsFor(detection, settings.activeProfileId),
    ],
  };
}
