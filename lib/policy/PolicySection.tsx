import { useWords } from "@/components/use-words";
import { OrganisationPolicy } from "./OrganisationPolicy";
import { type AppliedPolicy, unreadPolicyReason } from "./stored-policy";
import { usePolicySection } from "./use-policy-section";
import { policyWords } from "./words";

/** The options page's account of the organisation's policy; nothing when there is none. */
export function PolicySection({ applied }: { applied: AppliedPolicy }) {
  const say = useWords(policyWords);
  const { patternChecks, enabledSites, enableSite } = usePolicySection(applied.policy);
  // No policy could be read: the worker's English reason is said in the agent's language, the
  // browser's own words quoted. A refused policy's problem quotes the policy, and stays as it is.
  const unread = applied.unread && applied.problem ? unreadPolicyReason(applied.problem) : undefined;
  const problem = unread
    ? unread.browserSaid
      ? say("policyNotRead", { said: unread.browserSaid })
      : say("policyNotGiven")
    : applied.problem;
  return (
    <OrganisationPolicy
      policy={applied.policy}
      problem={problem}
      patternChecks={patternChecks}
      enabledSites={enabledSites}
      onEnableSite={enableSite}
    />
  );
}
