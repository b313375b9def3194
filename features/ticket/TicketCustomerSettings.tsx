import { useEffect, useState } from "preact/hooks";

export interface TicketCustomerSettingsProps {
  enabled: boolean;
  ownDomains: string[];
  /** Why the domains typed were refused, if they were. */
  domainsError?: string;
  onEnabledChange(on: boolean): void;
  /** The field as typed, comma- or space-separated; the page checks and saves it. */
  onDomainsSave(raw: string): void;
}

/** Whether the panel looks up the ticket's only customer by itself, and whose addresses never count. */
export function TicketCustomerSettings(props: TicketCustomerSettingsProps) {
  const [draft, setDraft] = useState(props.ownDomains.join(", "));
  useEffect(() => setDraft(props.ownDomains.join(", ")), [props.ownDomains]);
  return (
    <div class="ticket-customer">
      <label class="checkbox">
        <input
          type="checkbox"
          checked={props.enabled}
          onChange={(e) => props.onEnabledChange(e.currentTarget.checked)}
        />
        Look up the ticket's customer when it shows exactly one (side panel open)
      </label>
      <form
        class="own-domains"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onDomainsSave(draft);
        }}
      >
        <label for="own-domains">Our email domains</label>
        <input
          id="own-domains"
          value={draft}
          placeholder="acme.com, support.acme.com"
          autoComplete="off"
          spellcheck={false}
          aria-invalid={props.domainsError ? true : undefined}
          aria-describedby={props.domainsError ? "own-domains-error own-domains-hint" : "own-domains-hint"}
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
        <p class="hint" id="own-domains-hint">
          Addresses at these domains are your team's, never the ticket's customer (with email marking on).
        </p>
        {props.domainsError ? (
          <p class="field-error" id="own-domains-error">
            {props.domainsError}
          </p>
        ) : null}
        <button type="submit">Apply domains</button>
      </form>
    </div>
  );
}
