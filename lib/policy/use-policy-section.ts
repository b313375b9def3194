import { useEffect, useState } from "preact/hooks";
import { useLanguage } from "@/components/use-words";
import { detectionWords, enableOnSite, sitesEnabled } from "@/lib/detection/index.options";
import { checkPolicyPatterns } from "./check-patterns.options";
import type { PolicyPatternChecks } from "./pattern-check-results";
import type { ManagedPolicy } from "./stored-policy";

/**
 * What the options page adds to the policy it shows: how its regular expressions fared in the
 * linear-time check (run here, where the pattern parser is: the worker runs only those that
 * passed), and which of the helpdesk sites it offers detection already runs on. A refused
 * expression's reason is recorded in the page's language.
 */
export function usePolicySection(policy: ManagedPolicy | null) {
  const language = useLanguage();
  const [patternChecks, setPatternChecks] = useState<PolicyPatternChecks>({});
  useEffect(() => {
    let current = true;
    // The reasons are recorded: in words loaded for sure, never the nothing a view says while they load.
    void detectionWords
      .load(language)
      .then((say) => checkPolicyPatterns(policy, say))
      .then((checks) => current && setPatternChecks(checks));
    return () => {
      current = false;
    };
  }, [policy, language]);

  const offeredSites = policy?.helpdeskSites?.join(" ") ?? "";
  const [enabledSites, setEnabledSites] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (offeredSites) void sitesEnabled(offeredSites.split(" ")).then(setEnabledSites);
  }, [offeredSites]);

  return {
    patternChecks,
    enabledSites,
    /** Asks for the site in the click itself: the permission prompt needs its user gesture. */
    enableSite(origin: string) {
      void enableOnSite(origin, undefined).then((granted) => {
        if (granted) setEnabledSites((shown) => new Set([...shown, origin]));
      });
    },
  };
}
