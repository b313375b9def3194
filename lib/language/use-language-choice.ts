import { useEffect, useState } from "preact/hooks";
import { kindWords } from "@/components/error-kind";
import { useWords } from "@/components/use-words";
import { componentWords } from "@/components/words";
import { ask } from "@/lib/core/contract/ask";
import { type LanguageChoice, type LanguageState, languageItem } from "./language-choice";

/** The agent's choice, whether a policy locks the language, and the way to choose. */
export function useLanguageChoice() {
  const [state, setState] = useState<LanguageState | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const sayKind = useWords(componentWords);
  useEffect(() => {
    let current = true;
    void languageItem.read().then((read) => current && setState(read));
    const stop = languageItem.watch(setState);
    return () => {
      current = false;
      stop();
    };
  }, []);
  const choose = async (language: LanguageChoice) => {
    setFailed(undefined);
    const reply = await ask("language.choose", { language });
    // Why, in the agent's words (the API words are among every page's first). Explaining errors
    // is loaded with the first one, out of every page's opening; if it cannot load, the kind of
    // error is said.
    if (!reply.ok) {
      const { error } = reply;
      setFailed(
        await import("@/lib/core/api/explain-error").then(
          ({ explainError }) => explainError(error).title,
          () => sayKind(kindWords(error)),
        ),
      );
    }
  };
  return { state, failed, choose };
}
