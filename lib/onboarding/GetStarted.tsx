import { useWords } from "@/components/use-words";
import { formatter } from "@/lib/core/intl/formatter";
import type { CommandKey, ShortcutSettings } from "@/lib/keyboard";
import { CommandKeys } from "@/lib/keyboard";
import type { ProfileStep } from "@/lib/onboarding/setup-steps";
import { Disclosure } from "@/lib/privacy/index.options";
import { onboardingWords } from "./words";

export interface GetStartedProps {
  profile: ProfileStep;
  /** The helpdesks detection runs on without asking ("zendesk.com"). */
  helpdeskHosts: readonly string[];
  commands: CommandKey[];
  shortcutSettings: ShortcutSettings;
  /** The id of the options page's detection section, linked from the third step. */
  detectionSectionId: string;
  /** Takes the agent to the profile form: the profile the step names, at its first empty field. */
  onProfileStep(step: ProfileStep): void;
  onHide(): void;
}

/**
 * Host names as a list of the language: commas between them in English, as they were always
 * shown; "und", "et", "i"… before the last in the others.
 */
const listOf = (language: string, names: readonly string[]) =>
  formatter("list", language, { type: "unit", style: "long" })?.format(names) ?? names.join(", ");

function ProfileStepText({ step, onGo }: { step: ProfileStep; onGo(): void }) {
  const say = useWords(onboardingWords);
  if (step.kind === "done") return <p>{say("profileDone", { name: step.name })}</p>;
  if (step.kind === "none") {
    return (
      <p>
        {say("profileNone")}{" "}
        <button type="button" class="link" onClick={onGo}>
          {say("fillInForm")}
        </button>
      </p>
    );
  }
  return (
    <p>
      {say(step.managed ? "profileFromAdmin" : "profileWithoutToken", { name: step.name })}{" "}
      <button type="button" class="link" onClick={onGo}>
        {say("addToken")}
      </button>
    </p>
  );
}

/**
 * The options page's first-run steps, after what Voucher Lens reads, sends and keeps: the profile,
 * Test connection, where detection runs and the keyboard shortcuts. Each step points at the part of
 * the page or the browser that does it.
 */
export function GetStarted(props: GetStartedProps) {
  const say = useWords(onboardingWords);
  return (
    <section id="get-started" class="get-started" aria-labelledby="get-started-heading">
      <h2 id="get-started-heading">{say("heading")}</h2>
      <Disclosure />
      <ol class="setup-steps">
        <li>
          <h3>{say("profileHeading")}</h3>
          <ProfileStepText step={props.profile} onGo={() => props.onProfileStep(props.profile)} />
        </li>
        <li>
          <h3>{say("testHeading")}</h3>
          <p>{say("testText")}</p>
        </li>
        <li>
          <h3>{say("detectionHeading")}</h3>
          <p>
            {say.parts("detectionText", {
              hosts: listOf(say.language, props.helpdeskHosts),
              link: <a href={`#${props.detectionSectionId}`}>{say("detectionLink")}</a>,
            })}
          </p>
        </li>
        <li>
          <h3>{say("shortcutsHeading")}</h3>
          <CommandKeys commands={props.commands} settings={props.shortcutSettings} />
        </li>
      </ol>
      <button type="button" onClick={props.onHide}>
        {say("hideSteps")}
      </button>
    </section>
  );
}
