import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The profiles' words: the form, the list, the popup's switch and what Test connection found. */
export const profileWords = defineWords<typeof en>("profiles", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
