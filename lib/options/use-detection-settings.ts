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
 * are checked here, where the parser is), and changed by functions of what is current. Each change
 * applies to the one before it, even one not yet saved, and the saves go out in the order made:
 * a switch flipped and a pattern added a moment later both stay.
 */
export function useDetectionSettings() {
  const [detection, setDetection] = useState<DetectionSettings>(DEFAULT_DETECTION);
  const [switchedOff, setSwitchedOff] = useState<SwitchedOff[]>([]);
  const current = useRef(detection);
  const saves = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback((settings: DetectionSettings) => {
    current.current = settings;
    setDetection(settings);
  }, []);

  useEffect(() => {
    void loadDetection().then(async (loaded) => {
      const rechecked = recheckStoredPatterns(loaded);
      if (rechecked.changed) await saveDetection(rechecked.settings);
      setSwitchedOff(rechecked.switchedOff);
      show(rechecked.settings);
    });
  }, [show]);

  const change = useCallback(
    (next: (now: DetectionSettings) => DetectionSettings): Promise<void> => {
      const settings = next(current.current);
      if (settings === current.current) return saves.current;
      show(settings);
      saves.current = saves.current
        .then(() => saveDetection(settings))
        .catch(async (error) => {
          // Not saved: the page shows what is stored, not what it wished for.
          console.error("Detection settings not saved", error);
          show(await loadDetection());
        });
      return saves.current;
    },
    [show],
  );

  return { detection, switchedOff, change };
}
