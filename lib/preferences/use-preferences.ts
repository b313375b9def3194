import { useEffect, useState } from "preact/hooks";
import type { FieldError } from "@/components/Field";
import type { StatusMessageProps } from "@/components/StatusMessage";
import { useWords } from "@/components/use-words";
import type { Say } from "@/lib/core/i18n/words";
import { DEFAULT_PREFERENCES, loadPreferences, type Preferences, preferencesItem } from "./preferences";
import { savePreferences } from "./save-preferences.options";
import { preferencesWords } from "./words";
import type en from "./words/en";

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

/** Why each field is refused, in the agent's language: the schema's own words are English. */
const REFUSED_WORDS = {
  currency: "currencyRefused",
  locale: "localeRefused",
} as const satisfies Record<keyof Preferences, string>;

const isField = (field: string): field is keyof Preferences => Object.hasOwn(REFUSED_WORDS, field);

/** The last save: done, or the field refused (with the schema's reason, for any other field). */
type Outcome = { saved: true } | { saved: false; field: string; message: string };

function refusedWords(outcome: Extract<Outcome, { saved: false }>, say: Say<typeof en>): string {
  return isField(outcome.field) ? say(REFUSED_WORDS[outcome.field]) : outcome.message;
}

/** The display settings form: what it saves, and the field and status that say why not. */
export function usePreferencesForm() {
  const say = useWords(preferencesWords);
  const { preferences } = usePreferences();
  const [outcome, setOutcome] = useState<Outcome>();
  const error: FieldError | undefined =
    outcome && !outcome.saved ? { field: outcome.field, message: refusedWords(outcome, say) } : undefined;
  const status: StatusMessageProps | undefined = error
    ? { tone: "error", title: say("notSaved", { reason: error.message }) }
    : outcome && { tone: "success", title: say("saved") };
  return {
    preferences,
    error,
    status,
    async save(values: Preferences) {
      const result = await savePreferences(values);
      setOutcome(
        result.ok ? { saved: true } : { saved: false, field: result.field, message: result.message },
      );
    },
  };
}
