import { useState } from "preact/hooks";
import type { StoredPattern } from "@/lib/detection/detection-settings";

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

const show = (p: StoredPattern) => (p.kind === "regex" ? `/${p.value}/` : `${p.value}…`);

/** Which voucher codes the helpdesk pages mark for this profile, and whether emails count. */
export function DetectionSettings(props: DetectionSettingsProps) {
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
        Mark email addresses as customer source ids
      </label>
      {props.emailsLocked ? (
        <p class="hint" id="emails-set-by-organisation">
          Set by your organisation.
        </p>
      ) : null}
      {props.profileName ? (
        <>
          <h3>Voucher code patterns for “{props.profileName}”</h3>
          <p class="hint">
            Ids such as cust_…, camp_… and lcrd_… are always marked. Codes are free-form, so tell Voucher Lens
            what yours look like: a prefix such as BF25- or a regular expression between slashes, such as
            /LT1-[A-Za-z0-9]{"{8}"}/.
          </p>
          <p class="hint">
            An expression must stay fast on any ticket, so give each repeat a limit of at most 64, write a run
            of letters, digits and dashes as one run such as GIFT-[A-Z0-9-]{"{5,64}"} (not several runs in a
            row, nor runs with optional dashes between them), write a repeated part with the dash it starts
            with, such as GIFT-[A-Z0-9]{"{4}"}(?:-[A-Z0-9]{"{4}"}){"{0,4}"}, and groups as (?:…), without
            names.
          </p>
          {props.patterns.length ? (
            <ul class="patterns">
              {props.patterns.map((p, i) => (
                <li key={`${p.kind}:${p.value}`}>
                  <code>{show(p)}</code>
                  {p.off ? <span class="field-error"> Off: {p.off}</span> : null}
                  <button
                    type="button"
                    aria-label={`Remove pattern ${show(p)}`}
                    onClick={() => props.onRemovePattern(i)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p class="hint">No code patterns yet.</p>
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
            <label for="code-pattern">Code pattern</label>
            <input
              id="code-pattern"
              value={draft}
              autoComplete="off"
              spellcheck={false}
              aria-invalid={props.patternError ? true : undefined}
              aria-describedby={props.patternError ? "code-pattern-error" : undefined}
              onInput={(e) => setDraft(e.currentTarget.value)}
            />
            <button type="submit">Add pattern</button>
            {props.patternError ? (
              <p class="field-error" id="code-pattern-error" role="alert">
                {props.patternError}
              </p>
            ) : null}
          </form>
        </>
      ) : (
        <p class="hint">Save a profile to add the voucher code patterns of its project.</p>
      )}
    </div>
  );
}
