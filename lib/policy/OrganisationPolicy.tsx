import { useWords } from "@/components/use-words";
import { formatter } from "@/lib/core/intl/formatter";
import type { PolicyPatternChecks } from "@/lib/policy/pattern-check-results";
import type { ManagedPolicy } from "@/lib/policy/stored-policy";
import { policyWords } from "./words";

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
 * Domain names as a list of the language: commas between them in English, as they were always
 * shown; "und", "et", "i"… before the last in the others.
 */
const listOf = (language: string, names: readonly string[]) =>
  formatter("list", language, { type: "unit", style: "long" })?.format(names) ?? names.join(", ");

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
  const say = useWords(policyWords);
  if (!policy && !problem) return null;
  const sites = policy?.helpdeskSites ?? [];
  const domains = policy?.teamEmailDomains ?? [];
  const patterns = policy?.codePatterns ?? [];
  return (
    <section aria-labelledby="organisation-heading" class="organisation">
      <h2 id="organisation-heading">{say("heading")}</h2>
      {problem ? (
        <div class="status status-error" role="alert">
          <p>
            <strong>{say("notApplied")}</strong> {problem}
          </p>
          <p>{say(policy ? "nothingChangedUnderPolicy" : "nothingChanged")}</p>
        </div>
      ) : null}
      {policy ? (
        <>
          <p>
            {policy.profiles?.length ? `${say("profilesFromAdmin", { count: policy.profiles.length })} ` : ""}
            {say(policy.locked ? "locked" : "unlocked")}
          </p>
          {patterns.length ? (
            <>
              <h3>{say("patternsHeading")}</h3>
              <ul class="patterns">
                {patterns.map((p) => {
                  const check = p.kind === "regex" ? patternChecks[p.value] : undefined;
                  return (
                    <li key={`${p.kind} ${p.value}`}>
                      <code>{p.kind === "regex" ? `/${p.value}/` : `${p.value}…`}</code>
                      {check && !check.ok ? (
                        <span class="field-error">
                          {" "}
                          {say("patternSwitchedOff", { reason: check.reason })}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          {domains.length ? <p>{say("teamDomains", { domains: listOf(say.language, domains) })}</p> : null}
          {sites.length ? (
            <>
              <h3>{say("sitesHeading")}</h3>
              <ul class="offered-sites">
                {sites.map((origin) => (
                  <li key={origin}>
                    <span>{hostOf(origin)}</span>{" "}
                    {enabledSites.has(origin) ? (
                      <span class="badge">{say("detectionOn")}</span>
                    ) : (
                      <button type="button" onClick={() => onEnableSite(origin)}>
                        {say("enableOn", { host: hostOf(origin) })}
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
