import { useEffect, useState } from "preact/hooks";
import { Field, type FieldError } from "@/components/Field";
import { formatter } from "@/lib/core/intl/formatter";
import type { Preferences } from "@/lib/preferences/preferences";

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
  const errorFor = (field: keyof Preferences) => (error?.field === field ? error.message : undefined);
  return (
    <form
      class="profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ currency: values.currency.trim().toUpperCase(), locale: values.locale.trim() });
      }}
    >
      <Field
        id="pref-currency"
        label="Currency"
        hint="Three letters, such as EUR, USD or GBP. Amounts from the API are in this currency's smallest unit."
        error={errorFor("currency")}
      >
        {(aria) => (
          <input
            {...aria}
            value={values.currency}
            maxLength={3}
            autoComplete="off"
            onInput={(e) => setValues({ ...values, currency: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field
        id="pref-locale"
        label="Number and date format"
        hint={
          <>
            A language tag such as en-GB or de-DE; empty uses the browser's.{" "}
            {example ? `Example: ${example}` : ""}
          </>
        }
        error={errorFor("locale")}
      >
        {(aria) => (
          <input
            {...aria}
            value={values.locale}
            placeholder={`Browser default (${navigator.language})`}
            autoComplete="off"
            onInput={(e) => setValues({ ...values, locale: e.currentTarget.value })}
          />
        )}
      </Field>
      <div class="actions">
        <button type="submit">Apply display settings</button>
      </div>
    </form>
  );
}
