import { componentWords } from "@/components/words";
import { apiWords } from "@/lib/core/api/words";
import { languageWords } from "@/lib/language";
import { lookupWords } from "@/lib/lookup/index.sidepanel";
import { loyaltyWords } from "@/lib/loyalty/index.sidepanel";
import { onboardingWords } from "@/lib/onboarding/index.sidepanel";
import { redemptionWords } from "@/lib/redemptions/index.sidepanel";
import { ticketWords } from "@/lib/ticket/index.sidepanel";
import { sidepanelWords } from "./words";

/**
 * The words the panel loads before it draws, in the language in force: each a small chunk of its
 * own, loaded together. Views loaded on demand bring their own with them (a failure's explanation,
 * a card's history, the suggested replies drawn in them).
 */
export const FIRST_WORDS = [
  componentWords,
  apiWords,
  sidepanelWords,
  lookupWords,
  redemptionWords,
  ticketWords,
  loyaltyWords,
  languageWords,
  onboardingWords,
];
