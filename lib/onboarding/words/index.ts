import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The options page's setup steps and the side panel's note after an update. */
export const onboardingWords = defineWords<typeof en>("onboarding", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
