import { LanguagePicker } from "./LanguagePicker";
import { useLanguageChoice } from "./use-language-choice";

/** The language picker with the stored choice: what a page places where the agent looks for it. */
export function LanguageSetting({ id }: { id: string }) {
  const { state, failed, choose } = useLanguageChoice();
  return (
    <LanguagePicker id={id} state={state} failed={failed} onChoose={(language) => void choose(language)} />
  );
}
