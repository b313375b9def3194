import { useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import { parseOwnDomains } from "./detection-settings";
import { useDetectionSettings } from "./use-detection-settings";
import { validateCodePattern } from "./validate-pattern";
import { detectionWords } from "./words";

/**
 * The options page's detection settings as the agent changes them: the email switch, the ticket's
 * customer, the team's domains and the code patterns of the profile edited. A pattern or domains
 * refused are said on their field and saved nothing.
 */
export function useDetectionSection(profileId: string | undefined) {
  const say = useWords(detectionWords);
  const { detection, switchedOff, problem, change } = useDetectionSettings();
  const [patternError, setPatternError] = useState<string>();
  const [domainsError, setDomainsError] = useState<string>();
  return {
    detection,
    switchedOff,
    problem,
    patternError,
    domainsError,
    setEmails: (on: boolean) => void change({ kind: "emails", on }),
    setAutoCustomer: (on: boolean) => void change({ kind: "autoCustomer", on }),
    saveDomains(raw: string) {
      const parsed = parseOwnDomains(raw);
      if (!parsed.ok) return setDomainsError(say("domainRefused", { domain: parsed.entry }));
      setDomainsError(undefined);
      void change({ kind: "ownDomains", domains: parsed.domains });
    },
    addPattern(raw: string) {
      if (!profileId) return;
      // The page's words once loaded; before, the check's own (English), never the nothing said meanwhile.
      const checked = validateCodePattern(raw, undefined, detectionWords.loaded(say.language));
      if (!checked.ok) return setPatternError(checked.reason);
      setPatternError(undefined);
      void change({ kind: "addPattern", profileId, pattern: checked.pattern });
    },
    removePattern(index: number) {
      const removed = profileId ? detection.codePatterns[profileId]?.[index] : undefined;
      if (!profileId || !removed) return;
      void change({
        kind: "removePattern",
        profileId,
        pattern: { kind: removed.kind, value: removed.value },
      });
    },
  };
}
