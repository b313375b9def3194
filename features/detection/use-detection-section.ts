import { useState } from "preact/hooks";
import { PATTERN_CHECK, parseOwnDomains } from "./detection-settings";
import { useDetectionSettings } from "./use-detection-settings";
import { validateCodePattern } from "./validate-pattern";

/**
 * The options page's detection settings as the agent changes them: the email switch, the ticket's
 * customer, the team's domains and the code patterns of the profile edited. A pattern or domains
 * refused are said on their field and saved nothing.
 */
export function useDetectionSection(profileId: string | undefined) {
  const { detection, switchedOff, problem, change } = useDetectionSettings();
  const [patternError, setPatternError] = useState<string>();
  const [domainsError, setDomainsError] = useState<string>();
  return {
    detection,
    switchedOff,
    problem,
    patternError,
    domainsError,
    setEmails: (emails: boolean) => void change((now) => ({ ...now, emails })),
    setAutoCustomer: (autoCustomer: boolean) => void change((now) => ({ ...now, autoCustomer })),
    saveDomains(raw: string) {
      const parsed = parseOwnDomains(raw);
      if (!parsed.ok) return setDomainsError(parsed.message);
      setDomainsError(undefined);
      void change((now) => ({ ...now, ownDomains: parsed.domains }));
    },
    addPattern(raw: string) {
      if (!profileId) return;
      const checked = validateCodePattern(raw);
      if (!checked.ok) return setPatternError(checked.reason);
      setPatternError(undefined);
      void change((now) => {
        const current = now.codePatterns[profileId] ?? [];
        if (current.some((p) => p.kind === checked.pattern.kind && p.value === checked.pattern.value))
          return now;
        return {
          ...now,
          codePatterns: {
            ...now.codePatterns,
            [profileId]: [...current, { ...checked.pattern, checked: PATTERN_CHECK }],
          },
        };
      });
    },
    removePattern(index: number) {
      if (!profileId) return;
      void change((now) => ({
        ...now,
        codePatterns: {
          ...now.codePatterns,
          [profileId]: (now.codePatterns[profileId] ?? []).filter((_, i) => i !== index),
        },
      }));
    },
  };
}
