import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import { explainError } from "@/lib/core/api/explain-error";
import { ask } from "@/lib/core/contract/ask";
import { languageInUse } from "@/lib/core/i18n/words";
import {
  DEFAULT_DETECTION,
  type DetectionChange,
  type DetectionSettings,
  detectionItem,
  loadDetection,
} from "./detection-settings";
import { patternsSkipped, recheckStoredPatterns, type SwitchedOff } from "./recheck-patterns";
import { detectionWords } from "./words";

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings as stored, the parts that did not change kept as shown: a field the agent is typing
 * in (the team's domains) is not started over by a change to another setting.
 */
function keepingUnchanged(shown: DetectionSettings, stored: DetectionSettings): DetectionSettings {
  if (same(shown, stored)) return shown;
  return {
    ...stored,
    ownDomains: same(shown.ownDomains, stored.ownDomains) ? shown.ownDomains : stored.ownDomains,
    codePatterns: same(shown.codePatterns, stored.codePatterns) ? shown.codePatterns : stored.codePatterns,
  };
}

/**
 * The options page's detection settings: the agent's own, as stored, shown again whenever they
 * change (the worker forgetting a deleted profile's patterns, a policy setting the email switch,
 * another page). Each change is asked of the worker, which alone writes them, and made to what is
 * stored when its turn comes, so the page never writes back a stale copy. Changes go in the order
 * made; the page shows what is saved once the worker says so, so a tab closed as soon as a pattern
 * shows has kept it. A change that cannot be saved is said. Patterns stored before the linear-time
 * check are checked here, where the parser is, and the results given to the worker; those the
 * pages skip (the detector does not compile with them) are named with the ones switched off.
 * The reasons of those switched off are stored, in the language of the page that checked them.
 */
export function useDetectionSettings() {
  const say = useWords(detectionWords);
  const [detection, setShown] = useState<DetectionSettings>(DEFAULT_DETECTION);
  const setDetection = useCallback(
    (stored: DetectionSettings) => setShown((shown) => keepingUnchanged(shown, stored)),
    [],
  );
  const [switchedOff, setSwitchedOff] = useState<SwitchedOff[]>([]);
  /** Why the last change was not saved, said in the page's language when shown. */
  const [notSaved, setNotSaved] = useState<string>();
  const queue = useRef<Promise<void>>(Promise.resolve());

  const inOrder = useCallback((step: () => Promise<void>): Promise<void> => {
    const next = queue.current.then(step).catch((error) => {
      console.error("Detection settings", error);
      setNotSaved(reasonOf(error));
    });
    queue.current = next;
    return next;
  }, []);

  const askChange = useCallback(
    async (change: DetectionChange) => {
      const reply = await ask("detection.change", { change });
      if (!reply.ok) throw new Error(explainError(reply.error).title);
      setDetection(reply.value);
    },
    [setDetection],
  );

  useEffect(() => {
    let stopped = false;
    void inOrder(async () => {
      // The reasons are stored: in words loaded for sure, never the nothing a view says while they load.
      const [stored, words] = await Promise.all([loadDetection(), detectionWords.load(languageInUse())]);
      const rechecked = recheckStoredPatterns(stored, words);
      if (stopped) return;
      setSwitchedOff(rechecked.switchedOff);
      setDetection(rechecked.settings);
      if (rechecked.changed) await askChange({ kind: "patternsChecked", results: rechecked.results });
    });
    const unwatch = detectionItem.watch((stored) => {
      if (!stopped) setDetection(stored);
    });
    return () => {
      stopped = true;
      unwatch();
    };
  }, [inOrder, askChange, setDetection]);

  const change = useCallback(
    (next: DetectionChange): Promise<void> =>
      inOrder(async () => {
        await askChange(next);
        setNotSaved(undefined);
      }),
    [inOrder, askChange],
  );

  const skipped = useMemo(() => patternsSkipped(detection, say), [detection, say]);
  const notices = useMemo(
    () => [...switchedOff, ...skipped.filter((s) => !switchedOff.some((off) => off.pattern === s.pattern))],
    [switchedOff, skipped],
  );

  const problem = notSaved === undefined ? undefined : say("notSaved", { reason: notSaved });
  return { detection, switchedOff: notices, problem, change };
}
