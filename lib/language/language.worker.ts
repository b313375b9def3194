import type { UiLanguage } from "@/lib/core/i18n/languages";
import { writerOf } from "@/lib/core/store/writes.worker";
import { appliedPolicyItem, loadAppliedPolicy } from "@/lib/policy/index.worker";
import type { PageWords } from "./language.messages";
import {
  browserLanguage,
  type LanguageChoice,
  type LanguageState,
  languageItem,
  languageOf,
  readLanguage,
} from "./language-choice";
import { languageInForce, languageLocked } from "./language-in-force";
import { workerWords } from "./worker/words";

/** What is stored when the browser's language is the one in force: the item's fallback. */
const FOLLOW_BROWSER: LanguageState = { chosen: "", inForce: null, locked: false };

/** Weighs the agent's choice, the policy and the browser's language, and stores the language in force. */
export async function settleLanguage(choice?: LanguageChoice): Promise<UiLanguage> {
  const { policy } = await loadAppliedPolicy();
  const state = await writerOf(languageItem).update((now) => {
    const chosen = choice ?? now.chosen;
    // Nothing chosen and no policy's language: every context follows the browser's, and nothing
    // is stored for it (a new install stores nothing the agent did not do).
    if (!chosen && !policy?.language) return now.chosen || now.inForce || now.locked ? FOLLOW_BROWSER : now;
    const inForce = languageInForce(chosen, policy, browserLanguage());
    const locked = languageLocked(policy);
    return now.chosen === chosen && now.inForce === inForce && now.locked === locked
      ? now
      : { chosen, inForce, locked };
  });
  return languageOf(state);
}

/**
 * The agent chose a language. Kept even under a locked policy, which still wins: the choice applies
 * when the policy no longer sets one.
 */
export const chooseLanguage = (choice: LanguageChoice): Promise<UiLanguage> => settleLanguage(choice);

/**
 * Settles the language now and whenever a policy is applied, and calls back with the language in
 * force, now and whenever it changes (the agent chose, a policy was applied).
 */
export function watchLanguage(onLanguage: (language: UiLanguage) => void): void {
  let last: UiLanguage | undefined;
  const tell = (language: UiLanguage) => {
    if (language !== last) onLanguage(language);
    last = language;
  };
  const settle = () =>
    settleLanguage().then(tell, (error: unknown) =>
      console.error("The language could not be settled", error),
    );
  void settle();
  appliedPolicyItem.watch(() => void settle());
  languageItem.watch((state) => tell(languageOf(state)));
}

/** The Look up button's words for a helpdesk page, in the language in force. */
export async function pageWords(): Promise<PageWords> {
  const say = await workerWords.load(await readLanguage());
  return { lookUpButton: say("lookUpButton"), lookUpToken: say("lookUpToken", { text: "{text}" }) };
}
