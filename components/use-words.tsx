import { type ComponentChildren, createContext } from "preact";
import { useContext, useEffect, useState } from "preact/hooks";
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from "@/lib/core/i18n/languages";
import type { Table } from "@/lib/core/i18n/message";
import { languageInUse, onLanguageSwitch, type Say, type Words } from "@/lib/core/i18n/words";

const LanguageContext = createContext<UiLanguage>(DEFAULT_UI_LANGUAGE);

/** The page's language for every view below: each is drawn again, at once, when it changes. */
export function LanguageProvider({ children }: { children: ComponentChildren }) {
  const [language, setLanguage] = useState(languageInUse);
  useEffect(() => {
    setLanguage(languageInUse());
    return onLanguageSwitch(setLanguage);
  }, []);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language the page speaks. */
export const useLanguage = (): UiLanguage => useContext(LanguageContext);

/**
 * A feature's messages in the page's language. The page loads them before it draws a view that
 * uses them (at its start, or with the module of a view loaded on demand); a view drawn before
 * that shows each message's key for the moment it takes to load, and is drawn again. Never empty
 * text: a warning that is there must never read as no warning.
 */
export function useWords<T extends Table>(words: Words<T>): Say<T> {
  const language = useLanguage();
  const say = words.loaded(language);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (say) return;
    let current = true;
    words.load(language).then(
      () => current && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [say, language, words]);
  return say ?? byKey<T>(language);
}

/** Says each message's key: what a view shows of words still loading. */
function byKey<T extends Table>(language: UiLanguage): Say<T> {
  return Object.assign((key: string) => key, {
    parts: (key: string) => [key],
    language,
  }) as unknown as Say<T>;
}
