import { apiHostOf } from "@/lib/core/api/regions";
import type { DetectorConfig } from "@/lib/detection";
import { type DetectionSettings, loadDetection, patternsFor, patternsWaitingForCheck } from "@/lib/detection";
import { projectScope } from "@/lib/lookup/index.worker";
import { type PrivacyInForce, privacyItem } from "@/lib/privacy";
import { loadProfiles } from "@/lib/profiles";
import { teamTemplatesItem } from "@/lib/replies";
import { withPolicyDetection, withPolicyTemplates } from "./managed-effects";
import {
  loadPolicyPatternChecks,
  policyPatternsWaiting,
  runnablePolicyPatterns,
} from "./pattern-check-results";
import { privacyInForce } from "./privacy-in-force";
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
  stored: DetectionSettings;
  emailsLocked: boolean;
  policy: ManagedPolicy | null;
}> {
  const [stored, { policy }] = await Promise.all([loadDetection(), loadAppliedPolicy()]);
  return {
    detection: withPolicyDetection(stored, policy),
    stored,
    emailsLocked: Boolean(policy?.locked && policy.detectEmails !== undefined),
    policy,
  };
}

/**
 * What the pages show and use of the settings the policy touches, and of the active profile: the
 * panel asks here rather than read the stored items, so it bundles none of their schemas.
 */
export async function settingsInForce(): Promise<SettingsInForce> {
  const [{ detection, stored, emailsLocked, policy }, own, settings, checks, privacy] = await Promise.all([
    detectionInForce(),
    teamTemplatesItem.read(),
    loadProfiles(),
    loadPolicyPatternChecks(),
    privacyItem.read(),
  ]);
  const locked = policy?.locked ? policy.replyTemplates : undefined;
  const profile = settings.profiles.find((p) => p.id === settings.activeProfileId);
  return {
    detection: {
      emails: detection.emails,
      emailsLocked,
      autoCustomer: detection.autoCustomer,
      ownDomains: detection.ownDomains,
    },
    active: profile
      ? {
          profile,
          host: apiHostOf(profile.region, profile.customUrl) ?? profile.customUrl ?? "",
          scope: projectScope(profile),
        }
      : null,
    patternsWaiting:
      patternsWaitingForCheck(stored, profile?.id ?? null) + policyPatternsWaiting(policy, checks).length,
    replies: { templates: withPolicyTemplates(own, policy), ...(locked ? { locked } : {}) },
    privacy: privacyInForce(privacy, policy),
  };
}

/** Masking and the lookup log's retention as in force now: the agent's own with the policy's. */
export async function currentPrivacy(): Promise<PrivacyInForce> {
  const [own, { policy }] = await Promise.all([privacyItem.read(), loadAppliedPolicy()]);
  return privacyInForce(own, policy);
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
