import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The language setting's words. */
export const languageWords = defineWords<typeof en>("language", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
