import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The options page's own words. */
export const optionsWords = defineWords<typeof en>("options", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
