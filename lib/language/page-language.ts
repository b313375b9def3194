import type { UiLanguage } from "@/lib/core/i18n/languages";
import { type Loadable, switchLanguage } from "@/lib/core/i18n/words";
import { browsersOwnLanguage, languageItem, languageOf } from "./language-choice";

/** Tells assistive technology which language the page is in, for the right voice and hyphenation. */
function markPage(language: UiLanguage) {
  document.documentElement.lang = language;
}

/**
 * A page speaks the language in force from its first paint: read, and the words its first view
 * needs loaded, before it draws. Then it follows every change (the agent chose in another page, a
 * policy was applied), whole and at once. Never fails: a page that cannot read the language speaks
 * English rather than stay blank. Gives the way to stop following, for a test.
 */
export async function speakLanguageInForce(first: readonly Loadable[]): Promise<() => void> {
  const follow = (language: UiLanguage) =>
    switchLanguage(language, first).then(
      () => markPage(language),
      (error: unknown) => console.error("The page could not switch language", error),
    );
  const stop = languageItem.watch((state) => void follow(languageOf(state)));
  // Most agents speak the browser's language: its words load while the stored choice is read, not
  // after. A guess that proves wrong costs only chunks loaded and not used.
  for (const words of first) words.load(browsersOwnLanguage()).catch(() => undefined);
  try {
    await follow(languageOf(await languageItem.read()));
  } catch {
    await follow("en");
  }
  return stop;
}
