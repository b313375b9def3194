import { OrganisationPolicy } from "./OrganisationPolicy";
import type { AppliedPolicy } from "./stored-policy";
import { usePolicySection } from "./use-policy-section";

/** The options page's account of the organisation's policy; nothing when there is none. */
export function PolicySection({ applied }: { applied: AppliedPolicy }) {
  const { patternChecks, enabledSites, enableSite } = usePolicySection(applied.policy);
  return (
    <OrganisationPolicy
      policy={applied.policy}
      problem={applied.problem}
      patternChecks={patternChecks}
      enabledSites={enabledSites}
      onEnableSite={enableSite}
    />
  );
}
