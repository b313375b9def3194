import * as v from "valibot";
import { useWords } from "@/components/use-words";
import { LANGUAGE_NAMES, UI_LANGUAGES, uiLanguageOf } from "@/lib/core/i18n/languages";
import {
  browserLanguage,
  type LanguageChoice,
  LanguageChoiceSchema,
  type LanguageState,
} from "./language-choice";
import { languageWords } from "./words";

export interface LanguagePickerProps {
  /** The stored choice; undefined while it is read. */
  state: LanguageState | undefined;
  /** Why the last choice was not kept, when it was not. */
  failed?: string | undefined;
  onChoose(language: LanguageChoice): void;
  /** An id unique in the page: the options page and the panel's help each have one. */
  id: string;
}

/**
 * The language Voucher Lens speaks to the agent: the browser's, or one of the five, each named in
 * itself so an agent finds theirs whatever the page speaks now. Applied at once, in every page.
 */
export function LanguagePicker({ state, failed, onChoose, id }: LanguagePickerProps) {
  const say = useWords(languageWords);
  const browser = uiLanguageOf(browserLanguage());
  const locked = state?.locked ?? false;
  return (
    <div class="field language-picker">
      <label for={id}>{say("label")}</label>
      <select
        id={id}
        value={state?.chosen ?? ""}
        disabled={!state || locked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = v.safeParse(LanguageChoiceSchema, event.currentTarget.value);
          if (chosen.success) onChoose(chosen.output);
        }}
      >
        <option value="">
          {browser ? say("browsers", { language: LANGUAGE_NAMES[browser] }) : say("browsersUnknown")}
        </option>
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p class="hint" id={`${id}-hint`}>
        {locked ? say("locked") : say("hint")}
      </p>
      {failed ? (
        <p class="field-error" role="alert">
          {say("notChanged", { reason: failed })}
        </p>
      ) : null}
    </div>
  );
}
