import { DEFAULT_UI_LANGUAGE, type UiLanguage, uiLanguageOf } from "@/lib/core/i18n/languages";
import type { LanguageChoice } from "./language-choice";

/** What an organisation's policy says of the language: one to use, locked or as a default. */
export interface PolicyLanguage {
  language?: UiLanguage | undefined;
  locked?: boolean | undefined;
}

/**
 * The language Voucher Lens speaks: a locked policy's; else the agent's choice; else the policy's
 * default; else the browser's own when Voucher Lens speaks it; else English.
 */
export function languageInForce(
  choice: LanguageChoice,
  policy: PolicyLanguage | null,
  browserLanguage: string | undefined,
): UiLanguage {
  if (policy?.language && policy.locked) return policy.language;
  if (choice) return choice;
  return policy?.language ?? uiLanguageOf(browserLanguage) ?? DEFAULT_UI_LANGUAGE;
}

/** Whether the agent may choose: not when a locked policy sets the language. */
export const languageLocked = (policy: PolicyLanguage | null): boolean =>
  Boolean(policy?.language && policy.locked);
