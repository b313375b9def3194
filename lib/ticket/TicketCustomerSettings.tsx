import { useEffect, useState } from "preact/hooks";
import { Field } from "@/components/Field";
import { useWords } from "@/components/use-words";
import { ticketWords } from "./words";

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
  const say = useWords(ticketWords);
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
        {say("lookUpOnlyCustomer")}
      </label>
      <form
        class="own-domains"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onDomainsSave(draft);
        }}
      >
        <Field
          id="own-domains"
          label={say("ownDomains")}
          hint={say("ownDomainsHint")}
          error={props.domainsError}
        >
          {(aria) => (
            <input
              {...aria}
              value={draft}
              // Example domains, the same in every language.
              placeholder="acme.com, support.acme.com"
              autoComplete="off"
              spellcheck={false}
              onInput={(e) => setDraft(e.currentTarget.value)}
            />
          )}
        </Field>
        <button type="submit">{say("applyDomains")}</button>
      </form>
    </div>
  );
}
