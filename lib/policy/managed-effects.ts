import { REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import type { DetectionSettings } from "@/lib/detection";
import type { TeamTemplates } from "@/lib/replies";
import type { ManagedPolicy } from "./stored-policy";

/**
 * What a policy in force changes in the settings the agent keeps. Lists add up (the team's domains
 * and patterns beside the agent's own); a switch or a wording the policy sets wins only when the
 * policy is locked, otherwise it was written once, when the policy set it, and the agent may change it.
 */

/** The detection settings in force: the team's email domains always count as the team's. */
export function withPolicyDetection(
  detection: DetectionSettings,
  policy: ManagedPolicy | null,
): DetectionSettings {
  if (!policy) return detection;
  const ownDomains = [...new Set([...(policy.teamEmailDomains ?? []), ...detection.ownDomains])];
  const emails = policy.locked && policy.detectEmails !== undefined ? policy.detectEmails : detection.emails;
  return { ...detection, emails, ownDomains };
}

/** The reply wordings in force: the policy's under the agent's own, or over them when locked. */
export function withPolicyTemplates(team: TeamTemplates, policy: ManagedPolicy | null): TeamTemplates {
  const pushed = policy?.replyTemplates;
  if (!pushed) return team;
  const merged: TeamTemplates = {};
  for (const language of REPLY_LANGUAGES) {
    const own = team[language];
    const set = pushed[language];
    if (!own && !set) continue;
    merged[language] = policy.locked ? { ...own, ...set } : { ...set, ...own };
  }
  return merged;
}
