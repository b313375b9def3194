import { useState } from "preact/hooks";
import { chooseMasking, type PrivacyInForce } from "./privacy";

/**
 * The masking switch's state: masking as the worker says it is in force, or as the agent just chose
 * it while the worker keeps the choice (the switch follows the click at once, and the answer in force
 * once it comes). Not shown until the worker has said what is in force.
 */
export function useMaskingChoice(privacy: PrivacyInForce | undefined) {
  // The agent's choice, with what was in force when they made it: a new answer in force replaces it.
  const [chosen, setChosen] = useState<{ on: boolean; over: boolean | undefined }>();
  const [notChanged, setNotChanged] = useState(false);
  const inForce = privacy?.masking;
  return {
    shown: privacy !== undefined,
    masking: (chosen && chosen.over === inForce ? chosen.on : inForce) ?? false,
    locked: privacy?.maskingLocked ?? false,
    notChanged,
    onChange(on: boolean) {
      setChosen({ on, over: inForce });
      setNotChanged(false);
      void chooseMasking(on).then((kept) => {
        if (kept) return;
        setChosen(undefined);
        setNotChanged(true);
      });
    },
  };
}
