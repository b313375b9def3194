import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** A card's history in words: its view, summary, chart and lines. */
export const historyWords = defineWords<typeof en>("history", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
