import type { KeyOf } from "@/lib/core/store/registry";
import type { PrivacyInForce } from "@/lib/privacy";
import type { StoredProfile } from "@/lib/profiles";
import type { TeamTemplates } from "@/lib/replies";

/**
 * The settings an organisation's policy touches, as they are in force: the worker combines the
 * agent's own with the policy's (settings-in-force.worker.ts) and pages show what it answers.
 */
export interface SettingsInForce {
  detection: {
    /** The email switch: the policy's when it is locked, else the agent's. */
    emails: boolean;
    /** Whether a locked policy holds the email switch: the page shows it read-only. */
    emailsLocked: boolean;
    autoCustomer: boolean;
    /** The team's email domains: the policy's and the agent's own. */
    ownDomains: string[];
  };
  /**
   * The active profile as the policy leaves it (no secret), with the host its lookups go to; null
   * when there is none.
   */
  active: {
    profile: StoredProfile;
    host: string;
    /** What the panel keeps this project's answers under (the lookups' projectScope). */
    scope: string;
  } | null;
  /** The active profile's code patterns and the policy's that mark nothing until the options page checks them. */
  patternsWaiting: number;
  replies: {
    /** The reply wordings: the policy's under the agent's own, or over them when locked. */
    templates: TeamTemplates;
    /** The wordings a locked policy holds: shown read-only. */
    locked?: TeamTemplates;
  };
  /** Masking, the lookup log's retention and the disclosure, as the policy leaves them. */
  privacy: PrivacyInForce;
}

/**
 * The stored items the worker's answer is made of: a page asks again when one of them changes, and
 * watches them by key alone, so it bundles none of their schemas. A test changes each in turn.
 */
export const SOURCES_IN_FORCE: readonly KeyOf<"private">[] = [
  "profiles",
  "detection",
  "managedPolicy",
  "policyPatternChecks",
  "replyTemplates",
  "privacy",
];
