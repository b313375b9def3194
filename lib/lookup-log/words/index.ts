import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The options page's lookup log. */
export const lookupLogWords = defineWords<typeof en>("lookupLog", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
