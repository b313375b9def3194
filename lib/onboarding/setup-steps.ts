import { HELPDESK_MATCHES } from "@/lib/detection";
import type { ProfileView } from "@/lib/profiles/profiles.messages";

/** Where the agent stands on the setup's first step: their profile and its App Token. */
export type ProfileStep =
  | { kind: "none" }
  /** A profile without its App Token; `managed` when the organisation's policy set it up. */
  | { kind: "needs_token"; profileId: string; name: string; managed: boolean }
  | { kind: "done"; name: string };

/**
 * The profile the setup speaks about: one that works (has its App Token), else one the admin set up,
 * else the active one, else the first.
 */
export function profileStep(profiles: readonly ProfileView[], activeId: string | null): ProfileStep {
  const active = profiles.find((p) => p.id === activeId);
  const working = active?.hasAppToken ? active : profiles.find((p) => p.hasAppToken);
  if (working) return { kind: "done", name: working.name };
  const waiting = profiles.find((p) => p.managed) ?? active ?? profiles[0];
  if (!waiting) return { kind: "none" };
  return {
    kind: "needs_token",
    profileId: waiting.id,
    name: waiting.name,
    managed: Boolean(waiting.managed),
  };
}

/**
 * Whether the options page opens on its setup: when asked for (the install opens it so), or while no
 * profile can look anything up and the agent has not hidden the steps.
 */
export function offerSetup(state: {
  askedFor: boolean;
  hidden: boolean;
  profiles: readonly ProfileView[];
}): boolean {
  return state.askedFor || (!state.hidden && !state.profiles.some((p) => p.hasAppToken));
}

/** The helpdesks detection runs on without asking, as hosts an agent recognises ("zendesk.com"). */
export const BUILT_IN_HELPDESK_HOSTS: readonly string[] = [
  ...new Set(
    HELPDESK_MATCHES.map((pattern) => pattern.replace(/^https:\/\/(\*\.)?/, "").replace(/\/.*$/, "")),
  ),
];
