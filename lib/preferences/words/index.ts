import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The options page's Display section. */
export const preferencesWords = defineWords<typeof en>("preferences", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
