import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The popup's own words. */
export const popupWords = defineWords<typeof en>("popup", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
