import { useEffect, useState } from "preact/hooks";
import { formatter } from "@/core/intl/formatter";
import type { Preferences } from "@/features/preferences/preferences";
import type { FieldError } from "@/features/profiles/ProfileForm";

export interface PreferencesFormProps {
  initial: Preferences;
  error?: FieldError;
  onSave(values: Preferences): void;
}

/** How money and dates are shown in the panel. */
export function PreferencesForm({ initial, error, onSave }: PreferencesFormProps) {
  const [values, setValues] = useState(initial);
  useEffect(() => setValues(initial), [initial]);
  const example =
    formatter("number", values.locale || undefined, { style: "currency", currency: values.currency })?.format(
      1234.5,
    ) ?? "";
  return (
    <form
      class="profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ currency: values.currency.trim().toUpperCase(), locale: values.locale.trim() });
      }}
    >
      <label for="pref-currency">Currency</label>
      <input
        id="pref-currency"
        value={values.currency}
        maxLength={3}
        autoComplete="off"
        aria-invalid={error?.field === "currency" ? true : undefined}
        aria-describedby="pref-currency-hint"
        onInput={(e) => setValues({ ...values, currency: e.currentTarget.value })}
      />
      <p class="hint" id="pref-currency-hint">
        Three letters, such as EUR, USD or GBP. Amounts from the API are in this currency's smallest unit.
      </p>
      {error?.field === "currency" ? <p class="field-error">{error.message}</p> : null}
      <label for="pref-locale">Number and date format</label>
      <input
        id="pref-locale"
        value={values.locale}
        placeholder={`Browser default (${navigator.language})`}
        autoComplete="off"
        aria-invalid={error?.field === "locale" ? true : undefined}
        aria-describedby="pref-locale-hint"
        onInput={(e) => setValues({ ...values, locale: e.currentTarget.value })}
      />
      <p class="hint" id="pref-locale-hint">
        A language tag such as en-GB or de-DE; empty uses the browser's.{" "}
        {example ? `Example: ${example}` : ""}
      </p>
      {error?.field === "locale" ? <p class="field-error">{error.message}</p> : null}
      <div class="actions">
        <button type="submit">Apply display settings</button>
      </div>
    </form>
  );
}
