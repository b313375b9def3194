import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { recheckStoredPatterns, type SwitchedOff } from "../detect/recheck-patterns";
import {
  DEFAULT_DETECTION,
  type DetectionSettings,
  loadDetection,
  saveDetection,
} from "../settings/detection";

/**
 * The options page's detection settings: read once (patterns stored before the linear-time check
 * are checked here, where the parser is), and changed by functions of the latest change asked for,
 * even one not saved yet; the saves go out in the order made. A switch flipped and a pattern added a
 * moment later both stay. What the page shows is what is saved: it changes once the save is done,
 * so a tab closed as soon as a pattern shows has kept it.
 */
export function useDetectionSettings() {
  const [detection, setDetection] = useState<DetectionSettings>(DEFAULT_DETECTION);
  const [switchedOff, setSwitchedOff] = useState<SwitchedOff[]>([]);
  const wanted = useRef(detection);
  const saves = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    void loadDetection().then(async (loaded) => {
      const rechecked = recheckStoredPatterns(loaded);
      if (rechecked.changed) await saveDetection(rechecked.settings);
      setSwitchedOff(rechecked.switchedOff);
      wanted.current = rechecked.settings;
      setDetection(rechecked.settings);
    });
  }, []);

  const change = useCallback((next: (now: DetectionSettings) => DetectionSettings): Promise<void> => {
    const settings = next(wanted.current);
    if (settings === wanted.current) return saves.current;
    wanted.current = settings;
    saves.current = saves.current
      .then(async () => {
        await saveDetection(settings);
        setDetection(settings);
      })
      .catch(async (error) => {
        // Not saved: the page shows what is stored, and the next change starts from it.
        console.error("Detection settings not saved", error);
        const stored = await loadDetection();
        wanted.current = stored;
        setDetection(stored);
      });
    return saves.current;
  }, []);

  return { detection, switchedOff, change };
}
