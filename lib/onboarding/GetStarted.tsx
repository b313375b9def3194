import type { CommandKey, ShortcutSettings } from "@/lib/keyboard";
import { CommandKeys } from "@/lib/keyboard";
import type { ProfileStep } from "@/lib/onboarding/setup-steps";

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

function ProfileStepText({ step, onGo }: { step: ProfileStep; onGo(): void }) {
  if (step.kind === "done") return <p>Done: “{step.name}” has its App Token.</p>;
  if (step.kind === "none") {
    return (
      <p>
        Add the App ID and App Token of your Voucherify project, from Project settings → Application keys.{" "}
        <button type="button" class="link" onClick={onGo}>
          Fill in the profile form
        </button>
      </p>
    );
  }
  return (
    <p>
      {step.managed
        ? `Your admin set this up: add your App Token to “${step.name}”.`
        : `“${step.name}” has no App Token yet.`}{" "}
      <button type="button" class="link" onClick={onGo}>
        Add your App Token
      </button>
    </p>
  );
}

/**
 * The options page's first-run steps: the profile, Test connection, where detection runs and the
 * keyboard shortcuts. Each step points at the part of the page or the browser that does it.
 */
export function GetStarted(props: GetStartedProps) {
  return (
    <section id="get-started" class="get-started" aria-labelledby="get-started-heading">
      <h2 id="get-started-heading">Get started</h2>
      <ol class="setup-steps">
        <li>
          <h3>Your profile</h3>
          <ProfileStepText step={props.profile} onGo={() => props.onProfileStep(props.profile)} />
        </li>
        <li>
          <h3>Test the connection</h3>
          <p>
            Under the profile form, the Test button reads one redemption with your keys and says which lookups
            they allow. It changes nothing in Voucherify.
          </p>
        </li>
        <li>
          <h3>Where detection runs</h3>
          <p>
            Ids and codes are marked in these helpdesks' agent workspaces (not their help centers):{" "}
            {props.helpdeskHosts.join(", ")}. On another helpdesk, open it, click the Voucher Lens icon in the
            toolbar and choose “Enable on this site”. Which codes count, and whether emails do:{" "}
            <a href={`#${props.detectionSectionId}`}>Detection on helpdesk pages</a>.
          </p>
        </li>
        <li>
          <h3>Keyboard shortcuts</h3>
          <CommandKeys commands={props.commands} settings={props.shortcutSettings} />
        </li>
      </ol>
      <button type="button" onClick={props.onHide}>
        Hide these steps
      </button>
    </section>
  );
}
