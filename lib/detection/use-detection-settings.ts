import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { explainError } from "@/lib/core/api/explain-error";
import { ask } from "@/lib/core/contract/ask";
import {
  DEFAULT_DETECTION,
  type DetectionChange,
  type DetectionSettings,
  detectionItem,
  loadDetection,
} from "./detection-settings";
import { patternsSkipped, recheckStoredPatterns, type SwitchedOff } from "./recheck-patterns";

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
 */
export function useDetectionSettings() {
  const [detection, setShown] = useState<DetectionSettings>(DEFAULT_DETECTION);
  const setDetection = useCallback(
    (stored: DetectionSettings) => setShown((shown) => keepingUnchanged(shown, stored)),
    [],
  );
  const [switchedOff, setSwitchedOff] = useState<SwitchedOff[]>([]);
  const [problem, setProblem] = useState<string>();
  const queue = useRef<Promise<void>>(Promise.resolve());

  const inOrder = useCallback((step: () => Promise<void>): Promise<void> => {
    const next = queue.current.then(step).catch((error) => {
      console.error("Detection settings", error);
      setProblem(`Not saved: ${reasonOf(error)}. Reload this page and try again.`);
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
      const stored = await loadDetection();
      const rechecked = recheckStoredPatterns(stored);
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
        setProblem(undefined);
      }),
    [inOrder, askChange],
  );

  const skipped = useMemo(() => patternsSkipped(detection), [detection]);
  const notices = useMemo(
    () => [...switchedOff, ...skipped.filter((s) => !switchedOff.some((off) => off.pattern === s.pattern))],
    [switchedOff, skipped],
  );

  return { detection, switchedOff: notices, problem, change };
}
