import { componentWords } from "@/components/words";
import { apiWords } from "@/lib/core/api/words";
import { detectionWords } from "@/lib/detection/index.options";
import { keyboardWords } from "@/lib/keyboard";
import { languageWords } from "@/lib/language";
import { lookupLogWords, lookupWords } from "@/lib/lookup-log/index.options";
import { onboardingWords } from "@/lib/onboarding/index.options";
import { policyWords } from "@/lib/policy/index.options";
import { preferencesWords } from "@/lib/preferences/index.options";
import { privacyWords } from "@/lib/privacy/index.options";
import { profileWords } from "@/lib/profiles/index.options";
import { repliesWords } from "@/lib/replies/index.options";
import { ticketWords } from "@/lib/ticket/index.options";
import { optionsWords } from "./words";

/** The words the options page loads before it draws, in the language in force. */
export const FIRST_WORDS = [
  componentWords,
  apiWords,
  optionsWords,
  onboardingWords,
  profileWords,
  detectionWords,
  ticketWords,
  policyWords,
  preferencesWords,
  languageWords,
  repliesWords,
  keyboardWords,
  privacyWords,
  lookupLogWords,
  // The lookup log names each kind as Search does.
  lookupWords,
];
