import { useWords } from "@/components/use-words";
import { privacyWords } from "./words";

export interface MaskingSwitchProps {
  /** Masking as in force, or as the agent just chose it. */
  masking: boolean;
  /** A locked policy holds masking on: the switch shows it, and says why it cannot be changed. */
  locked: boolean;
  /** The worker did not keep the agent's last choice. */
  notChanged?: boolean;
  onChange(on: boolean): void;
}

/** The agent's switch for masking customers' personal data, in the popup and the options page. */
export function MaskingSwitch({ masking, locked, notChanged, onChange }: MaskingSwitchProps) {
  const say = useWords(privacyWords);
  return (
    <div class="masking">
      <label class="checkbox">
        <input
          type="checkbox"
          checked={masking}
          // Locked: announced as unavailable yet still reached by Tab, with why; a click changes nothing.
          aria-disabled={locked ? true : undefined}
          aria-describedby={locked ? "masking-hint masking-locked" : "masking-hint"}
          onClick={(event) => {
            if (locked) event.preventDefault();
          }}
          onChange={(event) => {
            if (!locked) onChange(event.currentTarget.checked);
          }}
        />
        {say("maskingLabel")}
      </label>
      <p class="hint" id="masking-hint">
        {say("maskingHint")}
      </p>
      {locked ? (
        <p class="hint" id="masking-locked">
          {say("maskingLocked")}
        </p>
      ) : null}
      <p class="field-error" role="status">
        {notChanged ? say("maskingNotChanged") : ""}
      </p>
    </div>
  );
}
