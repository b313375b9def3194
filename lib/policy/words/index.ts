import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The options page's account of the organisation's policy. */
export const policyWords = defineWords<typeof en>("policy", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
