import { useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import type { StoredPattern } from "@/lib/detection/detection-settings";
import { detectionWords } from "./words";

export interface DetectionSettingsProps {
  profileName?: string;
  emails: boolean;
  /** The profile's patterns; one switched off by the safety check says why. */
  patterns: StoredPattern[];
  /** Why the last pattern was refused, if it was. */
  patternError?: string;
  /** The organisation's locked policy sets the email switch. */
  emailsLocked?: boolean;
  onEmailsChange(on: boolean): void;
  onAddPattern(raw: string): void;
  onRemovePattern(index: number): void;
}

/** The examples the hints give: expressions, the same in every language. */
const EXAMPLES = {
  regex: "/LT1-[A-Za-z0-9]{8}/",
  oneRun: "GIFT-[A-Z0-9-]{5,64}",
  repeatedPart: "GIFT-[A-Z0-9]{4}(?:-[A-Z0-9]{4}){0,4}",
};

const show = (p: StoredPattern) => (p.kind === "regex" ? `/${p.value}/` : `${p.value}…`);

/** Which voucher codes the helpdesk pages mark for this profile, and whether emails count. */
export function DetectionSettings(props: DetectionSettingsProps) {
  const say = useWords(detectionWords);
  const [draft, setDraft] = useState("");
  return (
    <div class="detection">
      <label class="checkbox">
        <input
          type="checkbox"
          checked={props.emails}
          // Locked: announced as unavailable yet still reached by Tab, with why; a click changes nothing.
          aria-disabled={props.emailsLocked ? true : undefined}
          aria-describedby={props.emailsLocked ? "emails-set-by-organisation" : undefined}
          onClick={(e) => {
            if (props.emailsLocked) e.preventDefault();
          }}
          onChange={(e) => {
            if (!props.emailsLocked) props.onEmailsChange(e.currentTarget.checked);
          }}
        />
        {say("emailsLabel")}
      </label>
      {props.emailsLocked ? (
        <p class="hint" id="emails-set-by-organisation">
          {say("setByOrganisation")}
        </p>
      ) : null}
      {props.profileName ? (
        <>
          <h3>{say("patternsHeading", { profile: props.profileName })}</h3>
          <p class="hint">{say("patternsHint", { example: EXAMPLES.regex })}</p>
          <p class="hint">
            {say("patternsRules", { oneRun: EXAMPLES.oneRun, repeatedPart: EXAMPLES.repeatedPart })}
          </p>
          {props.patterns.length ? (
            <ul class="patterns">
              {props.patterns.map((p, i) => (
                <li key={`${p.kind}:${p.value}`}>
                  <code>{show(p)}</code>
                  {p.off ? <span class="field-error"> {say("patternOff", { reason: p.off })}</span> : null}
                  <button
                    type="button"
                    aria-label={say("removePattern", { pattern: show(p) })}
                    onClick={() => props.onRemovePattern(i)}
                  >
                    {say("remove")}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p class="hint">{say("noPatterns")}</p>
          )}
          <form
            class="pattern-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              props.onAddPattern(draft);
              setDraft("");
            }}
          >
            <label for="code-pattern">{say("codePattern")}</label>
            <input
              id="code-pattern"
              value={draft}
              autoComplete="off"
              spellcheck={false}
              aria-invalid={props.patternError ? true : undefined}
              aria-describedby={props.patternError ? "code-pattern-error" : undefined}
              onInput={(e) => setDraft(e.currentTarget.value)}
            />
            <button type="submit">{say("addPattern")}</button>
            {props.patternError ? (
              <p class="field-error" id="code-pattern-error" role="alert">
                {props.patternError}
              </p>
            ) : null}
          </form>
        </>
      ) : (
        <p class="hint">{say("saveProfileFirst")}</p>
      )}
    </div>
  );
}
