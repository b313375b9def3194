import type { PolicyPatternChecks } from "@/lib/policy/pattern-check-results";
import type { ManagedPolicy } from "@/lib/policy/stored-policy";

export interface OrganisationPolicyProps {
  policy: ManagedPolicy | null;
  /** Why the newest policy was refused, if it was; the one in force (or none) stays. */
  problem: string | null;
  /** How the policy's regular expressions fared in the linear-time check. */
  patternChecks: PolicyPatternChecks;
  /** The helpdesk sites the policy offers that detection already runs on. */
  enabledSites: ReadonlySet<string>;
  onEnableSite(origin: string): void;
}

const hostOf = (origin: string) => new URL(origin).host;

/**
 * What the organisation's admin set up for every agent, and a policy that could not be used. The
 * policy's profiles are in the list above, each marked; this says what else it sets.
 */
export function OrganisationPolicy({
  policy,
  problem,
  patternChecks,
  enabledSites,
  onEnableSite,
}: OrganisationPolicyProps) {
  if (!policy && !problem) return null;
  const sites = policy?.helpdeskSites ?? [];
  const domains = policy?.teamEmailDomains ?? [];
  const patterns = policy?.codePatterns ?? [];
  return (
    <section aria-labelledby="organisation-heading" class="organisation">
      <h2 id="organisation-heading">Set by your organisation</h2>
      {problem ? (
        <div class="status status-error" role="alert">
          <p>
            <strong>Your organisation's policy for Voucher Lens was not applied.</strong> {problem}
          </p>
          <p>
            Nothing changed: your settings are as they were{policy ? ", under the policy applied before" : ""}
            . Tell your admin what this says.
          </p>
        </div>
      ) : null}
      {policy ? (
        <>
          <p>
            {policy.profiles?.length
              ? `${policy.profiles.length === 1 ? "1 profile comes" : `${policy.profiles.length} profiles come`} from your admin, marked in the list below. A policy never holds a token: you add your own App Token. `
              : ""}
            {policy.locked
              ? "What your admin set cannot be changed here."
              : "You may change the profiles' fields and the email switch your admin set (a new policy sets them again), and your own reply wordings come before the team's. The team's code patterns and email domains always count, beside yours."}
          </p>
          {patterns.length ? (
            <>
              <h3>Voucher code patterns for every profile</h3>
              <ul class="patterns">
                {patterns.map((p) => {
                  const check = p.kind === "regex" ? patternChecks[p.value] : undefined;
                  return (
                    <li key={`${p.kind} ${p.value}`}>
                      <code>{p.kind === "regex" ? `/${p.value}/` : `${p.value}…`}</code>
                      {check && !check.ok ? (
                        <span class="field-error"> Switched off: {check.reason}</span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          {domains.length ? (
            <p>Your team's email domains, never taken for the ticket's customer: {domains.join(", ")}.</p>
          ) : null}
          {sites.length ? (
            <>
              <h3>Helpdesk sites your team uses</h3>
              <ul class="offered-sites">
                {sites.map((origin) => (
                  <li key={origin}>
                    <span>{hostOf(origin)}</span>{" "}
                    {enabledSites.has(origin) ? (
                      <span class="badge">Detection on</span>
                    ) : (
                      <button type="button" onClick={() => onEnableSite(origin)}>
                        Enable on {hostOf(origin)}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
