import { useEffect, useState } from "preact/hooks";
import type { FieldError } from "@/components/Field";
import type { StatusMessageProps } from "@/components/StatusMessage";
import { DEFAULT_PREFERENCES, loadPreferences, type Preferences, preferencesItem } from "./preferences";
import { savePreferences } from "./save-preferences.options";

/** How money and dates are shown, kept current when any page saves them. */
export function usePreferences() {
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  useEffect(() => {
    const load = () => void loadPreferences().then(setPreferences);
    load();
    return preferencesItem.watch(load);
  }, []);
  return { preferences };
}

/** The display settings form: what it saves, and the field and status that say why not. */
export function usePreferencesForm() {
  const { preferences } = usePreferences();
  const [error, setError] = useState<FieldError>();
  const [status, setStatus] = useState<StatusMessageProps>();
  return {
    preferences,
    error,
    status,
    async save(values: Preferences) {
      const result = await savePreferences(values);
      if (result.ok) {
        setError(undefined);
        setStatus({ tone: "success", title: "Display settings saved." });
      } else {
        setError({ field: result.field, message: result.message });
        setStatus({ tone: "error", title: `Not saved: ${result.message}` });
      }
    },
  };
}
