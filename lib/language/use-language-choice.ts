import { useEffect, useState } from "preact/hooks";
import { ask } from "@/lib/core/contract/ask";
import { type LanguageChoice, type LanguageState, languageItem } from "./language-choice";

/** The agent's choice, whether a policy locks the language, and the way to choose. */
export function useLanguageChoice() {
  const [state, setState] = useState<LanguageState | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
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
    if (!reply.ok) setFailed(reply.error.kind === "invalid_input" ? reply.error.message : reply.error.kind);
  };
  return { state, failed, choose };
}
