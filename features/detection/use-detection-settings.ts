import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import {
  DEFAULT_DETECTION,
  type DetectionSettings,
  loadDetection,
  saveDetection,
} from "./detection-settings";
import { recheckStoredPatterns, type SwitchedOff } from "./recheck-patterns";

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The options page's detection settings. The read comes first (patterns stored before the
 * linear-time check are checked here, where the parser is); every change then applies, in the
 * order made, to what the change before it saved. A switch flipped before the read ends, or a
 * pattern added a moment after the switch, builds on the stored settings, never on defaults or on
 * a stale render. The page shows what is saved: a change shows once stored, so a tab closed as soon
 * as a pattern shows has kept it. A change that cannot be saved is said, and the next builds on
 * what is stored.
 */
export function useDetectionSettings() {
  const [detection, setDetection] = useState<DetectionSettings>(DEFAULT_DETECTION);
  const [switchedOff, setSwitchedOff] = useState<SwitchedOff[]>([]);
  const [problem, setProblem] = useState<string>();
  const saved = useRef<DetectionSettings | undefined>(undefined);
  const queue = useRef<Promise<void> | undefined>(undefined);

  /** The stored settings, read (and their old patterns checked) the first time they are needed. */
  const base = useCallback(async (): Promise<DetectionSettings> => {
    if (saved.current) return saved.current;
    const rechecked = recheckStoredPatterns(await loadDetection());
    if (rechecked.changed) await saveDetection(rechecked.settings);
    setSwitchedOff(rechecked.switchedOff);
    saved.current = rechecked.settings;
    setDetection(rechecked.settings);
    return rechecked.settings;
  }, []);

  const inOrder = useCallback((step: () => Promise<void>): Promise<void> => {
    const next = (queue.current ?? Promise.resolve()).then(step).catch((error) => {
      console.error("Detection settings", error);
      setProblem(`Not saved: ${reasonOf(error)}. Reload this page and try again.`);
    });
    queue.current = next;
    return next;
  }, []);

  useEffect(() => {
    void inOrder(async () => void (await base()));
  }, [inOrder, base]);

  const change = useCallback(
    (next: (now: DetectionSettings) => DetectionSettings): Promise<void> =>
      inOrder(async () => {
        const now = await base();
        const settings = next(now);
        if (settings === now) return;
        await saveDetection(settings);
        saved.current = settings;
        setDetection(settings);
        setProblem(undefined);
      }),
    [inOrder, base],
  );

  return { detection, switchedOff, problem, change };
}
