import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The keyboard shortcuts' words. */
export const keyboardWords = defineWords<typeof en>("keyboard", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
