import { useEffect, useState } from "preact/hooks";
import { Field, type FieldError } from "@/components/Field";
import { useWords } from "@/components/use-words";
import { formatter } from "@/lib/core/intl/formatter";
import type { Preferences } from "@/lib/preferences/preferences";
import { preferencesWords } from "./words";

export interface PreferencesFormProps {
  initial: Preferences;
  error?: FieldError;
  onSave(values: Preferences): void;
}

/** How money and dates are shown in the panel. */
export function PreferencesForm({ initial, error, onSave }: PreferencesFormProps) {
  const say = useWords(preferencesWords);
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
        label={say("currency")}
        hint={say("currencyHint")}
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
        label={say("locale")}
        hint={
          <>
            {say("localeHint")} {example ? say("localeExample", { example }) : ""}
          </>
        }
        error={errorFor("locale")}
      >
        {(aria) => (
          <input
            {...aria}
            value={values.locale}
            placeholder={say("browserDefault", { locale: navigator.language })}
            autoComplete="off"
            onInput={(e) => setValues({ ...values, locale: e.currentTarget.value })}
          />
        )}
      </Field>
      <div class="actions">
        <button type="submit">{say("apply")}</button>
      </div>
    </form>
  );
}
