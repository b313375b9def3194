import type { ComponentChildren } from "preact";
import { useWords } from "@/components/use-words";
import { MaskingSwitch } from "./MaskingSwitch";
import type { PrivacyInForce } from "./privacy";
import { useMaskingChoice } from "./use-masking-choice";
import { privacyWords } from "./words";

/** The options page's Privacy section, which the disclosure links to. */
export const PRIVACY_SECTION_ID = "privacy";

export interface PrivacySectionProps {
  /** Masking and the log as in force; undefined until the worker says. */
  privacy: PrivacyInForce | undefined;
  /** What other features show here: the lookup log. */
  children?: ComponentChildren;
}

/** The options page's Privacy section: the masking switch, then what other features place there. */
export function PrivacySection({ privacy, children }: PrivacySectionProps) {
  const say = useWords(privacyWords);
  const masking = useMaskingChoice(privacy);
  return (
    <section id={PRIVACY_SECTION_ID} aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{say("heading")}</h2>
      {masking.shown ? <MaskingSwitch {...masking} /> : null}
      {children}
    </section>
  );
}
